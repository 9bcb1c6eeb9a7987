import { CASE_MAX_IMAGES, MSG_CASES } from '@podryad/domain';
import {
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { CameraButton, IMAGE_ACCEPT } from '@/components/camera-button';
import { ImageUpload } from '@/components/image-upload';
import { UploadQueue } from '@/components/upload-queue';
import { uploadCaseCover } from '@/features/cases/api/upload-case-cover';
import { uploadCaseImage } from '@/features/cases/api/upload-case-image';
import { imageUrl } from '@/lib/api-client';
import { useUploadQueue } from '@/lib/use-upload-queue';
import type { CaseDraft } from '@/features/cases/utils/case-draft';

type Update = (update: (draft: CaseDraft) => Partial<CaseDraft>) => void;

/**
 * The uploads of a case's pictures, the gallery's queue and the cover's: the screen owns them, so
 * it saves only once nothing is under way (else an old cover or a partial gallery would be sent).
 */
export function useCaseUploads(onChange: Update) {
  const gallery = useUploadQueue(
    uploadCaseImage,
    ({ path }) => onChange((d) => ({ images: [...d.images, path] })),
    MSG_CASES.imageUploadFailed,
  );
  const [coverBusy, setCoverBusy] = useState(false);
  return { gallery, setCoverBusy, busy: gallery.busy || coverBusy };
}

type CaseUploads = ReturnType<typeof useCaseUploads>;

type Props = {
  draft: CaseDraft;
  onChange: Update;
  uploads: CaseUploads;
  /** The cover may be removed (the wizard); without it it can only be replaced (a saved case). */
  coverRemovable: boolean;
  /** Gallery images marked for removal on save (the edit screen); they can be brought back. */
  marked?: string[];
  onRemove: (path: string) => void;
  onRestore?: (path: string) => void;
};

/**
 * The pictures of a case: the required cover, then the gallery of at most
 * CASE_MAX_IMAGES images, several at a time, each with its progress; what does not fit is refused.
 */
export function CaseImagesFields({
  draft,
  onChange,
  uploads,
  coverRemovable,
  marked = [],
  onRemove,
  onRestore,
}: Props) {
  const queue = uploads.gallery;
  const resetInput = useRef<() => void>(null);
  const [refused, setRefused] = useState(false);
  const kept = draft.images.filter((path) => !marked.includes(path)).length;
  const uploading = queue.items.filter((item) => item.error === null).length;
  const free = CASE_MAX_IMAGES - kept - uploading;

  const choose = (files: File[]) => {
    const taken = files.slice(0, Math.max(0, free));
    setRefused(taken.length < files.length);
    if (taken.length > 0) void queue.add(taken);
    resetInput.current?.();
  };

  const remove = (path: string) => {
    setRefused(false);
    onRemove(path);
  };

  return (
    <Stack gap="xl">
      <ImageUpload
        label="Обложка кейса"
        alt="Обложка кейса"
        value={draft.cover}
        upload={uploadCaseCover}
        onUploaded={(cover) => onChange(() => ({ cover }))}
        onBusyChange={uploads.setCoverBusy}
        onRemove={coverRemovable ? () => onChange(() => ({ cover: null })) : undefined}
        failedText={MSG_CASES.coverUploadFailed}
        hint={MSG_CASES.imageHint}
      />

      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            Изображения объекта
          </Title>
          <Text size="sm" c="gray.7">
            {kept} из {CASE_MAX_IMAGES}
          </Text>
        </Group>
        {draft.images.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {draft.images.map((path, i) => {
              const isMarked = marked.includes(path);
              const n = i + 1;
              return (
                <Box key={path} pos="relative">
                  <Image
                    src={imageUrl(path)}
                    alt={`Изображение кейса ${n}`}
                    h={120}
                    fit="cover"
                    radius="md"
                    style={isMarked ? { opacity: 0.35 } : undefined}
                  />
                  {isMarked ? (
                    <Stack
                      gap={4}
                      pos="absolute"
                      inset={0}
                      align="center"
                      justify="center"
                      p="xs"
                      ta="center"
                    >
                      <Text size="xs" fw={600}>
                        {MSG_CASES.imageMarked}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="white"
                        leftSection={<IconArrowBackUp size={14} aria-hidden />}
                        aria-label={`Вернуть изображение ${n}`}
                        onClick={() => onRestore?.(path)}
                        disabled={free <= 0}
                      >
                        Вернуть
                      </Button>
                    </Stack>
                  ) : (
                    <CloseButton
                      pos="absolute"
                      top={6}
                      right={6}
                      variant="white"
                      aria-label={`Удалить изображение ${n}`}
                      onClick={() => remove(path)}
                    />
                  )}
                </Box>
              );
            })}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="gray.7">
            Изображений пока нет
          </Text>
        )}
        <UploadQueue items={queue.items} onDismiss={queue.dismiss} />
        {refused && (
          <Text size="sm" c="red.8" role="alert">
            {MSG_CASES.tooManyImages}
          </Text>
        )}
        <div>
          <Group gap="sm">
            <FileButton
              multiple
              accept={IMAGE_ACCEPT}
              resetRef={resetInput}
              onChange={choose}
              disabled={free <= 0}
              inputProps={{ 'aria-label': 'Изображения объекта' }}
            >
              {(props) => (
                <Button {...props} variant="default" disabled={free <= 0}>
                  Загрузить изображения
                </Button>
              )}
            </FileButton>
            <CameraButton
              label="Изображения объекта"
              onCapture={(file) => choose([file])}
              disabled={free <= 0}
            />
          </Group>
          <Text size="xs" c="gray.7" mt={4}>
            {free <= 0 ? MSG_CASES.tooManyImages : MSG_CASES.imageHint}
          </Text>
        </div>
      </Stack>
    </Stack>
  );
}
