import {
  BANNER_MS,
  MSG_OFFERS,
  MSG_TENDERS,
  comparisonShown,
  type ComparisonAnswer,
  type ComparisonOffer,
  type ComparisonQuery,
  type ComparisonSort,
  SEALED_LABEL,
  formatDateTime,
  offerWarnings,
  sealedComparisonNote,
} from '@podryad/domain';
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { comparisonXlsxPath, useComparison } from '@/features/requests/api/get-comparison';
import { type ChoiceOutcome, useAcceptRequest } from '@/features/requests/api/accept-request';
import { BusyRegion } from '@/components/busy-region';
import { ChooseExecutorModal } from '@/features/requests/components/choose-executor-modal';
import { EmptyState } from '@/components/empty-state';
import { DownloadButton } from '@/components/download-button';
import { ErrorList } from '@/components/error-list';
import { ParticipationBadge } from '@/features/requests/components/offer-glance';
import { OffersDeadline } from '@/components/offers-deadline';
import { PageTrail } from '@/components/page-trail';
import { queryGate } from '@/components/query-gate';
import { errorMessages, firstErrorMessage } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useNow } from '@/lib/use-now';
import { paths } from '@/lib/paths';
import { ComparisonCards } from '@/features/requests/components/comparison-cards';
import { ComparisonTable } from '@/features/requests/components/comparison-table';
import { useIsPhone } from '@/lib/use-is-phone';
import { useComparisonQuery } from '@/features/requests/hooks/use-comparison-query';
import { PricesSwitch } from '@/features/requests/components/prices-switch';

/** /profile/client/tender/{id}/comparison: the tender's active offers side by side. */
export function OfferComparison({ id }: { id: number }) {
  const { query, setQuery: onQuery } = useComparisonQuery();
  const comparison = useComparison(id, query);

  const gate = queryGate(comparison, {
    valid: Number.isInteger(id) && id > 0,
    notFound: MSG_TENDERS.tenderNotFound,
    failure: (
      <ErrorList errors={errorMessages(comparison.error, MSG_OFFERS.comparisonLoadFailed)} />
    ),
    back: { to: paths.client.tender(id), label: 'Вернуться к тендеру' },
  });
  if (gate || !comparison.data) return gate;
  return (
    <ComparisonView
      answer={comparison.data}
      query={query}
      onQuery={onQuery}
      busy={comparison.isPlaceholderData}
    />
  );
}

type ViewProps = {
  answer: ComparisonAnswer;
  query: ComparisonQuery;
  onQuery: (query: ComparisonQuery) => void;
  /** While another order loads the rows stay, marked busy. */
  busy: boolean;
};

/** A header sorts by its column: ascending first, the same header again the other way round. */
const sortedBy = (query: ComparisonQuery, sort: ComparisonSort): ComparisonQuery => ({
  ...query,
  sort,
  order: sort === query.sort && query.order === 'asc' ? 'desc' : 'asc',
});

