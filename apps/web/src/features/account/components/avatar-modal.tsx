import { MSG_CABINET } from '@podryad/domain';
import { Avatar, Button, Center, FileButton, Group, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useState } from 'react';
import { CameraButton, IMAGE_ACCEPT } from '@/components/camera-button';
import { ErrorList } from '@/components/error-list';
import { UploadProgressBar } from '@/components/upload-progress-bar';
import { imageUrl, firstErrorMessage } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { updateAvatar } from '@/features/account/api/update-avatar';
import { uploadAvatar } from '@/features/account/api/upload-avatar';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called once the new avatar is stored. */
  onSaved: () => void;
};

type Chosen = { file: File; preview: string };

/** The photo modal: choose an image, see it, then save: upload, then set it. */
export function AvatarModal({ opened, onClose, onSaved }: Props) {
  const avatar = useSession((s) => s.user?.profile?.avatar ?? null);
  const setUser = useSession((s) => s.setUser);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preparing, setPreparing] = useState(false);
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
      const { path } = await uploadAvatar({
        file: chosen.file,
        onProgress: (percent, scaling = false) => {
          setProgress(percent);
          setPreparing(scaling);
        },
      });
      const { user } = await updateAvatar(path);
      setUser(user);
      onSaved();
      close();
    } catch (failure) {
      setError(firstErrorMessage(failure, MSG_CABINET.avatarUploadFailed));
      setProgress(null);
      setPreparing(false);
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
        {saving && (
          <UploadProgressBar value={progress} preparing={preparing} label="Загрузка фото" />
        )}
        {error && <ErrorList errors={[error]} />}
        <Group justify="center">
          <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={saving}>
            {(props) => (
              <Button variant="default" {...props} disabled={saving}>
                Выбрать фото
              </Button>
            )}
          </FileButton>
          <CameraButton label="Фото профиля" facing="user" onCapture={choose} disabled={saving} />
          <Button onClick={save} disabled={!chosen} loading={saving}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
