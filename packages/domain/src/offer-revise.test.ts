import { describe, expect, it } from 'vitest';
import { type RequestStatus, offerAhead, offerRevisable } from './index';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const open = { status: { code: 'waiting_for_requests' }, offers_deadline: null };
const request = (code: RequestStatus) => ({ status: { code } });

describe('offerRevisable', () => {
  it('allows a sent, undecided offer on an open tender', () => {
    expect(offerRevisable(request('waiting'), open, NOW)).toBe(true);
    expect(offerRevisable(request('accepted_by_contractor'), open, NOW)).toBe(true);
  });
  it('refuses an unanswered, refused or chosen request', () => {
    for (const code of ['offered', 'declined', 'rejected', 'accepted'] as const) {
      expect(offerRevisable(request(code), open, NOW)).toBe(false);
    }
  });
  it('refuses once the executor is chosen or the deadline has passed', () => {
    const chosen = { ...open, status: { code: 'executor_chosen' } };
    expect(offerRevisable(request('waiting'), chosen, NOW)).toBe(false);
    const passed = { ...open, offers_deadline: '2026-11-24T11:59:00.000Z' };
    expect(offerRevisable(request('waiting'), passed, NOW)).toBe(false);
    const ahead = { ...open, offers_deadline: '2026-11-24T12:01:00.000Z' };
    expect(offerRevisable(request('waiting'), ahead, NOW)).toBe(true);
  });
});

describe('offerAhead', () => {
  it('holds for an unanswered invitation and an undecided offer', () => {
    for (const code of ['offered', 'waiting', 'accepted_by_contractor'] as const) {
      expect(offerAhead(request(code))).toBe(true);
    }
  });
  it('does not hold once the request is declined, refused or chosen', () => {
    for (const code of ['declined', 'rejected', 'accepted'] as const) {
      expect(offerAhead(request(code))).toBe(false);
    }
  });
});
