import { UNSUBSCRIBE_PAGE, noticeScreenPath } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';

describe('paths', () => {
  // The server writes these into letters and pushes from the domain's rule; the router reads paths.
  it("routes the screen a notice opens, for each side, as the domain's rule names it", () => {
    expect(noticeScreenPath('contractor', 42)).toBe(paths.contractor.invitation(42));
    expect(noticeScreenPath('client', 42)).toBe(paths.client.tender(42));
  });

  it("routes the page a letter's unsubscribe link opens", () => {
    expect(paths.unsubscribe).toBe(UNSUBSCRIBE_PAGE);
  });
});
