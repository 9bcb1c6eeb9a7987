import {
  PARTICIPATION_LABELS,
  formatPrice,
  formatWorkDays,
  participationOf,
  type Participation,
  type RequestCard,
  sealedOfferNote,
} from '@podryad/domain';
import { Badge, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Answered blue, about to answer teal, refused red, silent grey. */
const PARTICIPATION_COLORS: Record<Participation, string> = {
  answered: 'blue',
  will_bid: 'teal',
  wont_bid: 'red',
  no_answer: 'gray',
};

/** Where a contractor stands on a tender, as a small badge: 'Будет участвовать', 'Нет ответа'… */
export function ParticipationBadge({ participation }: { participation: Participation }) {
  return (
    <Badge
      color={PARTICIPATION_COLORS[participation]}
      variant="light"
      style={{ flex: 'none' }}
      data-testid="participation"
    >
      {PARTICIPATION_LABELS[participation]}
    </Badge>
  );
}

/**
 * The participation of an invited contractor. An offer that came unasked was an answer from the
 * start, which its status already says: it gets none.
 */
export function RequestParticipation({
  request,
}: {
  request: Pick<RequestCard, 'origin' | 'status' | 'intent'>;
}) {
  if (request.origin !== 'invitation') return null;
  return <ParticipationBadge participation={participationOf(request)} />;
}

/** A priced offer in a list row: '1 250 000 ₽, с НДС 22 % · 45 дней'; nothing for a plain one. */
export function OfferGlance({ offer }: { offer: RequestCard['offer'] }) {
  if (!offer) return null;
  return (
    <Text size="xs" fw={600} data-testid="offer-glance">
      {formatPrice(offer)} · {formatWorkDays(offer.duration_days)}
    </Text>
  );
}

/**
 * In place of a sealed offer, for the client before the tender's deadline: 'Предложение получено.
 * Цена и условия откроются 25.11.2026, 18:00 (МСК)'.
 */
export function SealedOffer({ request }: { request: Pick<RequestCard, 'sealed' | 'tender'> }) {
  if (!request.sealed || !request.tender.offers_deadline) return null;
  return (
    <Text size="xs" c="gray.8" data-testid="sealed-offer">
      <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {sealedOfferNote(request.tender.offers_deadline)}
    </Text>
  );
}
