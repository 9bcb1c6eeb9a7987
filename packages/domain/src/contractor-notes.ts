import { z } from 'zod';
import { MSG } from './messages';

/*
 * A client's private notes on contractors: a note and the client's own list 'Не приглашать'. Only
 * the client who wrote them ever reads them: its directory's cards, the contractor's page and the
 * invitation dialog mark them for it alone.
 */

/** The longest note a client keeps on a contractor. */
export const CONTRACTOR_NOTE_MAX = 2000;

export const MSG_NOTES = {
  empty: 'Напишите заметку или отметьте «Не приглашать»',
  saved: 'Заметка сохранена',
  saveFailed: 'Не удалось сохранить заметку',
  removed: 'Заметка удалена',
  removeFailed: 'Не удалось удалить заметку',
  confirmRemove: 'Удалить заметку? Отметка «Не приглашать» тоже снимется.',
  doNotInvite: 'Не приглашать',
  /** Beside the contractor in the invitation dialog, when it is on the caller's list. */
  onYourList: 'Вы отметили этого подрядчика: «Не приглашать»',
  privacy: 'Заметку видите только вы',
  notFound: 'Заметка не найдена',
} as const;

/** PUT /contractors/{id}/note: the note (may be empty) and the mark 'Не приглашать'. */
export const contractorNoteBody = z
  .object({
    text: z
      .string({ error: MSG.invalidValue })
      .trim()
      .max(CONTRACTOR_NOTE_MAX, { error: MSG.tooLong }),
    do_not_invite: z.boolean({ error: MSG.invalidValue }),
  })
  .superRefine((body, check) => {
    if (!body.text && !body.do_not_invite)
      check.addIssue({ code: 'custom', path: ['text'], message: MSG_NOTES.empty });
  });
export type ContractorNoteBody = z.input<typeof contractorNoteBody>;

/** The caller's own note on a contractor. */
export const contractorNoteSchema = z.object({
  text: z.string(),
  do_not_invite: z.boolean(),
  updated_at: z.string(),
});
export type ContractorNote = z.infer<typeof contractorNoteSchema>;

/** PUT /contractors/{id}/note answers the note kept. */
export const contractorNoteAnswer = z.object({ note: contractorNoteSchema });
