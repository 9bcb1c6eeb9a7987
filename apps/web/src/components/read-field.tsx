import { Stack, Text } from '@mantine/core';
import { typeset } from '@podryad/domain';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  children: ReactNode;
  /** Smaller type, for the side panes and drawers. */
  compact?: boolean;
};

/**
 * A read-only field: its label over its value; a dash when there is no value. A text value is
 * typeset (a number stays with its unit on one line).
 */
export function ReadField({ label, children, compact = false }: Props) {
  return (
    <Stack gap={2}>
      <Text size={compact ? 'xs' : 'sm'} c="gray.7">
        {label}
      </Text>
      <Text
        component="div"
        size={compact ? 'sm' : undefined}
        fw={compact ? undefined : 500}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {(typeof children === 'string' ? typeset(children) : children) || '—'}
      </Text>
    </Stack>
  );
}
