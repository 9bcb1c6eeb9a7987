import { type CompanyWarning, choiceWarningsDetails, offerWarnings } from '@podryad/domain';
import type { RunStatement } from '../../db/statements';
import type { AuthUser } from '../auth/sessions';
import type { TrailInput } from '../trail/record';
import { ComparisonService } from './comparison';

/*
 * The warnings a client saw before choosing the executor, as the comparison shows them (the
 * company's register facts, its name, its СРО against the offer's price): the server works them
 * out again at the choice, from the same row, so that the trail records what the client was shown.
 */

/** The order the comparison reads its rows in here: any would do, one is named once. */
const ROWS = { sort: 'price', order: 'asc', prices: 'with_vat' } as const;

/** The chosen offer's company and the warnings about it; null when the comparison lacks it. */
export async function choiceWarnings(
  run: RunStatement,
  client: AuthUser,
  tenderId: number,
  requestId: number,
): Promise<{ company: string; warnings: CompanyWarning[] } | null> {
  const answer = await new ComparisonService(run).compare(client, tenderId, ROWS);
  const offer = answer.offers.find((o) => o.request_id === requestId);
  if (!offer) return null;
  return {
    company: offer.contractor.name,
    warnings: offerWarnings(offer, answer.tender.sro_kind, new Date()),
  };
}

/** The trail entry of a choice made over warnings; none when there were none. */
export function choiceOverWarnings(
  tenderId: number,
  actorId: number,
  found: Awaited<ReturnType<typeof choiceWarnings>>,
): TrailInput[] {
  if (!found || found.warnings.length === 0) return [];
  return [
    {
      tenderId,
      event: 'chosen_over_warning',
      actorId,
      // The client's record: the contractor's own entries do not carry it.
      contractorId: null,
      details: choiceWarningsDetails(found.company, found.warnings),
    },
  ];
}
