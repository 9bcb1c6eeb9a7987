import { MSG_DEAL_SCREENS, type FileInfo } from '@podryad/domain';
import { Button, FileButton, Input, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FileList } from '@/components/file-list';
import { UploadQueue } from '@/components/upload-queue';
import { useUploadQueue } from '@/lib/use-upload-queue';
import { uploadDealFile } from '@/features/deals/api/upload-deal-file';

/** The files of a step being prepared: uploaded as they are picked, removable until sent. */
export function useDealUploads(initial: FileInfo[] = []) {
  const [files, setFiles] = useState<FileInfo[]>(initial);
  const uploads = useUploadQueue(
    uploadDealFile,
    ({ path, name, size }, file) =>
      setFiles((list) => [...list, { path, name: name ?? file.name, size: size ?? file.size }]),
    MSG_DEAL_SCREENS.uploadFailed,
  );
  return {
    files,
    uploads,
    remove: (file: FileInfo) => setFiles((list) => list.filter((f) => f.path !== file.path)),
    reset: () => setFiles(initial),
  };
}

type Props = {
  draft: ReturnType<typeof useDealUploads>;
  label: string;
  button: string;
  multiple?: boolean;
  required?: boolean;
  error?: string | null;
  emptyText: string;
};

/** The picked files, those on their way up, and the button that picks more. */
export function DealUploads({
  draft,
  label,
  button,
  multiple = true,
  required = false,
  error,
  emptyText,
}: Props) {
  const resetPicker = useRef<() => void>(null);
  const full = !multiple && draft.files.length > 0;
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error}>
      <Stack gap="xs" mt={4}>
        <FileList
          files={draft.files}
          emptyText={emptyText}
          onDelete={draft.remove}
          confirmDelete={false}
        />
        <UploadQueue items={draft.uploads.items} onDismiss={draft.uploads.dismiss} />
        {!full && (
          <FileButton
            multiple={multiple}
            resetRef={resetPicker}
            onChange={(picked: File | File[] | null) => {
              const list = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
              void draft.uploads.add(list);
              resetPicker.current?.();
            }}
            inputProps={{ 'aria-label': button }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                w="fit-content"
                leftSection={<IconPaperclip size={16} aria-hidden />}
              >
                {button}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
