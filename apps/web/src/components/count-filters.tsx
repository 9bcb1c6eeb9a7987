import { Badge, Button, Group } from '@mantine/core';

type Props<F extends string> = {
  /** The group's accessible name, e.g. 'Фильтр заявок'. */
  label: string;
  filters: readonly F[];
  labels: Record<F, string>;
  /** How many items each filter keeps, shown next to its label. */
  counts: Record<F, number>;
  value: F;
  onChange: (filter: F) => void;
};

/** Filter buttons with their counts, one pressed (the request lists of both sides). */
export function CountFilters<F extends string>({
  label,
  filters,
  labels,
  counts,
  value,
  onChange,
}: Props<F>) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {filters.map((f) => (
        <Button
          key={f}
          size="xs"
          radius="xl"
          variant={value === f ? 'filled' : 'default'}
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          rightSection={
            <Badge size="xs" circle variant={value === f ? 'white' : 'light'} color="blue">
              {counts[f]}
            </Badge>
          }
        >
          {labels[f]}
        </Button>
      ))}
    </Group>
  );
}

/** How many items each filter keeps: the counts shown next to the labels. */
export function countByFilter<F extends string, T>(
  filters: readonly F[],
  items: readonly T[],
  matches: (item: T, filter: F) => boolean,
): Record<F, number> {
  return Object.fromEntries(
    filters.map((f) => [f, items.filter((item) => matches(item, f)).length]),
  ) as Record<F, number>;
}
