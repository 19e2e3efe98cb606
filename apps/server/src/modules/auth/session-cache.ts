import type { AccessClaims } from '#platform/auth/tokens';
import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import { createReadCache } from '#platform/cache/read-cache';
import type { Clock } from '#platform/clock';
import { afterCommit } from '#platform/db/after-commit';
import type { Db, Tx } from '#platform/db/client';
import type { AuthRepo } from './auth.repo';

/** Bus topic whose keys are member ids: every cached session of those members is dropped. */
export const MEMBER_SESSIONS_TOPIC = 'member-sessions';

/** Sessions remembered per node. */
const SESSIONS_MAX = 100_000;
/**
 * A remembered answer is asked again after this long at the latest: the bound on staleness if an
 * invalidation is ever lost (Redis down while publishing). Revocations normally arrive at once.
 */
const SESSION_RECHECK_MS = 60_000;

const SEPARATOR = '\u0000';

/**
 * Whether a member session is live, remembered per node until the session expires (or
 * SESSION_RECHECK_MS). Every path that ends member sessions goes through the repo returned by
 * `watchEnds`, which drops the member's sessions on this node and on the others right after its
 * transaction commits, before the revoking call answers.
 */
export const createSessionCache = ({
  db,
  repo,
  clock,
  bus,
}: {
  db: Db;
  repo: AuthRepo;
  clock: Clock;
  bus: InvalidationBus;
}) => {
  const cache = createReadCache<string, number | null>({
    load: async (key) => {
      const [sessionId, memberId, operatorId] = key.split(SEPARATOR) as [string, string, string];
      const expiresAt = await repo.activeSessionExpiry(db, { sessionId, memberId, operatorId }, clock.now());
      return expiresAt ? expiresAt.getTime() : null;
    },
    tagOf: (key) => key.split(SEPARATOR)[1] as string,
    // A revoked or expired session never comes back, but unknown ids should not fill the cache for long.
    ttlMs: (expiresAtMs, now) =>
      Math.min(expiresAtMs === null ? 10_000 : expiresAtMs - now, SESSION_RECHECK_MS),
    max: SESSIONS_MAX,
    now: () => clock.now().getTime(),
  });
  bus.subscribe(MEMBER_SESSIONS_TOPIC, (memberIds) => cache.invalidate(memberIds));
  bus.onReset(() => cache.clear());

  const ended = (tx: Tx, memberIds: string[]) => {
    if (memberIds.length > 0) afterCommit(tx, () => bus.publish(MEMBER_SESSIONS_TOPIC, memberIds));
  };

  return {
    async isActive(claims: AccessClaims): Promise<boolean> {
      const expiresAtMs = await cache.get(
        `${claims.sessionId}${SEPARATOR}${claims.memberId}${SEPARATOR}${claims.operatorId}`,
      );
      return expiresAtMs !== null && expiresAtMs > clock.now().getTime();
    },
    /** The repo with its session-ending writes announced after commit. */
    watchEnds(inner: AuthRepo): AuthRepo {
      return {
        ...inner,
        async revokeSession(tx, operatorId, sessionId, at) {
          const memberId = await inner.revokeSession(tx, operatorId, sessionId, at);
          if (memberId) ended(tx, [memberId]);
          return memberId;
        },
        async revokeOtherSessions(tx, operatorId, memberId, keepSessionId, at) {
          const count = await inner.revokeOtherSessions(tx, operatorId, memberId, keepSessionId, at);
          ended(tx, [memberId]);
          return count;
        },
        async revokeAllSessions(tx, operatorId, memberId, at) {
          const count = await inner.revokeAllSessions(tx, operatorId, memberId, at);
          ended(tx, [memberId]);
          return count;
        },
      };
    },
  };
};