function ComparisonView({ answer, query, onQuery, busy }: ViewProps) {
  const { tender, offers, total } = answer;
  const phone = useIsPhone();
  const banner = useFlash(BANNER_MS);
  const accept = useAcceptRequest();
  const [choosing, setChoosing] = useState<ComparisonOffer | null>(null);
  const now = useNow();
  // One executor per tender: once chosen, nobody else can be.
  const executorChosen =
    tender.status.code === 'executor_chosen' || offers.some((o) => o.status.code === 'accepted');

  const onChoose = executorChosen
    ? null
    : (offer: ComparisonOffer) => {
        accept.reset();
        setChoosing(offer);
      };

  const confirmChoice = (outcome: ChoiceOutcome) => {
    if (!choosing) return;
    accept.mutate(
      { id: choosing.request_id, ...outcome },
      {
        onSuccess: () => {
          setChoosing(null);
          banner.show(MSG_TENDERS.executorChosen);
        },
      },
    );
  };

  return (
    <Stack py="lg">
      <PageTrail
        to={paths.client.tender(tender.id)}
        label="О тендере"
        current={MSG_OFFERS.comparisonTitle}
      />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ActionIcon
            component={Link}
            to={paths.client.tender(tender.id)}
            variant="subtle"
            size="lg"
            aria-label="Назад"
          >
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
          <Stack gap={4}>
            <Title order={1}>{MSG_OFFERS.comparisonTitle}</Title>
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {tender.tender_name}
            </Text>
            {tender.offers_deadline ? (
              <OffersDeadline deadline={tender.offers_deadline} />
            ) : (
              <Text size="sm" c="gray.7">
                Приём предложений: {MSG_TENDERS.noDeadline.toLowerCase()}
              </Text>
            )}
          </Stack>
        </Group>
        {offers.length > 0 && !tender.offers_sealed && (
          // The table in the order shown.
          <DownloadButton
            path={comparisonXlsxPath(tender.id, query)}
            fallbackName={`comparison-${tender.id}.xlsx`}
            label={MSG_OFFERS.downloadXlsx}
            failedMessage={MSG_OFFERS.downloadXlsxFailed}
            preparingLabel={MSG_OFFERS.preparingXlsx}
            align="flex-end"
          />
        )}
      </Group>

      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}

      {tender.offers_sealed && tender.offers_deadline ? (
        <SealedOffers offers={offers} total={total} deadline={tender.offers_deadline} />
      ) : offers.length === 0 ? (
        <EmptyState
          title={MSG_OFFERS.comparisonEmpty}
          action={
            <Button component={Link} to={paths.client.tender(tender.id)} variant="default">
              Вернуться к тендеру
            </Button>
          }
        >
          {MSG_OFFERS.comparisonEmptyHint}
        </EmptyState>
      ) : (
        <>
          {total > offers.length && (
            <Text size="sm" c="gray.7">
              {comparisonShown(offers.length, total)}
            </Text>
          )}
          <PricesSwitch value={query.prices} onChange={(prices) => onQuery({ ...query, prices })} />
          <BusyRegion busy={busy}>
            {phone ? (
              <ComparisonCards
                offers={offers}
                query={query}
                prices={answer.prices}
                sroKind={answer.tender.sro_kind}
                onQuery={onQuery}
                onChoose={onChoose}
              />
            ) : (
              <ComparisonTable
                offers={offers}
                query={query}
                prices={answer.prices}
                sroKind={answer.tender.sro_kind}
                onSort={(sort) => onQuery(sortedBy(query, sort))}
                onChoose={onChoose}
              />
            )}
          </BusyRegion>
        </>
      )}

      <AwaitingList awaiting={answer.awaiting} />

      <ChooseExecutorModal
        key={choosing?.request_id}
        opened={choosing !== null}
        contractorName={choosing?.contractor.name ?? ''}
        tenderName={tender.tender_name}
        offersDeadline={tender.offers_deadline}
        outdatedBy={choosing?.outdated_by ?? null}
        company={
          choosing
            ? { state: 'ready', warnings: offerWarnings(choosing, tender.sro_kind, now) }
            : undefined
        }
        onClose={() => setChoosing(null)}
        onConfirm={confirmChoice}
        pending={accept.isPending}
        errors={accept.isError ? [firstErrorMessage(accept.error, MSG_TENDERS.acceptFailed)] : null}
      />
    </Stack>
  );
}

/** The invited contractors with no offer yet, each with where it stands. */
function AwaitingList({ awaiting }: { awaiting: ComparisonAnswer['awaiting'] }) {
  if (awaiting.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="awaiting-title">
      <Title order={2} size="h4" id="awaiting-title">
        {MSG_OFFERS.awaitingTitle}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {awaiting.map((a) => (
          <Group key={a.request_id} gap="sm" component="li" wrap="wrap">
            <Anchor component={Link} to={paths.client.contractor(a.contractor.id)}>
              {a.contractor.name}
            </Anchor>
            <ParticipationBadge participation={a.participation} />
            {a.reject_reason && (
              <Text size="sm" c="gray.7">
                {a.reject_reason}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** While the offers are sealed: who sent one and when, nothing of what it says, no choice yet. */
function SealedOffers({
  offers,
  total,
  deadline,
}: {
  offers: ComparisonAnswer['offers'];
  total: number;
  deadline: string;
}) {
  return (
    <Stack gap="sm" data-testid="sealed-comparison">
      <Alert
        color="gray"
        variant="light"
        icon={<IconLock size={18} aria-hidden />}
        title={SEALED_LABEL}
      >
        {sealedComparisonNote(deadline, total)}
      </Alert>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {offers.map((o) => (
          <Group key={o.request_id} gap="sm" component="li" wrap="wrap">
            <Anchor component={Link} to={paths.client.contractor(o.contractor.id)}>
              {o.contractor.name}
            </Anchor>
            {o.revised_at && (
              <Text size="sm" c="gray.7">
                <time dateTime={o.revised_at}>{formatDateTime(o.revised_at)}</time>
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
