import { LEGAL_DOCUMENTS, UNSUBSCRIBE_PAGE, legalPath, noticeScreenPath } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';

describe('paths', () => {
  // The server writes these into letters and pushes from the domain's rule; the router reads paths.
  it("routes the screen a notice opens, for each side, as the domain's rule names it", () => {
    expect(noticeScreenPath('contractor', 42)).toBe(paths.contractor.invitation(42));
    expect(noticeScreenPath('client', 42)).toBe(paths.client.tender(42));
    // A deal's notices open the tender's deal.
    expect(noticeScreenPath('client', 42, 'deal_reported')).toBe(paths.client.tenderDeal(42));
    expect(noticeScreenPath('contractor', 42, 'deal_accepted')).toBe(
      `${paths.contractor.invitation(42)}#deal`,
    );
  });

  it("routes the page a letter's unsubscribe link opens", () => {
    expect(paths.unsubscribe).toBe(UNSUBSCRIBE_PAGE);
  });

  it("routes the legal documents' pages as the domain names them", () => {
    for (const document of LEGAL_DOCUMENTS) expect(paths.legal(document)).toBe(legalPath(document));
  });
});
