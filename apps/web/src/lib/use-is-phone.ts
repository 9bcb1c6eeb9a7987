import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): a phone, where wide layouts give way to narrow ones. */
export const useIsPhone = () =>
  useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
