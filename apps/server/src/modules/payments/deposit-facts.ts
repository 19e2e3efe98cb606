import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { deposits } from './payments.tables';

/**
 * Read-only facts of a member's credited deposits for other modules' eligibility rules (a coupon's
 * "deposited ≥ X in the window"). Every `deposits` row is a credited deposit: feed match, PromptPay or
 * staff credit alike.
 */
export const depositFacts = {
  /** Satang credited to the member at or after `since` (`deposits.created_at`, the crediting time). */
  async creditedSince(db: DbOrTx, operatorId: string, memberId: string, since: Date): Promise<bigint> {
    const [row] = await db
      .select({ satang: sql<string>`coalesce(sum(${deposits.amountSatang}), 0)::text` })
      .from(deposits)
      .where(
        and(
          eq(deposits.operatorId, operatorId),
          eq(deposits.memberId, memberId),
          gte(deposits.createdAt, since),
        ),
      );
    return BigInt(row?.satang ?? '0');
  },
};
