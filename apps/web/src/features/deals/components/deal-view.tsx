import {
  DEAL_TRANSITIONS,
  MSG_DEAL_SCREENS,
  formatDate,
  formatDateTime,
  formatRubles,
  formatWorkDays,
  vatLabel,
  type Deal,
  type DealSide,
  type VatMode,
} from '@podryad/domain';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ReadField } from '@/components/read-field';
import { useIsPhone } from '@/lib/use-is-phone';
import { paths } from '@/lib/paths';
import { DealFiles } from '@/features/deals/components/deal-files';
import { DealStatusBadge, OverdueMark } from '@/features/deals/components/deal-status';
import { DealSteps } from '@/features/deals/components/deal-steps';

type Props = {
  deal: Deal;
  /** Whose view: the client's names the executor, the contractor's the client; each its steps. */
  side: DealSide;
  /** The heading's level: 2 inside the tender page, 1 on a page of its own. */
  order?: 1 | 2;
};

function Terms({ deal }: { deal: Deal }) {
  const price =
    deal.price_with_vat_kopecks === null
      ? MSG_DEAL_SCREENS.noPrice
      : `${formatRubles(deal.price_with_vat_kopecks)}${
          deal.vat ? `, ${vatLabel(deal.vat as VatMode, deal.vat_rate)}` : ''
        }`;
  const list = (items: string[]) =>
    items.length === 0 ? null : (
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ReadField label="Цена с НДС">{price}</ReadField>
      <ReadField label="Срок выполнения">
        {deal.duration_days === null ? null : formatWorkDays(deal.duration_days)}
      </ReadField>
      <ReadField label="Включено в стоимость">{list(deal.inclusions)}</ReadField>
      <ReadField label="Не включено в стоимость">{list(deal.exclusions)}</ReadField>
    </SimpleGrid>
  );
}

function Contract({ deal }: { deal: Deal }) {
  if (deal.contract_number === null) {
    return (
      <Text size="sm" c="gray.7">
        {MSG_DEAL_SCREENS.notFilled}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReadField label="Номер договора">{deal.contract_number}</ReadField>
        <ReadField label="Дата договора">{formatDate(deal.contract_date)}</ReadField>
        <ReadField label="Начало работ">{formatDate(deal.start_date)}</ReadField>
        <ReadField label="Плановое окончание">{formatDate(deal.planned_finish)}</ReadField>
      </SimpleGrid>
      {deal.contract_document && (
        <ReadField label={MSG_DEAL_SCREENS.contractFileLabel}>
          <DealFiles files={[deal.contract_document]} />
        </ReadField>
      )}
    </Stack>
  );
}

/** The dates the deal went through, oldest first. */
function History({ deal }: { deal: Deal }) {
  const rows = [
    ['Исполнитель выбран, сделка открыта', deal.created_at],
    [DEAL_TRANSITIONS.confirm.label, deal.confirmed_at],
    [DEAL_TRANSITIONS.report.label, deal.reported_at],
    [DEAL_TRANSITIONS.accept.label, deal.accepted_at],
    [DEAL_TRANSITIONS.terminate.label, deal.terminated_at],
  ].filter((row): row is [string, string] => row[1] !== null);
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map(([label, at]) => (
        <Text key={label} component="li" size="sm">
          {formatDateTime(at)} — {label}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * One deal as its two parties read it: the status (and the overdue mark), the other party, the
 * chosen offer's fixed terms, the contract's details, the files, what was said at each step, the
 * dates, and the steps the caller may make now (the answer's `moves`).
 */
export function DealView({ deal, side, order = 2 }: Props) {
  const phone = useIsPhone();
  const sub = (order + 1) as 2 | 3;
  const other =
    side === 'client'
      ? { label: 'Исполнитель', name: deal.contractor_name }
      : { label: 'Заказчик', name: deal.client_name };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={`deal-${deal.id}`}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Group justify="space-between" gap="sm" align="flex-start">
            <Title order={order} size="h3" id={`deal-${deal.id}`}>
              {MSG_DEAL_SCREENS.title}
              {deal.contract_number ? ` № ${deal.contract_number}` : ''}
            </Title>
            <DealStatusBadge status={deal.status} label={deal.status_label} />
          </Group>
          {deal.overdue && <OverdueMark plannedFinish={deal.planned_finish} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ReadField label={other.label}>{other.name}</ReadField>
            <ReadField label="Тендер">{deal.tender_title}</ReadField>
          </SimpleGrid>
        </Stack>

        <Stack gap="sm">
          <Title order={sub} size="h4">
            Условия выбранного предложения
          </Title>
          <Terms deal={deal} />
        </Stack>

        <Stack gap="sm">
          <Title order={sub} size="h4">
            Данные договора
          </Title>
          <Contract deal={deal} />
        </Stack>

        {(deal.acceptance_files.length > 0 || deal.report_comment) && (
          <Stack gap="sm">
            <Title order={sub} size="h4">
              Документы о приёмке
            </Title>
            {deal.report_comment && (
              <ReadField label="Комментарий подрядчика">{deal.report_comment}</ReadField>
            )}
            <DealFiles files={deal.acceptance_documents} />
          </Stack>
        )}
        {deal.remarks && <ReadField label="Замечания заказчика">{deal.remarks}</ReadField>}
        {deal.end_reason && (
          <ReadField label={MSG_DEAL_SCREENS.reasonLabel}>{deal.end_reason}</ReadField>
        )}

        <Stack gap="sm">
          <Title order={sub} size="h4">
            История
          </Title>
          <History deal={deal} />
        </Stack>

        <DealSteps deal={deal} side={side} />
        {side === 'contractor' && deal.status === 'accepted' && (
          <Button
            component={Link}
            to={paths.contractor.caseFromDeal(deal.id)}
            variant="light"
            fullWidth={phone}
            w={phone ? undefined : 'fit-content'}
          >
            {MSG_DEAL_SCREENS.addToPortfolio}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
