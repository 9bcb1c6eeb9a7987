import { Button, FileButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useRef } from 'react';

/**
 * What an image picker offers: any image. A list of types hides the camera on some phones, and the
 * server checks the type of what comes anyway.
 */
export const IMAGE_ACCEPT = 'image/*';

type Props = {
  /** What the photo is for, in its accessible name ('Сделать фото: Обложка кейса'). */
  label: string;
  onCapture: (file: File) => void;
  disabled?: boolean;
  /** The back camera for a site or an object; the front one for a profile photo. */
  facing?: 'environment' | 'user';
};

/**
 * 'Сделать фото' beside a picker of images, on a touch screen only: it opens the camera at once,
 * where the picker (accept image/*) first asks between the camera and the files. A mouse-driven
 * computer has no camera to point at a site, so it is not shown there.
 */
export function CameraButton({
  label,
  onCapture,
  disabled = false,
  facing = 'environment',
}: Props) {
  const touch = useMediaQuery('(pointer: coarse)');
  const reset = useRef<() => void>(null);
  if (!touch) return null;
  return (
    <FileButton
      accept={IMAGE_ACCEPT}
      capture={facing}
      disabled={disabled}
      resetRef={reset}
      onChange={(file) => {
        // The same shot may be taken again after a failure.
        reset.current?.();
        if (file) onCapture(file);
      }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          disabled={disabled}
          leftSection={<IconCamera size={16} aria-hidden />}
          aria-label={`Сделать фото: ${label}`}
        >
          Сделать фото
        </Button>
      )}
    </FileButton>
  );
}
