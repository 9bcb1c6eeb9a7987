import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** The page one level up. */
  to: string;
  label: string;
  /** Where the user is. */
  current: ReactNode;
};

/** The breadcrumb trail of an inner page: the link one level up, then the page itself. */
export function PageTrail({ to, label, current }: Props) {
  return (
    <Box component="nav" aria-label="Навигационная цепочка">
      <Breadcrumbs>
        <Anchor component={Link} to={to}>
          {label}
        </Anchor>
        <Text>{current}</Text>
      </Breadcrumbs>
    </Box>
  );
}
