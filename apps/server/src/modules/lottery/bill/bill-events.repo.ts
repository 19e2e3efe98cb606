import { coveringMinimums } from '@chokdee/lottery';
import { type SQL, sql } from 'drizzle-orm';
import type { StakeCategory } from '#modules/wallet/index';
import type { Tx } from '#platform/db/client';
import { arrayLiteral } from '#platform/db/rows';
import type { DomainEventType } from '#platform/events/event-types';
import { publishEventsFrom } from '#platform/events/events';
import type { productGroups } from '../product/product.tables';
import { BILL_CANCELLED, BILL_SETTLED } from './bill.tables';

/**
 * The bill events of the outbox (architecture.md §7), written set-based from the rows the fact just
 * changed, in the fact's transaction. Raw SQL on purpose: a round's settlement publishes one event
 * per bill (10,000 in the bench) with each bill's lines summed per bet type and the member's covering
 * computed over the round — one INSERT … SELECT, never a row per round trip. The payload shapes are
 * `DomainEventPayloads` in `platform/events/event-types.ts`.
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

/** Bill `alias`'s lines per bet type: its summary, or summed from its lines when it has none. */
const stakeByBetTypeOf = (alias: 'b' | 'ob') => {
  const bill = sql.raw(alias);
  return sql`coalesce(${bill}.stake_by_bet_type, (
    select jsonb_object_agg(s.bet_type, jsonb_build_object('lines', s.lines, 'stakeSatang', s.stake::text))
    from (select l.bet_type, count(*)::int as lines, sum(l.stake_satang) as stake
          from lottery_bill_lines l where l.bill_id = ${bill}.id group by l.bet_type) s))`;
};

const idsOf = (billIds: readonly string[]) => sql`b.id = any(${arrayLiteral(billIds)}::uuid[])`;

export const createBillEventsRepo = () => ({
  /** `bill.placed` of one bill, with its line count. */
  placed: (tx: Tx, billId: string, at: Date) =>
    publishPerBill(
      tx,
      'bill.placed',
      idsOf([billId]),
      sql`jsonb_build_object('lines', (select count(*)::int from lottery_bill_lines l where l.bill_id = b.id))`,
      at,
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
   * `bill.settled` of the round's settled bills that `which` selects (winners of a chunk by id, or
   * the losers: every settled bill with no win — those already published are skipped by the dedupe
   * key, so a resumed settlement publishes each bill once). `byBetType` sums each bill's lines per
   * bet type; `covering` is true when the member's non-cancelled bills in the round hold at least
   * `coveringMinNumbers` distinct bets of that bet type (`coveringKey`: 3 ตัวโต๊ด by sorted digits).
   * Cheap per bill, so it fits in settlement's budget: lines and stake per bet type come from the
   * bill's `stake_by_bet_type` (summed at placing; from its lines for older bills), wins from
   * `lottery_line_wins` (the judged wins only), the member's line count per bet type from their
   * bills' summaries — and only where that count could cover are the lines counted distinct
   * (cancelled bills left out). Materialized CTEs pin that shape whatever the row estimates.
   */
  settled: async (tx: Tx, roundId: string, which: { billIds: readonly string[] } | 'losers', at: Date) => {
    // The laterals' estimates cross jit_above_cost, and compiling (~35 ms a chunk in the bench) costs
    // more than running the statement: off for the rest of this (settlement chunk's) transaction.
    await tx.execute(sql`set local jit = off`);
    const chosen =
      which === 'losers'
        ? sql`b.round_id = ${roundId} and b.status = ${BILL_SETTLED} and b.total_win_satang = 0`
        : sql`b.round_id = ${roundId} and ${idsOf(which.billIds)}`;
    const minimums = coveringMinimums();
    const betKey = sql`case when l.bet_type = 'THREE_TOD'
        then (select string_agg(d, '' order by d) from regexp_split_to_table(l.number, '') as d)
        else l.number end`;
    return publishEventsFrom(
      tx,
      sql`with minimums(bet_type, min_numbers) as (
            select * from unnest(${arrayLiteral(minimums.map((m) => m.betType))}::text[],
                                 ${arrayLiteral(minimums.map((m) => String(m.minNumbers)))}::int[])
          ),
          chosen as materialized (
            select b.id, b.member_id, ${stakeByBetTypeOf('b')} as by_type
            from lottery_bills b where ${chosen}
          ),
          bill_types as materialized (
            select ch.id as bill_id, ch.member_id, e.key as bet_type, (e.value->>'lines')::int as lines,
                   (e.value->>'stakeSatang')::bigint as stake
            from chosen ch cross join lateral jsonb_each(ch.by_type) e
          ),
          wins as materialized (
            select w.bill_id, w.bet_type, sum(w.win_satang) as win
            from lottery_line_wins w
            where w.round_id = ${roundId} and w.bill_id in (select id from chosen)
            group by w.bill_id, w.bet_type
          ),
          candidates as materialized (
            select ob.member_id, e.key as bet_type, mn.min_numbers
            from lottery_bills ob
            cross join lateral jsonb_each(${stakeByBetTypeOf('ob')}) e
            join minimums mn on mn.bet_type = e.key
            where ob.round_id = ${roundId} and ob.status <> ${BILL_CANCELLED}
              and ob.member_id in (select member_id from chosen)
            group by ob.member_id, e.key, mn.min_numbers
            having sum((e.value->>'lines')::int) >= mn.min_numbers
          ),
          covered as materialized (
            select c.member_id, c.bet_type from candidates c
            cross join lateral (
              select count(distinct ${betKey}) as bets
              from lottery_bill_lines l
              join lottery_bills ob on ob.id = l.bill_id and ob.status <> ${BILL_CANCELLED}
              where l.round_id = ${roundId} and l.member_id = c.member_id and l.bet_type = c.bet_type
            ) d
            where d.bets >= c.min_numbers
          ),
          by_bet_type as (
            select bt.bill_id,
                   jsonb_agg(jsonb_build_object(
                     'betType', bt.bet_type, 'lines', bt.lines, 'stakeSatang', bt.stake::text,
                     'winSatang', coalesce(w.win, 0)::text, 'covering', cv.member_id is not null)
                     order by bt.bet_type) as lines
            from bill_types bt
            left join wins w on w.bill_id = bt.bill_id and w.bet_type = bt.bet_type
            left join covered cv on cv.member_id = bt.member_id and cv.bet_type = bt.bet_type
            group by bt.bill_id
          )
          select b.operator_id, 'bill.settled'::text, b.member_id, b.id::text, 'bill.settled:' || b.id::text,
                 ${billFacts} || jsonb_build_object(
                   'settledAt', ${at.toISOString()}::text,
                   'winSatang', b.total_win_satang::text,
                   'bonusWinSatang', floor(b.total_win_satang::numeric * b.bonus_stake_satang / b.total_satang)::bigint::text,
                   'byBetType', bt.lines),
                 ${at}::timestamptz
          from by_bet_type bt
          join lottery_bills b on b.id = bt.bill_id
          join lottery_rounds r on r.id = b.round_id
          join lottery_products p on p.id = r.product_id`,
    );
  },

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
