import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only field: its label over its value; a dash when there is no value. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Box fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Box>
    </div>
  );
}
