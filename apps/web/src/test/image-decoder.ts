import { vi } from 'vitest';

/**
 * jsdom reads no pictures: a browser's decoder and canvas stand-ins. The "picture" read has the
 * given sides; the canvas records the size drawn and answers `bytes` of the type asked (or
 * `answers`). Undone with vi.unstubAllGlobals.
 */
export function stubImageDecoder(
  width: number,
  height: number,
  { answers, bytes = 10 }: { answers?: string; bytes?: number } = {},
) {
  const drawn: { width: number; height: number; type?: string; quality?: number }[] = [];
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '', imageSmoothingQuality: '' };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      drawn.push({ width: this.width, height: this.height, type, quality });
      return new Blob([new Uint8Array(bytes)], { type: answers ?? type });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { drawn, close };
}
