import type { Tender, TrailEntry } from '@podryad/domain';
import { TRAIL_EVENT_LABELS } from '@podryad/domain';
import { listPage } from '@/test/fixtures';

/* The outcome of a tender and its audit trail as the server answers them, for the web tests. */

/** An outcome of 21.11.2026, 12:00 Moscow time: by default the executor chosen for its price. */
export function makeOutcome(over: Partial<NonNullable<Tender['outcome']>> = {}) {
  return {
    reason: 'price',
    reason_label: 'Цена',
    comment: null,
    at: '2026-11-21T09:00:00.000Z',
    ...over,
  } satisfies NonNullable<Tender['outcome']>;
}

/** A trail entry of 20.11.2026 about contractor 101 ('СтройМонтаж'), acted by it. */
export function makeTrailEntry(id: number, over: Partial<TrailEntry> = {}): TrailEntry {
  const event = over.event ?? 'offer_sent';
  return {
    id,
    at: '2026-11-20T09:30:00.000Z',
    event,
    label: TRAIL_EVENT_LABELS[event],
    actor: { id: 101, name: 'СтройМонтаж' },
    contractor: { id: 101, name: 'СтройМонтаж' },
    details: null,
    ...over,
  };
}

/** GET /tenders/{id}/trail as the server answers it: one page of `entries` (given newest first). */
export function trailPage(entries: readonly TrailEntry[], url: URL) {
  const { items, meta } = listPage(entries, url);
  return { entries: items, meta };
}
