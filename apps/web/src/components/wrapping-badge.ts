import type { BadgeProps } from '@mantine/core';

/**
 * A badge that wraps its words onto more lines in a narrow cell or card instead of cutting them
 * short with an ellipsis ('СДЕЛАНО ДО ИЗМЕ…'): spread onto a Mantine `Badge`.
 */
export const WRAPPING_BADGE: Pick<BadgeProps, 'h' | 'maw' | 'styles'> = {
  h: 'auto',
  maw: '100%',
  styles: {
    root: { paddingBlock: 3, lineHeight: 1.25 },
    label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
  },
};
