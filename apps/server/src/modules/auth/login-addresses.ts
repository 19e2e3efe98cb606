import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { memberSessions } from './auth.tables';

/**
 * The client addresses each member logged in from within `[from, to)` (sessions started then): the
 * referral rule on shared login addresses reads it (docs/domain/rewards.md rule 7) without reaching into auth's
 * tables.
 */
export const loginAddresses = async (
  db: DbOrTx,
  operatorId: string,
  memberIds: readonly string[],
  range: { from: Date; to: Date },
): Promise<Map<string, Set<string>>> => {
  const result = new Map<string, Set<string>>();
  if (memberIds.length === 0) return result;
  const rows = await db
    .selectDistinct({ memberId: memberSessions.memberId, ip: memberSessions.ip })
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.operatorId, operatorId),
        inArray(memberSessions.memberId, [...new Set(memberIds)]),
        isNotNull(memberSessions.ip),
        gte(memberSessions.createdAt, range.from),
        lt(memberSessions.createdAt, range.to),
      ),
    );
  for (const row of rows) {
    if (!row.ip) continue;
    const set = result.get(row.memberId) ?? new Set<string>();
    set.add(row.ip);
    result.set(row.memberId, set);
  }
  return result;
};
