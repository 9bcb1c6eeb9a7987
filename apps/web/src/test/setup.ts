import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetEarly } from '@/lib/api-client';

// How long `findBy…` and `waitFor` wait for what a test expects to appear, for the whole suite:
// a render that takes 50 ms alone took 4.9 s on a 2-core machine running other work. A test that
// passes waits only as long as the render takes; the limit only bounds a failure.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals(); // a test's fetch mock never leaks into the next one
  forgetEarly(); // nor an answer a route loader started early
});

// jsdom lacks what Mantine measures with. The screen is a desktop's that asks for reduced motion,
// as the E2E browser does: Mantine's transitions then start no timers that could outlive a test.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
