import {
  BANNER_MS,
  MAP_HEIGHT_PX,
  MSG_ADDENDA,
  MSG_OFFERS,
  MSG_TENDERS,
  clientRecordText,
  formatDate,
  tenderPlace,
  tenderTitle,
  tenderWorkText,
  type Tender,
} from '@podryad/domain';
import {
  ActionIcon,
  Alert,
  Box,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useTender } from '@/features/tenders/api/get-tender';
import { ImageGallery } from '@/components/image-gallery';
import { WorkTypeIcon } from '@/components/work-type-icon';
import { ClientContacts } from '@/features/tenders/components/client-contacts';
import { ErrorList } from '@/components/error-list';
import { FileList } from '@/components/file-list';
import { OffersDeadline } from '@/components/offers-deadline';
import { SealedNote } from '@/features/tenders/components/sealed-note';
import { RebidPrice } from '@/features/requests/components/rebid-price';
import { PageTrail } from '@/components/page-trail';
import { queryGate, useLogLoadFailure } from '@/components/query-gate';
import { ReadField } from '@/components/read-field';
import { errorMessages, imageUrl } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { OfferPanel } from '@/features/requests/components/offer-panel';
import { QuestionsSection } from '@/features/clarifications/components/questions-section';
import { TenderOutcome } from '@/features/tenders/components/tender-outcome';
import { TrailSection } from '@/features/trail/components/trail-section';
import { AddendaSection } from '@/features/tenders/components/addenda-section';
import { paths } from '@/lib/paths';
import { SectionCard } from '@/components/section-card';
import { ClientRating } from '@/features/reviews/components/client-rating';

// Leaflet is big: it loads only when the tender has a point to show.
const LeafletMap = lazy(() => import('@/components/leaflet-map'));

/**
 * /profile/contractor/tender/{id}: the tender read-only with the client's contacts, its questions
 * and answers, and the contractor's offer, or its request when it has one. A contractor may read
 * any tender.
 */
export function TenderPage({ id }: { id: number }) {
  const tender = useTender(id);
  useLogLoadFailure(tender, 'Тендер не загрузился');
  const gate = queryGate(tender, {
    valid: Number.isInteger(id) && id > 0,
    notFound: MSG_TENDERS.tenderNotFound,
    failure: <ErrorList errors={errorMessages(tender.error, MSG_TENDERS.tenderLoadFailed)} />,
    back: { to: paths.contractor.tenders, label: 'Вернуться к тендерам' },
  });
  if (gate || !tender.data) return gate;
  return <TenderView tender={tender.data} />;
}

function TenderView({ tender }: { tender: Tender }) {
  const banner = useFlash(BANNER_MS);
  const title = tenderTitle(tender);
  const images = tender.images.map((p) => imageUrl(p)).filter((u): u is string => Boolean(u));
  const hasPoint = tender.latitude !== null && tender.longitude !== null;
  // Only a participant has a protocol and a trail of its own on the tender.
  const participant = tender.requests.length > 0;

  return (
    <Stack py="lg">
      <PageTrail to={paths.contractor.tenders} label="Тендеры" current="О тендере" />
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ActionIcon
          component={Link}
          to={paths.contractor.tenders}
          variant="subtle"
          size="lg"
          aria-label="Назад к тендерам"
        >
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Title order={1} miw={0} style={{ flex: 1 }}>
          {title}
        </Title>
        <WorkTypeIcon type={tender.type} />
      </Group>
      {/* After the outcome the time left says nothing: the outcome below says how it ended. */}
      {!tender.outcome && <OffersDeadline deadline={tender.offers_deadline} />}
      {!tender.outcome && <SealedNote tender={tender} side="contractor" />}
      {!tender.outcome && <RebidPrice tender={tender} />}
      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}

      <TenderOutcome tender={tender} side="contractor" withProtocol={participant} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="lg">
                <ImageGallery images={images} alt={title} label="Изображения объекта" />
                {images.length === 0 && (
                  <Text size="sm" c="gray.7">
                    Нет изображений
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <ReadField label="Проект">
                    {tender.project?.name || tender.project_name}
                  </ReadField>
                  <ReadField label="Тип работ">{tenderWorkText(tender)}</ReadField>
                  {!tender.outcome && <ReadField label="Статус">{tender.status.label}</ReadField>}
                  <ReadField label="Дата начала">{formatDate(tender.start_date)}</ReadField>
                  <ReadField label="Дата окончания">
                    {tender.end_date ? formatDate(tender.end_date) : 'Не указана'}
                  </ReadField>
                  <ReadField label="Опубликован">{formatDate(tender.created_at)}</ReadField>
                </SimpleGrid>
                <ReadField label="Локация объекта">{tenderPlace(tender)}</ReadField>
                {hasPoint && (
                  <Box
                    role="region"
                    aria-label="Карта"
                    h={MAP_HEIGHT_PX}
                    style={{ isolation: 'isolate' }}
                  >
                    <Suspense fallback={<Skeleton h={MAP_HEIGHT_PX} radius="md" />}>
                      <LeafletMap
                        latitude={tender.latitude}
                        longitude={tender.longitude}
                        height={MAP_HEIGHT_PX}
                      />
                    </Suspense>
                  </Box>
                )}
                <ReadField label="Описание">{tender.description}</ReadField>
              </Stack>
            </Paper>
            <SectionCard labelledBy="tender-docs-title">
              <Title order={2} size="h3" mb="md" id="tender-docs-title">
                Документы
              </Title>
              <FileList files={tender.document_files} />
            </SectionCard>
            <AddendaSection addenda={tender.addenda} />
            <QuestionsSection tender={tender} side="contractor" />
            {participant && <TrailSection tenderId={tender.id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <OfferPanel
              tender={tender}
              onSent={() => banner.show(MSG_TENDERS.offerSent)}
              onRevised={() => banner.show(MSG_OFFERS.revised)}
              onConfirmed={() => banner.show(MSG_ADDENDA.confirmed)}
            />
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                <ClientContacts
                  client={tender.user}
                  buyer={tender.buyer}
                  headingOrder={2}
                  rating={<ClientRating clientId={tender.user.id} />}
                />
                {tender.client_record && (
                  <Text size="sm" c="gray.8" data-testid="client-record">
                    {clientRecordText(tender.client_record)}
                  </Text>
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
