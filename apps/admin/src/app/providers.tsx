import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient as appQueryClient } from '../lib/query-client';

/** What every page shares: the query cache and the toasts (top right, like the member site). */
export const AppProviders = ({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) => (
  <QueryClientProvider client={queryClient}>
    {children}
    <Toaster position="top-right" duration={4000} richColors closeButton />
  </QueryClientProvider>
);
