import { Alert } from '@mantine/core';

/**
 * Outside production the server returns the code it sent; we show it so the product can be tried
 * without a phone. Production answers carry no code, so nothing shows there.
 */
export function DevCodeAlert({ code }: { code: string | null | undefined }) {
  if (!code) return null;
  return (
    <Alert color="yellow" variant="light" title="Тестовый режим">
      Код подтверждения: {code}
    </Alert>
  );
}
