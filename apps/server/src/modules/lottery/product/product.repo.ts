import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { lotteryDrawDates, lotteryHolidays, lotteryProductBetTypes, lotteryProducts } from './product.tables';

export type ProductRow = typeof lotteryProducts.$inferSelect;
export type ProductBetTypeRow = typeof lotteryProductBetTypes.$inferSelect;

export const createProductRepo = () => ({
  async enabledProducts(db: DbOrTx, operatorId?: string): Promise<ProductRow[]> {
    return db
      .select()
      .from(lotteryProducts)
      .where(
        operatorId
          ? and(eq(lotteryProducts.operatorId, operatorId), eq(lotteryProducts.isEnabled, true))
          : eq(lotteryProducts.isEnabled, true),
      )
      .orderBy(asc(lotteryProducts.sortOrder), asc(lotteryProducts.code));
  },
  async findProduct(db: DbOrTx, productId: string): Promise<ProductRow | undefined> {
    const [row] = await db.select().from(lotteryProducts).where(eq(lotteryProducts.id, productId));
    return row;
  },
  async findProductByCode(db: DbOrTx, operatorId: string, code: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(lotteryProducts)
      .where(and(eq(lotteryProducts.operatorId, operatorId), eq(lotteryProducts.code, code)));
    return row;
  },
  /** Enabled bet types of the products, in display order. */
  async enabledBetTypes(db: DbOrTx, productIds: string[]): Promise<ProductBetTypeRow[]> {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(lotteryProductBetTypes)
      .where(
        and(
          inArray(lotteryProductBetTypes.productId, productIds),
          eq(lotteryProductBetTypes.isEnabled, true),
        ),
      )
      .orderBy(asc(lotteryProductBetTypes.sortOrder));
  },
  async drawDates(db: DbOrTx, productId: string): Promise<string[]> {
    const rows = await db
      .select({ date: lotteryDrawDates.drawDate })
      .from(lotteryDrawDates)
      .where(eq(lotteryDrawDates.productId, productId))
      .orderBy(asc(lotteryDrawDates.drawDate));
    return rows.map((row) => row.date);
  },
  async holidays(db: DbOrTx, productId: string): Promise<string[]> {
    const rows = await db
      .select({ date: lotteryHolidays.holiday })
      .from(lotteryHolidays)
      .where(eq(lotteryHolidays.productId, productId))
      .orderBy(asc(lotteryHolidays.holiday));
    return rows.map((row) => row.date);
  },
  /** Every product of the operator, enabled or not (the back office). */
  async allProducts(db: DbOrTx, operatorId: string): Promise<ProductRow[]> {
    return db
      .select()
      .from(lotteryProducts)
      .where(eq(lotteryProducts.operatorId, operatorId))
      .orderBy(asc(lotteryProducts.sortOrder), asc(lotteryProducts.code));
  },
  /** Every bet type of the products, enabled or not, in display order. */
  async allBetTypes(db: DbOrTx, productIds: string[]): Promise<ProductBetTypeRow[]> {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(lotteryProductBetTypes)
      .where(inArray(lotteryProductBetTypes.productId, productIds))
      .orderBy(asc(lotteryProductBetTypes.sortOrder));
  },
  async holidayRows(db: DbOrTx, productIds: string[]) {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(lotteryHolidays)
      .where(inArray(lotteryHolidays.productId, productIds))
      .orderBy(asc(lotteryHolidays.holiday));
  },
  async lockProductByCode(tx: Tx, operatorId: string, code: string): Promise<ProductRow | undefined> {
    const [row] = await tx
      .select()
      .from(lotteryProducts)
      .where(and(eq(lotteryProducts.operatorId, operatorId), eq(lotteryProducts.code, code)))
      .for('update');
    return row;
  },
  async updateProduct(
    tx: Tx,
    productId: string,
    set: Partial<Pick<ProductRow, 'isEnabled' | 'sortOrder' | 'schedule'>>,
  ): Promise<void> {
    if (Object.keys(set).length === 0) return;
    await tx.update(lotteryProducts).set(set).where(eq(lotteryProducts.id, productId));
  },
  async updateBetType(
    tx: Tx,
    productId: string,
    betType: ProductBetTypeRow['betType'],
    set: Partial<
      Pick<
        ProductBetTypeRow,
        'rate' | 'minStakeSatang' | 'maxStakeSatang' | 'memberMaxSatang' | 'liabilityCapSatang' | 'isEnabled'
      >
    >,
  ): Promise<boolean> {
    const rows = await tx
      .update(lotteryProductBetTypes)
      .set(set)
      .where(
        and(eq(lotteryProductBetTypes.productId, productId), eq(lotteryProductBetTypes.betType, betType)),
      )
      .returning({ betType: lotteryProductBetTypes.betType });
    return rows.length === 1;
  },
  async upsertHoliday(tx: Tx, row: typeof lotteryHolidays.$inferInsert): Promise<void> {
    await tx
      .insert(lotteryHolidays)
      .values(row)
      .onConflictDoUpdate({
        target: [lotteryHolidays.productId, lotteryHolidays.holiday],
        set: { note: row.note ?? '' },
      });
  },
  async deleteHoliday(tx: Tx, productId: string, holiday: string): Promise<boolean> {
    const rows = await tx
      .delete(lotteryHolidays)
      .where(and(eq(lotteryHolidays.productId, productId), eq(lotteryHolidays.holiday, holiday)))
      .returning({ holiday: lotteryHolidays.holiday });
    return rows.length === 1;
  },
  /** Inserts the product unless its (operator, code) exists; answers the stored row either way. */
  async insertProductIfAbsent(tx: Tx, row: typeof lotteryProducts.$inferInsert): Promise<ProductRow> {
    await tx.insert(lotteryProducts).values(row).onConflictDoNothing();
    const [stored] = await tx
      .select()
      .from(lotteryProducts)
      .where(and(eq(lotteryProducts.operatorId, row.operatorId), eq(lotteryProducts.code, row.code)));
    if (!stored) throw new Error(`product ${row.code} missing after insert`);
    return stored;
  },
  async insertBetTypesIfAbsent(
    tx: Tx,
    rows: Array<typeof lotteryProductBetTypes.$inferInsert>,
  ): Promise<void> {
    if (rows.length > 0) await tx.insert(lotteryProductBetTypes).values(rows).onConflictDoNothing();
  },
  async insertDrawDatesIfAbsent(tx: Tx, rows: Array<typeof lotteryDrawDates.$inferInsert>): Promise<void> {
    if (rows.length > 0) await tx.insert(lotteryDrawDates).values(rows).onConflictDoNothing();
  },
  async insertHolidaysIfAbsent(tx: Tx, rows: Array<typeof lotteryHolidays.$inferInsert>): Promise<void> {
    if (rows.length > 0) await tx.insert(lotteryHolidays).values(rows).onConflictDoNothing();
  },
});
export type ProductRepo = ReturnType<typeof createProductRepo>;
