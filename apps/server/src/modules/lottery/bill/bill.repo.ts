import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import type { ProductRow } from '../product/product.repo';
import type { betTypeCodes } from '../product/product.tables';
import { lotteryProducts } from '../product/product.tables';
import type { RoundRow } from '../round/round.repo';
import { lotteryRounds } from '../round/round.tables';
import { lotteryLineWins } from '../settlement/line-wins.tables';
import { BILL_CANCELLED, BILL_PENDING, lotteryBillLines, lotteryBills } from './bill.tables';

export type BillRow = typeof lotteryBills.$inferSelect;
/** A line with its win (null: not judged a winner — on a settled bill, it won nothing). */
export type BillLineRow = typeof lotteryBillLines.$inferSelect & { winSatang: bigint | null };
type BetTypeCode = (typeof betTypeCodes)[number];

/** A bet type the round's product offers, as placing a bill reads it. */
export type PlacingBetType = {
  betType: BetTypeCode;
  rate: string;
  minStakeSatang: bigint;
  maxStakeSatang: bigint;
  memberMaxSatang: bigint;
  liabilityCapSatang: bigint;
};
/** What placing reads before its transaction (no lock): the round's id, product and enabled bet types. */
export type PlacingContext = {
  roundId: string;
  product: Pick<ProductRow, 'code' | 'name' | 'schedule' | 'group'>;
  betTypes: Map<BetTypeCode, PlacingBetType>;
};
/** A line as placing writes it, rate snapshotted. */
export type PlacedLine = {
  id: string;
  lineIndex: number;
  betType: BetTypeCode;
  number: string;
  stakeSatang: bigint;
  rate: string;
  liabilitySatang: bigint;
};

const page = (pageNo: number, pageSize: number) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

