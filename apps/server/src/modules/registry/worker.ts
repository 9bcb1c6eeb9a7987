import { REGISTRY_REFRESH_HOURS, type RegistryReason } from '@podryad/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { QueueWorker } from '../../delivery/queue-worker';
import type { Db } from '../../db/connect';
import { companyChecks } from '../../db/schema';
import { ProviderHealth } from '../../delivery/provider-health';
import { type CallLimits, pauseUntilMidnight, withCallBudget } from './limits';
import {
  type RegisterEntry,
  RegistryKeyRefused,
  RegistryQuotaSpent,
  type RegistryProvider,
} from './provider';

/*
 * The register checks' worker: every server runs one on a timer, never inside a page request. It
 * reserves calls within the provider's limits (counted in the database, so servers share them),
 * claims as many due checks (FOR UPDATE SKIP LOCKED, with a lease: two servers never hold one),
 * asks the provider and stores what it answered. A failure is tried again later, further apart
 * each time, and makes this server leave the provider alone a minute; a spent quota stops every
 * server until the next Moscow midnight. Without a provider (no key), due checks say so.
 */

/** Calls made at once: a few kept-alive connections rather than a new one per call. */
const LANES = 4;
/** Waits before the next try after each failure in a row, then hourly. */
const RETRY_AFTER_MS = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
/** How often a server looks for due checks. */
const POLL_MS = 2_000;
/** Rows one statement marks when there is no provider to ask. */
const NO_KEY_BATCH = 500;
const REFRESH_MS = REGISTRY_REFRESH_HOURS * 3600_000;
/** A check's priority: 0 before its first facts, 1 a refresh (company_checks.priority). */
const PRIORITIES = [0, 1] as const;

const NOW = sql`now()`;
const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;
const free = or(isNull(companyChecks.claimedUntil), lt(companyChecks.claimedUntil, NOW));
const due = and(lte(companyChecks.dueAt, NOW), free);

export type CompanyCheckDeps = {
  db: Db;
  /** null: no key configured; every check says so and none is made. */
  provider: RegistryProvider | null;
  limits: CallLimits;
  leaseMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  now?: () => Date;
};

type Claimed = { inn: string; failures: number };
/**
 * What one call tells the run: go on, or ask no more (the quota is spent, the key refused, the
 * provider failed and rests).
 */
type Outcome = 'next' | 'stop';

export class CompanyChecks extends QueueWorker {
  private readonly health: ProviderHealth | null;

  constructor(private readonly deps: CompanyCheckDeps) {
    super('register checks failed', POLL_MS, deps.log);
    this.health = deps.provider
      ? new ProviderHealth(
          `the register (${deps.provider.name})`,
          deps.log as FastifyBaseLogger,
          deps.now,
        )
      : null;
  }

  /**
   * Starts the timer. A server with a key makes the checks that waited for one due at once;
   * without a key it says so, once.
   */
  async start() {
    this.startTimer();
    if (!this.deps.provider) {
      this.deps.log.warn('DADATA_API_KEY is not set: companies are not checked in the register');
      return;
    }
    // A database that falters now only delays these: the next start tries again.
    await this.resumeWaiting().catch((err: unknown) =>
      this.deps.log.error({ err }, 'register checks waiting for a key were not resumed'),
    );
  }

  /** Makes the checks that found no key due now: this server has one. */
  async resumeWaiting() {
    await this.deps.db
      .update(companyChecks)
      .set({ dueAt: NOW })
      .where(eq(companyChecks.reason, 'no_key'));
  }

  /** Makes every check due now that the limits allow (`drain`). */
  protected async drainAll() {
    const { provider } = this.deps;
    if (!provider) return this.markUnchecked('no_key');
    let settled = 0;
    for (;;) {
      if (this.health!.resting) return settled;
      const rows = await this.claim();
      if (rows.length === 0) return settled;
      const left = await inLanes(rows, (row) => this.check(provider, row));
      settled += rows.length - left.length;
      if (left.length > 0 || this.health!.resting) {
        await this.release(left);
        return settled;
      }
    }
  }

  /**
   * Reserves calls and claims as many due checks: first checks before refreshes, each the longest
   * due first (one range of the due index per priority).
   */
  private claim(): Promise<Claimed[]> {
    const { db, limits, leaseMs } = this.deps;
    return db.transaction((tx) =>
      withCallBudget(tx, this.deps.provider!.name, limits, async (budget) => {
        const claimed: Claimed[] = [];
        for (const priority of PRIORITIES) {
          if (claimed.length === budget) break;
          const rows = tx
            .select({ inn: companyChecks.inn })
            .from(companyChecks)
            .where(and(eq(companyChecks.priority, priority), due))
            .orderBy(asc(companyChecks.dueAt))
            .limit(budget - claimed.length)
            .for('update', { skipLocked: true });
          claimed.push(
            ...(await tx
              .update(companyChecks)
              .set({ claimedUntil: later(leaseMs) })
              .where(inArray(companyChecks.inn, rows))
              .returning({ inn: companyChecks.inn, failures: companyChecks.failures })),
          );
        }
        return claimed;
      }),
    );
  }

