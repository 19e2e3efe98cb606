import { adminPaths, totpSetupResponseSchema } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/me/totp/setup`: a new pending secret to scan; not enforced until enabled. */
export const setupTotp = async () =>
  totpSetupResponseSchema.parse(await api.post<unknown>(adminPaths.totpSetup));

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
