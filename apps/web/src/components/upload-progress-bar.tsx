import { Progress, Stack, Text } from '@mantine/core';

type Props = {
  /** Percent sent, 0..100. */
  value: number;
  /** The photo is being scaled down before it is sent (a moment on a phone). */
  preparing?: boolean;
  label: string;
  maw?: number;
};

/** The bar of one upload, saying 'Подготовка фото…' while its photo is made smaller. */
export function UploadProgressBar({ value, preparing = false, label, maw }: Props) {
  return (
    <Stack gap={2} maw={maw}>
      <Progress value={value} aria-label={label} striped={preparing} animated={preparing} />
      {preparing && (
        <Text size="xs" c="gray.7">
          Подготовка фото…
        </Text>
      )}
    </Stack>
  );
}
