import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';

type Props = {
  /** The protected file's path, fetched with the bearer token. */
  path: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  label: string;
  /** What the user reads when the file could not be had. */
  failedMessage: string;
  preparingLabel: string;
  /** Where the button and its messages line up in their column. */
  align?: 'flex-start' | 'flex-end';
};

/**
 * A button that downloads a protected file: a plain link cannot carry the token, so the file is
 * fetched, then saved from a blob.
 */
export function DownloadButton({
  path,
  fallbackName,
  label,
  failedMessage,
  preparingLabel,
  align = 'flex-start',
}: Props) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setFailed(false);
    setDownloading(true);
    try {
      await downloadFile(path, fallbackName);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap={4} align={align}>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
      >
        {label}
      </Button>
      {downloading && (
        <Text size="xs" c="gray.7" role="status">
          {preparingLabel}
        </Text>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {failedMessage}
        </Alert>
      )}
    </Stack>
  );
}
