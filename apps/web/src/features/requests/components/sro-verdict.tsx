import {
  MSG_SRO,
  SRO_VERDICT_LABELS,
  type OfferSro,
  type SroKind,
  type SroVerdict,
  quoted,
  sroLevelLabel,
  sroRequiredLevel,
} from '@podryad/domain';
import { Badge, Stack, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleMinus,
  IconAlertTriangle,
  IconHelpCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { WRAPPING_BADGE } from '@/components/wrapping-badge';

const LOOKS: Record<SroVerdict, { color: string; icon: ReactNode }> = {
  not_required: { color: 'gray', icon: <IconCircleMinus size={12} aria-hidden /> },
  sufficient: { color: 'green', icon: <IconCircleCheck size={12} aria-hidden /> },
  insufficient: { color: 'red', icon: <IconAlertTriangle size={12} aria-hidden /> },
  missing: { color: 'orange', icon: <IconHelpCircle size={12} aria-hidden /> },
};

type Props = {
  sro: OfferSro;
  /** The kind of СРО the tender needs. */
  kind: SroKind;
  /** The offer's price with НДС in kopecks; null: none shown (a plain or sealed offer). */
  priceWithVat: number | null;
};

/**
 * An offer's СРО in the comparison: the verdict on its price as a badge ('Уровень СРО
 * недостаточен'), the level the price needs when the stated one falls short or none is stated, and
 * the stated membership it was weighed against, 'со слов подрядчика'. A dash without a verdict.
 */
export function SroVerdictValue({ sro, kind, priceWithVat }: Props) {
  const { verdict, membership } = sro;
  if (verdict === null) return <Text c="gray.7">—</Text>;
  const looks = LOOKS[verdict];
  const required =
    priceWithVat !== null && (verdict === 'insufficient' || verdict === 'missing')
      ? sroRequiredLevel(kind, priceWithVat)
      : null;
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={looks.color}
        variant="light"
        leftSection={looks.icon}
        data-testid="sro-verdict"
        {...WRAPPING_BADGE}
      >
        {SRO_VERDICT_LABELS[verdict]}
      </Badge>
      {required !== null && (
        <Text size="xs" c="gray.7">
          {MSG_SRO.requiredLevel(required)}
        </Text>
      )}
      {membership && verdict !== 'not_required' && (
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {`${quoted(membership.sro_name)}, ${sroLevelLabel(kind, membership.level)} — ${MSG_SRO.stated}`}
        </Text>
      )}
    </Stack>
  );
}
