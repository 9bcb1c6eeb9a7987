import {
  type DataExportState,
  MSG_DATA_EXPORT,
  formatDateTime,
  formatFileSize,
} from '@podryad/domain';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { Loading } from '@/components/loading';
import { firstErrorMessage } from '@/lib/api-client';
import { navigateToDownload } from '@/lib/download';
import { useDataExportLink } from '@/features/account/api/get-data-export-link';
import { isPreparing, useDataExport } from '@/features/account/api/get-data-export';
import { useStartDataExport } from '@/features/account/api/start-data-export';

/** The archive being prepared: what it waits for, and the bar of its parts done. */
function Preparing({ state }: { state: DataExportState }) {
  const label = state.status === 'queued' ? MSG_DATA_EXPORT.queued : MSG_DATA_EXPORT.building;
  return (
    <Stack gap={4} w="100%" maw={420} role="status">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{label}…</Text>
        <Text size="sm" fw={600}>
          {state.progress}%
        </Text>
      </Group>
      <Progress value={state.progress} aria-label={label} striped animated />
    </Stack>
  );
}

/** The ready archive: its size, until when it is kept, and 'Скачать'. */
function Ready({ state }: { state: DataExportState }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600}>
        {MSG_DATA_EXPORT.ready}
        {state.size !== null && ` · ${formatFileSize(state.size)}`}
      </Text>
      {state.expires_at && (
        <Text size="sm" c="gray.7">
          {MSG_DATA_EXPORT.availableUntil(formatDateTime(state.expires_at))}
        </Text>
      )}
      <DownloadArchive />
    </Stack>
  );
}

/**
 * 'Скачать': asks for a link of a few minutes to the archive, then lets the browser download it by
 * navigation, straight to disk — a fetch would hold the whole archive (up to a gigabyte) in memory.
 */
function DownloadArchive() {
  const link = useDataExportLink();
  const download = () =>
    link.mutate(undefined, { onSuccess: ({ url }) => navigateToDownload(url) });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={link.isPending}
        onClick={download}
      >
        {MSG_DATA_EXPORT.download}
      </Button>
      {link.isSuccess && (
        <Text size="xs" c="gray.7" role="status">
          {MSG_DATA_EXPORT.downloadStarted}
        </Text>
      )}
      {link.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {firstErrorMessage(link.error, MSG_DATA_EXPORT.downloadFailed)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * 'Скачать мои данные': orders one archive of everything the account holds, shows its progress
 * while the server prepares it (asking every few seconds), then 'Скачать' until it expires. A new
 * archive replaces a ready one, after a confirm.
 */
export function DataExportSection() {
  const query = useDataExport();
  const start = useStartDataExport();
  const [asking, setAsking] = useState(false);
  const state = query.data;

  const order = () =>
    start.mutate(undefined, {
      onSettled: () => setAsking(false),
    });

  let body;
  if (query.isPending) {
    body = <Loading minHeight={80} label="Загрузка состояния архива" />;
  } else if (query.isError && state === undefined) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{MSG_DATA_EXPORT.loadFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {MSG_DATA_EXPORT.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (isPreparing(state)) {
    body = <Preparing state={state!} />;
  } else {
    body = (
      <Stack gap="md" align="flex-start">
        {state?.status === 'ready' && <Ready state={state} />}
        {state?.status === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {MSG_DATA_EXPORT.failed}
          </Alert>
        )}
        <Button
          variant={state?.status === 'ready' ? 'default' : 'filled'}
          leftSection={<IconDatabaseExport size={18} aria-hidden />}
          loading={start.isPending && !asking}
          onClick={() => (state?.status === 'ready' ? setAsking(true) : order())}
        >
          {state?.status === 'ready'
            ? MSG_DATA_EXPORT.again
            : state?.status === 'failed'
              ? MSG_DATA_EXPORT.retry
              : MSG_DATA_EXPORT.start}
        </Button>
        {start.isError && !asking && (
          <Alert color="red" variant="light" role="alert">
            {firstErrorMessage(start.error, MSG_DATA_EXPORT.startFailed)}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="data-export-title">
      <Stack gap="md" maw={560}>
        <Title order={3} id="data-export-title">
          {MSG_DATA_EXPORT.title}
        </Title>
        <Text size="sm">{MSG_DATA_EXPORT.hint}</Text>
        {body}
      </Stack>
      <ConfirmModal
        opened={asking}
        title={`${MSG_DATA_EXPORT.again}?`}
        onClose={() => setAsking(false)}
        onConfirm={order}
        confirmLabel={MSG_DATA_EXPORT.again}
        pending={start.isPending}
      >
        {MSG_DATA_EXPORT.replaces}
      </ConfirmModal>
    </Paper>
  );
}
