import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { UploadProgressBar } from '@/components/upload-progress-bar';
import type { PendingUpload } from '@/lib/use-upload-queue';

/** The files on their way up (a progress bar each) and those that failed, with the reason. */
export function UploadQueue({
  items,
  onDismiss,
}: {
  items: PendingUpload[];
  onDismiss: (key: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      {items.map((item) =>
        item.error === null ? (
          <Stack key={item.key} gap={4}>
            <Text size="sm">{item.name}</Text>
            <UploadProgressBar
              value={item.progress}
              preparing={item.preparing}
              label={`Загрузка ${item.name}`}
            />
          </Stack>
        ) : (
          <Group key={item.key} gap="xs" wrap="nowrap" role="alert" align="flex-start">
            <Text size="sm" c="red.8" style={{ flex: 1 }}>
              {item.name}: {item.error}
            </Text>
            <CloseButton
              size="sm"
              aria-label={`Скрыть ошибку ${item.name}`}
              onClick={() => onDismiss(item.key)}
            />
          </Group>
        ),
      )}
    </Stack>
  );
}
