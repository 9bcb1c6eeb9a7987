import {
  BANNER_MS,
  MSG_ADDENDA,
  MSG_OFFERS,
  MSG_TENDERS,
  offersOpen,
  type Tender,
} from '@podryad/domain';
import { Alert, Anchor, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequest } from '@/features/requests/api/get-request';
import { useSendIntent } from '@/features/requests/api/send-intent';
import { useTender } from '@/features/tenders/api/get-tender';
import { ErrorList } from '@/components/error-list';
import { OfferRevisions } from '@/features/requests/components/offer-revisions';
import { OffersDeadline } from '@/components/offers-deadline';
import { SealedNote } from '@/features/tenders/components/sealed-note';
import { RebidPrice } from '@/features/requests/components/rebid-price';
import { PageTrail } from '@/components/page-trail';
import { queryGate } from '@/components/query-gate';
import { ResponseDrawer } from '@/features/requests/components/response-drawer';
import { errorMessages, firstErrorMessage } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useNow } from '@/lib/use-now';
import { AcceptModal } from '@/features/requests/components/accept-modal';
import { ContractorTenderTabs } from '@/features/tenders/components/contractor-tender';
import { TenderOutcome } from '@/features/tenders/components/tender-outcome';
import { TenderDeal } from '@/features/deals/components/tender-deal';
import { reviewsOfDeal } from '@/app/deal-reviews';
import { AddendaSection } from '@/features/tenders/components/addenda-section';
import { QuestionsSection } from '@/features/clarifications/components/questions-section';
import { InvitationAnswers } from '@/features/requests/components/invitation-answers';
import { RefuseModal, type Refusal } from '@/features/requests/components/refuse-modal';
import { RequestCard } from '@/features/requests/components/request-card';
import { OfferConfirmation } from '@/features/requests/components/offer-confirmation';
import { paths } from '@/lib/paths';
import { ClientRating } from '@/features/reviews/components/client-rating';

const HOME = paths.contractor.home;

/**
 * /profile/contractor/tenderfrom/{id} (id: the tender, as notification links give it): the tender
 * the contractor was invited to and its own request there, answered here.
 */
export function Invitation({ id }: { id: number }) {
  const tender = useTender(id);
  const gate = queryGate(tender, {
    valid: Number.isInteger(id) && id > 0,
    notFound: MSG_TENDERS.tenderNotFound,
    failure: <ErrorList errors={errorMessages(tender.error, MSG_TENDERS.tenderLoadFailed)} />,
    back: { to: HOME, label: 'Вернуться к моим тендерам' },
  });
  if (gate || !tender.data) return gate;
  return <InvitationView tender={tender.data} />;
}

function InvitationView({ tender }: { tender: Tender }) {
  // The server sends a contractor only its own request of the tender: at most one.
  const request = tender.requests[0] ?? null;
  // Opening the page opens the request: GET /request/{id} marks it seen for 'Мои тендеры'.
  useRequest(request?.id ?? null);
  const banner = useFlash(BANNER_MS);
  const [answerId, setAnswerId] = useState<number | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The modals and the moves live here, not with the buttons: the answer refreshes the tender and
  // the buttons go before the success callback runs.
  const intent = useSendIntent();
  // Notifications about the contractor's own offer lead here too: it is not an invitation then.
  const title = request?.origin === 'offer' ? 'Заявка на тендер' : 'Приглашение к тендеру';
  // Accepting or saying 'Буду участвовать' after the deadline is refused by the server; declining
  // stays open.
  const now = useNow();
  const deadlinePassed = !offersOpen(tender.offers_deadline, now);
  const ended = tender.outcome !== null;
  const unanswered = request?.status.code === 'offered';

  return (
    <Stack py="lg">
      <PageTrail to={HOME} label="Мои тендеры" current={title} />
      <Title order={1}>{title}</Title>
      {!tender.outcome && <OffersDeadline deadline={tender.offers_deadline} />}
      {!tender.outcome && <SealedNote tender={tender} side="contractor" />}
      {!tender.outcome && <RebidPrice tender={tender} />}
      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}
      <TenderOutcome tender={tender} side="contractor" withProtocol={request !== null} />
      {/* The executor's deal, where its notices lead ('#deal'). */}
      {tender.status.code === 'executor_chosen' && request?.status.code === 'accepted' && (
        <TenderDeal tenderId={tender.id} side="contractor" after={reviewsOfDeal('contractor')} />
      )}
      {/* The order of an answer: read the tender (first on a phone), then answer beside it (under
          it on a phone), then ask. On a wide screen the answer stays in the right column. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={1}>
          <Stack gap="lg">
            <ContractorTenderTabs
              tender={tender}
              clientRating={<ClientRating clientId={tender.user.id} />}
            />
            <AddendaSection addenda={tender.addenda} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={2}>
          <Stack gap="lg">
            {request && (
              <OfferConfirmation
                request={request}
                tender={tender}
                onConfirmed={() => banner.show(MSG_ADDENDA.confirmed)}
                onRevised={() => banner.show(MSG_OFFERS.revised)}
              />
            )}
            {request ? (
              <RequestCard request={request} tenderStatus={tender.status.code}>
                {/* An invitation left unanswered when the tender ended has nothing to show. */}
                {unanswered && ended ? null : unanswered ? (
                  <InvitationAnswers
                    request={request}
                    deadlinePassed={deadlinePassed}
                    onAccept={() => setAccepting(true)}
                    onReject={() => setRefusal('reject')}
                    onWillBid={() =>
                      intent.mutate(
                        { id: request.id, intent: 'will_bid' },
                        { onSuccess: () => banner.show(MSG_OFFERS.willBidSent) },
                      )
                    }
                    willBidPending={intent.isPending}
                    error={
                      intent.isError ? (
                        <ErrorList
                          errors={[firstErrorMessage(intent.error, MSG_OFFERS.intentFailed)]}
                        />
                      ) : null
                    }
                  />
                ) : (
                  <Stack gap="sm">
                    <Button variant="light" onClick={() => setAnswerId(request.id)} w="fit-content">
                      Смотреть мой ответ
                    </Button>
                    <OfferRevisions
                      request={request}
                      tender={tender}
                      onRevised={() => banner.show(MSG_OFFERS.revised)}
                    />
                  </Stack>
                )}
              </RequestCard>
            ) : (
              <Alert color="blue" variant="light" title="Приглашения нет">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    У вас нет приглашения или заявки по этому тендеру. Вы можете открыть тендер и
                    отправить коммерческое предложение.
                  </Text>
                  <Anchor
                    component={Link}
                    to={paths.contractor.tender(tender.id)}
                    size="sm"
                    c="blue.8"
                  >
                    Открыть тендер
                  </Anchor>
                </Stack>
              </Alert>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={3}>
          {/* An invited contractor asks before it answers, as on the tender's own page. */}
          <QuestionsSection tender={tender} side="contractor" />
        </Grid.Col>
      </Grid>
      {request && (
        <>
          <AcceptModal
            requestId={request.id}
            opened={accepting}
            onClose={() => setAccepting(false)}
            onDone={() => {
              setAccepting(false);
              banner.show(MSG_TENDERS.requestAccepted);
            }}
          />
          <RefuseModal
            requestId={request.id}
            refusal={refusal}
            onClose={() => setRefusal(null)}
            onDone={(message) => {
              setRefusal(null);
              banner.show(message);
            }}
          />
        </>
      )}
      <ResponseDrawer
        requestId={answerId}
        onClose={() => setAnswerId(null)}
        side="contractor"
        title="Мой ответ"
      />
    </Stack>
  );
}
