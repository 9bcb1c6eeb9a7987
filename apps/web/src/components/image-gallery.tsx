import { ActionIcon, Box, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

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
