import { Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';

export function Logo({ to }: { to: string }) {
  return (
    <Link
      to={to}
      aria-label="Подряд — на главную"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden>
          <svg viewBox="0 0 32 32" width="20" height="20">
            <path d="M6 26V12l10-6 10 6v14h-7v-8h-6v8z" fill="currentColor" />
          </svg>
        </ThemeIcon>
        <Text fw={700} size="lg">
          Подряд
        </Text>
      </Group>
    </Link>
  );
}
