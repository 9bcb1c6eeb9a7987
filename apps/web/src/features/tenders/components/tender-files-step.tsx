import { MSG_CABINET, MSG_TENDERS, type FileInfo } from '@podryad/domain';
import {
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useRef } from 'react';
import { CameraButton, IMAGE_ACCEPT } from '@/components/camera-button';
import { FileList } from '@/components/file-list';
import { StoredImage } from '@/components/stored-image';
import { uploadTenderFile } from '@/features/tenders/api/upload-tender-file';
import { ApiError, type UploadProgress } from '@/lib/api-client';
import { prepareUpload } from '@/lib/downscale-image';
import type { TenderDraft } from '@/features/tenders/utils/tender-draft';
import { useUploadQueue, type UploadQueueState } from '@/lib/use-upload-queue';
import { UploadQueue } from '@/components/upload-queue';

type Props = {
  draft: TenderDraft;
  onChange: (update: (draft: TenderDraft) => Partial<TenderDraft>) => void;
  /** The wizard owns the queues, so uploads go on (and count as busy) across the steps. */
  images: UploadQueueState;
  docs: UploadQueueState;
};

/** What the server takes among a tender's images. */
const SAVED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * The upload call takes any file, and the server checks an image only when the tender is saved:
 * a file the browser knows is no image is refused here, beside its name, instead of at the save.
 * It is scaled down first, so a HEIC photo the browser can read comes as a JPEG the server takes.
 */
async function uploadObjectImage(file: File, onProgress: UploadProgress) {
  const image = await prepareUpload(file, 'images', () => onProgress(0, true));
  if (image.type && !SAVED_IMAGE_TYPES.includes(image.type)) {
    throw new ApiError(415, [MSG_CABINET.notAnImage]);
  }
  return uploadTenderFile(image, onProgress, 'none');
}

/**
 * The image and document queues of a wizard: finished uploads go into the draft. Both go through
 * the spec's one upload call; an image's private path becomes public when the tender is saved.
 */
export function useTenderUploads(
  onChange: (update: (draft: TenderDraft) => Partial<TenderDraft>) => void,
) {
  const images = useUploadQueue(
    uploadObjectImage,
    ({ path }) => onChange((d) => ({ images: [...d.images, path] })),
    MSG_TENDERS.coverUploadFailed,
  );
  const docs = useUploadQueue(
    uploadTenderFile,
    ({ path, name, size }, file) =>
      onChange((d) => ({
        docs: [...d.docs, { path, name: name ?? file.name, size: size ?? file.size }],
      })),
    MSG_TENDERS.fileUploadFailed,
  );
  return { images, docs, busy: images.busy || docs.busy };
}

/** Step 2: images of the object (at least one) and documents (optional). */
export function TenderFilesStep({ draft, onChange, images, docs }: Props) {
  const resetImages = useRef<() => void>(null);
  const resetDocs = useRef<() => void>(null);
  const removeImage = (path: string) =>
    onChange((d) => ({ images: d.images.filter((p) => p !== path) }));
  const removeDoc = (file: FileInfo) =>
    onChange((d) => ({ docs: d.docs.filter((f) => f.path !== file.path) }));

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Изображения объекта
        </Title>
        {draft.images.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {draft.images.map((path, i) => (
              <Box key={path} pos="relative">
                <StoredImage
                  path={path}
                  alt={`Изображение объекта ${i + 1}`}
                  h={120}
                  fit="cover"
                  radius="md"
                />
                <CloseButton
                  pos="absolute"
                  top={6}
                  right={6}
                  variant="white"
                  aria-label={`Удалить изображение ${i + 1}`}
                  onClick={() => removeImage(path)}
                />
              </Box>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="gray.7">
            {MSG_TENDERS.imageRequired}
          </Text>
        )}
        <UploadQueue items={images.items} onDismiss={images.dismiss} />
        <div>
          <Group gap="sm">
            <FileButton
              multiple
              accept={IMAGE_ACCEPT}
              resetRef={resetImages}
              onChange={(files) => {
                void images.add(files);
                resetImages.current?.();
              }}
              inputProps={{ 'aria-label': 'Изображения объекта' }}
            >
              {(props) => (
                <Button {...props} variant="default">
                  Загрузить изображения
                </Button>
              )}
            </FileButton>
            <CameraButton
              label="Изображения объекта"
              onCapture={(file) => void images.add([file])}
            />
          </Group>
          <Text size="xs" c="gray.7" mt={4}>
            png, jpeg, не более 1000 МБ
          </Text>
        </div>
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h4">
          Документы
        </Title>
        <FileList files={draft.docs} onDelete={removeDoc} />
        <UploadQueue items={docs.items} onDismiss={docs.dismiss} />
        <div>
          <FileButton
            multiple
            resetRef={resetDocs}
            onChange={(files) => {
              void docs.add(files);
              resetDocs.current?.();
            }}
            inputProps={{ 'aria-label': 'Документы' }}
          >
            {(props) => (
              <Button {...props} variant="default">
                Загрузить документы
              </Button>
            )}
          </FileButton>
        </div>
      </Stack>
    </Stack>
  );
}
