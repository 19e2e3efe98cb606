import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { bangkokDaySql, type InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { ledgerTransfers } from './wallet.tables';

/** The loyalty programmes' cash claims (REWARDS → the member's main account). */
export const rewardClaimKinds = ['CASHBACK_CLAIMED', 'REFERRAL_CLAIMED', 'MISSION_CLAIMED'] as const;
export type RewardClaimKind = (typeof rewardClaimKinds)[number];

/** Read-only: cash paid by each loyalty programme per Bangkok day of the transfer, for reports. */
export const rewardClaimTotals = {
  async byDay(
    db: DbOrTx,
    operatorId: string,
    range: InstantRange,
  ): Promise<Array<{ day: string; kind: RewardClaimKind; satang: bigint }>> {
    const day = bangkokDaySql(ledgerTransfers.createdAt);
    const rows = await db
      .select({
        day,
        kind: ledgerTransfers.kind,
        satang: sql<string>`coalesce(sum(${ledgerTransfers.amountSatang}), 0)::text`,
      })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.operatorId, operatorId),
          inArray(ledgerTransfers.kind, [...rewardClaimKinds]),
          gte(ledgerTransfers.createdAt, range.from),
          lt(ledgerTransfers.createdAt, range.to),
        ),
      )
      .groupBy(day, ledgerTransfers.kind);
    return rows.map((row) => ({
      day: row.day,
      kind: row.kind as RewardClaimKind,
      satang: BigInt(row.satang),
    }));
  },
};
