import { MSG_CABINET } from '@podryad/domain';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { CameraButton, IMAGE_ACCEPT } from '@/components/camera-button';
import { UploadProgressBar } from '@/components/upload-progress-bar';
import { imageUrl, firstErrorMessage, type UploadProgress } from '@/lib/api-client';

type Props = {
  label: string;
  /** The stored path of the current image, or null. */
  value: string | null;
  /** Sends the file (e.g. with `uploadFile`) and reports its progress. */
  upload: (file: File, onProgress: UploadProgress) => Promise<{ path: string }>;
  onUploaded: (path: string) => void;
  /** Told when an upload starts and ends, so the form can wait for it before it saves. */
  onBusyChange?: (busy: boolean) => void;
  /** Without it the image can only be replaced (a required one, e.g. a saved case's cover). */
  onRemove?: () => void;
  /** The removal is under way (when it is a call). */
  removing?: boolean;
  /** What a failed upload says when the server gave no reason. */
  failedText?: string;
  alt: string;
  /** The hint under the buttons: the types and the size the server takes. */
  hint?: string;
};

/** Choose an image, upload it with a progress bar, preview it, replace or remove it. */
export function ImageUpload({
  label,
  value,
  upload,
  onUploaded,
  onBusyChange,
  onRemove,
  removing = false,
  failedText = MSG_CABINET.uploadFailed,
  alt,
  hint = 'PNG, JPEG, WEBP или GIF',
}: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);
  const src = imageUrl(value);
  const uploading = progress !== null;

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const { path } = await upload(file, (percent, scaling = false) => {
        setProgress(percent);
        setPreparing(scaling);
      });
      onUploaded(path);
    } catch (failure) {
      setError(firstErrorMessage(failure, failedText));
    } finally {
      setProgress(null);
      setPreparing(false);
      onBusyChange?.(false);
      // The same file may be chosen again after a failure.
      resetInput.current?.();
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label}
      </Text>
      {src ? (
        <Image src={src} alt={alt} h={200} maw={360} fit="cover" radius="md" />
      ) : (
        <Box
          h={120}
          maw={360}
          bg="gray.1"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Text size="sm" c="gray.7">
            Изображение не выбрано
          </Text>
        </Box>
      )}
      {uploading && (
        <UploadProgressBar
          value={progress}
          preparing={preparing}
          maw={360}
          label="Загрузка изображения"
        />
      )}
      <Group gap="sm">
        <FileButton
          accept={IMAGE_ACCEPT}
          onChange={choose}
          disabled={uploading || removing}
          resetRef={resetInput}
          inputProps={{ 'aria-label': label }}
        >
          {(props) => (
            // The progress bar shows the upload; no spinner on the button.
            <Button {...props} variant="default" disabled={uploading || removing}>
              {src ? 'Заменить изображение' : 'Выбрать изображение'}
            </Button>
          )}
        </FileButton>
        <CameraButton
          label={label}
          onCapture={(file) => void choose(file)}
          disabled={uploading || removing}
        />
        {src && onRemove && (
          <Button
            variant="subtle"
            color="red"
            onClick={onRemove}
            loading={removing}
            disabled={uploading}
          >
            Удалить изображение
          </Button>
        )}
      </Group>
      <Text size="xs" c="gray.7">
        {hint}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
