import {
  MSG_DEAL_SCREENS,
  formatDate,
  formatRubles,
  type DealCard as Card,
  type DealSide,
} from '@podryad/domain';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DealStatusBadge, OverdueMark } from '@/features/deals/components/deal-status';

/** The deal's dates as a line: 'с 10.03.2026 по 30.06.2026', or nothing before the contract. */
export function dealDates(deal: Pick<Card, 'start_date' | 'planned_finish'>) {
  if (!deal.start_date && !deal.planned_finish) return null;
  return `Сроки: с ${formatDate(deal.start_date)} по ${formatDate(deal.planned_finish)}`;
}

/**
 * A deal in a list: its tender (a link to the deal), the other party (the client's list names the
 * executor, the contractor's the client), the status, the price, the dates and the overdue mark.
 */
export function DealCard({ deal, side, to }: { deal: Card; side: DealSide; to: string }) {
  const dates = dealDates(deal);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={deal.tender_title}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
          <Anchor component={Link} to={to} fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {deal.tender_title}
          </Anchor>
          <DealStatusBadge status={deal.status} label={deal.status_label} />
        </Group>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {side === 'contractor'
            ? `Заказчик: ${deal.client_name}`
            : `Исполнитель: ${deal.contractor_name}`}
        </Text>
        <Text size="sm">
          {deal.price_with_vat_kopecks === null
            ? MSG_DEAL_SCREENS.noPrice
            : `${formatRubles(deal.price_with_vat_kopecks)} с НДС`}
          {deal.contract_number ? ` · Договор № ${deal.contract_number}` : ''}
        </Text>
        {dates && <Text size="sm">{dates}</Text>}
        {deal.overdue && <OverdueMark plannedFinish={deal.planned_finish} />}
      </Stack>
    </Paper>
  );
}
