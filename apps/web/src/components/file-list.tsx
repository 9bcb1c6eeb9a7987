import {
  fileIconKind,
  formatFileSize,
  MSG_TENDERS,
  type FileIconKind,
  type FileInfo,
} from '@podryad/domain';
import { ActionIcon, Alert, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { ConfirmModal } from '@/components/confirm-modal';

type Props = {
  files: FileInfo[];
  /** Given: each file gets a delete button that asks for confirmation first. */
  onDelete?: (file: FileInfo) => void;
  /** False when a deletion can still be undone (a draft not saved yet): no confirmation then. */
  confirmDelete?: boolean;
  /** The path of the file whose deletion is under way. */
  deleting?: string | null;
  /** What an empty list says. */
  emptyText?: string;
};

const ICON_COLORS: Record<FileIconKind, string> = {
  pdf: '#c92a2a',
  doc: '#1864ab',
  ppt: '#d9480f',
  ps: '#5f3dc4',
  svg: '#2b8a3e',
  xls: '#2b8a3e',
};

/** A document icon with the kind of file written on it. */
export function FileIcon({ name }: { name: string }) {
  const kind = fileIconKind(name);
  return (
    <svg
      width="32"
      height="38"
      viewBox="0 0 32 38"
      aria-hidden="true"
      data-kind={kind}
      style={{ flex: 'none' }}
    >
      <path d="M2 0h20l10 10v26a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2z" fill="#e9ecef" />
      <path d="M22 0v8a2 2 0 0 0 2 2h8z" fill="#ced4da" />
      <rect x="0" y="20" width="26" height="12" rx="2" fill={ICON_COLORS[kind]} />
      <text
        x="13"
        y="29"
        textAnchor="middle"
        fontSize="8"
        fontWeight="700"
        fontFamily="sans-serif"
        fill="#fff"
      >
        {kind.toUpperCase()}
      </text>
    </svg>
  );
}

/**
 * Documents of a tender or a request: a type icon, the name (a button that downloads the file with
 * the token, under the server's name), the real size; optionally a delete button with a confirm.
 */
export function FileList({
  files,
  onDelete,
  confirmDelete = true,
  deleting = null,
  emptyText = 'Документов нет',
}: Props) {
  const [confirming, setConfirming] = useState<FileInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (file: FileInfo) => {
    setError(null);
    try {
      await downloadFile(file.path, file.name);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MSG_TENDERS.downloadFailed);
    }
  };

  if (files.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {emptyText}
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {files.map((file) => (
          <Group key={file.path} component="li" gap="sm" wrap="nowrap">
            <FileIcon name={file.name} />
            <UnstyledButton
              onClick={() => void download(file)}
              aria-label={`Скачать ${file.name}`}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Text size="sm" fw={500} c="blue.8" truncate="end">
                {file.name}
              </Text>
              <Text size="xs" c="gray.7">
                {formatFileSize(file.size)}
              </Text>
            </UnstyledButton>
            {onDelete && (
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Удалить документ ${file.name}`}
                loading={deleting === file.path}
                onClick={() => (confirmDelete ? setConfirming(file) : onDelete(file))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      {onDelete && (
        <ConfirmModal
          opened={confirming !== null}
          title="Удалить документ?"
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            if (confirming) onDelete(confirming);
            setConfirming(null);
          }}
        >
          Документ «{confirming?.name}» будет удалён без возможности восстановления.
        </ConfirmModal>
      )}
    </Stack>
  );
}
