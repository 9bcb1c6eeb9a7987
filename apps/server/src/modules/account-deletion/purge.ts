import { DELETED_USER_LABEL, type DeletionKind } from '@podryad/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import type { Storage } from '../../delivery/storage';
import type { FileService } from '../files/service';
import { nameForms } from './name-forms';

/*
 * The deletion of a closed account whose grace period has ended, one account per transaction.
 * The person's own data goes: contacts, password, profile names and contacts, avatar, sessions,
 * codes, push subscriptions, notice settings, notices, notes written, portfolio, and the projects
 * and tenders nobody else relies on (no request, offer, invitation or question of another party),
 * with the files only they used. What other parties rely on stays whole — a tender that had
 * requests, offers on others' tenders, the trail, protocols, deals and reviews — with the person
 * shown as DELETED_USER_LABEL and a contractor's company kept. The person's name (in any of its
 * cases), phone and e-mail in the texts of those records (COPIED_TEXTS) get the label instead. A
 * record of the deletion, without personal data, is kept in `account_deletions`.
 *
 * The one place that writes every module's rows of one person: a deletion must be one transaction
 * over all of them, so its SQL is kept here together, reviewed as a whole against the scan test
 * (`account-deletion.test.ts`).
 */

type Counts = Partial<Record<DeletionKind, number>>;

const rowsOf = (result: unknown) =>
  Number(
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0,
  );

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A list of texts as one bound parameter, split back into a `text[]` by PostgreSQL. */
const lines = (values: readonly string[]) =>
  sql`coalesce(string_to_array(nullif(${values.join('\n')}, ''), chr(10)), '{}'::text[])`;

/** A text as a PostgreSQL regular expression matching it literally. */
const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any of `texts` as a PostgreSQL regular expression of whole words; null when there is none. */
const wordsPattern = (texts: readonly string[]) =>
  texts.length > 0 ? `\\m(?:${texts.map(literalPattern).join('|')})\\M` : null;

/** The person's own tenders, as a subquery of their ids. */
const OWN_TENDERS = '(select id from tenders where owner_id = $user)';
/** The requests on the person's tenders and the person's own, as a subquery of their ids. */
const OWN_REQUESTS = `(select id from tender_requests where contractor_id = $user
  or tender_id in ${OWN_TENDERS})`;

/**
 * The texts kept for others that may name the person, in the person's own words or in another
 * party's about them: on its tenders and projects, the requests, offers, questions, deals and
 * reviews it took part in, the notices it caused and the clients' notes on it. The trail and the addenda are append-only
 * and hold no names of their own.
 */
const COPIED_TEXTS: readonly (readonly [table: string, columns: string[], whose: string])[] = [
  ['notifications', ['title', 'text', 'comment'], 'actor_id = $user'],
  ['tenders', ['name', 'description', 'rebid_comment', 'outcome_comment'], 'owner_id = $user'],
  ['projects', ['name', 'description'], 'owner_id = $user'],
  ['tender_requests', ['invite_comment', 'comment', 'reject_reason'], `id in ${OWN_REQUESTS}`],
  ['offer_revisions', ['comment'], `request_id in ${OWN_REQUESTS}`],
  ['tender_questions', ['question', 'answer'], `asker_id = $user or tender_id in ${OWN_TENDERS}`],
  [
    'deals',
    ['remarks', 'end_reason', 'report_comment'],
    'client_id = $user or contractor_id = $user',
  ],
  ['reviews', ['text', 'answer_text'], 'author_id = $user or subject_id = $user'],
  ['contractor_notes', ['text'], 'contractor_id = $user'],
  [
    'review_reports',
    ['reason'],
    'reporter_id = $user or review_id in (select id from reviews where author_id = $user or subject_id = $user)',
  ],
];

