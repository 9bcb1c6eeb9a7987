import { MSG_TENDERS, type FileInfo } from '@podryad/domain';
import { Button, FileButton, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { uploadRequestFile, useAcceptRequest } from '@/api/requests';
import { ErrorList } from '@/components/error-list';
import { FileList } from '@/components/file-list';
import { UploadQueue } from '@/components/upload-queue';
import { errorMessages } from '@/lib/api-client';
import { useUploadQueue } from '@/lib/use-upload-queue';

type Props = {
  requestId: number;
  opened: boolean;
  onClose: () => void;
  /** Called once the server has accepted the answer. */
  onDone: () => void;
};

/**
 * 'Принять' of an invitation (spec 001 §2.7): a comment and files, each uploaded at once with its
 * progress (POST /request/uploadFile), then POST /request/accept/{id} with the comment and paths.
 * A refusal (e.g. 409: the executor was chosen meanwhile) shows the server's words.
 */
export function AcceptModal({ requestId, opened, onClose, onDone }: Props) {
  const accept = useAcceptRequest();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<FileInfo[]>([]);
  const reset = useRef<() => void>(null);
  const uploads = useUploadQueue(
    uploadRequestFile,
    ({ path, name, size }, file) =>
      setFiles((list) => [...list, { path, name: name ?? file.name, size: size ?? file.size }]),
    MSG_TENDERS.filesUploadFailed,
  );

  const close = () => {
    accept.reset();
    onClose();
  };

  const submit = () =>
    accept.mutate(
      { id: requestId, comment: comment.trim() || undefined, docs_paths: files.map((f) => f.path) },
      {
        onSuccess: () => {
          setComment('');
          setFiles([]);
          onDone();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Принять приглашение"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Textarea
            label="Комментарий"
            placeholder="Сроки, стоимость, условия работы"
            rows={5}
            maxLength={5000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Stack gap="xs">
            <Title order={3} size="h5">
              Файлы
            </Title>
            <FileList
              files={files}
              emptyText="Файлы не прикреплены"
              onDelete={(file) => setFiles((list) => list.filter((f) => f.path !== file.path))}
            />
            <UploadQueue items={uploads.items} onDismiss={uploads.dismiss} />
            <div>
              <FileButton
                multiple
                resetRef={reset}
                onChange={(picked) => {
                  void uploads.add(picked);
                  reset.current?.();
                }}
                inputProps={{ 'aria-label': 'Прикрепить файлы' }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconPaperclip size={16} aria-hidden />}
                  >
                    Прикрепить файлы
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="gray.7" mt={4}>
                Коммерческое предложение, смета, документы компании
              </Text>
            </div>
          </Stack>
          {accept.isError && (
            <ErrorList
              errors={[
                errorMessages(accept.error, MSG_TENDERS.acceptFailed)[0] ??
                  MSG_TENDERS.acceptFailed,
              ]}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button type="submit" loading={accept.isPending} disabled={uploads.busy}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
