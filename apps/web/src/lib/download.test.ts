import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispositionFilename, navigateToDownload } from '@/lib/download';

describe('navigateToDownload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('taps a hidden download link to the address, and takes it away', () => {
    const tapped: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      tapped.push(this);
      expect(this.isConnected).toBe(true);
    });
    navigateToDownload('/api/user/data-export/file?token=a.b.c.d');
    expect(tapped).toHaveLength(1);
    const [link] = tapped as [HTMLAnchorElement];
    expect(link.getAttribute('href')).toBe('/api/user/data-export/file?token=a.b.c.d');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.isConnected).toBe(false);
  });
});

describe('dispositionFilename', () => {
  it('reads the plain and the encoded name', () => {
    expect(dispositionFilename('attachment; filename="podryad-data-2026-11-29.zip"')).toBe(
      'podryad-data-2026-11-29.zip',
    );
    expect(dispositionFilename("attachment; filename*=UTF-8''%D0%B0.pdf")).toBe('а.pdf');
    expect(dispositionFilename(null)).toBeNull();
  });
});
