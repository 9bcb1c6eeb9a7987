import { notificationContent, partyName } from '@podryad/domain';
import type { Tx } from '../../db/connect';
import { notifications } from '../../db/schema';
import { loadParties } from '../profile/parties';
import { queueDelivery } from './delivery-queue';
import type { Notice } from './notices';

/*
 * Notices are written inside the transaction of the event that causes them, so an event, its
 * notice and the letters and pushes it causes are stored together or not at all.
 */

/**
 * Stores a notice inside its event's transaction; answers the new id. `deliver: false` writes
 * history (the demo data's past events): nothing goes out by mail or push.
 */
export async function notify(tx: Tx, notice: Notice, deliver = true): Promise<number> {
  const [id] = await notifyAll(tx, [notice], deliver);
  return id!;
}

/**
 * Several notices in one go (an extension tells every contractor of a tender): the actors'
 * parties in one lookup and the notices in one insert, whatever their number. Answers the ids.
 */
export async function notifyAll(
  tx: Tx,
  inputs: readonly Notice[],
  deliver = true,
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const actors = await loadParties(
    tx,
    inputs.map((i) => i.actorId),
  );
  const rows = await tx
    .insert(notifications)
    .values(
      inputs.map((input) => {
        const content = notificationContent(
          input.kind,
          partyName(actors.get(input.actorId)!),
          input.tenderName,
          {
            deadline: input.deadline ?? null,
            terms: input.terms ?? null,
            count: input.count,
            status: input.status,
          },
        );
        return {
          recipientId: input.recipientId,
          actorId: input.actorId,
          requestId: input.requestId,
          tenderId: input.tenderId,
          status: input.status,
          kind: input.kind,
          title: content.title,
          text: content.text,
          comment: input.comment,
          buttonText: content.button,
        };
      }),
    )
    .returning({ id: notifications.id });
  const ids = rows.map((r) => r.id);
  if (!deliver) return ids;
  await queueDelivery(
    tx,
    inputs.map((input, i) => ({ ...input, id: ids[i]! })),
  );
  return ids;
}
