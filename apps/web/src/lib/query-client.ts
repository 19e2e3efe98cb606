import { QueryClient } from '@tanstack/react-query';
import { onTestReset } from './module-state';

/** The API client already retries idempotent calls, so queries do not retry again on top. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
onTestReset(() => queryClient.clear());
