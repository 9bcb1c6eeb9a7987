import { Box, Center, Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '@/app/layouts/logo';
import { paths } from '@/lib/paths';

/** The sign-in, registration and recovery pages: one card in the middle. */
export function AuthLayout() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={480}>
        <Center mb="lg">
          <Logo to={paths.login} />
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Outlet />
        </Paper>
      </Box>
    </Center>
  );
}
