import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '@/lib/after-first-paint';

/** A browser that tells its paints: `paint()` records the first contentful one and tells the observers. */
function paintingBrowser() {
  const entries: PerformanceEntry[] = [];
  const observers = new Set<() => void>();
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    entries.filter((entry) => entry.name === name),
  );
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly tell: () => void) {}
    observe() {
      observers.add(this.tell);
    }
    disconnect() {
      observers.delete(this.tell);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.stubGlobal('requestIdleCallback', (work: () => void) => work());
  const tell = (name: string) => {
    entries.push({ name } as PerformanceEntry);
    [...observers].forEach((observer) => observer());
  };
  return { first: () => tell('first-paint'), contentful: () => tell('first-contentful-paint') };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not for a blank one', () => {
    const paint = paintingBrowser();
    const work = vi.fn();
    afterFirstPaint(work);
    paint.first();
    expect(work).not.toHaveBeenCalled();
    paint.contentful();
    expect(work).toHaveBeenCalledTimes(1);
    paint.contentful();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once (when idle) on a page that has painted already', () => {
    const paint = paintingBrowser();
    paint.contentful();
    const work = vi.fn();
    afterFirstPaint(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs when idle where the browser cannot tell its paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestIdleCallback', (work: () => void) => work());
    const work = vi.fn();
    afterFirstPaint(work);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
