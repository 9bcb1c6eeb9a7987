import {
  COMPARISON_SORT_LABELS,
  MSG_OFFERS,
  type ComparisonOffer,
  type ComparisonPrices,
  type ComparisonQuery,
  type ComparisonSort,
  type SroKind,
} from '@podryad/domain';
import { Group, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import {
  BEST_STYLE,
  ComparisonAction,
  ComparisonCompany,
  FieldValue,
  choiceOf,
  termFields,
  type OnChoose,
} from '@/features/requests/components/comparison-fields';
import { OutdatedBadge } from '@/features/requests/components/outdated-badge';
import { SideScroll } from '@/components/side-scroll';

type TableProps = {
  offers: ComparisonOffer[];
  query: ComparisonQuery;
  prices: ComparisonPrices;
  /** The kind of СРО the tender needs. */
  sroKind: SroKind;
  onSort: (sort: ComparisonSort) => void;
  onChoose: OnChoose;
};

/** A column header that sorts the table on the server: ascending first, again for descending. */
function SortHeader({
  sort,
  label,
  query,
  onSort,
  className,
}: {
  sort: ComparisonSort;
  label: string;
  query: ComparisonQuery;
  onSort: (sort: ComparisonSort) => void;
  className?: string;
}) {
  const active = query.sort === sort;
  const Icon = !active ? IconSelector : query.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      className={className}
      aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={16} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One row per active offer, for a wide screen (a phone gets ComparisonCards). The row's header is
 * the company with the choice of it under its name, in a column that stays at the left edge when
 * a narrow window scrolls the table sideways: whom a row is about and its decision are always in
 * view together. On a 1366 px laptop the whole table fits.
 */
export function ComparisonTable({ offers, query, prices, sroKind, onSort, onChoose }: TableProps) {
  const fields = termFields(prices, sroKind);
  return (
    <SideScroll
      minWidth={1100}
      hint={MSG_OFFERS.tableScrolls}
      backLabel={MSG_OFFERS.scrollBack}
      onLabel={MSG_OFFERS.scrollOn}
    >
      <Table
        verticalSpacing="sm"
        horizontalSpacing="xs"
        highlightOnHover
        withTableBorder
        aria-label={MSG_OFFERS.comparisonTitle}
        styles={{ td: { verticalAlign: 'top' } }}
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader
              sort="company"
              label={COMPARISON_SORT_LABELS.company}
              query={query}
              onSort={onSort}
              className="side-scroll-pinned"
            />
            {fields.map((field) =>
              field.sort ? (
                <SortHeader
                  key={field.sort}
                  sort={field.sort}
                  label={field.label}
                  query={query}
                  onSort={onSort}
                />
              ) : (
                <Table.Th key={field.label}>{field.label}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((row) => (
            <Table.Tr key={row.request_id} data-testid="comparison-row">
              <Table.Th
                scope="row"
                fw={400}
                className="side-scroll-pinned"
                style={{ width: 200, minWidth: 200, maxWidth: 200, verticalAlign: 'top' }}
                data-testid="comparison-company"
              >
                <Stack gap={6} align="flex-start" style={{ overflowWrap: 'anywhere' }}>
                  <div>
                    <ComparisonCompany contractor={row.contractor} />
                  </div>
                  <OutdatedBadge outdatedBy={row.outdated_by} />
                  <ComparisonAction row={row} onChoose={choiceOf(row, onChoose)} />
                </Stack>
              </Table.Th>
              {fields.map((field) => (
                <Table.Td
                  key={field.label}
                  style={{ ...field.wide, ...(field.best?.when(row) ? BEST_STYLE : undefined) }}
                >
                  <FieldValue field={field} row={row} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SideScroll>
  );
}
