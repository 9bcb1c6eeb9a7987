import { DEFAULT_INVITE_COMMENT, MSG_TENDERS } from '@podryad/domain';
import type { CreateRequestArgs } from '@/features/requests/api/create-request';
import type { PickedContractor } from '@/features/tenders/utils/tender-draft';
import { errorMessages } from '@/lib/api-client';

/** What sending the invitations came to: how many went, each refusal in words, and whose. */
export type InviteResult = { sent: number; failures: string[]; failed: PickedContractor[] };

/**
 * One invitation per chosen contractor, one after another (POST /request/{tenderId} with
 * `user_id`): the wizard after its save and the tender page's 'Пригласить подрядчиков'. A refusal
 * is kept as 'Name: the server's words' and the others still go.
 */
export async function inviteContractors(
  invite: (args: CreateRequestArgs) => Promise<unknown>,
  tenderId: number,
  contractors: readonly PickedContractor[],
): Promise<InviteResult> {
  const failures: string[] = [];
  const failed: PickedContractor[] = [];
  let sent = 0;
  for (const contractor of contractors) {
    try {
      await invite({
        tenderId,
        user_id: contractor.id,
        comment: DEFAULT_INVITE_COMMENT,
        docs_paths: [],
      });
      sent += 1;
    } catch (error) {
      const reason = errorMessages(error, MSG_TENDERS.addContractorFailed)[0];
      failures.push(`${contractor.name}: ${reason}`);
      failed.push(contractor);
    }
  }
  return { sent, failures, failed };
}
