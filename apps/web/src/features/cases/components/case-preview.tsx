import {
  type Case,
  MAP_HEIGHT_PX,
  MSG_CASES,
  MSG_TENDERS,
  formatDuration,
  typeset,
} from '@podryad/domain';
import { Box, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { Suspense, lazy, useEffect } from 'react';
import { useCase } from '@/features/cases/api/get-case';
import { ImageGallery } from '@/components/image-gallery';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { ReadField } from '@/components/read-field';
import { CaseDealMark } from '@/features/cases/components/case-deal-mark';
import { imageUrl, isNotFound } from '@/lib/api-client';

// Leaflet is big: it loads only when a case with a point is opened.
const LeafletMap = lazy(() => import('@/components/leaflet-map'));

/** YYYY-MM-DD as DD.MM.YYYY; anything else as it came. */
export const formatDate = (value: string | null | undefined) => {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : (value ?? '');
};

/** The pictures of a case as URLs: the cover first, then the gallery, each once. */
export const caseImages = (item: Pick<Case, 'cover' | 'cover_url' | 'image' | 'images'>) => {
  const paths = [item.cover ?? item.cover_url ?? item.image, ...item.images];
  const urls = paths.map((p) => imageUrl(p)).filter((u): u is string => Boolean(u));
  return [...new Set(urls)];
};

type Props = {
  /** The case to show, e.g. from the contractor's answer; null closes the preview. */
  item?: Case | null;
  /** Or only its id: the case is loaded with GET /cases/{id}. */
  caseId?: number | null;
  onClose: () => void;
};

/**
 * The preview of a contractor's case: carousel with thumbnails, a full-screen gallery
 * with the counter 'N из M', services, duration, dates, address, map and description. A failed
 * load is logged and the preview says so with 'Повторить'; a case that is not there says so.
 */
export function CasePreview({ item, caseId = null, onClose }: Props) {
  const loaded = useCase(item ? null : caseId);
  const opened = Boolean(item) || caseId !== null;
  const shown = item ?? loaded.data ?? null;

  useEffect(() => {
    if (loaded.isError) console.error('Кейс не загрузился', loaded.error);
  }, [loaded.isError, loaded.error]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={shown?.project_name ?? 'Кейс'}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      {shown ? (
        <CaseBody item={shown} />
      ) : isNotFound(loaded.error) ? (
        <Text c="gray.7">{MSG_TENDERS.caseNotFound}</Text>
      ) : readFailure(loaded) !== null ? (
        <LoadFailure query={loaded} fallback={MSG_CASES.loadFailed} />
      ) : (
        <Loading />
      )}
    </Modal>
  );
}

function CaseBody({ item }: { item: Case }) {
  const images = caseImages(item);
  const hasPoint = item.latitude !== null && item.longitude !== null;

  return (
    <Stack>
      <CaseDealMark item={item} withDate />
      <ImageGallery images={images} alt={item.project_name} label="Изображения кейса" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReadField label="Услуги">{item.services}</ReadField>
        <ReadField label="Срок строительства">
          {formatDuration(item.start_date, item.end_date)}
        </ReadField>
        <ReadField label="Дата начала">{formatDate(item.start_date)}</ReadField>
        <ReadField label="Дата окончания">{formatDate(item.end_date)}</ReadField>
        <ReadField label="Адрес">{item.address}</ReadField>
      </SimpleGrid>
      {hasPoint && (
        <Box role="region" aria-label="Карта" h={MAP_HEIGHT_PX} style={{ isolation: 'isolate' }}>
          <Suspense fallback={<Skeleton h={MAP_HEIGHT_PX} radius="md" />}>
            <LeafletMap
              latitude={item.latitude}
              longitude={item.longitude}
              height={MAP_HEIGHT_PX}
            />
          </Suspense>
        </Box>
      )}
      {item.description && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Описание
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{typeset(item.description)}</Text>
        </Stack>
      )}
    </Stack>
  );
}
