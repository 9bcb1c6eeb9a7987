import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** What to do about it. */
  children: ReactNode;
  /** The way on, e.g. a button to where something can be made or found. */
  action: ReactNode;
};

/** A list with nothing in it yet: what is missing, what to do, and the way to do it. */
export function EmptyState({ title, children, action }: Props) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="md" py="xl">
        <Text fw={600} size="lg">
          {title}
        </Text>
        <Text c="gray.7" ta="center">
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
