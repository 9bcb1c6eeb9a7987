import { LONG_TEXT_MAX, MSG_TENDERS, type FileInfo, type OfferTermsView } from '@podryad/domain';
import { Button, FileButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { uploadRequestFile } from '@/features/requests/api/upload-request-file';
import { CameraButton } from '@/components/camera-button';
import { FileList } from '@/components/file-list';
import { OfferTermsFields } from '@/features/requests/components/offer-terms-fields';
import { UploadQueue } from '@/components/upload-queue';
import type { Fields } from '@/lib/form';
import {
  TERMS_FIELD_KEYS,
  answerBodyOf,
  refusalOf,
  termsDraftOf,
  termsEmpty,
  type AnswerBody,
  type OfferTermsDraft,
} from '@/features/requests/utils/offer-draft';
import { useUploadQueue } from '@/lib/use-upload-queue';

/** A contractor's answer being written: the comment, the request files and the priced terms. */
export type RequestAnswerDraft = ReturnType<typeof useRequestAnswer>;

/** What a revision starts from: the active version of the offer. */
type Initial = { comment?: string | null; files?: FileInfo[]; offer?: OfferTermsView | null };

const without = (fields: Fields, keys: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key)));

/**
 * The draft of an offer, of an accepted invitation or of a revision:
 * each picked file is uploaded at once (POST /request/uploadFile) with its progress; the terms are
 * optional as a block. `check` reads it with the domain's rules into the body the request calls
 * take, or puts the problems under the fields; `refused` does the same with the server's 400.
 * Nothing typed is lost on either.
 */
export function useRequestAnswer(initial: Initial = {}) {
  const [comment, setComment] = useState(initial.comment?.trim() ?? '');
  const [files, setFiles] = useState<FileInfo[]>(initial.files ?? []);
  const [terms, setTerms] = useState<OfferTermsDraft>(() => termsDraftOf(initial.offer));
  const [errors, setErrors] = useState<Fields>({});
  const uploads = useUploadQueue(
    uploadRequestFile,
    ({ path, name, size }, file) =>
      setFiles((list) => [...list, { path, name: name ?? file.name, size: size ?? file.size }]),
    MSG_TENDERS.filesUploadFailed,
  );
  const text = comment.trim();
  return {
    comment,
    setComment: (value: string) => {
      setComment(value);
      setErrors((e) => without(e, ['comment']));
    },
    files,
    removeFile: (file: FileInfo) => setFiles((list) => list.filter((f) => f.path !== file.path)),
    uploads,
    terms,
    /** Changes some terms; their messages go until the next check. */
    changeTerms: (patch: Partial<OfferTermsDraft>) => {
      setTerms((t) => ({ ...t, ...patch }));
      const keys = Object.keys(patch) as (keyof OfferTermsDraft)[];
      setErrors((e) =>
        without(
          e,
          keys.map((k) => TERMS_FIELD_KEYS[k]),
        ),
      );
    },
    /** Messages by payload field ('price_kopecks', 'valid_until', …). */
    errors,
    isEmpty: !text && files.length === 0 && termsEmpty(terms),
    /** The body to send, or null with the problems shown under their fields. */
    check: (now: Date): AnswerBody | null => {
      const result = answerBodyOf({ comment, docs_paths: files.map((f) => f.path), terms }, now);
      setErrors('errors' in result ? result.errors : {});
      return 'body' in result ? result.body : null;
    },
    /** Puts the server's field messages under the fields; answers the others to show. */
    refused: (error: unknown, fallback: string) => {
      const { fields, rest } = refusalOf(error, fallback);
      setErrors(fields);
      return rest;
    },
    clear: () => {
      setComment('');
      setFiles([]);
      setTerms(termsDraftOf(null));
      setErrors({});
    },
  };
}

/**
 * The answer's fields: the optional price and terms, the comment, and the files with the upload
 * queue and the file picker.
 */
export function RequestAnswerFields({ draft }: { draft: RequestAnswerDraft }) {
  const resetPicker = useRef<() => void>(null);
  return (
    <>
      <OfferTermsFields terms={draft.terms} onChange={draft.changeTerms} errors={draft.errors} />
      <Textarea
        label="Комментарий"
        placeholder="Сроки, стоимость, условия работы"
        rows={5}
        maxLength={LONG_TEXT_MAX}
        value={draft.comment}
        onChange={(event) => draft.setComment(event.currentTarget.value)}
        error={draft.errors.comment?.[0]}
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
          <Group gap="sm">
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
            <CameraButton label="Файлы" onCapture={(file) => void draft.uploads.add([file])} />
          </Group>
          <Text size="xs" c="gray.7" mt={4}>
            Коммерческое предложение, смета, документы компании
          </Text>
        </div>
      </Stack>
    </>
  );
}
