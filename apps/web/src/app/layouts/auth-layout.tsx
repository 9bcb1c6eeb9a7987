import { Box, Center, Paper, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '@/app/layouts/logo';
import { OfflineNotice } from '@/components/app-status';
import { paths } from '@/lib/paths';

/** What the product is for, in a line a visitor reads above the sign-in form ('/' leads there). */
export const PRODUCT_PITCH =
  'Тендеры на строительство и проектирование: заказчики публикуют тендеры, подрядчики присылают предложения.';

/**
 * The sign-in, registration and recovery pages: one card in the middle. The public pages say under
 * the logo what the product is for, in one short line that keeps the form in view on a phone.
 */
export function AuthLayout({ pitch = false }: { pitch?: boolean }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={480}>
        <OfflineNotice />
        <Center mb={pitch ? 'xs' : 'lg'}>
          <Logo to={paths.login} />
        </Center>
        {pitch && (
          <Text size="sm" c="gray.7" ta="center" mb="md" px="xs">
            {PRODUCT_PITCH}
          </Text>
        )}
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Outlet />
        </Paper>
      </Box>
    </Center>
  );
}
