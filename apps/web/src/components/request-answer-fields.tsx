import { LONG_TEXT_MAX, MSG_TENDERS, type FileInfo } from '@podryad/domain';
import { Button, FileButton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { uploadRequestFile } from '@/api/requests';
import { FileList } from '@/components/file-list';
import { UploadQueue } from '@/components/upload-queue';
import { useUploadQueue } from '@/lib/use-upload-queue';

/** A contractor's answer being written: the comment and the request files already uploaded. */
type RequestAnswerDraft = ReturnType<typeof useRequestAnswer>;

/**
 * The draft of an offer or of an accepted invitation (spec 001 §2.7): each picked file is uploaded
 * at once (POST /request/uploadFile) with its progress; `payload()` is what the request calls take.
 */
export function useRequestAnswer() {
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<FileInfo[]>([]);
  const uploads = useUploadQueue(
    uploadRequestFile,
    ({ path, name, size }, file) =>
      setFiles((list) => [...list, { path, name: name ?? file.name, size: size ?? file.size }]),
    MSG_TENDERS.filesUploadFailed,
  );
  const text = comment.trim();
  return {
    comment,
    setComment,
    files,
    removeFile: (file: FileInfo) => setFiles((list) => list.filter((f) => f.path !== file.path)),
    uploads,
    isEmpty: !text && files.length === 0,
    payload: () => ({ comment: text || undefined, docs_paths: files.map((f) => f.path) }),
    clear: () => {
      setComment('');
      setFiles([]);
    },
  };
}

/** The comment and the files of an answer, with the upload queue and the file picker. */
export function RequestAnswerFields({ draft }: { draft: RequestAnswerDraft }) {
  const resetPicker = useRef<() => void>(null);
  return (
    <>
      <Textarea
        label="Комментарий"
        placeholder="Сроки, стоимость, условия работы"
        rows={5}
        maxLength={LONG_TEXT_MAX}
        value={draft.comment}
        onChange={(event) => draft.setComment(event.currentTarget.value)}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          Файлы
        </Title>
        <FileList
          files={draft.files}
          emptyText="Файлы не прикреплены"
          onDelete={draft.removeFile}
        />
        <UploadQueue items={draft.uploads.items} onDismiss={draft.uploads.dismiss} />
        <div>
          <FileButton
            multiple
            resetRef={resetPicker}
            onChange={(picked) => {
              void draft.uploads.add(picked);
              resetPicker.current?.();
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
    </>
  );
}
