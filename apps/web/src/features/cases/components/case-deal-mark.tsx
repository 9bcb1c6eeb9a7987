import { CASE_FROM_DEAL_LABEL, type Case, caseFromDealHint } from '@podryad/domain';
import { Badge, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/**
 * The mark of a case made from a deal its client accepted on Podryad: 'Выполнено через Подряд',
 * with the day of the acceptance beside it when `withDate`. Nothing for a case without a deal.
 */
export function CaseDealMark({
  item,
  withDate = false,
}: {
  item: Pick<Case, 'from_deal' | 'deal_accepted_at'>;
  withDate?: boolean;
}) {
  if (!item.from_deal) return null;
  return (
    <>
      <Badge
        variant="light"
        color="green"
        leftSection={<IconShieldCheck size={14} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        tt="none"
      >
        {CASE_FROM_DEAL_LABEL}
      </Badge>
      {withDate && item.deal_accepted_at && (
        <Text size="sm" c="gray.7">
          {caseFromDealHint(item.deal_accepted_at)}
        </Text>
      )}
    </>
  );
}
