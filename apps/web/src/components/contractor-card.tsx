import { type Contractor, WORK_TYPE_LABELS, type WorkType, formatPhone } from '@podryad/domain';
import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { imageUrl } from '@/lib/api-client';

type Props = {
  contractor: Contractor;
  /** Buttons under the card's details, e.g. 'Подробнее' or 'Выбрать'. */
  actions?: ReactNode;
  /** A denser card for lists in drawers and modals. */
  compact?: boolean;
};

/** The name a client knows the contractor by: its short name, else the account's name. */
export const contractorName = (c: Contractor) => c.profile.short_name || c.name;

/**
 * A contractor as a card (spec 000 §2): work-type icon and badges, logo preview, short name, phone
 * as +7 (xxx) xxx-xx-xx, e-mail, and the caller's actions. A contractor that does not take part in
 * tenders carries the badge 'Не участвует в тендерах'.
 */
export function ContractorCard({ contractor, actions, compact = false }: Props) {
  const name = contractorName(contractor);
  const logo = imageUrl(contractor.profile.avatar);
  const available = contractor.participates_in_tenders;
  return (
    <Card
      withBorder
      radius="lg"
      padding={compact ? 'sm' : 'md'}
      component="article"
      aria-label={name}
      h="100%"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={logo} alt="" size={compact ? 48 : 64} radius="md" color="blue">
          <CompanyIcon size={compact ? 24 : 32} />
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size={compact ? 'h5' : 'h4'} lineClamp={2}>
            {name}
          </Title>
          {contractor.profile.region && (
            <Text size="sm" c="gray.7" lineClamp={1}>
              {contractor.profile.region}
            </Text>
          )}
        </Stack>
        {contractor.work_types[0] && <WorkTypeIcon type={contractor.work_types[0]} />}
      </Group>
      <Group gap={6} mt="sm">
        {contractor.work_types.map((type) => (
          <WorkTypeBadge key={type} type={type} />
        ))}
        {!available && (
          <Badge color="gray" variant="outline">
            Не участвует в тендерах
          </Badge>
        )}
      </Group>
      <Stack gap={2} mt="sm" style={{ flex: 1 }}>
        {contractor.phone && <Text size="sm">{formatPhone(contractor.phone)}</Text>}
        {contractor.email && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {contractor.email}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group mt="md" gap="xs" grow>
          {actions}
        </Group>
      )}
    </Card>
  );
}

const WORK_TYPE_COLORS: Record<WorkType, string> = {
  design: 'violet',
  construction: 'orange',
  complex_construction: 'teal',
};

/** A work type's label as a badge (WORK_TYPE_LABELS). */
export function WorkTypeBadge({ type }: { type: WorkType }) {
  return (
    <Badge color={WORK_TYPE_COLORS[type]} variant="light">
      {WORK_TYPE_LABELS[type]}
    </Badge>
  );
}

/** The icon of a work type: a drawing compass for design, a crane for building, both for complex. */
export function WorkTypeIcon({ type }: { type: WorkType }) {
  const path =
    type === 'design'
      ? 'M12 3v3M12 6l-6 15M12 6l6 15M8 15h8'
      : type === 'construction'
        ? 'M4 21V5h12M4 5l6-2M16 5v5M14 10h4M2 21h20M10 21v-6h6v6'
        : 'M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6M9 11h6';
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={WORK_TYPE_LABELS[type]}
      style={{ flexShrink: 0, color: 'var(--mantine-color-gray-7)' }}
    >
      <path d={path} />
    </svg>
  );
}

/** The placeholder of a contractor without a logo: an office building. */
export function CompanyIcon({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M4 21V4h10v17M14 9h6v12M2 21h20M7 8h1M10 8h1M7 12h1M10 12h1M7 16h1M10 16h1M17 13h0M17 17h0" />
    </svg>
  );
}
