import { QueryClient } from '@tanstack/react-query';

/** Staff lists change under them (other staff, the bank feed): data is fresh for 10 s. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
