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

/** The counts the server answered with the list, one per filter (0 for any it left out). */
export function countsOf<F extends string>(
  filters: readonly F[],
  counts: Partial<Record<string, number>> | undefined,
): Record<F, number> {
  return Object.fromEntries(filters.map((f) => [f, counts?.[f] ?? 0])) as Record<F, number>;
}
