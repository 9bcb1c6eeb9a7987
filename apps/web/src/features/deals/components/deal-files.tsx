import { MSG_DEAL_SCREENS, type FileInfo } from '@podryad/domain';
import { Stack } from '@mantine/core';
import { DownloadButton } from '@/components/download-button';

/** Download buttons of a deal's files, each under the name it was uploaded with. */
export function DealFiles({ files }: { files: FileInfo[] }) {
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <DownloadButton
          key={file.path}
          path={file.path}
          fallbackName={file.name}
          label={file.name}
          failedMessage={MSG_DEAL_SCREENS.downloadFailed}
          preparingLabel={MSG_DEAL_SCREENS.preparing}
        />
      ))}
    </Stack>
  );
}
