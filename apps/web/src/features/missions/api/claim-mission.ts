import { missionClaimResponseSchema, missionHref } from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { onTestReset } from '../../../lib/module-state';
import { queryKeys } from '../../../lib/query-keys';
import { missionKeys } from './query-keys';

/** `POST /api/v2/missions/{id}/claim` (Idempotency-Key): pays a completed mission's reward once. */
export const claimMission = async (claimId: string, idempotencyKey: string) =>
  missionClaimResponseSchema.parse(
    await api.post<unknown>(missionHref.claim(claimId), {}, { idempotencyKey, overlay: true }),
  );

/** One key per mission for the page's life: a retried tap answers the first claim and pays nothing twice. */
const keys = new Map<string, string>();
onTestReset(() => keys.clear());
const keyFor = (claimId: string) => {
  let key = keys.get(claimId);
  if (!key) {
    key = newIdempotencyKey();
    keys.set(claimId, key);
  }
  return key;
};

export const useClaimMission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimId: string) => claimMission(claimId, keyFor(claimId)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
      ]),
  });
};
