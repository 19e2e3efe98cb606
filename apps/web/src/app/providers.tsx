import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { NetworkStatus } from '../components/feedback/network-status';
import { ProgressBar } from '../components/feedback/progress-bar';
import { queryClient as appQueryClient } from '../lib/query-client';

/** Everything the pages share: query cache, toasts (spec §9: 3500 ms, top right), progress, overlay, network. */
export const AppProviders = ({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) => (
  <QueryClientProvider client={queryClient}>
    <ProgressBar />
    {children}
    <NetworkStatus />
    <LoadingOverlay />
    <Toaster position="top-right" duration={3500} theme="dark" richColors closeButton />
  </QueryClientProvider>
);
