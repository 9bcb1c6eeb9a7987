import {
  MSG,
  PENDING_REQUEST_STATUSES,
  REQUEST_FILTER_RULES,
  type RequestFilterRule,
  type RequestListQuery,
  requestFilterRule,
} from '@podryad/domain';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { tenderRequests, tenders } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth/sessions';
import type { FileService } from '../files/service';
import { requestAnswers } from './answers';

/**
 * One page of a client's requests on its own tenders (or on one of them), or of a contractor's
 * own, kept by the side's filter `status`. Two statements whatever the page: the page's rows, and
 * one aggregate that counts every filter of the side (the tabs), the page's total among them.
 */
export async function requestList(
  db: Db,
  files: FileService,
  viewer: AuthUser,
  query: RequestListQuery,
) {
  const side = viewer.type === 'client' ? 'client' : 'contractor';
  const rule = requestFilterRule(side, query.status);
  if (!rule) throw new AppError(400, [MSG.invalidValue], { status: [MSG.invalidValue] });
  const isNew = side === 'client' ? tenderRequests.newForClient : tenderRequests.newForContractor;
  const kept = (r: RequestFilterRule) =>
    and(
      r.statuses ? inArray(tenderRequests.status, [...r.statuses]) : undefined,
      r.onlyNew ? eq(isNew, true) : undefined,
    ) ?? sql`true`;
  const mine = and(
    side === 'client'
      ? inArray(
          tenderRequests.tenderId,
          db.select({ id: tenders.id }).from(tenders).where(eq(tenders.ownerId, viewer.id)),
        )
      : eq(tenderRequests.contractorId, viewer.id),
    query.tender_id ? eq(tenderRequests.tenderId, query.tender_id) : undefined,
  );
  // A client's new answers head the list (the dashboard's 'Новые заявки').
  const newAnswer = sql`(${and(eq(isNew, true), notInArray(tenderRequests.status, [...PENDING_REQUEST_STATUSES]))})`;
  const { page, per_page } = query;
  const rows = await db
    .select()
    .from(tenderRequests)
    .where(and(mine, kept(rule)))
    .orderBy(
      ...(side === 'client' ? [desc(newAnswer)] : []),
      desc(tenderRequests.updatedAt),
      desc(tenderRequests.id),
    )
    .limit(per_page)
    .offset((page - 1) * per_page);
  const rules = Object.entries(REQUEST_FILTER_RULES[side]) as [string, RequestFilterRule][];
  const [countRow] = await db
    .select(
      Object.fromEntries(
        rules.map(([name, r]) => [
          name,
          sql<number>`count(*) filter (where ${kept(r)})`.mapWith(Number),
        ]),
      ),
    )
    .from(tenderRequests)
    .where(mine);
  const counts = countRow ?? {};
  return {
    requests: await requestAnswers(db, files, rows, viewer),
    meta: { total: counts[query.status] ?? 0, total_lower_bound: false, page, per_page },
    counts,
  };
}
