import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LoginFailureStore } from '#platform/auth/login-throttle';
import type { DbOrTx, Tx } from '#platform/db/client';
import { couponCampaigns, couponCodes, couponRedeemFailures } from './coupons.tables';

export type CouponCampaignRow = typeof couponCampaigns.$inferSelect;
export type NewCouponCampaign = typeof couponCampaigns.$inferInsert;

/** Codes are written in chunks: one statement per 1,000 rows keeps the parameters under PostgreSQL's limit. */
const CODE_CHUNK = 1_000;

export const createCouponsRepo = () => ({
  async insertCampaign(tx: Tx, row: NewCouponCampaign): Promise<CouponCampaignRow> {
    const [inserted] = await tx.insert(couponCampaigns).values(row).returning();
    if (!inserted) throw new Error('coupon campaign insert returned no row');
    return inserted;
  },

  /**
   * Inserts the hashes that are new (an equal hash already stored — a 2^-59 event — is skipped, never
   * an error that would abort the transaction) and answers how many were written.
   */
  async insertCodes(
    tx: Tx,
    rows: Array<{ id: string; operatorId: string; campaignId: string; codeHash: string }>,
  ): Promise<Set<string>> {
    const written = new Set<string>();
    for (let start = 0; start < rows.length; start += CODE_CHUNK) {
      const inserted = await tx
        .insert(couponCodes)
        .values(rows.slice(start, start + CODE_CHUNK))
        .onConflictDoNothing()
        .returning({ codeHash: couponCodes.codeHash });
      for (const row of inserted) written.add(row.codeHash);
    }
    return written;
  },

  async listCampaigns(db: DbOrTx, operatorId: string, pageNo: number, pageSize: number) {
    const where = eq(couponCampaigns.operatorId, operatorId);
    const rows = await db
      .select()
      .from(couponCampaigns)
      .where(where)
      .orderBy(desc(couponCampaigns.createdAt), desc(couponCampaigns.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(couponCampaigns).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async hasCampaignNamed(db: DbOrTx, operatorId: string, name: string): Promise<boolean> {
    const [row] = await db
      .select({ id: couponCampaigns.id })
      .from(couponCampaigns)
      .where(and(eq(couponCampaigns.operatorId, operatorId), eq(couponCampaigns.name, name)))
      .limit(1);
    return row !== undefined;
  },

  async lockCampaign(tx: Tx, operatorId: string, id: string): Promise<CouponCampaignRow | undefined> {
    const [row] = await tx
      .select()
      .from(couponCampaigns)
      .where(and(eq(couponCampaigns.operatorId, operatorId), eq(couponCampaigns.id, id)))
      .for('update');
    return row;
  },

  async setCampaignEnabled(
    tx: Tx,
    operatorId: string,
    id: string,
    enabled: boolean,
    at: Date,
  ): Promise<CouponCampaignRow | undefined> {
    const [row] = await tx
      .update(couponCampaigns)
      .set({ enabled, updatedAt: at })
      .where(and(eq(couponCampaigns.operatorId, operatorId), eq(couponCampaigns.id, id)))
      .returning();
    return row;
  },

  /** The code with that hash and its campaign, whether redeemed or not. */
  async findCode(db: DbOrTx, operatorId: string, codeHash: string) {
    const [row] = await db
      .select({ code: couponCodes, campaign: couponCampaigns })
      .from(couponCodes)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, couponCodes.campaignId))
      .where(and(eq(couponCodes.operatorId, operatorId), eq(couponCodes.codeHash, codeHash)));
    return row;
  },

  async hasRedeemedInCampaign(db: DbOrTx, campaignId: string, memberId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: couponCodes.id })
      .from(couponCodes)
      .where(and(eq(couponCodes.campaignId, campaignId), eq(couponCodes.redeemedBy, memberId)))
      .limit(1);
    return row !== undefined;
  },

  /**
   * Marks the code redeemed by the member if nobody has: a conditional UPDATE, so of several
   * redemptions of one code exactly one gets the row (the others wait on its lock, then see it taken).
   */
  async claimCode(tx: Tx, codeId: string, memberId: string, at: Date): Promise<boolean> {
    const claimed = await tx
      .update(couponCodes)
      .set({ redeemedBy: memberId, redeemedAt: at })
      .where(and(eq(couponCodes.id, codeId), isNull(couponCodes.redeemedBy)))
      .returning({ id: couponCodes.id });
    return claimed.length === 1;
  },

  /**
   * Takes one of the campaign's quantity: the atomic decrement (`remaining > 0` in the statement and a
   * CHECK ≥ 0 under it), so parallel redemptions never take more than `quantity`.
   */
  async takeOne(tx: Tx, campaignId: string): Promise<boolean> {
    const taken = await tx
      .update(couponCampaigns)
      .set({ remaining: sql`${couponCampaigns.remaining} - 1` })
      .where(and(eq(couponCampaigns.id, campaignId), gt(couponCampaigns.remaining, 0)))
      .returning({ remaining: couponCampaigns.remaining });
    return taken.length === 1;
  },

  async setCondition(tx: Tx, codeId: string, conditionId: string): Promise<void> {
    await tx.update(couponCodes).set({ conditionId }).where(eq(couponCodes.id, codeId));
  },

  /** Failed redemptions for the throttle; the "name" is the member id. */
  failures: {
    async recentFailures(tx, operatorId, by, since, limit) {
      const match =
        'name' in by ? eq(couponRedeemFailures.memberId, by.name) : eq(couponRedeemFailures.ip, by.ip);
      const rows = await tx
        .select({ createdAt: couponRedeemFailures.createdAt })
        .from(couponRedeemFailures)
        .where(
          and(
            eq(couponRedeemFailures.operatorId, operatorId),
            match,
            gt(couponRedeemFailures.createdAt, since),
          ),
        )
        .orderBy(desc(couponRedeemFailures.createdAt))
        .limit(limit);
      return rows.map((row) => row.createdAt);
    },
    async insertFailure(tx, { name, ...row }) {
      await tx.insert(couponRedeemFailures).values({ ...row, memberId: name });
    },
    async deleteFailure(tx, operatorId, id) {
      await tx
        .delete(couponRedeemFailures)
        .where(and(eq(couponRedeemFailures.operatorId, operatorId), eq(couponRedeemFailures.id, id)));
    },
    // A redemption that proves a code real takes back only its own attempt (`deleteFailure`): the
    // member's earlier wrong guesses keep counting, or one good code would reset the throttle.
    async clearNameFailures() {},
  } satisfies LoginFailureStore,
});
export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
