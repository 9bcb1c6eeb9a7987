import {
  type ContractorCard as DirectoryCard,
  MSG_CONSENTS,
  MSG_NOTES,
  type RatingBrief,
  WORK_TYPE_LABELS,
  ratingLine,
  type WorkType,
  formatPhone,
} from '@podryad/domain';
import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RegistryBadge } from '@/components/registry-card';
import { WorkTypeIcon } from '@/components/work-type-icon';
import { imageUrl } from '@/lib/api-client';
import { ContractorAnswersLine } from '@/features/contractors/components/contractor-answers';

type Props = {
  contractor: DirectoryCard;
  /** Buttons under the card's details, e.g. 'Подробнее' or 'Выбрать'. */
  actions?: ReactNode;
  /** A denser card for lists in drawers and modals. */
  compact?: boolean;
};

/** The name a client knows the contractor by: its short name, else the account's name. */
export const contractorName = (c: DirectoryCard) => c.profile.short_name || c.name;

/**
 * A contractor as a card: work-type icon and badges, logo preview, short name, what the state
 * register says of it, how it answers invitations (30 days), phone as +7 (xxx) xxx-xx-xx, e-mail,
 * and the caller's actions; with neither (its consent to distribution does not stand) one line says
 * the contacts are hidden. A contractor that does not take part in
 * tenders carries the badge 'Не участвует в тендерах'.
 */
export function ContractorCard({ contractor, actions, compact = false }: Props) {
  const name = contractorName(contractor);
  const logo = imageUrl(contractor.profile.avatar);
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
          <IconBuilding size={compact ? 24 : 32} stroke={1.6} aria-hidden />
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
          {contractor.rating && <RatingBriefLine rating={contractor.rating} />}
        </Stack>
        {contractor.work_types[0] && <WorkTypeIcon type={contractor.work_types[0]} />}
      </Group>
      <ContractorBadges contractor={contractor} mt="sm" />
      <Stack mt="xs">
        <RegistryBadge
          registry={contractor.registry}
          givenNames={[contractor.profile.full_legal_name, contractor.profile.short_name]}
        />
      </Stack>
      <ContractorAnswersLine answers={contractor.answers} compact={compact} />
      <Stack gap={2} mt="sm" style={{ flex: 1 }}>
        {!contractor.phone && !contractor.email && (
          <Text size="sm" c="gray.7">
            {MSG_CONSENTS.contactsHidden}
          </Text>
        )}
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

/** 'Рейтинг 4,6 · 12 отзывов' with a star: a contractor's rating on its card. */
export function RatingBriefLine({ rating }: { rating: RatingBrief }) {
  return (
    <Group gap={4} wrap="nowrap" data-testid="rating-line">
      <IconStarFilled size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
      <Text size="sm" fw={500}>
        {ratingLine(rating)}
      </Text>
    </Group>
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

/**
 * Its work types, a note when it does not take part in tenders (then it cannot be invited), and
 * 'Не приглашать' when it is on the caller's own list (only the caller's answers carry the mark).
 */
export function ContractorBadges({ contractor, mt }: { contractor: DirectoryCard; mt?: string }) {
  return (
    <Group gap={6} mt={mt}>
      {contractor.work_types.map((type) => (
        <WorkTypeBadge key={type} type={type} />
      ))}
      {!contractor.participates_in_tenders && (
        <Badge color="gray" variant="outline">
          Не участвует в тендерах
        </Badge>
      )}
      {contractor.my_note?.do_not_invite && (
        <Badge color="red.9" variant="outline">
          {MSG_NOTES.doNotInvite}
        </Badge>
      )}
    </Group>
  );
}
