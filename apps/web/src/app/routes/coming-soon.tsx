import { Paper, Stack, Text, Title } from '@mantine/core';

/** A screen that a later release fills: it says so plainly and shows no made-up data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack py="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="lg" bg="gray.0">
        <Text fw={500}>Раздел в разработке</Text>
        <Text c="dimmed" size="sm">
          Этот раздел появится в одном из ближайших обновлений.
        </Text>
      </Paper>
    </Stack>
  );
}
