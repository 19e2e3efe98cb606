import { type SQL, sql } from 'drizzle-orm';
import type { StakeCategory } from '#modules/wallet/index';
import type { Tx } from '#platform/db/client';
import { arrayLiteral } from '#platform/db/rows';
import type { DomainEventType } from '#platform/events/event-types';
import { eventsInsert, publishEventsFrom } from '#platform/events/events';
import type { productGroups } from '../product/product.tables';

/**
 * The bill events of the outbox (docs/architecture.md#domain-events-the-outbox), written set-based from the rows the fact just
 * changed, in the fact's transaction: one INSERT … SELECT, never a row per round trip. The payload
 * shapes are `DomainEventPayloads` in `platform/events/event-types.ts`. `bill.settled` is published
 * by settlement (`settlement/settled-events.ts`), from the rows its steps already read.
 */

/** A bill's wagering category: Yeekee's products are YEEKEE, every other lottery product LOTTERY. */
export const stakeCategoryOf = (group: (typeof productGroups)[number]): StakeCategory =>
  group === 'YEEKEE' ? 'YEEKEE' : 'LOTTERY';

/** ISO-8601 UTC with milliseconds, as `Date.toISOString` writes it. */
const iso = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `BillFacts` of bill `b` (round `r`, product `p`); the category rule is `stakeCategoryOf`'s. */
const billFacts = sql`jsonb_build_object(
  'billId', b.id, 'billNo', b.bill_no, 'roundId', b.round_id, 'roundCode', r.round_code,
  'productCode', p.code,
  'category', case when p."group" = 'YEEKEE' then 'YEEKEE' else 'LOTTERY' end,
  'stakeSatang', b.total_satang::text, 'bonusStakeSatang', b.bonus_stake_satang::text,
  'placedAt', ${iso(sql`b.created_at`)})`;

const billSource = sql`from lottery_bills b
  join lottery_rounds r on r.id = b.round_id
  join lottery_products p on p.id = r.product_id`;

/** One event per bill that `where` selects: its facts merged with `extra` (a jsonb expression). */
const publishPerBill = (tx: Tx, type: DomainEventType, where: SQL, extra: SQL, at: Date, dedupe?: SQL) =>
  publishEventsFrom(
    tx,
    sql`select b.operator_id, ${type}::text, b.member_id, b.id::text,
          ${dedupe ?? sql`${`${type}:`}::text || b.id::text`},
          ${billFacts} || ${extra}, ${at}::timestamptz
        ${billSource}
        where ${where}`,
  );

const idsOf = (billIds: readonly string[]) => sql`b.id = any(${arrayLiteral(billIds)}::uuid[])`;

export const createBillEventsRepo = () => ({
  /**
   * `bill.placed` of the bill that the statement's CTE `source` is inserting (its `INSERT … RETURNING *`:
   * the new row is not visible to the statement's other parts, hence `lines`, its line count), as the
   * INSERT to put in that statement — the bill, its lines and its event written in one round trip.
   */
  placedInsert: (source: SQL, lines: number, at: Date): SQL =>
    eventsInsert(
      sql`select b.operator_id, 'bill.placed'::text, b.member_id, b.id::text, 'bill.placed:' || b.id::text,
            ${billFacts} || jsonb_build_object('lines', ${lines}::int), ${at}::timestamptz
          from ${source} b
          join lottery_rounds r on r.id = b.round_id
          join lottery_products p on p.id = r.product_id`,
    ),

  /** `bill.cancelled` of a bill its member cancelled. */
  cancelled: (tx: Tx, billId: string, at: Date) =>
    publishPerBill(
      tx,
      'bill.cancelled',
      idsOf([billId]),
      sql`jsonb_build_object('cancelledAt', ${at.toISOString()}::text)`,
      at,
    ),

  /**
   * `bill.refunded` of bills whose stake went back (a round staff cancelled, a void Yeekee round).
   * `wasSettled`: whether they had settled before (turnover counted on them is un-counted).
   */
  refunded: (tx: Tx, billIds: readonly string[], fact: { at: Date; reason: string; wasSettled: boolean }) =>
    billIds.length === 0
      ? Promise.resolve(0)
      : publishPerBill(
          tx,
          'bill.refunded',
          idsOf(billIds),
          sql`jsonb_build_object('refundedAt', ${fact.at.toISOString()}::text, 'reason', ${fact.reason}::text,
                'wasSettled', ${fact.wasSettled}::boolean)`,
          fact.at,
        ),

  /**
   * `bill.win_corrected` of bills a result correction changed: `{billId, oldWin}` (the new win is
   * the bill's total now). The dedupe key carries the correction's number (a bill may be corrected
   * again).
   */
  winCorrected: (
    tx: Tx,
    changed: ReadonlyArray<{ billId: string; oldWinSatang: bigint }>,
    correctionNo: number,
    at: Date,
  ) =>
    changed.length === 0
      ? Promise.resolve(0)
      : publishEventsFrom(
          tx,
          sql`select b.operator_id, 'bill.win_corrected'::text, b.member_id, b.id::text,
                'bill.win_corrected:' || b.id::text || ':' || ${String(correctionNo)}::text,
                ${billFacts} || jsonb_build_object(
                  'correctedAt', ${at.toISOString()}::text,
                  'deltaWinSatang', (b.total_win_satang - o.old_win)::text,
                  'winSatang', b.total_win_satang::text),
                ${at}::timestamptz
              ${billSource}
              join unnest(${arrayLiteral(changed.map((c) => c.billId))}::uuid[],
                          ${arrayLiteral(changed.map((c) => String(c.oldWinSatang)))}::bigint[])
                as o(bill_id, old_win) on o.bill_id = b.id`,
        ),
});
export type BillEventsRepo = ReturnType<typeof createBillEventsRepo>;
