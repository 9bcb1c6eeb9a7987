import {
  COMPARISON_PRICE_BASES,
  COMPARISON_PRICE_LABELS,
  COMPARISON_SORT_LABELS,
  MSG_OFFERS,
  MSG_REBID,
  MSG_SRO,
  rebidPart,
  REQUEST_STATUSES,
  formatDate,
  formatDateTime,
  formatRubles,
  formatWorkDays,
  mayAnswer,
  offerTermsView,
  offerVersion,
  comparedPrice,
  otherPrices,
  vatLabel,
  type ComparisonOffer,
  type ComparisonPrices,
  type ComparisonSort,
  type OfferRebid,
  type OfferTermsView,
  type SroKind,
} from '@podryad/domain';
import { Anchor, Badge, Box, Button, Stack, Text } from '@mantine/core';
import { IconClockBolt, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { FileList } from '@/components/file-list';
import { InnNote } from '@/components/inn-note';
import { RegistryBadge } from '@/components/registry-card';
import { WRAPPING_BADGE } from '@/components/wrapping-badge';
import { ParticipationBadge } from '@/features/requests/components/offer-glance';
import { OfferLines } from '@/features/requests/components/offer-terms';
import { SroVerdictValue } from '@/features/requests/components/sro-verdict';
import { paths } from '@/lib/paths';

/*
 * What the comparison shows of an offer, once for both of its layouts: the table on a wide screen
 * (a column per field) and the cards on a phone (a line per field), so neither can show an offer
 * differently. The company heads a row or a card and the choice of the executor ends it.
 */

/** Asks to choose an offer's contractor; null once the tender has its executor. */
export type OnChoose = ((offer: ComparisonOffer) => void) | null;

/** The client may choose this offer's contractor as the executor (its status allows the move). */
const choosable = (offer: ComparisonOffer) => {
  const status = REQUEST_STATUSES.find((code) => code === offer.status.code);
  return status !== undefined && mayAnswer('client', 'accept', status);
};

/** The choice of this offer, when the tender and the offer's status allow it. */
export const choiceOf = (row: ComparisonOffer, onChoose: OnChoose) =>
  onChoose && choosable(row) ? () => onChoose(row) : null;

/** A field's best value among the offers, and the words that say so. */
type BestOf = { when: (row: ComparisonOffer) => boolean; icon: ReactNode; text: string };

/** The best of a field: a green badge that reads the same to a screen reader. */
export function BestMark({ best }: { best: BestOf }) {
  return (
    <Badge
      color="green"
      variant="light"
      leftSection={best.icon}
      data-testid="best-mark"
      {...WRAPPING_BADGE}
    >
      {best.text}
    </Badge>
  );
}

/** The background of the best value of a field, beside its mark. */
export const BEST_STYLE: CSSProperties = { background: 'var(--mantine-color-green-0)' };

export const dash = <Text c="gray.7">—</Text>;

export type ComparisonField = {
  /** The column's header, the card line's term. */
  label: string;
  /** Sorted on the server by this field. */
  sort?: ComparisonSort;
  render: (row: ComparisonOffer) => ReactNode;
  /** The offer holding the field's best value is marked: a badge and a green cell or line. */
  best?: BestOf;
  /** Long content: a column with room for it, a card line under its term. */
  wide?: CSSProperties;
};

/** The field's value, with its mark under it when the offer holds the best one. */
export function FieldValue({ field, row }: { field: ComparisonField; row: ComparisonOffer }) {
  if (!field.best?.when(row)) return field.render(row);
  return (
    <Stack gap={4} align="flex-start">
      {field.render(row)}
      <BestMark best={field.best} />
    </Stack>
  );
}

/** Where the contractor stands: a badge that says it all, so a card shows it under the company. */
export const PARTICIPATION_FIELD: ComparisonField = {
  label: MSG_OFFERS.participation,
  render: (row) => <ParticipationBadge participation={row.participation} />,
};

/** The compared sum, large; the other sum and how the price treats НДС under it. */
function PriceValue({
  offer,
  prices,
  rebid,
}: {
  offer: OfferTermsView;
  prices: ComparisonPrices;
  rebid: OfferRebid | null;
}) {
  const other = otherPrices(prices);
  return (
    <div>
      {rebid && <RebidMark offer={offer} prices={prices} rebid={rebid} />}
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatRubles(comparedPrice(offer, prices))}
      </Text>
      {offer.vat !== 'not_liable' && (
        <Text size="xs" c="gray.7">
          {`${COMPARISON_PRICE_BASES[other]}: `}
          <span style={{ whiteSpace: 'nowrap' }}>{formatRubles(comparedPrice(offer, other))}</span>
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {vatLabel(offer.vat, offer.vat_rate)}
      </Text>
    </div>
  );
}

/**
 * An offer's переторжка above its price: 'переторжка' and the compared sum before it, or that the
 * bidder kept its price, or that the round still runs.
 */
function RebidMark({
  offer,
  prices,
  rebid,
}: {
  offer: OfferTermsView;
  prices: ComparisonPrices;
  rebid: OfferRebid;
}) {
  const before = offerTermsView({
    ...offer,
    price_kopecks: rebid.price_before_kopecks,
  });
  return (
    <Text size="xs" c="blue.9" data-testid="rebid-mark">
      {MSG_REBID.mark}:{' '}
      {
        {
          running: MSG_REBID.runningShort,
          lowered: `было ${formatRubles(comparedPrice(before, prices))}`,
          kept: MSG_REBID.didNotTakePart,
        }[rebidPart(rebid)]
      }
    </Text>
  );
}

/** What the price includes and leaves out, each list under its word. */
function ConditionsValue({ offer }: { offer: OfferTermsView }) {
  return (
    <Stack gap={4}>
      {(
        [
          [MSG_OFFERS.inclusions, offer.inclusions],
          [MSG_OFFERS.exclusions, offer.exclusions],
        ] as const
      ).map(([label, lines]) => (
        <div key={label}>
          <Text size="xs" c="gray.7">
            {label}
          </Text>
          <OfferLines lines={lines} />
        </div>
      ))}
    </Stack>
  );
}

/**
 * The offer's terms and words, in the table's order: the compared price first (the column is named
 * after the sums compared, 'Цена с НДС' or 'Цена без НДС'), then whether the contractor's stated
 * СРО of the tender's kind covers the price with НДС, the comment where a glance finds it.
 */
export const termFields = (prices: ComparisonPrices, sroKind: SroKind): ComparisonField[] => [
  {
    label: COMPARISON_PRICE_LABELS[prices],
    sort: 'price',
    best: {
      when: (row) => row.lowest_price,
      icon: <IconRosetteDiscountCheck size={14} aria-hidden />,
      text: MSG_OFFERS.lowestPrice,
    },
    render: ({ offer, rebid }) =>
      offer ? (
        <PriceValue offer={offer} prices={prices} rebid={rebid} />
      ) : (
        <Text size="sm" c="gray.7">
          Цена не указана
        </Text>
      ),
  },
  {
    label: MSG_SRO.column,
    render: ({ sro, offer }) => (
      <SroVerdictValue
        sro={sro}
        kind={sroKind}
        priceWithVat={offer?.price_with_vat_kopecks ?? null}
      />
    ),
  },
  {
    label: COMPARISON_SORT_LABELS.duration,
    sort: 'duration',
    best: {
      when: (row) => row.shortest_duration,
      icon: <IconClockBolt size={14} aria-hidden />,
      text: MSG_OFFERS.shortestDuration,
    },
    render: ({ offer }) =>
      offer ? (
        <Text style={{ whiteSpace: 'nowrap' }}>{formatWorkDays(offer.duration_days)}</Text>
      ) : (
        dash
      ),
  },
  {
    label: COMPARISON_SORT_LABELS.valid_until,
    sort: 'valid_until',
    render: ({ offer }) => (offer ? <Text>{formatDate(offer.valid_until)}</Text> : dash),
  },
  {
    label: MSG_OFFERS.commentAndFiles,
    wide: { minWidth: 180, maxWidth: 260 },
    render: ({ comment, document_files: files }) =>
      comment || files.length > 0 ? (
        <Stack gap="xs">
          {comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {comment}
            </Text>
          )}
          {files.length > 0 && <FileList files={files} />}
        </Stack>
      ) : (
        dash
      ),
  },
  {
    label: MSG_OFFERS.conditions,
    wide: { minWidth: 170 },
    render: ({ offer }) => (offer ? <ConditionsValue offer={offer} /> : dash),
  },
  {
    label: COMPARISON_SORT_LABELS.revised_at,
    sort: 'revised_at',
    render: (row) => (
      <div>
        <Text size="sm">{offerVersion(row.revision)}</Text>
        <Text size="xs" c="gray.7">
          <time dateTime={row.revised_at}>{formatDateTime(row.revised_at)}</time>
        </Text>
      </div>
    ),
  },
];

/**
 * The offer's company: its name, linking to its card, over its region and ИНН, a word when the
 * ИНН did not pass the check, and what the state register says of it.
 */
export function ComparisonCompany({ contractor }: { contractor: ComparisonOffer['contractor'] }) {
  return (
    <>
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
      <InnNote inn={contractor.inn} size="xs" />
      <Box mt={4}>
        <RegistryBadge registry={contractor.registry} givenNames={[contractor.name]} />
      </Box>
    </>
  );
}

/** 'Выбрать исполнителем' while it may be asked, 'Принято' on the chosen offer, else `empty`. */
export function ComparisonAction({
  row,
  onChoose,
  fullWidth = false,
  empty = null,
}: {
  row: ComparisonOffer;
  onChoose: (() => void) | null;
  fullWidth?: boolean;
  empty?: ReactNode;
}) {
  if (onChoose)
    return (
      <Button
        size={fullWidth ? 'sm' : 'xs'}
        fullWidth={fullWidth}
        onClick={onChoose}
        aria-label={`${MSG_OFFERS.chooseExecutor}: ${row.contractor.name}`}
      >
        {MSG_OFFERS.chooseExecutor}
      </Button>
    );
  if (row.status.code === 'accepted')
    return (
      <Badge color="green" variant="light">
        {row.status.label}
      </Badge>
    );
  return empty;
}
