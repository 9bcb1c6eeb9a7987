import { Stack } from '@mantine/core';
import { AccountDeletionSection } from '@/features/account/components/account-deletion-section';
import { ConsentsSection } from '@/features/account/components/consents-section';
import { DataExportSection } from '@/features/account/components/data-export-section';

/**
 * The cabinets' tab 'Мои данные': a person's own data, one section under another — its archive
 * ('Скачать мои данные'), the consents given (the one to show the contacts can be withdrawn), and
 * the account's deletion, last.
 */
export function PersonalDataTab({ onSaved }: { onSaved?: (message: string) => void }) {
  return (
    <Stack gap="lg">
      <DataExportSection />
      <ConsentsSection onSaved={onSaved} />
      <AccountDeletionSection />
    </Stack>
  );
}
