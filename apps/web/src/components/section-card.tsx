import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The id of the section's heading, which names the section for assistive technology. */
  labelledBy: string;
  children: ReactNode;
  /** The side column's cards are tighter than the main column's. */
  roomy?: boolean;
  /** An anchor a link may scroll to. */
  id?: string;
};

/**
 * Where an anchored section stops when the address scrolls to it: below the sticky header, with
 * room, so its heading is seen.
 */
const ANCHOR_MARGIN = 'calc(var(--app-shell-header-offset, 64px) + var(--mantine-spacing-md))';

/** A section of a tender's page: a bordered card named by its heading. */
export function SectionCard({ labelledBy, children, roomy = true, id }: Props) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: roomy ? 'xl' : 'lg' }}
      component="section"
      id={id}
      style={id ? { scrollMarginTop: ANCHOR_MARGIN } : undefined}
      aria-labelledby={labelledBy}
    >
      {children}
    </Paper>
  );
}
