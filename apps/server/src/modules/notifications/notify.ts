import { notificationContent, partyName } from '@podryad/domain';
import type { Tx } from '../../db/connect';
import { notifications } from '../../db/schema';
import { loadParties } from '../profile/parties';
import type { Notice } from './notices';

/*
 * Notices are written inside the transaction of the event that causes them, so an event and its
 * notice are stored together or not at all.
 */

/** Stores a notice inside its event's transaction; answers the new id. */
export async function notify(tx: Tx, notice: Notice): Promise<number> {
  const [id] = await notifyAll(tx, [notice]);
  return id!;
}

/**
 * Several notices in one go (an extension tells every contractor of a tender): the actors'
 * parties in one lookup and the notices in one insert, whatever their number. Answers the ids.
 */
export async function notifyAll(tx: Tx, inputs: readonly Notice[]): Promise<number[]> {
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
          input.deadline ?? null,
        );
        return {
          recipientId: input.recipientId,
          actorId: input.actorId,
          requestId: input.requestId,
          tenderId: input.tenderId,
          status: input.status,
          title: content.title,
          text: content.text,
          comment: input.comment,
          buttonText: content.button,
        };
      }),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}
