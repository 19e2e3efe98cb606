import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient as appQueryClient } from '../lib/query-client';

/**
 * What every page shares: the query cache and the toasts — bottom right, away from the header, so a
 * toast never covers the logout button (top right at every width; e2e/admin/layout.spec.ts checks it).
 */
export const AppProviders = ({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) => (
  <QueryClientProvider client={queryClient}>
    {children}
    <Toaster position="bottom-right" duration={4000} richColors closeButton />
  </QueryClientProvider>
);
