import { uuidv7 } from 'uuidv7';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import { staffPolicy as policy } from './staff.policy';
import type { StaffRepo } from './staff.repo';

const minutesUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The attempt limit of `me/totp/enable` and `me/totp/disable`, per staff member, in the database so
 * it holds across nodes and sessions. Each try first records itself as a wrong code (committed, under
 * the staff member's lock, so parallel tries see each other); a try that turns out right, or that
 * never checked a code (nothing to enable), takes its record back. Past the limit a try is refused
 * with 429 and an audit row, recorded as refused (it does not extend the wait); the
 * `totpTriesEndingSession`-th try in the window ends the session it came from.
 */
export const createTotpThrottle = ({
  db,
  repo,
  clock,
  auditLog,
}: {
  db: Db;
  repo: StaffRepo;
  clock: Clock;
  auditLog: AuditLog;
}) => {
  const begin = async (staff: AuthenticatedStaff, ip: string): Promise<string> => {
    const { operatorId, staffId, sessionId } = staff;
    const now = clock.now();
    const verdict = await db.transaction(async (tx) => {
      await lockKey(tx, `staff-totp:${operatorId}:${staffId}`);
      const since = new Date(now.getTime() - policy.totpWindowMs);
      const wrong = await repo.recentWrongTotpCodes(
        tx,
        operatorId,
        staffId,
        since,
        policy.totpWrongCodesPerWindow,
      );
      const id = uuidv7();
      const row = { id, operatorId, staffId, sessionId, ip, createdAt: now };
      const oldestCounted = wrong[policy.totpWrongCodesPerWindow - 1];
      if (!oldestCounted) {
        await repo.insertTotpFailure(tx, { ...row, refused: false });
        return { id };
      }
      await repo.insertTotpFailure(tx, { ...row, refused: true });
      const tries = await repo.countTotpTries(tx, operatorId, staffId, since);
      if (tries >= policy.totpTriesEndingSession) {
        await repo.revokeSession(tx, operatorId, sessionId, now);
        await auditLog.record(tx, {
          staff,
          action: 'staff.totp.session_end',
          targetType: 'staff_account',
          targetId: staffId,
          after: { sessionId, triesInWindow: tries },
          ip,
        });
        return { error: new AppError('STAFF_TOTP_SESSION_ENDED') };
      }
      const waitMinutes = minutesUntil(oldestCounted.getTime() + policy.totpWindowMs - now.getTime());
      await auditLog.record(tx, {
        staff,
        action: 'staff.totp.throttled',
        targetType: 'staff_account',
        targetId: staffId,
        after: { wrongCodes: wrong.length, waitMinutes },
        ip,
      });
      return { error: new AppError('STAFF_TOTP_THROTTLED', { params: { minutes: waitMinutes } }) };
    });
    if ('error' in verdict) throw verdict.error;
    return verdict.id;
  };

  return {
    /**
     * Runs `work` (which checks the code and throws STAFF_TOTP_INVALID when wrong) as one throttled
     * try, in its own transaction: a right code clears the staff member's wrong codes in it.
     */
    async attempt<T>(staff: AuthenticatedStaff, ip: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      const attemptId = await begin(staff, ip);
      try {
        return await db.transaction(async (tx) => {
          const result = await work(tx);
          await repo.clearTotpFailures(tx, staff.operatorId, staff.staffId);
          return result;
        });
      } catch (error) {
        // Only a wrong code counts; anything else (nothing to enable, a lost account) takes it back.
        if (!(error instanceof AppError && error.errorName === 'STAFF_TOTP_INVALID'))
          await repo.deleteTotpFailure(db, staff.operatorId, attemptId);
        throw error;
      }
    },
  };
};
