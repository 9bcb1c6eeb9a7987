import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list that stays on screen while its next page or search loads (the query's placeholder data):
 * marked `aria-busy`, with a thin bar running just above it. Its text keeps its colour: a list
 * dimmed instead would fall below the contrast of WCAG 1.4.3.
 */
export function BusyRegion({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Box pos="relative" aria-busy={busy}>
      {busy && (
        <div
          className="progress-bar list-progress"
          role="progressbar"
          aria-label="Загрузка списка"
        />
      )}
      {children}
    </Box>
  );
}
