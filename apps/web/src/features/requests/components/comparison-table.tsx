import {
  COMPARISON_SORT_LABELS,
  MSG_OFFERS,
  type ComparisonOffer,
  type ComparisonQuery,
  type ComparisonSort,
} from '@podryad/domain';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import {
  BEST_STYLE,
  COMPARISON_FIELDS,
  ComparisonAction,
  ComparisonCompany,
  FieldValue,
  choiceOf,
  dash,
  type OnChoose,
} from '@/features/requests/components/comparison-fields';
import { OutdatedBadge } from '@/features/requests/components/outdated-badge';

type TableProps = {
  offers: ComparisonOffer[];
  query: ComparisonQuery;
  onSort: (sort: ComparisonSort) => void;
  onChoose: OnChoose;
};

/** A column header that sorts the table on the server: ascending first, again for descending. */
function SortHeader({
  sort,
  query,
  onSort,
}: {
  sort: ComparisonSort;
  query: ComparisonQuery;
  onSort: (sort: ComparisonSort) => void;
}) {
  const active = query.sort === sort;
  const Icon = !active ? IconSelector : query.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {COMPARISON_SORT_LABELS[sort]}
          <Icon size={16} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One row per active offer, for a wide screen (a phone gets ComparisonCards). Wider than a small
 * laptop too: it scrolls sideways in its own box, the company (the row's header) first.
 */
export function ComparisonTable({ offers, query, onSort, onChoose }: TableProps) {
  const header = (label: string, sort?: ComparisonSort) =>
    sort ? (
      <SortHeader key={label} sort={sort} query={query} onSort={onSort} />
    ) : (
      <Table.Th key={label}>{label}</Table.Th>
    );
  return (
    <Table.ScrollContainer minWidth={1500} type="native">
      <Table
        verticalSpacing="sm"
        highlightOnHover
        withTableBorder
        aria-label={MSG_OFFERS.comparisonTitle}
        style={{ verticalAlign: 'top' }}
      >
        <Table.Thead>
          <Table.Tr>
            {header(COMPARISON_SORT_LABELS.company, 'company')}
            {COMPARISON_FIELDS.map((field) => header(field.label, field.sort))}
            {header('Действие')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((row) => (
            <Table.Tr key={row.request_id} data-testid="comparison-row">
              <Table.Th scope="row" fw={400} style={{ minWidth: 180 }}>
                <ComparisonCompany contractor={row.contractor} />
                {row.outdated_by !== null && (
                  <div style={{ marginTop: 4 }}>
                    <OutdatedBadge outdatedBy={row.outdated_by} />
                  </div>
                )}
              </Table.Th>
              {COMPARISON_FIELDS.map((field) => (
                <Table.Td
                  key={field.label}
                  style={{ ...field.wide, ...(field.best?.when(row) ? BEST_STYLE : undefined) }}
                >
                  <FieldValue field={field} row={row} />
                </Table.Td>
              ))}
              <Table.Td>
                <ComparisonAction row={row} onChoose={choiceOf(row, onChoose)} empty={dash} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
