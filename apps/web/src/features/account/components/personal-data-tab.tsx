import { Stack } from '@mantine/core';
import { DataExportSection } from '@/features/account/components/data-export-section';

/**
 * The cabinets' tab 'Мои данные': a person's own data, one section under another — its archive
 * ('Скачать мои данные'); the consents and the account's deletion join it as sections of their own.
 */
export function PersonalDataTab() {
  return (
    <Stack gap="lg">
      <DataExportSection />
    </Stack>
  );
}