/** The statement that puts the label in place of `name` in the columns of the rows `whose` picks. */
function scrub(table: string, columns: string[], whose: string, userId: number, pattern: string) {
  const sets = columns.map(
    (c) =>
      sql`${sql.identifier(c)} = regexp_replace(${sql.identifier(c)}, ${pattern}, ${DELETED_USER_LABEL}, 'g')`,
  );
  const any = columns.map((c) => sql`${sql.identifier(c)} ~ ${pattern}`);
  // The id is an integer of our own, never input: written into the fixed condition as it is.
  const condition = sql.raw(whose.replaceAll('$user', String(Math.trunc(userId))));
  return sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)}
    where (${condition}) and (${sql.join(any, sql` or `)})`;
}

/**
 * Deletes every closed account whose deletion is due by `now`: each is claimed with
 * `FOR UPDATE SKIP LOCKED`, so several servers never purge the same one; answers how many went.
 * One that fails is left for the next run and does not hold up the others; the failures are
 * thrown together at the end, for the timer's log.
 */
export async function purgeDueAccounts(
  db: Db,
  files: FileService,
  storage: Storage,
  now: Date,
): Promise<number> {
  let done = 0;
  const failed: number[] = [];
  const errors: unknown[] = [];
  for (;;) {
    let claimed: number | null = null;
    try {
      const purged = await db.transaction(async (tx) => {
        const [due] = rows<{ id: number }>(
          await tx.execute(sql`select id from users
            where delete_after is not null and delete_after <= ${now.toISOString()}::timestamptz
              and deleted_at is null and not (id = any(${lines(failed.map(String))}::int[]))
            order by delete_after limit 1 for update skip locked`),
        );
        if (!due) return null;
        claimed = due.id;
        return purgeAccount(tx, due.id, now);
      });
      if (!purged) break;
      // The files go once the rows are gone; one still used by a kept record stays.
      await files.discardUnused(purged.files);
      // The archives of its own data, which nothing else refers to.
      if (purged.archives.length > 0) await storage.remove(purged.archives);
      done += 1;
    } catch (err) {
      if (claimed === null) throw err;
      failed.push(claimed);
      errors.push(err);
    }
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `accounts not deleted: ${failed.join(', ')}`);
  }
  return done;
}

/** Deletes one claimed account's personal data in the caller's transaction; answers its files. */
export async function purgeAccount(tx: Tx, userId: number, now: Date) {
  const [user] = rows<{
    type: string | null;
    phone: string | null;
    email: string | null;
    closed_at: Date | string | null;
    name: string | null;
    surname: string | null;
    avatar: string | null;
  }>(
    await tx.execute(sql`select u.type, u.phone, u.email, u.closed_at, kp.name, kp.surname,
        coalesce(kp.avatar, cp.avatar) as avatar
      from users u left join client_profiles kp on kp.user_id = u.id
        left join contractor_profiles cp on cp.user_id = u.id
      where u.id = ${userId}`),
  );
  if (!user) return { files: [] as string[], archives: [] as string[] };
  const counts: Counts = {};
  const count = (kind: DeletionKind, result: unknown) => {
    counts[kind] = (counts[kind] ?? 0) + rowsOf(result);
  };

  // Every file the person uploaded: discarded after the commit unless a kept record uses it.
  const files = rows<{ path: string }>(
    await tx.execute(sql`select path from uploads where owner_id = ${userId}`),
  ).map((r) => r.path);

  // A person's name in the texts others keep, in any of its cases ('Евлампии Зыковецкой'): the
  // label instead, the name and surname together first, then each word alone. A person already
  // purged carries the label itself as a name: it has no forms to find.
  const forms =
    user.name === DELETED_USER_LABEL
      ? nameForms('', '')
      : nameForms(user.name ?? '', user.surname ?? '');
  // Its phone and e-mail too, wherever someone wrote them down.
  const patterns = [
    wordsPattern(forms.whole),
    wordsPattern(forms.words),
    ...[user.phone, user.email].filter((c): c is string => Boolean(c)).map(literalPattern),
  ].filter((pattern): pattern is string => pattern !== null);
  for (const pattern of patterns) {
    for (const [table, columns, whose] of COPIED_TEXTS) {
      count('copied_texts', await tx.execute(scrub(table, columns, whose, userId, pattern)));
    }
  }

  // Tenders nobody else relies on: no request of any kind, no question of another party.
  count(
    'tenders',
    await tx.execute(sql`delete from tenders t where t.owner_id = ${userId}
      and not exists (select 1 from tender_requests r where r.tender_id = t.id)
      and not exists (select 1 from tender_questions q
        where q.tender_id = t.id and q.asker_id <> ${userId})`),
  );
  count(
    'projects',
    await tx.execute(sql`delete from projects p where p.owner_id = ${userId}
      and not exists (select 1 from tenders t where t.project_id = p.id)`),
  );
  // A project kept under a tender others rely on loses the person's contacts.
  await tx.execute(sql`update projects set phone = null, email = null, vk = null,
      telegram = null, whatsapp_status = null
    where owner_id = ${userId}`);
  count('cases', await tx.execute(sql`delete from cases where owner_id = ${userId}`));

  count('notices', await tx.execute(sql`delete from notifications where recipient_id = ${userId}`));
  await tx.execute(sql`delete from notice_outbox where recipient_id = ${userId}`);
  count(
    'push_subscriptions',
    await tx.execute(sql`delete from push_subscriptions where user_id = ${userId}`),
  );
  count(
    'notice_settings',
    await tx.execute(sql`delete from notice_settings where user_id = ${userId}`),
  );
  count(
    'contractor_notes',
    await tx.execute(sql`delete from contractor_notes where client_id = ${userId}`),
  );
  count('sessions', await tx.execute(sql`delete from sessions where user_id = ${userId}`));
  // The consents name the device's address; the deletion's own record shows what was done.
  count('consents', await tx.execute(sql`delete from consents where user_id = ${userId}`));
  const archives = rows<{ path: string }>(
    await tx.execute(sql`delete from data_exports where user_id = ${userId}
      returning object_path as path`),
  )
    .map((r) => r.path)
    .filter(Boolean);
  counts.data_exports = archives.length;
  await tx.execute(sql`delete from step_ups where user_id = ${userId}`);
  const contacts = [user.phone, user.email].filter((c): c is string => Boolean(c));
  count(
    'codes',
    await tx.execute(sql`delete from verification_codes
      where subject = ${String(userId)} or target = any(${lines(contacts)})`),
  );
  await tx.execute(sql`delete from registrations
    where phone = any(${lines(contacts)}) or email = any(${lines(contacts)})`);
  for (const contact of contacts) {
    await tx.execute(sql`delete from rate_limits where strpos(key, ${contact}) > 0`);
  }

  count(
    'profile',
    await tx.execute(sql`update client_profiles set name = ${DELETED_USER_LABEL}, surname = '',
        date_of_birth = null, location = null, description = null, vk = null, telegram = null,
        whatsapp = null, avatar = null, updated_at = now()
      where user_id = ${userId}`),
  );
  // A contractor's company stays on the records others keep; the person's ways to reach it go.
  count(
    'profile',
    await tx.execute(sql`update contractor_profiles set vk = null, telegram = null,
        whatsapp = null, avatar = null, participates_in_tenders = false, updated_at = now()
      where user_id = ${userId}`),
  );
  counts.avatar = user.avatar ? 1 : 0;
  // The person's uploads: each goes after the commit unless a kept record still uses it.
  counts.files = files.length;
  counts.contacts = contacts.length;
  counts.password = 1;
  await tx.execute(sql`update users set phone = null, email = null, password_hash = null,
      delete_after = null, deleted_at = ${now.toISOString()}::timestamptz
    where id = ${userId}`);

  const kinds = (Object.keys(counts) as DeletionKind[]).filter((k) => (counts[k] ?? 0) > 0);
  await tx.execute(sql`insert into account_deletions
      (user_id, role, requested_at, deleted_at, kinds, counts)
    values (${userId}, ${user.type}, ${user.closed_at ?? now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz, ${lines(kinds)}, ${JSON.stringify(counts)}::jsonb)`);
  return { files, archives };
}
