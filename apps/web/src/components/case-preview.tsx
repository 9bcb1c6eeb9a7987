import { type Case, MAP_HEIGHT_PX, MSG_TENDERS, formatDuration } from '@podryad/domain';
import {
  ActionIcon,
  Box,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useCase } from '@/api/cases';
import { Loading } from '@/components/loading';
import { ReadField } from '@/components/read-field';
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
 * The preview of a contractor's case (spec 000 §2): carousel with thumbnails, a full-screen gallery
 * with the counter 'N из M', services, duration, dates, address, map and description. A failed
 * load is logged (spec 000 §8) and the preview says so calmly.
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
      ) : loaded.isError ? (
        <Text c="gray.7">
          {isNotFound(loaded.error)
            ? MSG_TENDERS.caseNotFound
            : 'Не удалось загрузить кейс. Попробуйте позже.'}
        </Text>
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
          <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Pictures of an object (a case, a tender): one at a time with arrows, thumbnails under it when
 * there are several, and a click opens the full-screen gallery 'N из M'. Nothing without pictures.
 */
export function ImageGallery({
  images,
  alt,
  label,
}: {
  /** Image URLs (imageUrl already applied). */
  images: string[];
  /** What each picture shows: '{alt}, изображение N из M'. */
  alt: string;
  /** The carousel's name for assistive technology. */
  label: string;
}) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  if (images.length === 0) return null;
  return (
    <>
      <Carousel
        images={images}
        index={index}
        onChange={setIndex}
        onOpen={() => setFullScreen(true)}
        alt={alt}
        label={label}
      />
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label="Миниатюры">
          {images.map((src, i) => (
            <UnstyledButton
              key={src}
              onClick={() => setIndex(i)}
              aria-label={`Изображение ${i + 1}`}
              aria-pressed={i === index}
              style={{
                borderRadius: 8,
                outline: i === index ? '2px solid var(--mantine-color-blue-filled)' : undefined,
                outlineOffset: 2,
              }}
            >
              <Image src={src} alt="" w={72} h={54} radius="sm" fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
      <Gallery
        images={images}
        opened={fullScreen}
        index={index}
        onChange={setIndex}
        onClose={() => setFullScreen(false)}
        alt={alt}
      />
    </>
  );
}

type CarouselProps = {
  images: string[];
  index: number;
  onChange: (index: number) => void;
  alt: string;
};

const step = (index: number, by: number, length: number) => (index + by + length) % length;

/** One image at a time with previous/next arrows; a click opens the full-screen gallery. */
function Carousel({
  images,
  index,
  onChange,
  onOpen,
  alt,
  label,
}: CarouselProps & { onOpen: () => void; label: string }) {
  return (
    <Box pos="relative" role="group" aria-roledescription="карусель" aria-label={label}>
      <UnstyledButton onClick={onOpen} aria-label="Открыть галерею" display="block" w="100%">
        <Image
          src={images[index]}
          alt={`${alt}, изображение ${index + 1} из ${images.length}`}
          h={360}
          radius="md"
          fit="cover"
        />
      </UnstyledButton>
      <Arrows index={index} count={images.length} onChange={onChange} />
    </Box>
  );
}

/** The full-screen gallery with the counter 'N из M'; arrow keys turn the pictures. */
function Gallery({
  images,
  opened,
  index,
  onChange,
  onClose,
  alt,
}: CarouselProps & { opened: boolean; onClose: () => void }) {
  const many = images.length > 1;
  useEffect(() => {
    if (!opened || !many) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onChange(step(index, -1, images.length));
      if (event.key === 'ArrowRight') onChange(step(index, 1, images.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, many, index, images.length, onChange]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title="Галерея"
      closeButtonProps={{ 'aria-label': 'Закрыть галерею' }}
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      <Stack h="100%" gap="sm">
        <Text ta="center" fw={600} aria-live="polite">
          {index + 1} из {images.length}
        </Text>
        <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
          <Image
            src={images[index]}
            alt={`${alt}, изображение ${index + 1} из ${images.length}`}
            h="100%"
            fit="contain"
          />
          <Arrows index={index} count={images.length} onChange={onChange} />
        </Box>
      </Stack>
    </Modal>
  );
}

/** Previous and next, when there is more than one picture. */
function Arrows({
  index,
  count,
  onChange,
}: {
  index: number;
  count: number;
  onChange: (index: number) => void;
}) {
  if (count < 2) return null;
  return (
    <>
      <Arrow
        direction="left"
        label="Предыдущее изображение"
        onClick={() => onChange(step(index, -1, count))}
      />
      <Arrow
        direction="right"
        label="Следующее изображение"
        onClick={() => onChange(step(index, 1, count))}
      />
    </>
  );
}

function Arrow({
  direction,
  label,
  onClick,
}: {
  direction: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      variant="white"
      color="dark"
      size={40}
      radius="xl"
      aria-label={label}
      onClick={onClick}
      pos="absolute"
      top="50%"
      style={{
        transform: 'translateY(-50%)',
        [direction]: 12,
        boxShadow: 'var(--mantine-shadow-sm)',
      }}
    >
      {direction === 'left' ? (
        <IconChevronLeft size={20} aria-hidden />
      ) : (
        <IconChevronRight size={20} aria-hidden />
      )}
    </ActionIcon>
  );
}
