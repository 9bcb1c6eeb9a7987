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

/** A section of a tender's page: a bordered card named by its heading. */
export function SectionCard({ labelledBy, children, roomy = true, id }: Props) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: roomy ? 'xl' : 'lg' }}
      component="section"
      id={id}
      aria-labelledby={labelledBy}
    >
      {children}
    </Paper>
  );
}
