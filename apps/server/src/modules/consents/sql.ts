/**
 * Whether the user whose id is `userId` (an SQL expression) lets other users see the contacts of
 * its page, as SQL: its consent to distribution stands. One probe of consents_standing_idx.
 */
export const contactsSharedSql = (userId: string) =>
  `exists (select 1 from consents sc where sc.user_id = ${userId} and sc.document = 'distribution' and sc.withdrawn_at is null)`;
