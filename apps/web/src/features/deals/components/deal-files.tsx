import { MSG_DEAL_SCREENS } from '@podryad/domain';
import { Stack } from '@mantine/core';
import { DownloadButton } from '@/components/download-button';

/** The name a deal file is saved under when the server gives none: the path's last part. */
const fileName = (path: string) => path.split('/').pop() || path;

/** Download buttons of a deal's files, each under its label. */
export function DealFiles({ paths, label }: { paths: string[]; label: (index: number) => string }) {
  return (
    <Stack gap="xs">
      {paths.map((path, index) => (
        <DownloadButton
          key={path}
          path={path}
          fallbackName={fileName(path)}
          label={label(index)}
          failedMessage={MSG_DEAL_SCREENS.downloadFailed}
          preparingLabel={MSG_DEAL_SCREENS.preparing}
        />
      ))}
    </Stack>
  );
}
