import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingOverlay } from '../components/feedback/loading-overlay';
import { BackOnlineToast } from '../components/feedback/network-status';
import { ProgressBar } from '../components/feedback/progress-bar';
import { queryClient as appQueryClient } from '../lib/query-client';
import { loadSonner } from '../lib/toast';
import { useIdle } from '../lib/when-idle';

/** Sonner arrives after the first paint (`lib/toast.ts`); its toasts are fixed overlays, so nothing moves. */
const Toaster = lazy(() =>
  loadSonner().then((sonner) => ({
    default: () =>
      sonner ? (
        <sonner.Toaster position="top-right" duration={3500} theme="dark" richColors closeButton />
      ) : null,
  })),
);

/** Mounts the toaster once the browser is idle after the first paint (a toast asked for sooner loads it). */
const IdleToaster = () => {
  return useIdle() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
};

/** Everything the pages share: query cache, toasts (docs/domain/member-site.md §9: 3500 ms, top right), progress, overlay, the back-online toast (each layout shows the offline banner). */
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
    <BackOnlineToast />
    <LoadingOverlay />
    <IdleToaster />
  </QueryClientProvider>
);