export const createBillRepo = () => ({
  /**
   * Placing's read before its transaction, one statement: the round by code, its product and enabled
   * bet types (rates and limits). Nothing here is locked: the transaction re-reads the round under a
   * share lock, and a rate changed meanwhile could as well have changed just after the bill.
   */
  async placingContext(
    db: DbOrTx,
    operatorId: string,
    roundCode: string,
  ): Promise<PlacingContext | undefined> {
    type BetTypeJson = {
      betType: BetTypeCode;
      rate: string;
      min: string;
      max: string;
      memberMax: string;
      cap: string;
    };
    const [row] = rowsOf<{
      round_id: string;
      code: string;
      name: string;
      schedule: unknown;
      group: ProductRow['group'];
      bet_types: BetTypeJson[];
    }>(
      await db.execute(sql`
        select r.id::text as round_id, p.code, p.name, p.schedule, p."group",
               coalesce((select json_agg(json_build_object(
                   'betType', bt.bet_type, 'rate', bt.rate::text, 'min', bt.min_stake_satang::text,
                   'max', bt.max_stake_satang::text, 'memberMax', bt.member_max_satang::text,
                   'cap', bt.liability_cap_satang::text) order by bt.sort_order)
                 from lottery_product_bet_types bt where bt.product_id = p.id and bt.is_enabled), '[]'::json) as bet_types
        from lottery_rounds r join lottery_products p on p.id = r.product_id
        where r.operator_id = ${operatorId} and r.round_code = ${roundCode}`),
    );
    if (!row) return undefined;
    return {
      roundId: row.round_id,
      product: { code: row.code, name: row.name, schedule: row.schedule, group: row.group },
      betTypes: new Map(
        row.bet_types.map((bt) => [
          bt.betType,
          {
            betType: bt.betType,
            rate: bt.rate,
            minStakeSatang: BigInt(bt.min),
            maxStakeSatang: BigInt(bt.max),
            memberMaxSatang: BigInt(bt.memberMax),
            liabilityCapSatang: BigInt(bt.cap),
          },
        ]),
      ),
    };
  },
  /**
   * Share-locks the round (a staff close, result or number rule waits for the bill, and the bill for
   * them), then takes the advisory lock `memberRoundKey` (the member's bills and cancellations in the
   * round, one at a time): one statement, in that order. Answers the round's state under the lock.
   */
  async lockRoundForBill(
    tx: Tx,
    roundId: string,
    memberRoundKey: string,
  ): Promise<Pick<RoundRow, 'status' | 'openAt' | 'closeAt'> | undefined> {
    const [row] = rowsOf<{ status: RoundRow['status']; open_at: Date | string; close_at: Date | string }>(
      await tx.execute(sql`
        with r as materialized (
          select status, open_at, close_at from lottery_rounds where id = ${roundId} for share
        )
        select r.status, r.open_at, r.close_at, pg_advisory_xact_lock(hashtext(${memberRoundKey})) as locked
        from r`),
    );
    return row && { status: row.status, openAt: new Date(row.open_at), closeAt: new Date(row.close_at) };
  },
  /**
   * In one statement, for these numbers of the round: its number rules (closed, reduced rate), what
   * the member has staked on each (bet type, number) in bills not cancelled, and each number's
   * liability so far (read without a lock: a first check only — the exposure upsert is the exact
   * one). Keys `betType:number`.
   */
  async placingChecks(
    tx: Tx,
    roundId: string,
    memberId: string,
    numbers: readonly string[],
  ): Promise<{
    rules: Map<string, { kind: 'CLOSED' | 'REDUCED'; reducedRate: string | null }>;
    staked: Map<string, bigint>;
    liability: Map<string, bigint>;
  }> {
    const wanted = sql`${arrayLiteral([...new Set(numbers)])}::text[]`;
    const rows = rowsOf<{
      source: 'RULE' | 'STAKE' | 'EXPOSURE';
      key: string;
      kind: 'CLOSED' | 'REDUCED' | null;
      value: string | null;
    }>(
      await tx.execute(sql`
        select 'RULE' as source, nr.bet_type || ':' || nr.number as key, nr.kind, nr.reduced_rate::text as value
        from lottery_round_number_rules nr
        where nr.round_id = ${roundId} and nr.number = any(${wanted})
        union all
        select 'STAKE', l.bet_type || ':' || l.number, null, sum(l.stake_satang)::text
        from lottery_bill_lines l join lottery_bills b on b.id = l.bill_id
        where l.round_id = ${roundId} and l.member_id = ${memberId} and l.number = any(${wanted})
          and b.status <> ${BILL_CANCELLED}
        group by l.bet_type, l.number
        union all
        select 'EXPOSURE', e.bet_type || ':' || e.number, null, e.liability_satang::text
        from lottery_round_exposure e
        where e.round_id = ${roundId} and e.number = any(${wanted})`),
    );
    const rules = new Map<string, { kind: 'CLOSED' | 'REDUCED'; reducedRate: string | null }>();
    const staked = new Map<string, bigint>();
    const liability = new Map<string, bigint>();
    for (const row of rows)
      if (row.source === 'RULE' && row.kind) rules.set(row.key, { kind: row.kind, reducedRate: row.value });
      else if (row.source === 'STAKE') staked.set(row.key, BigInt(row.value ?? '0'));
      else if (row.source === 'EXPOSURE') liability.set(row.key, BigInt(row.value ?? '0'));
    return { rules, staked, liability };
  },
  /**
   * Writes a placed bill, its lines, its numbers' exposure (`exposure`: the upsert, gated on the new
   * bill row's CTE) and whatever `alongside` adds (the event, the idempotency answer: INSERTs reading
   * the new bill row from the CTE they are given) in ONE statement. `written` false when the bill
   * number is taken (nothing written: draw another); `exposureAdded` the `betType:number` keys the
   * upsert added.
   */
  async writeBill(
    tx: Tx,
    bill: Omit<typeof lotteryBills.$inferInsert, 'totalWinSatang' | 'cancelledAt'>,
    lines: readonly PlacedLine[],
    exposure: (billRow: SQL) => SQL,
    alongside: (billRow: SQL) => SQL[],
  ): Promise<{ written: boolean; exposureAdded: Set<string> }> {
    const column = <K extends keyof PlacedLine>(key: K) =>
      arrayLiteral(lines.map((line) => String(line[key])));
    const source = sql.raw('placed_bill');
    const more = alongside(source).map(
      (statement, i) => sql`, ${sql.raw(`alongside_${i}`)} as (${statement})`,
    );
    const [row] = rowsOf<{ written: number; added: string | null }>(
      await tx.execute(sql`
        with placed_bill as (
          insert into lottery_bills (id, operator_id, member_id, round_id, bill_no, total_satang,
            bonus_stake_satang, stake_by_bet_type, status, idempotency_key, created_at)
          values (${bill.id}, ${bill.operatorId}, ${bill.memberId}, ${bill.roundId}, ${bill.billNo},
            ${String(bill.totalSatang)}::bigint, ${String(bill.bonusStakeSatang ?? 0n)}::bigint,
            ${JSON.stringify(bill.stakeByBetType ?? null)}::jsonb, ${bill.status ?? 0}::smallint,
            ${bill.idempotencyKey}, ${bill.createdAt}::timestamptz)
          on conflict (operator_id, bill_no) do nothing
          returning *
        ),
        placed_lines as (
          insert into lottery_bill_lines (id, bill_id, round_id, member_id, line_index, bet_type, number,
            stake_satang, rate, liability_satang)
          select x.id, b.id, b.round_id, b.member_id, x.line_index, x.bet_type, x.number, x.stake, x.rate, x.liability
          from placed_bill b cross join unnest(${column('id')}::uuid[], ${column('lineIndex')}::int[],
            ${column('betType')}::text[], ${column('number')}::text[], ${column('stakeSatang')}::bigint[],
            ${column('rate')}::numeric[], ${column('liabilitySatang')}::bigint[])
            as x(id, line_index, bet_type, number, stake, rate, liability)
        ),
        exposure_added as (${exposure(source)})${sql.join(more, sql``)}
        select (select count(*)::int from placed_bill) as written,
               (select string_agg(bet_type || ':' || number, ',') from exposure_added) as added`),
    );
    return {
      written: row?.written === 1,
      exposureAdded: new Set(row?.added ? row.added.split(',') : []),
    };
  },
  async findBill(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    billNo: string,
  ): Promise<BillRow | undefined> {
    const [row] = await db
      .select()
      .from(lotteryBills)
      .where(
        and(
          eq(lotteryBills.operatorId, operatorId),
          eq(lotteryBills.memberId, memberId),
          eq(lotteryBills.billNo, billNo),
        ),
      );
    return row;
  },
  async linesOf(db: DbOrTx, billId: string): Promise<BillLineRow[]> {
    return db
      .select({ ...getTableColumns(lotteryBillLines), winSatang: lotteryLineWins.winSatang })
      .from(lotteryBillLines)
      .leftJoin(
        lotteryLineWins,
        and(
          eq(lotteryLineWins.roundId, lotteryBillLines.roundId),
          eq(lotteryLineWins.billId, lotteryBillLines.billId),
          eq(lotteryLineWins.lineId, lotteryBillLines.id),
        ),
      )
      .where(eq(lotteryBillLines.billId, billId))
      .orderBy(asc(lotteryBillLines.lineIndex));
  },
  /** The member's bills of one status, newest first, with their round code and product (to name the round). */
  async pageBills(
    db: DbOrTx,
    filter: { operatorId: string; memberId: string; status: number },
    pageNo: number,
    pageSize: number,
  ) {
    const where = and(
      eq(lotteryBills.operatorId, filter.operatorId),
      eq(lotteryBills.memberId, filter.memberId),
      eq(lotteryBills.status, filter.status),
    );
    const rows = await db
      .select({
        bill: lotteryBills,
        roundCode: lotteryRounds.roundCode,
        product: {
          code: lotteryProducts.code,
          name: lotteryProducts.name,
          schedule: lotteryProducts.schedule,
        },
      })
      .from(lotteryBills)
      .innerJoin(lotteryRounds, eq(lotteryRounds.id, lotteryBills.roundId))
      .innerJoin(lotteryProducts, eq(lotteryProducts.id, lotteryRounds.productId))
      .where(where)
      .orderBy(desc(lotteryBills.createdAt), desc(lotteryBills.id))
      .limit(page(pageNo, pageSize).limit)
      .offset(page(pageNo, pageSize).offset);
    const [total] = await db.select({ n: count() }).from(lotteryBills).where(where);
    return { rows, total: total?.n ?? 0 };
  },
  /** PENDING → CANCELLED; undefined when the bill is no longer pending (another cancel won). */
  async cancelBill(tx: Tx, billId: string, now: Date): Promise<BillRow | undefined> {
    const [row] = await tx
      .update(lotteryBills)
      .set({ status: BILL_CANCELLED, cancelledAt: now })
      .where(and(eq(lotteryBills.id, billId), eq(lotteryBills.status, BILL_PENDING)))
      .returning();
    return row;
  },
  async cancelledCount(tx: Tx, roundId: string, memberId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(lotteryBills)
      .where(
        and(
          eq(lotteryBills.roundId, roundId),
          eq(lotteryBills.memberId, memberId),
          eq(lotteryBills.status, BILL_CANCELLED),
        ),
      );
    return row?.n ?? 0;
  },
});
export type BillRepo = ReturnType<typeof createBillRepo>;
