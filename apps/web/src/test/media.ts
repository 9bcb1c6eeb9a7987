import { vi } from 'vitest';

/**
 * Makes the screen a phone's for the rest of the test: the media query of `useIsPhone` matches (the
 * setup file's stub matches nothing, a wide screen). The setup file restores it after each test.
 */
export function phoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 47.99em)',
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
