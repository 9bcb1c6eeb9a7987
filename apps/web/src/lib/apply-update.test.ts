import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKEOVER_MS, applyUpdate, finishUpdate, updatePending } from '@/lib/apply-update';

/** A worker the page sees: its state, its statechange, the messages it was sent. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  const become = (next: ServiceWorkerState) => {
    worker.state = next;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker, postMessage: worker.postMessage, become };
}

const registrationWith = (
  parts: Partial<Record<'waiting' | 'installing' | 'active', ServiceWorker>>,
) => ({ waiting: null, installing: null, active: null, ...parts }) as ServiceWorkerRegistration;

/** 'Обновить' pressed, then the page reloaded: its timers are gone with it. */
function pressThenReload() {
  applyUpdate(() => Promise.resolve());
  vi.clearAllTimers();
}

/** The page's build: index.html's one module script. */
function runBuild(entry: string) {
  document.head.innerHTML = `<script type="module" src="${entry}"></script>`;
}

describe('applyUpdate (the "Обновить" of a new build)', () => {
  const reload = vi.fn();
  let serviceWorker: EventTarget;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, reload });
    serviceWorker = new EventTarget();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker });
    sessionStorage.clear();
    runBuild('/assets/index-old.js');
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

  it('after the reload, is done when the page runs the new build', async () => {
    pressThenReload();
    expect(updatePending()).toBe(true);
    runBuild('/assets/index-new.js');
    await finishUpdate(registrationWith({ active: fakeWorker('activated').worker }));
    expect(reload).not.toHaveBeenCalled();
    expect(updatePending()).toBe(false);
  });

  it('reloads again once the new worker is active when the old one still answered with the old build', async () => {
    pressThenReload();
    const next = fakeWorker('activating');
    const done = finishUpdate(registrationWith({ active: next.worker }));
    await vi.advanceTimersByTimeAsync(10);
    expect(reload).not.toHaveBeenCalled();
    next.become('activated');
    await done;
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks a worker still waiting to take over again, and reloads when it has not in time', async () => {
    pressThenReload();
    const waiting = fakeWorker('installed');
    const done = finishUpdate(
      registrationWith({ waiting: waiting.worker, active: fakeWorker('activated').worker }),
    );
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    await vi.advanceTimersByTimeAsync(TAKEOVER_MS);
    await done;
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops reloading after a few tries, never looping', async () => {
    pressThenReload();
    const registration = registrationWith({ active: fakeWorker('activated').worker });
    for (let i = 0; i < 5; i += 1) await finishUpdate(registration);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(updatePending()).toBe(false);
  });

  it('does nothing when "Обновить" was not pressed in this tab', async () => {
    await finishUpdate(registrationWith({ active: fakeWorker('activating').worker }));
    expect(reload).not.toHaveBeenCalled();
  });
});
