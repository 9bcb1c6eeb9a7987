import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANSWER_STATS_REFRESH_MINUTES } from '@podryad/domain';
import type { Db } from '../db/connect';
import { pruneExpired } from '../db/housekeeping';
import type { RunStatement } from '../db/statements';
import type { Storage } from '../delivery/storage';
import type { FileService } from '../modules/files/service';
import { purgeDueAccounts } from '../modules/account-deletion/purge';
import { refreshAnswerStats } from '../modules/contractors/answer-stats';
import { sendDeadlineReminders } from '../modules/requests/reminders';
import { publishDueReviews } from '../modules/reviews/publish';
import { sendOutcomeReminders } from '../modules/tenders/outcome-reminders';
import { openSealedOffers } from '../modules/tenders/sealed';
import { closeRebids } from '../modules/tenders/rebid';
import { type CompanyReference, syncCompanyChecks } from '../modules/registry/queue';
import type { CompanyChecks } from '../modules/registry/worker';
import type { DataExportWorker } from '../modules/data-export/worker';

/** How often housekeeping runs (abandoned uploads, expired rows and data archives). */
const SWEEP_INTERVAL_MS = 3600 * 1000;
/** How often the deadline reminders are looked for: a reminder comes at most this late. */
const REMINDER_INTERVAL_MS = 5 * 60 * 1000;
/**
 * How often sealed offers and переторжка rounds past their deadline are looked for (an indexed
 * query each): the client hears of the opening at most this late. The prices themselves open at
 * the deadline, whoever reads them.
 */
const OPENING_INTERVAL_MS = 10 * 1000;
/** How often the contractors' answer statistics are recomputed: a card's figures are this old at most. */
const ANSWER_STATS_INTERVAL_MS = ANSWER_STATS_REFRESH_MINUTES * 60 * 1000;

export type TimerDeps = {
  db: Db;
  /** Runs the named statements (the answer statistics' job). */
  run: RunStatement;
  files: FileService;
  storage: Storage;
  /** The rows that name companies by INN: the register's queue follows them. */
  companies: readonly CompanyReference[];
  /** The register checks' worker, started here; absent when the caller runs it by hand. */
  companyChecks?: CompanyChecks;
  /** The data archives' worker: its expiry runs with housekeeping, its builds on its own timer. */
  dataExports?: DataExportWorker;
  /** Whether this server builds the data archives (tests build them by hand). */
  buildExports?: boolean;
  now?: () => Date;
};

/**
 * The work each server does on a timer: housekeeping at start and every hour (abandoned uploads
 * and temporaries, rows that served their time, the register's queue kept to the companies on
 * the market, the data archives past their day); the register checks' worker, every two seconds;
 * the data archives' builder, every five seconds; every five minutes, the reminders of
 * deadlines a day away and of outcomes two weeks overdue, and the publication of the hidden reviews
 * whose deal's window has closed (so a review opens at most five minutes late), and the deletion
 * of the closed accounts whose grace period has ended; every ten seconds,
 * the opening of sealed
 * offers and the closing of переторжка rounds whose deadline has passed; at start and every ten
 * minutes, the contractors' answer statistics.
 * Every job is safe with several servers running it at once; failures are logged, and the timers
 * never keep the process up.
 */
async function timers(
  app: FastifyInstance,
  { db, run, files, storage, companies, companyChecks, dataExports, buildExports, now }: TimerDeps,
) {
  const sweep = async () => {
    const at = now?.() ?? new Date();
    await files
      .sweepOrphans(at)
      .then((n) => n && app.log.info({ removed: n }, 'orphan uploads removed'))
      .catch((err: unknown) => app.log.error({ err }, 'orphan upload sweep failed'));
    // The store's times are the wall clock's, whatever clock the app was given.
    await storage
      .sweepIncoming(new Date())
      .then((n) => n && app.log.info({ removed: n }, 'stale temporary uploads removed'))
      .catch((err: unknown) => app.log.error({ err }, 'temporary upload sweep failed'));
    await pruneExpired(db, at, app.sessionLimits)
      .then((pruned) => app.log.info({ pruned }, 'expired rows pruned'))
      .catch((err: unknown) => app.log.error({ err }, 'pruning expired rows failed'));
    await dataExports
      ?.removeExpired()
      .then((n) => n && app.log.info({ removed: n }, 'expired data archives removed'))
      .catch((err: unknown) => app.log.error({ err }, 'removing expired data archives failed'));
    await syncCompanyChecks(db, companies)
      .then((n) => (n.queued || n.dropped) && app.log.info(n, 'register checks queued or dropped'))
      .catch((err: unknown) => app.log.error({ err }, 'syncing register checks failed'));
  };
  const remind = async () => {
    await sendDeadlineReminders(db)
      .then((n) => n && app.log.info({ reminded: n }, 'deadline reminders sent'))
      .catch((err: unknown) => app.log.error({ err }, 'deadline reminders failed'));
    await sendOutcomeReminders(db)
      .then((n) => n && app.log.info({ reminded: n }, 'outcome reminders sent'))
      .catch((err: unknown) => app.log.error({ err }, 'outcome reminders failed'));
    await publishDueReviews(db)
      .then((n) => n && app.log.info({ published: n }, "reviews published at their window's end"))
      .catch((err: unknown) => app.log.error({ err }, 'publishing reviews failed'));
    await purgeDueAccounts(db, files, storage, now?.() ?? new Date())
      .then((n) => n && app.log.info({ deleted: n }, 'closed accounts deleted'))
      .catch((err: unknown) => app.log.error({ err }, 'deleting closed accounts failed'));
  };
  const open = async () => {
    await openSealedOffers(db)
      .then((n) => n && app.log.info({ opened: n }, 'sealed offers opened'))
      .catch((err: unknown) => app.log.error({ err }, 'opening sealed offers failed'));
    await closeRebids(db)
      .then((n) => n && app.log.info({ closed: n }, 'rebid rounds closed'))
      .catch((err: unknown) => app.log.error({ err }, 'closing rebid rounds failed'));
  };
  const count = async () => {
    await refreshAnswerStats(run)
      .then((n) => n && app.log.info({ changed: n }, 'answer statistics refreshed'))
      .catch((err: unknown) => app.log.error({ err }, 'refreshing answer statistics failed'));
  };
  let sweeper: NodeJS.Timeout | undefined;
  let counter: NodeJS.Timeout | undefined;
  let reminder: NodeJS.Timeout | undefined;
  let opener: NodeJS.Timeout | undefined;
  // The first sweep is part of getting ready (its failures are only logged): nothing the app does
  // once ready races with it.
  app.addHook('onReady', async () => {
    await sweep();
    // The cards have figures from the start (the demo's too), not only ten minutes on.
    await count();
    sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    reminder = setInterval(remind, REMINDER_INTERVAL_MS).unref();
    opener = setInterval(open, OPENING_INTERVAL_MS).unref();
    counter = setInterval(count, ANSWER_STATS_INTERVAL_MS).unref();
    await companyChecks?.start();
    if (buildExports) dataExports?.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    clearInterval(reminder);
    clearInterval(opener);
    clearInterval(counter);
    await companyChecks?.stop();
    await dataExports?.stop();
  });
}

export const timersPlugin = fp(timers, { name: 'timers' });
