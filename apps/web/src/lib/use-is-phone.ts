import { DEFAULT_THEME, em, px } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone is a window narrower than Mantine's `sm` breakpoint (48em, 768 px): the same query that
 * hides `visibleFrom="sm"` and shows `hiddenFrom="sm"`, so what a hook decides and what CSS shows
 * switch at the same width.
 */
export const PHONE_QUERY = `(max-width: ${em(Number(px(DEFAULT_THEME.breakpoints.sm)) - 0.1)})`;

/** Whether the window is phone-sized now; read at once (no desktop first frame on a phone). */
export function useIsPhone() {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
