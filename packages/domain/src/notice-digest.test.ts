import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './notice-digest';

describe('nextDigestAt', () => {
  it('is 09:00 Moscow (06:00 UTC) the same day before it, the next day from it on', () => {
    expect(nextDigestAt(new Date('2026-03-10T05:59:59Z')).toISOString()).toBe(
      '2026-03-10T06:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-03-10T06:00:00Z')).toISOString()).toBe(
      '2026-03-11T06:00:00.000Z',
    );
    // 23:30 UTC is already 02:30 of the next day in Moscow: that morning's digest.
    expect(nextDigestAt(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2027-01-01T06:00:00.000Z',
    );
  });
});