  private async check(provider: RegistryProvider, row: Claimed): Promise<Outcome> {
    let entry: RegisterEntry | null;
    try {
      entry = await provider.findByInn(row.inn);
    } catch (err) {
      return this.failed(row, err);
    }
    this.health!.succeeded();
    await this.settle(row.inn, entry ? factsOf(entry) : NO_FACTS);
    return 'next';
  }

  private async failed(row: Claimed, err: unknown): Promise<Outcome> {
    const message = String((err as Error)?.message ?? err).slice(0, 500);
    if (err instanceof RegistryQuotaSpent) {
      const until = await pauseUntilMidnight(this.deps.db, this.deps.provider!.name);
      this.deps.log.warn({ until }, "the register's daily quota is spent: checks wait until then");
      // Due as it was: the first server after the pause takes it.
      await this.settle(row.inn, { reason: 'quota', lastError: message }, false);
      return 'stop';
    }
    this.health!.failed(err);
    const wait = RETRY_AFTER_MS[Math.min(row.failures, RETRY_AFTER_MS.length - 1)]!;
    const reason: RegistryReason =
      err instanceof RegistryKeyRefused ? 'key_refused' : 'unavailable';
    await this.settle(
      row.inn,
      { reason, lastError: message, failures: sql`${companyChecks.failures} + 1` },
      wait,
    );
    return 'stop';
  }

  /** Claimed checks not asked after all: due as they were, for whichever server comes next. */
  private async release(rows: Claimed[]) {
    if (rows.length === 0) return;
    await this.deps.db
      .update(companyChecks)
      .set({ claimedUntil: null })
      .where(
        inArray(
          companyChecks.inn,
          rows.map((r) => r.inn),
        ),
      );
  }

  /** Stores what the provider answered and when the check is due again (false: it stays due). */
  private async settle(
    inn: string,
    values: PgUpdateSetSource<typeof companyChecks>,
    dueIn: number | false = REFRESH_MS,
  ) {
    await this.deps.db
      .update(companyChecks)
      .set({
        ...values,
        attemptedAt: NOW,
        claimedUntil: null,
        ...(dueIn === false ? {} : { dueAt: later(dueIn) }),
      })
      .where(eq(companyChecks.inn, inn));
  }

  /**
   * No provider to ask: the due checks say why, and are looked at again in a day (a server started
   * with a key makes them due at once). Facts answered before stay, with their date.
   */
  private async markUnchecked(reason: RegistryReason) {
    let settled = 0;
    for (const priority of PRIORITIES) {
      for (;;) {
        const rows = this.deps.db
          .select({ inn: companyChecks.inn })
          .from(companyChecks)
          .where(and(eq(companyChecks.priority, priority), due))
          .orderBy(asc(companyChecks.dueAt))
          .limit(NO_KEY_BATCH)
          .for('update', { skipLocked: true });
        const marked = await this.deps.db
          .update(companyChecks)
          .set({ reason, claimedUntil: null, dueAt: later(REFRESH_MS) })
          .where(inArray(companyChecks.inn, rows))
          .returning({ inn: companyChecks.inn });
        settled += marked.length;
        if (marked.length < NO_KEY_BATCH) break;
      }
    }
    return settled;
  }
}

/** The columns of an answer with facts: the first checks are done, refreshes follow. */
const factsOf = (entry: RegisterEntry) => ({
  ...entry,
  checkedAt: NOW,
  reason: null,
  lastError: null,
  failures: 0,
  priority: 1,
});

/** The register has no such INN: no facts (those of an earlier answer go too). */
const NO_FACTS = {
  kind: null,
  status: null,
  ogrn: null,
  registeredOn: null,
  liquidatedOn: null,
  directorName: null,
  directorPost: null,
  address: null,
  okved: null,
  nameShort: null,
  nameFull: null,
  unreliable: false,
  checkedAt: null,
  reason: 'not_found' as const,
  lastError: null,
  failures: 0,
  priority: 1,
};

/**
 * Runs `work` over the rows, `LANES` at a time, starting no more once one says stop; answers the
 * rows it did not start.
 */
async function inLanes<T>(rows: T[], work: (row: T) => Promise<Outcome>): Promise<T[]> {
  let next = 0;
  let stopped = false;
  const lane = async () => {
    while (!stopped && next < rows.length) {
      if ((await work(rows[next++]!)) === 'stop') stopped = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, rows.length) }, lane));
  return rows.slice(next);
}
