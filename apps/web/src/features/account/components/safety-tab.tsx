import { Stack } from '@mantine/core';
import { PasswordChangeForm } from '@/features/account/components/password-change-form';
import { SessionsBlock } from '@/features/account/components/sessions-block';

/** The safety tab of both cabinets: the password change, then the account's sessions. */
export function SafetyTab() {
  return (
    <Stack>
      <PasswordChangeForm />
      <SessionsBlock />
    </Stack>
  );
}
