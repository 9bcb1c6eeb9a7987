import { type ChoiceReason, outcomeNoticeComment } from '@podryad/domain';
import type { Tx } from '../../db/connect';
import { makeDeal } from '../deals/service';
import { notices } from '../notifications/notices';
import { notifyAll } from '../notifications/notify';
import { endTender } from '../tenders/access';
import type { TenderRow } from '../tenders/answers';
import type { RequestRow } from './answers';
import { liveRequestsOf } from './of-tender';

/**
 * The executor is chosen, in the transaction of its move: its deal is made from the chosen offer's
 * terms as they are now, the tender ends with the reason the others were not chosen ('Другое' when
 * the caller gave none), and every other contractor with a live request is told, once.
 */
export async function chooseExecutor(
  tx: Tx,
  tender: TenderRow,
  chosen: RequestRow,
  input: { outcome_reason?: ChoiceReason; outcome_comment?: string | null },
) {
  await makeDeal(tx, tender, chosen);
  const outcome = {
    reason: input.outcome_reason ?? 'other',
    comment: input.outcome_comment ?? null,
  };
  await endTender(tx, tender.id, 'executor_chosen', outcome);
  const others = (await liveRequestsOf(tx, tender.id)).filter((r) => r.id !== chosen.id);
  const comment = outcomeNoticeComment(outcome.reason, outcome.comment);
  await notifyAll(
    tx,
    others.map((r) => notices.another_chosen(tender, r, comment)),
  );
}
