import { DEAL_STATUS_LABELS } from '@podryad/domain';
import { isoTime, jsonObject, labelOf, pagedList } from '../../db/json-sql';
import { partyName } from '../../db/party-sql';
import { statement } from '../../db/statements';

/*
 * A party's deals as named statements: one for the client's, one for the contractor's, each a page
 * newest move first over its index (party, status, updated_at); and the client's deals of one of
 * its projects, over the same index (a client's deals, each a tender of its own, joined to the
 * tender by its key).
 */

/**
 * The domain's dealOverdue over `deals d`, with $7 the day in Moscow: the work runs and its planned
 * finish has passed without a report.
 */
const OVERDUE = `(d.status = 'in_progress' and d.planned_finish < $7::date)`;

/** A card as the party reads it: the project, the client's own grouping, only to the client. */
const cardOf = (party: 'client' | 'contractor') =>
  jsonObject({
    id: 'd.id',
    tender_id: 'd.tender_id',
    tender_title: 't.name',
    project_id: party === 'client' ? 't.project_id' : 'null',
    project_title: party === 'client' ? 'p.name' : 'null',
    client_name: partyName('d.client_id'),
    contractor_name: partyName('d.contractor_id'),
    status: 'd.status',
    status_label: labelOf('d.status', DEAL_STATUS_LABELS),
    price_with_vat_kopecks: 'd.price_with_vat_kopecks',
    contract_number: 'd.contract_number',
    start_date: 'd.start_date',
    planned_finish: 'd.planned_finish',
    overdue: `coalesce(${OVERDUE}, false)`,
    updated_at: isoTime('d.updated_at'),
  });

/**
 * Parameters: $1 page, $2 per_page, $3 the count's cap, $4 the party, $5 the status or null,
 * $6 only the overdue ones, $7 today in Moscow; with a project, $8 the project.
 */
const pageOf = (party: 'client' | 'contractor', ofProject = false) =>
  statement(
    `deals_of_${party}${ofProject ? '_of_project' : ''}`,
    pagedList({
      key: 'deals',
      matches: `select d.id, d.updated_at from deals d
        ${ofProject ? 'join tenders t on t.id = d.tender_id and t.project_id = $8::int' : ''}
        where d.${party}_id = $4::int
        and ($5::text is null or d.status = $5::text)
        and (not $6::boolean or ${OVERDUE})`,
      order: 'updated_at desc, id desc',
      item: cardOf(party),
      from: `pg join deals d on d.id = pg.id join tenders t on t.id = d.tender_id
        join projects p on p.id = t.project_id`,
    }),
  );

/** The pages by the caller's side, and whether they are of one project. */
export const DEAL_PAGES = {
  client: { all: pageOf('client'), ofProject: pageOf('client', true) },
  contractor: { all: pageOf('contractor'), ofProject: pageOf('contractor', true) },
};
