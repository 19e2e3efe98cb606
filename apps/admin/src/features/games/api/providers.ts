import {
  type AdminGameProvider,
  type AdminGameProviderOption,
  adminGameProviderOptionSchema,
  adminGameProviderSchema,
  type GameProviderInput,
  gameHref,
  gamePaths,
  gameProviderSecretSchema,
} from '@chokdee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const gameProvidersKey = ['games', 'providers'] as const;

const providerListSchema = z.array(adminGameProviderSchema);

/** `GET /api/admin/games/providers`: the site's providers (never their secrets). */
export const useGameProviders = (enabled = true) =>
  useQuery({
    queryKey: gameProvidersKey,
    queryFn: async ({ signal }): Promise<AdminGameProvider[]> =>
      providerListSchema.parse(await api.get<unknown>(gamePaths.adminProviders, { signal })),
    enabled,
  });

const providerOptionListSchema = z.array(adminGameProviderOptionSchema);

/**
 * `GET /api/admin/games/provider-options` (every staff role): the providers by name, what the
 * catalogue's form and filter choose from — a provider added a minute ago included.
 */
export const useGameProviderOptions = () =>
  useQuery({
    queryKey: [...gameProvidersKey, 'options'],
    queryFn: async ({ signal }): Promise<AdminGameProviderOption[]> =>
      providerOptionListSchema.parse(await api.get<unknown>(gamePaths.adminProviderOptions, { signal })),
  });

/**
 * `POST /api/admin/games/providers` (owner): answers the provider and its secret — the only time the
 * secret exists in plain text. It stays in the dialog's memory, never in the query cache. Silent: the
 * form shows a refusal.
 */
export const useCreateGameProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GameProviderInput) =>
      gameProviderSecretSchema.parse(
        await api.post<unknown>(gamePaths.adminProviders, body, { silent: true }),
      ),
    // Dropped from the mutation cache as soon as no component observes it: the secret lives only in
    // the once-shown dialog's state.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameProvidersKey }),
  });
};

/** `PUT /api/admin/games/providers/{id}` (owner): name, categories, API URL, allow-list, enabled, order, logo. */
export const useUpdateGameProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: GameProviderInput }) =>
      adminGameProviderSchema.parse(
        await api.put<unknown>(gameHref.adminProvider(id), body, { silent: true }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameProvidersKey }),
  });
};

/** `POST …/providers/{id}/rotate-secret` (owner): a new secret, shown once; the old one stops at once. */
export const useRotateProviderSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      gameProviderSecretSchema.parse(
        await api.post<unknown>(gameHref.adminProviderRotate(id), {}, { silent: true }),
      ),
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameProvidersKey }),
  });
};
