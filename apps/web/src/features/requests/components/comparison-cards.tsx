import {
  COMPARISON_PRICE_LABELS,
  COMPARISON_SORTS,
  COMPARISON_SORT_LABELS,
  MSG_OFFERS,
  type ComparisonOffer,
  type ComparisonPrices,
  type ComparisonQuery,
  type SroKind,
} from '@podryad/domain';
import { Group, NativeSelect, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  BEST_STYLE,
  BestMark,
  ComparisonAction,
  ComparisonCompany,
  PARTICIPATION_FIELD,
  choiceOf,
  termFields,
  type ComparisonField,
  type OnChoose,
} from '@/features/requests/components/comparison-fields';
import { OutdatedBadge } from '@/features/requests/components/outdated-badge';

type CardsProps = {
  offers: ComparisonOffer[];
  query: ComparisonQuery;
  /** The sums the shown answer compares (the query's, once it has come). */
  prices: ComparisonPrices;
  /** The kind of СРО the tender needs. */
  sroKind: SroKind;
  onQuery: (query: ComparisonQuery) => void;
  onChoose: OnChoose;
};
type CardProps = { row: ComparisonOffer; fields: ComparisonField[]; onChoose: OnChoose };

const ORDER_OPTIONS = [
  { value: 'asc', label: 'По возрастанию' },
  { value: 'desc', label: 'По убыванию' },
];

/**
 * The comparison on a phone: one card per offer, in the table's order and with the table's fields,
 * sorted by a select and an order switch instead of the column headers. The select is the native
 * one: a phone opens its own picker for it.
 */
export function ComparisonCards({ offers, query, prices, sroKind, onQuery, onChoose }: CardsProps) {
  const fields = termFields(prices, sroKind);
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Сортировка"
          data={COMPARISON_SORTS.map((sort) => ({
            value: sort,
            label:
              sort === 'price' ? COMPARISON_PRICE_LABELS[prices] : COMPARISON_SORT_LABELS[sort],
          }))}
          value={query.sort}
          // Another field starts ascending, as another column header of the table does.
          onChange={(event) =>
            onQuery({
              ...query,
              sort: COMPARISON_SORTS.find((s) => s === event.currentTarget.value) ?? query.sort,
              order: 'asc',
            })
          }
          style={{ flex: '1 1 10rem' }}
        />
        <SegmentedControl
          aria-label="Порядок"
          data={ORDER_OPTIONS}
          value={query.order}
          onChange={(order) => onQuery({ ...query, order: order === 'desc' ? 'desc' : 'asc' })}
        />
      </Group>
      <Stack
        gap="sm"
        component="ul"
        aria-label={MSG_OFFERS.comparisonTitle}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {offers.map((row) => (
          <li key={row.request_id}>
            <OfferCard row={row} fields={fields} onChoose={onChoose} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Term and value side by side; a long value (lists, files) under its term. */
const lineStyle = (wide: boolean) => ({
  display: 'grid',
  gridTemplateColumns: wide ? 'minmax(0, 1fr)' : '6rem minmax(0, 1fr)',
  gap: wide ? 4 : 8,
  alignItems: 'start',
  padding: '6px',
  borderRadius: 'var(--mantine-radius-sm)',
});

function OfferCard({ row, fields, onChoose }: CardProps) {
  return (
    <Paper
      component="article"
      aria-label={row.contractor.name}
      withBorder
      radius="md"
      p="sm"
      data-testid="comparison-card"
    >
      <Stack gap="xs">
        <div style={{ overflowWrap: 'anywhere' }}>
          <ComparisonCompany contractor={row.contractor} />
        </div>
        {/* The marks up top, where a glance down the cards finds them; their lines stay green. */}
        <Group gap={6}>
          {PARTICIPATION_FIELD.render(row)}
          <OutdatedBadge outdatedBy={row.outdated_by} />
          {fields.map(({ label, best }) => best?.when(row) && <BestMark key={label} best={best} />)}
        </Group>
        <dl style={{ margin: 0 }}>
          {fields.map((field) => (
            <div
              key={field.label}
              style={{
                ...lineStyle(field.wide !== undefined),
                ...(field.best?.when(row) ? BEST_STYLE : undefined),
              }}
            >
              <Text component="dt" size="sm" c="gray.7">
                {field.label}
              </Text>
              <dd style={{ margin: 0, minWidth: 0 }}>{field.render(row)}</dd>
            </div>
          ))}
        </dl>
        <ComparisonAction row={row} onChoose={choiceOf(row, onChoose)} fullWidth />
      </Stack>
    </Paper>
  );
}
