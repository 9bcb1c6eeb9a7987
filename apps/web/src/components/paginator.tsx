import { PAGE_MAX, PAGE_MAX_TEXT, pageItems } from '@podryad/domain';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type Props = {
  /** The current page, 1-based. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The navigation's name; one of its own where a screen has two lists with pages. */
  label?: string;
};

/**
 * Page buttons with previous/next arrows: every page when there are 7 or fewer, otherwise ellipses
 * (domain `pageItems`). Nothing is shown when everything fits on one page. Lists serve only their
 * first PAGE_MAX pages: none past it is offered, and a list with more says so under the buttons.
 */
export function Paginator({ page, pages: listPages, onChange, label = 'Страницы' }: Props) {
  if (listPages <= 1) return null;
  const pages = Math.min(listPages, PAGE_MAX);
  const strip = (
    <Group component="nav" aria-label={label} gap={6} justify="center" mt="lg">
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Предыдущая страница"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      {pageItems(page, pages).map((item, index) =>
        item === 'ellipsis' ? (
          <Text key={`ellipsis-${index}`} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-md"
            h={36}
            miw={36}
            px={8}
            variant={item === page ? 'filled' : 'default'}
            aria-label={`Страница ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Следующая страница"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
  if (listPages <= PAGE_MAX) return strip;
  return (
    <Stack gap={6} align="center">
      {strip}
      <Text size="sm" c="dimmed" ta="center">
        {PAGE_MAX_TEXT}
      </Text>
    </Stack>
  );
}
