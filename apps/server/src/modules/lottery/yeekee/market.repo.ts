import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { lotteryProducts } from '../product/product.tables';
import { yeekeeMarkets } from './yeekee.tables';

export type YeekeeMarketRow = typeof yeekeeMarkets.$inferSelect;
/** A market with what its product carries (code, name, enabled, order). */
export type MarketWithProduct = {
  market: YeekeeMarketRow;
  product: Pick<typeof lotteryProducts.$inferSelect, 'id' | 'operatorId' | 'code' | 'name' | 'isEnabled'>;
};

const productColumns = {
  id: lotteryProducts.id,
  operatorId: lotteryProducts.operatorId,
  code: lotteryProducts.code,
  name: lotteryProducts.name,
  isEnabled: lotteryProducts.isEnabled,
};

/** Yeekee markets: one row per Yeekee product (its settings; the product row holds code, name, enabled). */
export const createMarketRepo = () => ({
  async insertMarket(tx: Tx, row: typeof yeekeeMarkets.$inferInsert): Promise<void> {
    await tx.insert(yeekeeMarkets).values(row).onConflictDoNothing();
  },
  /** Every market of the operator (or of every operator), in the products' display order. */
  async markets(
    db: DbOrTx,
    filter: { operatorId?: string; enabledOnly?: boolean },
  ): Promise<MarketWithProduct[]> {
    return db
      .select({ market: yeekeeMarkets, product: productColumns })
      .from(yeekeeMarkets)
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, yeekeeMarkets.productId))
      .where(
        and(
          filter.operatorId ? eq(yeekeeMarkets.operatorId, filter.operatorId) : undefined,
          filter.enabledOnly ? eq(lotteryProducts.isEnabled, true) : undefined,
        ),
      )
      .orderBy(asc(lotteryProducts.sortOrder), asc(lotteryProducts.code));
  },
  async findMarketByCode(
    db: DbOrTx,
    operatorId: string,
    code: string,
    lock?: 'update',
  ): Promise<MarketWithProduct | undefined> {
    const query = db
      .select({ market: yeekeeMarkets, product: productColumns })
      .from(yeekeeMarkets)
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, yeekeeMarkets.productId))
      .where(and(eq(yeekeeMarkets.operatorId, operatorId), eq(lotteryProducts.code, code)));
    const [row] = lock ? await query.for(lock) : await query;
    return row;
  },
  async updateMarket(
    tx: Tx,
    productId: string,
    set: Partial<Omit<typeof yeekeeMarkets.$inferInsert, 'productId' | 'operatorId' | 'createdAt'>>,
  ): Promise<void> {
    await tx.update(yeekeeMarkets).set(set).where(eq(yeekeeMarkets.productId, productId));
  },
  /** The product's name, enabled flag and stored schedule (the Yeekee kind, kept in step with the market). */
  async updateMarketProduct(
    tx: Tx,
    productId: string,
    set: Partial<Pick<typeof lotteryProducts.$inferInsert, 'name' | 'isEnabled' | 'schedule'>>,
  ): Promise<void> {
    await tx.update(lotteryProducts).set(set).where(eq(lotteryProducts.id, productId));
  },
});
export type MarketRepo = ReturnType<typeof createMarketRepo>;
