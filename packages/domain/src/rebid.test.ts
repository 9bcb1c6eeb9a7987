import { describe, expect, it } from 'vitest';
import { MSG_REBID, rebidPart, rebidRefusal } from './rebid';

const now = new Date('2026-11-20T12:00:00Z');
const passed = '2026-11-20T11:59:00Z';
const ahead = '2026-11-20T12:01:00Z';
const tender = { open: true, announced: false, offers_deadline: passed };

describe('rebidRefusal', () => {
  it('allows a round on an open tender past its deadline with two priced offers', () => {
    expect(rebidRefusal(tender, now, 2)).toBeNull();
    expect(rebidRefusal({ ...tender, offers_deadline: new Date(passed) }, now, 5)).toBeNull();
  });

  it('refuses, in this order: an ended tender, a second round, before the deadline, too few offers', () => {
    expect(rebidRefusal({ ...tender, open: false, announced: true }, now, 0)).toBe(MSG_REBID.ended);
    expect(rebidRefusal({ ...tender, announced: true, offers_deadline: ahead }, now, 0)).toBe(
      MSG_REBID.second,
    );
    expect(rebidRefusal({ ...tender, offers_deadline: ahead }, now, 0)).toBe(
      MSG_REBID.notAfterDeadline,
    );
    expect(rebidRefusal({ ...tender, offers_deadline: null }, now, 3)).toBe(
      MSG_REBID.notAfterDeadline,
    );
    expect(rebidRefusal(tender, now, 1)).toBe(MSG_REBID.tooFewOffers);
  });

  it('leaves the count of offers out until it is known', () => {
    expect(rebidRefusal(tender, now)).toBeNull();
  });
});

describe('rebidPart', () => {
  it('says whether a bidder lowered its price, or that the round is still sealed', () => {
    expect(rebidPart({ lowered: null })).toBe('running');
    expect(rebidPart({ lowered: true })).toBe('lowered');
    expect(rebidPart({ lowered: false })).toBe('kept');
  });
});
