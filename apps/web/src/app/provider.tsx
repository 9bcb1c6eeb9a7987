import '@mantine/core/styles.css';
import { MantineProvider, createTheme } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { refreshUser } from '@/lib/session-api';
import { useSession } from '@/stores/session';

export const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md' });

/** After a reload the stored session is refreshed from the server (a revoked token signs out). */
function SessionSync() {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (token) void refreshUser().catch(() => undefined);
  }, [token]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
