import {
  type YeekeeMyShots,
  type YeekeeShotAccepted,
  yeekeeHref,
  yeekeeShotAcceptedSchema,
  yeekeeShotRefusedDataSchema,
} from '@chokdee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { yeekeeKeys } from './query-keys';

/**
 * `POST …/rounds/{roundCode}/shots {number}`. Silent: the pad shows a refusal itself, with its
 * message and when the next shot may be tried. No Idempotency-Key: nothing retries a shot (a press is
 * a new shot), and keyless shots take the server's batched intake, the one built for the close's rush.
 */
export const shootYeekee = async (roundCode: string, number: string): Promise<YeekeeShotAccepted> => {
  const data = await api.post<unknown>(yeekeeHref.shots(roundCode), { number }, { silent: true });
  return yeekeeShotAcceptedSchema.parse(data);
};

/** A refused shot: the server's Thai message and, when it says so, how long until the next try (ms). */
export type ShotRefusal = { message: string; retryAfterMs: number | null };

export const shotRefusalOf = (error: unknown, fallback: string): ShotRefusal => {
  if (!(error instanceof ApiError)) return { message: fallback, retryAfterMs: null };
  const parsed = yeekeeShotRefusedDataSchema.safeParse(error.data);
  return {
    message: error.message || fallback,
    retryAfterMs: parsed.success ? parsed.data.retryAfterMs : null,
  };
};

/** Shoots, then appends the accepted shot to the member's own list (re-read once to stay exact). */
export const useShootYeekee = (roundCode: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => shootYeekee(roundCode, number),
    onSuccess: (shot) => {
      queryClient.setQueryData<YeekeeMyShots>(yeekeeKeys.myShots(roundCode), (current) =>
        current && !current.shots.some((s) => s.seq === shot.seq)
          ? { ...current, shots: [...current.shots, shot] }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: yeekeeKeys.myShots(roundCode) });
    },
  });
};
