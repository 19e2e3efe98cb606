import { randomInt } from 'node:crypto';
import { fillMessage, th } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { SmsSender } from '#adapters/sms/sms-sender';
import type { MemberService } from '#modules/member/index';
import { createCodeHasher } from '#platform/auth/code-hash';
import { hashPassword } from '#platform/auth/password';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { Log } from '#platform/logging/logger';
import { authPolicy as policy } from './auth.policy';
import type { AuthRepo, PasswordResetRow } from './auth.repo';
import { claimPhoneAllowance } from './phone-allowance';

type Deps = {
  db: Db;
  repo: AuthRepo;
  members: Pick<MemberService, 'findLoginMember'>;
  sms: SmsSender;
  clock: Clock;
  log: Log;
  /** Keys the code hashes (a key derived from it, never the secret itself). */
  secret: string;
  /** Closes the member's sockets on every node; called once a new password committed. */
  disconnectMember: (memberId: string) => void;
};

const drawCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Setting a new password without the old one, two ways: with a code staff had sent
 * (`issue`, then the member's `reset`), or with a forgot-password OTP the member verified
 * themselves (`resetWithVerifiedOtp`; the OTP is sent and checked in `auth.service`). Sending a
 * code changes nothing else: the old password and every session keep working until a new password
 * is set, so codes sent by a staff account (or asked for by anyone who knows the phone) cannot lock
 * the member out. Setting it ends every session (the database rows, every node's session cache,
 * the member's sockets).
 */
export const createPasswordResets = ({ db, repo, members, sms, clock, log, secret, ...deps }: Deps) => {
  const hasher = createCodeHasher(secret, 'chokdee:password-reset-hash:v1');
  const binding = (row: Pick<PasswordResetRow, 'id' | 'operatorId' | 'memberId'>) =>
    `${row.operatorId}:${row.memberId}:${row.id}`;

  /**
   * In the caller's transaction: the new password, every session ended, the phone's failed logins
   * cleared (tries with the old password should not keep the member waiting), and every other code
   * that could set a password — staff's and forgot-password's — retired.
   */
  const setNewPassword = async (
    tx: Tx,
    operatorId: string,
    member: { id: string; phone: string },
    passwordHash: string,
    now: Date,
  ): Promise<void> => {
    await repo.updatePasswordHash(tx, operatorId, member.id, passwordHash, now);
    await repo.revokeAllSessions(tx, operatorId, member.id, now);
    await repo.failures.clearNameFailures(tx, operatorId, member.phone, now);
    await repo.supersedeResets(tx, operatorId, member.id, now);
    await repo.retirePasswordResetRefs(tx, operatorId, member.phone, now);
  };

  return {
    /**
     * In the caller's transaction: the phone's own SMS limits (`phone-allowance.ts`, shared with the
     * OTPs), then retires the member's older codes and stores a new one (as an HMAC). `deliver` sends
     * the SMS and is meant to be the transaction's last step: a gateway failure is SMS_SEND_FAILED and
     * rolls all back.
     */
    async issue(
      tx: Tx,
      input: { operatorId: string; memberId: string; phone: string; staffId: string },
    ): Promise<{ expiresAt: Date; deliver: () => Promise<void> }> {
      const { operatorId, memberId } = input;
      const now = clock.now();
      await claimPhoneAllowance(tx, repo, { operatorId, phone: input.phone, memberId }, now);
      const expiresAt = new Date(now.getTime() + policy.resetCodeTtlMs);
      const id = uuidv7();
      const code = drawCode();
      await repo.supersedeResets(tx, operatorId, memberId, now);
      await repo.insertReset(tx, {
        id,
        operatorId,
        memberId,
        codeHash: hasher.hash(binding({ id, operatorId, memberId }), code),
        issuedBy: input.staffId,
        createdAt: now,
        expiresAt,
      });
      const text = fillMessage(th.passwordResetSms, { code, minutes: policy.resetCodeTtlMs / 60_000 });
      return {
        expiresAt,
        async deliver() {
          try {
            await sms.send({ mobileNo: input.phone, text });
          } catch (error) {
            log.error(
              { err: error, operatorId, provider: sms.provider },
              'SMS gateway did not take the reset code',
            );
            throw new AppError('SMS_SEND_FAILED');
          }
        },
      };
    },

    /**
     * The member sets a new password with the code staff had sent. A wrong code is counted (and
     * committed) before the answer; the fifth wears the reset out. Unknown phone, no open reset,
     * expired, worn out or wrong: one answer, PASSWORD_RESET_CODE_INVALID.
     */
    async reset(operatorId: string, input: { userName: string; code: string; newPassword: string }) {
      // Hashed before any lock is taken (and for unknown phones too: the same work either way).
      const passwordHash = await hashPassword(input.newPassword);
      const member = await members.findLoginMember(operatorId, input.userName);
      if (!member) throw new AppError('PASSWORD_RESET_CODE_INVALID');
      const now = clock.now();
      const done = await db.transaction(async (tx): Promise<boolean> => {
        const row = await repo.lockOpenReset(tx, operatorId, member.id);
        if (!row || now >= row.expiresAt || row.failedAttempts >= policy.resetMaxWrongTries) return false;
        if (!hasher.matches(row.codeHash, binding(row), input.code)) {
          await repo.setResetAttempts(tx, row.id, row.failedAttempts + 1);
          return false;
        }
        await repo.markResetUsed(tx, row.id, now);
        await setNewPassword(tx, operatorId, { id: member.id, phone: input.userName }, passwordHash, now);
        return true;
      });
      if (!done) throw new AppError('PASSWORD_RESET_CODE_INVALID');
      deps.disconnectMember(member.id);
    },

    /**
     * Forgot password, last step: a new password with a forgot-password ref verified for this phone
     * within `verifiedRefTtlMs`. The ref is used up under its row lock, so of two resets with one
     * ref only the first sets a password; the second (and any replay) is FORGOT_PASSWORD_NOT_VERIFIED,
     * as is a ref never verified, expired, retired or of a phone no member has.
     */
    async resetWithVerifiedOtp(
      operatorId: string,
      input: { userName: string; verifyRef: string; newPassword: string },
    ): Promise<void> {
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      const phone = input.userName;
      const memberId = await db.transaction(async (tx): Promise<string | undefined> => {
        const ref = await repo.lockVerification(tx, {
          operatorId,
          phone,
          verifyRef: input.verifyRef,
          purpose: 'PASSWORD_RESET',
        });
        const usable =
          ref?.verifiedAt &&
          !ref.consumedAt &&
          !ref.supersededAt &&
          now.getTime() < ref.verifiedAt.getTime() + policy.verifiedRefTtlMs;
        if (!ref || !usable) return undefined;
        const member = await members.findLoginMember(operatorId, phone, tx);
        if (!member || !(await repo.consumeVerification(tx, ref.id, now))) return undefined;
        await setNewPassword(tx, operatorId, { id: member.id, phone }, passwordHash, now);
        return member.id;
      });
      if (!memberId) throw new AppError('FORGOT_PASSWORD_NOT_VERIFIED');
      deps.disconnectMember(memberId);
    },
  };
};
export type PasswordResets = ReturnType<typeof createPasswordResets>;
