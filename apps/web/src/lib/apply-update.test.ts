import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKEOVER_MS, applyUpdate } from '@/lib/apply-update';

describe('applyUpdate (the "Обновить" of a new build)', () => {
  const reload = vi.fn();
  let serviceWorker: EventTarget;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, reload });
    serviceWorker = new EventTarget();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  it('tells the waiting worker to take over with a reload, and reloads by itself if it has not', () => {
    const update = vi.fn(() => Promise.resolve());
    applyUpdate(update);
    expect(update).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(TAKEOVER_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the reload to the takeover when it comes in time', () => {
    applyUpdate(() => Promise.resolve());
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(TAKEOVER_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
