/** The bench's tables and its budgets (docs/performance.md). */
import type { CallResult } from './load';
import type { SeedStep } from './seed-market';

export const BUDGETS = {
  /** Every list call: 99th percentile latency under this, in ms… */
  listP99Ms: 150,
  /** …and at least this share of the ceiling's (GET /api/health/live: no input or output) requests per second. */
  listShareOfCeiling: 0.1,
  /** One page of a list, in bytes (30 KB). */
  listPageBytes: 30_000,
  /** The server process's peak resident memory, in MB. */
  rssMb: 400,
  /** Preparing the market: migrations, every table, statistics and sessions, in seconds. */
  seedSeconds: 120,
};

const MB = 1024 * 1024;

function table(header: string[], rows: string[][], alignLeft = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < alignLeft ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function seedTable(steps: SeedStep[]) {
  const total = steps.reduce((sum, s) => sum + s.ms, 0);
  return table(
    ['step', 'rows', 'seconds'],
    [
      ...steps.map((s) => [
        s.step,
        s.rows ? s.rows.toLocaleString('en') : '',
        (s.ms / 1000).toFixed(1),
      ]),
      ['total', '', (total / 1000).toFixed(1)],
    ],
  );
}

const rate = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function loadTable(results: CallResult[], ceiling: number, rssKb: Map<CallResult, number>) {
  return table(
    [
      'call',
      'req/s',
      'answers',
      'p50 ms',
      'p99 ms',
      'one answer',
      'sent',
      'alone ms',
      'non-2xx',
      'errors',
      'of ceiling',
      'RSS MB',
    ],
    results.map((r) => [
      r.call.name,
      rate(r.reqPerSec),
      String(r.answered),
      ms(r.p50),
      ms(r.p99),
      r.sampleStatus >= 200 && r.sampleStatus < 300
        ? kb(r.bytes)
        : `${kb(r.bytes)} (${r.sampleStatus})`,
      r.encoding ? `${kb(r.wireBytes)} ${r.encoding}` : kb(r.wireBytes),
      ms(r.sampleMs),
      r.non2xx
        ? `${r.non2xx} (${Object.entries(r.codes)
            .map(([code, n]) => `${code}×${n}`)
            .join(' ')})`
        : '0',
      r.timeouts ? `${r.errors} (${r.timeouts} timeouts)` : String(r.errors),
      ceiling ? `${((r.reqPerSec / ceiling) * 100).toFixed(0)}%` : '—',
      ((rssKb.get(r) ?? 0) / 1024).toFixed(0),
    ]),
  );
}

/** Every budget that failed, in words; none means the bench passed. */
export function failedBudgets(input: {
  results: CallResult[];
  ceiling: number;
  peakRssKb: number;
  seedMs: number;
  serverDied: boolean;
}): string[] {
  const failed: string[] = [];
  const { results, ceiling } = input;
  for (const r of results) {
    const name = r.call.name;
    const bad = r.non2xx + r.errors;
    if (r.answered === 0) failed.push(`${name}: not one answer within the call`);
    if (bad > 0) failed.push(`${name}: ${bad} answers not 2xx or failed (budget: none)`);
    else if (r.sampleStatus < 200 || r.sampleStatus >= 300) {
      failed.push(`${name}: the sample answer was ${r.sampleStatus || 'no answer'}`);
    }
    if (r.call.p99Ms !== undefined && r.answered && r.p99 >= r.call.p99Ms) {
      failed.push(`${name}: p99 ${r.p99.toFixed(0)} ms (budget < ${r.call.p99Ms} ms)`);
    }
    const share = r.call.shareOfCeiling;
    if (share !== undefined && r.answered && ceiling && r.reqPerSec < ceiling * share) {
      failed.push(
        `${name}: ${rate(r.reqPerSec)} req/s, ${((r.reqPerSec / ceiling) * 100).toFixed(0)}% of the ceiling (budget ≥ ${share * 100}%)`,
      );
    }
    if (r.call.kind !== 'list') continue;
    if (r.answered && r.p99 >= BUDGETS.listP99Ms) {
      failed.push(`${name}: p99 ${r.p99.toFixed(0)} ms (budget < ${BUDGETS.listP99Ms} ms)`);
    }
    if (r.answered && ceiling && r.reqPerSec < ceiling * BUDGETS.listShareOfCeiling) {
      failed.push(
        `${name}: ${rate(r.reqPerSec)} req/s, ${((r.reqPerSec / ceiling) * 100).toFixed(0)}% of the ceiling (budget ≥ ${BUDGETS.listShareOfCeiling * 100}%)`,
      );
    }
    if (r.bytes >= BUDGETS.listPageBytes) {
      failed.push(`${name}: a page is ${kb(r.bytes)} (budget < ${kb(BUDGETS.listPageBytes)})`);
    }
  }
  if (input.peakRssKb * 1024 >= BUDGETS.rssMb * MB) {
    failed.push(
      `server RSS peaked at ${((input.peakRssKb * 1024) / MB).toFixed(0)} MB (budget < ${BUDGETS.rssMb} MB)`,
    );
  }
  if (input.seedMs >= BUDGETS.seedSeconds * 1000) {
    failed.push(
      `seeding took ${(input.seedMs / 1000).toFixed(0)} s (budget < ${BUDGETS.seedSeconds} s)`,
    );
  }
  if (input.serverDied) failed.push('the server process ended during the load');
  return failed;
}
