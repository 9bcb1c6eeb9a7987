import {
  COMPARISON_SORT_LABELS,
  MSG_OFFERS,
  REQUEST_STATUSES,
  formatDate,
  formatDateTime,
  formatRubles,
  formatWorkDays,
  mayAnswer,
  offerVersion,
  vatLabel,
  type ComparisonOffer,
  type ComparisonQuery,
  type ComparisonSort,
} from '@podryad/domain';
import { Anchor, Badge, Button, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconClockBolt,
  IconRosetteDiscountCheck,
  IconSelector,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileList } from '@/components/file-list';
import { ParticipationBadge } from '@/features/requests/components/offer-glance';
import { OfferLines } from '@/features/requests/components/offer-terms';
import { paths } from '@/lib/paths';

/** The client may choose this offer's contractor as the executor (its status allows the move). */
const choosable = (offer: ComparisonOffer) => {
  const status = REQUEST_STATUSES.find((code) => code === offer.status.code);
  return status !== undefined && mayAnswer('client', 'accept', status);
};

type TableProps = {
  offers: ComparisonOffer[];
  query: ComparisonQuery;
  onSort: (sort: ComparisonSort) => void;
  /** Asks to choose the offer's contractor; null once the tender has its executor. */
  onChoose: ((offer: ComparisonOffer) => void) | null;
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

/** The best of a column: a green badge that reads the same to a screen reader. */
function BestMark({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <Badge color="green" variant="light" leftSection={icon} data-testid="best-mark">
      {children}
    </Badge>
  );
}

const best = { background: 'var(--mantine-color-green-0)' };

/**
 * One row per active offer. Wider than a phone: it scrolls sideways in its own box, the company
 * (the row's header) first.
 */
export function ComparisonTable({ offers, query, onSort, onChoose }: TableProps) {
  const sortHeader = (sort: ComparisonSort) => (
    <SortHeader sort={sort} query={query} onSort={onSort} />
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
            {sortHeader('company')}
            <Table.Th>{MSG_OFFERS.participation}</Table.Th>
            {sortHeader('price')}
            <Table.Th>{MSG_OFFERS.priceWithoutVat}</Table.Th>
            <Table.Th>{MSG_OFFERS.vat}</Table.Th>
            {sortHeader('duration')}
            {sortHeader('valid_until')}
            <Table.Th>{MSG_OFFERS.inclusions}</Table.Th>
            <Table.Th>{MSG_OFFERS.exclusions}</Table.Th>
            <Table.Th>Файлы</Table.Th>
            {sortHeader('revised_at')}
            <Table.Th>Действие</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((row) => (
            <ComparisonRow
              key={row.request_id}
              row={row}
              onChoose={onChoose && choosable(row) ? () => onChoose(row) : null}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ComparisonRow({ row, onChoose }: { row: ComparisonOffer; onChoose: (() => void) | null }) {
  const { offer, contractor } = row;
  const dash = <Text c="gray.7">—</Text>;
  return (
    <Table.Tr data-testid="comparison-row">
      <Table.Th scope="row" fw={400} style={{ minWidth: 180 }}>
        <Anchor component={Link} to={paths.client.contractor(contractor.id)} fw={600}>
          {contractor.name}
        </Anchor>
        {(contractor.region || contractor.inn) && (
          <Text size="xs" c="gray.7">
            {[contractor.region, contractor.inn && `ИНН ${contractor.inn}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <ParticipationBadge participation={row.participation} />
      </Table.Td>
      <Table.Td style={row.lowest_price ? best : undefined}>
        {offer ? (
          <Stack gap={4} align="flex-start">
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatRubles(offer.price_with_vat_kopecks)}
            </Text>
            {row.lowest_price && (
              <BestMark icon={<IconRosetteDiscountCheck size={14} aria-hidden />}>
                {MSG_OFFERS.lowestPrice}
              </BestMark>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            Цена не указана
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {offer ? formatRubles(offer.price_without_vat_kopecks) : dash}
      </Table.Td>
      <Table.Td>{offer ? vatLabel(offer.vat, offer.vat_rate) : dash}</Table.Td>
      <Table.Td style={row.shortest_duration ? best : undefined}>
        {offer ? (
          <Stack gap={4} align="flex-start">
            <Text style={{ whiteSpace: 'nowrap' }}>{formatWorkDays(offer.duration_days)}</Text>
            {row.shortest_duration && (
              <BestMark icon={<IconClockBolt size={14} aria-hidden />}>
                {MSG_OFFERS.shortestDuration}
              </BestMark>
            )}
          </Stack>
        ) : (
          dash
        )}
      </Table.Td>
      <Table.Td>{offer ? formatDate(offer.valid_until) : dash}</Table.Td>
      <Table.Td style={{ minWidth: 160 }}>
        {offer ? <OfferLines lines={offer.inclusions} /> : dash}
      </Table.Td>
      <Table.Td style={{ minWidth: 160 }}>
        {offer ? <OfferLines lines={offer.exclusions} /> : dash}
      </Table.Td>
      <Table.Td style={{ minWidth: 180, maxWidth: 260 }}>
        <FileList files={row.document_files} emptyText="Файлов нет" />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{offerVersion(row.revision)}</Text>
        <Text size="xs" c="gray.7">
          <time dateTime={row.revised_at}>{formatDateTime(row.revised_at)}</time>
        </Text>
      </Table.Td>
      <Table.Td>
        {onChoose ? (
          <Button
            size="xs"
            onClick={onChoose}
            aria-label={`${MSG_OFFERS.chooseExecutor}: ${contractor.name}`}
          >
            {MSG_OFFERS.chooseExecutor}
          </Button>
        ) : row.status.code === 'accepted' ? (
          <Badge color="green" variant="light">
            {row.status.label}
          </Badge>
        ) : (
          dash
        )}
      </Table.Td>
    </Table.Tr>
  );
}
