import { MSG, MSG_CABINET } from '@podryad/domain';
import {
  Avatar,
  Button,
  Center,
  FileButton,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { ApiError, imageUrl } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { updateAvatar } from '../api/update-avatar';
import { uploadAvatar } from '../api/upload-avatar';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called once the new avatar is stored. */
  onSaved: () => void;
};

type Chosen = { file: File; preview: string };

/** The server's first message, or the spec's fallback when it sent none (spec 001 §8). */
const firstError = (error: unknown) =>
  error instanceof ApiError && error.errors[0] && error.errors[0] !== MSG.generic
    ? error.errors[0]
    : MSG_CABINET.avatarUploadFailed;

/** The photo modal (spec 001 §2.1): choose an image, see it, then save: upload, then set it. */
export function AvatarModal({ opened, onClose, onSaved }: Props) {
  const avatar = useSession((s) => s.user?.profile?.avatar ?? null);
  const setUser = useSession((s) => s.setUser);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (chosen) URL.revokeObjectURL(chosen.preview);
    setError(null);
    setChosen(file ? { file, preview: URL.createObjectURL(file) } : null);
  };

  const close = () => {
    choose(null);
    setProgress(null);
    onClose();
  };

  const save = async () => {
    if (!chosen) return;
    setError(null);
    setProgress(0);
    try {
      const { path } = await uploadAvatar({ file: chosen.file, onProgress: setProgress });
      const { user } = await updateAvatar(path);
      setUser(user);
      onSaved();
      close();
    } catch (failure) {
      setError(firstError(failure));
      setProgress(null);
    }
  };

  const saving = progress !== null;

  return (
    <Modal opened={opened} onClose={close} title="Фото профиля" centered>
      <Stack>
        <Center>
          <Avatar
            src={chosen?.preview ?? imageUrl(avatar)}
            size={160}
            radius={160}
            alt={chosen ? 'Новое фото' : 'Текущее фото'}
          />
        </Center>
        <Text size="sm" c="dimmed" ta="center">
          {chosen ? chosen.file.name : 'Изображение PNG, JPEG, WEBP или GIF'}
        </Text>
        {saving && <Progress value={progress} aria-label="Загрузка фото" />}
        {error && <ErrorList errors={[error]} />}
        <Group justify="center">
          <FileButton onChange={choose} accept="image/*" disabled={saving}>
            {(props) => (
              <Button variant="default" {...props} disabled={saving}>
                Выбрать фото
              </Button>
            )}
          </FileButton>
          <Button onClick={save} disabled={!chosen} loading={saving}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
