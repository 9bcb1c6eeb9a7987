import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone is a window narrower than Mantine's `sm` breakpoint (48em, 768 px): the same query that
 * hides `visibleFrom="sm"` and shows `hiddenFrom="sm"`, so what a hook decides and what CSS shows
 * switch at the same width. Written out rather than computed from the theme: the helpers that would
 * compute it weigh on the sign-in page's first script.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the window is phone-sized now; read at once (no desktop first frame on a phone). */
export function useIsPhone() {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
