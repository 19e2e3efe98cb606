import type { Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import { authPolicy as policy } from './auth.policy';
import type { AuthRepo } from './auth.repo';

const secondsUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
const minutesUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The phone's own SMS limits, shared by every code sent to it — a registration OTP, a forgot-password
 * OTP, a reset code staff send: 60 s after the newest, at most 5 in a rolling hour
 * (`OTP_RESEND_TOO_SOON`, `OTP_HOURLY_LIMIT`, 429). Takes the phone's lock for the rest of the
 * caller's transaction, so parallel sends to one phone see each other; the caller then writes its
 * code in the same transaction (a refused or rolled-back send leaves nothing that counts).
 */
export const claimPhoneAllowance = async (
  tx: Tx,
  repo: Pick<AuthRepo, 'codesSentSince'>,
  to: { operatorId: string; phone: string; memberId?: string | undefined },
  now: Date,
): Promise<void> => {
  await lockKey(tx, `otp:${to.operatorId}:${to.phone}`);
  const sent = await repo.codesSentSince(tx, to, new Date(now.getTime() - policy.otpHourMs));
  const newest = sent[0];
  if (newest) {
    const waitMs = newest.getTime() + policy.otpResendMs - now.getTime();
    if (waitMs > 0) throw new AppError('OTP_RESEND_TOO_SOON', { params: { seconds: secondsUntil(waitMs) } });
  }
  // Newest first: a slot frees when the fifth newest code leaves the rolling hour.
  const fifthNewest = sent[policy.otpPerHour - 1];
  if (fifthNewest) {
    const waitMs = fifthNewest.getTime() + policy.otpHourMs - now.getTime();
    throw new AppError('OTP_HOURLY_LIMIT', { params: { minutes: minutesUntil(waitMs) } });
  }
};
