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

/**
 * What a reset leaves in `member_credentials.password_hash`: not an argon2 hash, so no password
 * verifies against it (`verifyPassword` answers false) until the member sets a new one with the code.
 */
const PASSWORD_RESET_PENDING = '!password-reset-pending';

type Deps = {
  db: Db;
  repo: AuthRepo;
  members: Pick<MemberService, 'findLoginMember'>;
  sms: SmsSender;
  clock: Clock;
  log: Log;
  /** Keys the code hashes (a key derived from it, never the secret itself). */
  secret: string;
};

const drawCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Staff-started password resets (there is no self-service "forgot password": the spec has none).
 * `issue` runs inside the staff call's transaction; the member's `reset` stands alone.
 */
export const createPasswordResets = ({ db, repo, members, sms, clock, log, secret }: Deps) => {
  const hasher = createCodeHasher(secret, 'chokdee:password-reset-hash:v1');
  const binding = (row: Pick<PasswordResetRow, 'id' | 'operatorId' | 'memberId'>) =>
    `${row.operatorId}:${row.memberId}:${row.id}`;

  return {
    /**
     * In the caller's transaction: retires the member's older codes, stores a new one (as an HMAC),
     * makes the current password stop working and ends every session. `deliver` sends the SMS and is
     * meant to be the transaction's last step: a gateway failure is SMS_SEND_FAILED and rolls all back.
     */
    async issue(
      tx: Tx,
      input: { operatorId: string; memberId: string; phone: string; staffId: string },
    ): Promise<{ expiresAt: Date; sessionsRevoked: number; deliver: () => Promise<void> }> {
      const { operatorId, memberId } = input;
      const now = clock.now();
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
      await repo.updatePasswordHash(tx, operatorId, memberId, PASSWORD_RESET_PENDING, now);
      const sessionsRevoked = await repo.revokeAllSessions(tx, operatorId, memberId, now);
      const text = fillMessage(th.passwordResetSms, { code, minutes: policy.resetCodeTtlMs / 60_000 });
      return {
        expiresAt,
        sessionsRevoked,
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
     * The member sets a new password with the code. A wrong code is counted (and committed) before
     * the answer; the fifth wears the reset out. Unknown phone, no open reset, expired, worn out or
     * wrong: one answer, PASSWORD_RESET_CODE_INVALID. Success ends every session and clears the
     * phone's failed logins (tries with the old password should not keep the member waiting).
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
        await repo.updatePasswordHash(tx, operatorId, member.id, passwordHash, now);
        await repo.revokeAllSessions(tx, operatorId, member.id, now);
        await repo.failures.clearNameFailures(tx, operatorId, input.userName, now);
        return true;
      });
      if (!done) throw new AppError('PASSWORD_RESET_CODE_INVALID');
    },
  };
};
export type PasswordResets = ReturnType<typeof createPasswordResets>;
