import type { ErrorName } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { lockKey } from '../db/tx';
import { AppError } from '../http/app-error';

/**
 * Where one kind of login keeps its failed attempts (members: `login_failures`; staff:
 * `staff_login_failures`). By name only uncleared failures count; by address every failure does.
 */
export type LoginFailureStore = {
  recentFailures(
    tx: Tx,
    operatorId: string,
    by: { name: string } | { ip: string },
    since: Date,
    limit: number,
  ): Promise<Date[]>;
  insertFailure(
    tx: Tx,
    row: { id: string; operatorId: string; name: string; ip: string; createdAt: Date },
  ): Promise<void>;
  deleteFailure(tx: Tx, operatorId: string, id: string): Promise<void>;
  clearNameFailures(tx: Tx, operatorId: string, name: string, at: Date): Promise<void>;
};

export type LoginThrottlePolicy = {
  /** How long a failure counts. */
  windowMs: number;
  /** Failures for one login name, or from one client address, within the window that stop further tries. */
  failuresPerName: number;
  failuresPerIp: number;
};

/** An attempt that `begin` recorded as a failure until `succeeded` takes it back. */
export type LoginAttempt = { id: string; operatorId: string; name: string };

const minutesUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Failed-login throttling per login name and per client address, in the database so it holds across
 * nodes. Each attempt first records itself as a failure (committed) under both locks, so parallel
 * guesses see each other; a login that proves right takes its record back and clears the name's
 * earlier failures (they still count for the address). Refused attempts do not extend the wait.
 */
export const createLoginThrottle = ({
  db,
  store,
  policy,
  clock,
  lockPrefix,
  throttledError = 'LOGIN_THROTTLED',
}: {
  db: Db;
  store: LoginFailureStore;
  policy: LoginThrottlePolicy;
  clock: Clock;
  /** Keeps this login's advisory locks apart from another kind's (`login`, `staff-login`). */
  lockPrefix: string;
  /** What a throttled attempt answers (`{minutes}` to wait); coupon redemption reuses this throttle. */
  throttledError?: Extract<ErrorName, 'LOGIN_THROTTLED' | 'COUPON_THROTTLED'>;
}) => ({
  /** Throws `throttledError` while either limit is reached; otherwise records the attempt as a failure. */
  async begin(operatorId: string, name: string, ip: string): Promise<LoginAttempt> {
    const attempt = { id: uuidv7(), operatorId, name };
    const startedAt = clock.now();
    await db.transaction(async (tx) => {
      // Always the address first, then the name: one order, so two logins never deadlock.
      await lockKey(tx, `${lockPrefix}-ip:${operatorId}:${ip}`);
      await lockKey(tx, `${lockPrefix}-name:${operatorId}:${name}`);
      const since = new Date(startedAt.getTime() - policy.windowMs);
      const limits = [
        { by: { name }, limit: policy.failuresPerName },
        { by: { ip }, limit: policy.failuresPerIp },
      ];
      let waitMs = 0;
      for (const { by, limit } of limits) {
        const times = await store.recentFailures(tx, operatorId, by, since, limit);
        const oldestCounted = times[limit - 1];
        if (oldestCounted)
          waitMs = Math.max(waitMs, oldestCounted.getTime() + policy.windowMs - startedAt.getTime());
      }
      if (waitMs > 0) throw new AppError(throttledError, { params: { minutes: minutesUntil(waitMs) } });
      await store.insertFailure(tx, { ...attempt, ip, createdAt: startedAt });
    });
    return attempt;
  },
  /**
   * The attempt proved right: inside the caller's transaction, take its failure back and clear the
   * name's. Under the name's lock: two right logins at once would otherwise each delete their own
   * row and update the other's, and deadlock.
   */
  async succeeded(tx: Tx, attempt: LoginAttempt): Promise<void> {
    await lockKey(tx, `${lockPrefix}-name:${attempt.operatorId}:${attempt.name}`);
    await store.deleteFailure(tx, attempt.operatorId, attempt.id);
    await store.clearNameFailures(tx, attempt.operatorId, attempt.name, clock.now());
  },
});
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
