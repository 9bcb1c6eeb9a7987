import { BANNER_MS, MSG_ADDENDA, MSG_TENDERS, type FileInfo, type Tender } from '@podryad/domain';
import { Alert, Button, FileButton, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CameraButton } from '@/components/camera-button';
import { FileList } from '@/components/file-list';
import { UploadProgressBar } from '@/components/upload-progress-bar';
import { tenderQueryKey } from '@/features/tenders/api/keys';
import { uploadTenderFile } from '@/features/tenders/api/upload-tender-file';
import { useUpdateTender } from '@/features/tenders/api/update-tender';
import { AddendumNote, noteField } from '@/features/tenders/components/addendum-note';
import { errorMessages, firstErrorMessage, refusalMessage } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useFlash } from '@/lib/use-flash';

/** The tender's documents with their names and real sizes, in the stored order. */
export function documentsOf(tender: Tender): FileInfo[] {
  const named = new Map(tender.document_files.map((file) => [file.path, file]));
  return tender.documents.map(
    (path) => named.get(path) ?? { path, name: path.split('/').pop() ?? path, size: 0 },
  );
}

type Upload = { name: string; progress: number; preparing: boolean };

/**
 * 'Документы' of the tender detail: download, delete after a confirm (PATCH without
 * it), and the upload box; new files are uploaded first, then added in one PATCH. Once the tender
 * has offers, deletions and uploads wait in a draft saved by its button with the note: one addendum
 * for the lot rather than one per file.
 */
export function TenderDocuments({ tender }: { tender: Tender }) {
  const update = useUpdateTender();
  const banner = useFlash(BANNER_MS);
  const [errors, setErrors] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // The documents as the client wants them, not saved yet (an addendum's draft); null: none.
  const [draft, setDraft] = useState<FileInfo[] | null>(null);
  const [note, setNote] = useState('');
  const resetInput = useRef<() => void>(null);
  const queryClient = useQueryClient();
  const records = tender.records_addenda;
  // The stored list as it is now (the cache), for a PATCH that follows a slow upload.
  const stored = () =>
    queryClient.getQueryData<Tender>(tenderQueryKey(tender.id))?.documents ?? tender.documents;

  const remove = (file: FileInfo) => {
    setErrors([]);
    banner.clear();
    if (records) {
      setDraft((d) => (d ?? documentsOf(tender)).filter((f) => f.path !== file.path));
      return;
    }
    setDeleting(file.path);
    update.mutate(
      { id: tender.id, body: { docs_paths: stored().filter((p) => p !== file.path) } },
      {
        onSuccess: () => banner.show(MSG_TENDERS.bannerDocDeleted),
        onError: (error) => setErrors([refusalMessage(error, MSG_TENDERS.docDeleteFailed)]),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const add = async (files: File[]) => {
    resetInput.current?.();
    if (files.length === 0) return;
    setErrors([]);
    banner.clear();
    setUploads(files.map((f) => ({ name: f.name, progress: 0, preparing: false })));
    const results = await Promise.allSettled(
      files.map((file, i) =>
        uploadTenderFile(file, (progress, preparing = false) =>
          setUploads((list) => list.map((u, j) => (j === i ? { ...u, progress, preparing } : u))),
        ),
      ),
    );
    setUploads([]);
    const failed = results.flatMap((r, i) =>
      r.status === 'rejected'
        ? [`${files[i]!.name}: ${errorMessages(r.reason, MSG_TENDERS.docUploadFailed)[0]}`]
        : [],
    );
    const added = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const paths = added.map((file) => file.path);
    const uploadErrors = failed.length > 0 ? [MSG_TENDERS.docUploadFailed, ...failed] : [];
    setErrors(uploadErrors);
    if (paths.length === 0) return;
    if (records) {
      setDraft((d) => [...(d ?? documentsOf(tender)), ...added]);
      return;
    }
    update.mutate(
      { id: tender.id, body: { docs_paths: [...stored(), ...paths] } },
      {
        onSuccess: () => banner.show(MSG_TENDERS.docsAdded),
        onError: (error) =>
          setErrors([...uploadErrors, refusalMessage(error, MSG_TENDERS.tenderUpdateFailed)]),
      },
    );
  };

  const saveDraft = () => {
    if (!draft) return;
    setErrors([]);
    update.mutate(
      { id: tender.id, body: { docs_paths: draft.map((f) => f.path), ...noteField(note) } },
      {
        onSuccess: () => {
          setDraft(null);
          setNote('');
          banner.show(MSG_ADDENDA.saved);
        },
        onError: (error) => setErrors([firstErrorMessage(error, MSG_TENDERS.tenderUpdateFailed)]),
      },
    );
  };
  const discardDraft = () => {
    setDraft(null);
    setNote('');
    setErrors([]);
  };

  const busy = uploads.length > 0 || (update.isPending && deleting === null);

  return (
    <Stack gap="sm">
      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {errors.map((e) => (
            <Text key={e} size="sm">
              {e}
            </Text>
          ))}
        </Alert>
      )}
      <FileList
        files={draft ?? documentsOf(tender)}
        onDelete={remove}
        confirmDelete={!records}
        deleting={deleting}
      />
      {uploads.map((u) => (
        <Stack key={u.name} gap={4}>
          <Text size="sm">{u.name}</Text>
          <UploadProgressBar
            value={u.progress}
            preparing={u.preparing}
            label={`Загрузка ${u.name}`}
          />
        </Stack>
      ))}
      <FileButton
        multiple
        onChange={(files) => void add(files)}
        resetRef={resetInput}
        inputProps={{ 'aria-label': 'Загрузить документ' }}
      >
        {(props) => (
          <UnstyledButton
            {...props}
            disabled={busy}
            p="lg"
            style={{
              border: '2px dashed var(--mantine-color-gray-5)',
              borderRadius: 'var(--mantine-radius-md)',
              textAlign: 'center',
              opacity: busy ? 0.6 : 1,
            }}
          >
            <Text size="sm" fw={500} c="blue.8">
              Загрузить документ (pdf, doc, png...)
            </Text>
          </UnstyledButton>
        )}
      </FileButton>
      <div>
        <CameraButton label="Документы" onCapture={(file) => void add([file])} disabled={busy} />
      </div>
      {draft && (
        <Stack gap="sm">
          <Alert color="yellow" variant="light">
            {MSG_ADDENDA.pendingDocs}
          </Alert>
          <AddendumNote value={note} onChange={setNote} disabled={update.isPending} />
          <Group gap="sm">
            <Button
              onClick={saveDraft}
              loading={update.isPending}
              disabled={uploads.length > 0}
              mih={PHONE_TOUCH_HEIGHT}
            >
              {MSG_ADDENDA.save}
            </Button>
            <Button
              variant="default"
              onClick={discardDraft}
              disabled={update.isPending}
              mih={PHONE_TOUCH_HEIGHT}
            >
              {MSG_ADDENDA.discard}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
