import { coveringMinimums } from '@chokdee/lottery';
import { sql } from 'drizzle-orm';
import type { Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import type { DomainEventPayloads, SettledBetTypeLines } from '#platform/events/event-types';
import { publishEventsFrom } from '#platform/events/events';
import { BILL_CANCELLED } from '../bill/bill.tables';
import { stakeCategoryOf } from '../bill/bill-events.repo';
import type { productGroups } from '../product/product.tables';

/**
 * `bill.settled` of the bills a settlement step just settled (docs/architecture.md#domain-events-the-outbox), in that step's
 * transaction: one outbox row per bill. The payloads are built here from rows the step already read
 * (the bill, its stake per bet type summed at placing, its wins) and inserted in one statement; only
 * the covering rule reads more — the member's other bills in the round, and their lines only where
 * the lines of a bet type could cover at all (rare). Building them in SQL (jsonb per bill) cost ≈ 6×
 * more than inserting them built (bench/README.md).
 */

/** What a settlement step knows of a bill it settled. `placedAt` is ISO-8601 UTC with milliseconds. */
export type SettledBillRow = {
  id: string;
  operator_id: string;
  member_id: string;
  bill_no: string;
  stake: string;
  bonus_stake: string;
  placed_at: string;
  stake_by_bet_type: ByBetType | string | null;
  /** The bill's total win (0 for a loser). */
  win: string;
  /** Its wins per bet type, `betType:satang` joined by commas, one per winning line (null: none). */
  wins: string | null;
};

type ByBetType = Record<string, { lines: number; stakeSatang: string }>;

/** The columns of `lottery_bills b` a `SettledBillRow` needs besides `win` and `wins`. */
export const settledBillColumns = sql`b.id, b.operator_id, b.member_id, b.bill_no, b.total_satang::text as stake,
  b.bonus_stake_satang::text as bonus_stake, b.stake_by_bet_type,
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as placed_at`;

const parsed = (value: ByBetType | string | null): ByBetType | null =>
  typeof value === 'string' ? (JSON.parse(value) as ByBetType) : value;

/** Lines and stake per bet type of bills without a placing summary (bills placed before the summary was stored). */
const summariesFromLines = async (tx: Tx, billIds: string[]): Promise<Map<string, ByBetType>> => {
  const summaries = new Map<string, ByBetType>();
  if (billIds.length === 0) return summaries;
  const rows = rowsOf<{ bill_id: string; bet_type: string; lines: number; stake: string }>(
    await tx.execute(sql`
      select bill_id, bet_type, count(*)::int as lines, sum(stake_satang)::text as stake
      from lottery_bill_lines where bill_id = any(${arrayLiteral(billIds)}::uuid[])
      group by bill_id, bet_type`),
  );
  for (const row of rows) {
    const summary = summaries.get(row.bill_id) ?? {};
    summary[row.bet_type] = { lines: Number(row.lines), stakeSatang: row.stake };
    summaries.set(row.bill_id, summary);
  }
  return summaries;
};

/**
 * The (member, bet type) pairs whose non-cancelled lines in the round cover ≥ `coveringMinNumbers`
 * distinct bets (docs/domain/rewards.md §2; 3 ตัวโต๊ด by sorted digits). Only pairs whose line count reaches
 * the minimum are counted distinct.
 */
const coveredOf = async (tx: Tx, roundId: string, memberIds: string[]): Promise<Set<string>> => {
  const minimum = new Map(coveringMinimums().map((m) => [m.betType as string, m.minNumbers]));
  const bills = rowsOf<{ id: string; member_id: string; stake_by_bet_type: ByBetType | string | null }>(
    await tx.execute(sql`
      select id, member_id, stake_by_bet_type from lottery_bills
      where round_id = ${roundId} and status <> ${BILL_CANCELLED}
        and member_id = any(${arrayLiteral(memberIds)}::uuid[])`),
  );
  const missing = await summariesFromLines(
    tx,
    bills.filter((bill) => bill.stake_by_bet_type === null).map((bill) => bill.id),
  );
  const lines = new Map<string, number>();
  for (const bill of bills)
    for (const [betType, group] of Object.entries(
      parsed(bill.stake_by_bet_type) ?? missing.get(bill.id) ?? {},
    ))
      lines.set(
        `${bill.member_id}:${betType}`,
        (lines.get(`${bill.member_id}:${betType}`) ?? 0) + group.lines,
      );
  const candidates = [...lines].filter(
    ([key, count]) => count >= (minimum.get(key.split(':')[1] ?? '') ?? Infinity),
  );
  if (candidates.length === 0) return new Set();
  const pairs = candidates.map(([key]) => key.split(':') as [string, string]);
  const betKey = sql`case when l.bet_type = 'THREE_TOD'
      then (select string_agg(d, '' order by d) from regexp_split_to_table(l.number, '') as d)
      else l.number end`;
  const covered = rowsOf<{ member_id: string; bet_type: string }>(
    await tx.execute(sql`
      select c.member_id, c.bet_type
      from unnest(${arrayLiteral(pairs.map(([member]) => member))}::uuid[],
                  ${arrayLiteral(pairs.map(([, betType]) => betType))}::text[]) as c(member_id, bet_type)
      cross join lateral (
        select count(distinct ${betKey}) as bets
        from lottery_bill_lines l
        join lottery_bills ob on ob.id = l.bill_id and ob.status <> ${BILL_CANCELLED}
        where l.round_id = ${roundId} and l.member_id = c.member_id and l.bet_type = c.bet_type
      ) d
      where d.bets >= (select m.min_numbers from unnest(
        ${arrayLiteral([...minimum.keys()])}::text[], ${arrayLiteral([...minimum.values()].map(String))}::int[]
      ) as m(bet_type, min_numbers) where m.bet_type = c.bet_type)`),
  );
  return new Set(covered.map((row) => `${row.member_id}:${row.bet_type}`));
};

/**
 * Publishes `bill.settled` of `bills` (settled in `tx`, round `roundId`) at `at`. A bill already
 * published is skipped by the dedupe key (`bill.settled:{billId}`), so a resumed settlement
 * publishes each bill once. Answers the events written.
 */
export const publishBillsSettled = async (
  tx: Tx,
  roundId: string,
  bills: readonly SettledBillRow[],
  at: Date,
): Promise<number> => {
  if (bills.length === 0) return 0;
  const [round] = rowsOf<{ round_code: string; product_code: string; product_group: string }>(
    await tx.execute(sql`
      select r.round_code, p.code as product_code, p."group" as product_group
      from lottery_rounds r join lottery_products p on p.id = r.product_id where r.id = ${roundId}`),
  );
  if (!round) throw new Error(`round ${roundId} not found`);
  const missing = await summariesFromLines(
    tx,
    bills.filter((bill) => bill.stake_by_bet_type === null).map((bill) => bill.id),
  );
  const covered = await coveredOf(tx, roundId, [...new Set(bills.map((bill) => bill.member_id))]);
  const settledAt = at.toISOString();
  const events = bills.map((bill) => {
    const wins = new Map<string, bigint>();
    for (const part of bill.wins?.split(',') ?? []) {
      const [betType = '', satang = '0'] = part.split(':');
      wins.set(betType, (wins.get(betType) ?? 0n) + BigInt(satang));
    }
    const byBetType: SettledBetTypeLines[] = Object.entries(
      parsed(bill.stake_by_bet_type) ?? missing.get(bill.id) ?? {},
    )
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([betType, group]) => ({
        betType,
        lines: group.lines,
        stakeSatang: group.stakeSatang,
        winSatang: String(wins.get(betType) ?? 0n),
        covering: covered.has(`${bill.member_id}:${betType}`),
      }));
    const win = BigInt(bill.win);
    const payload: DomainEventPayloads['bill.settled'] = {
      billId: bill.id,
      billNo: bill.bill_no,
      roundId,
      roundCode: round.round_code,
      productCode: round.product_code,
      category: stakeCategoryOf(round.product_group as (typeof productGroups)[number]) as
        | 'LOTTERY'
        | 'YEEKEE',
      stakeSatang: bill.stake,
      bonusStakeSatang: bill.bonus_stake,
      placedAt: bill.placed_at,
      settledAt,
      winSatang: String(win),
      bonusWinSatang: String((win * BigInt(bill.bonus_stake)) / BigInt(bill.stake)),
      byBetType,
    };
    return { o: bill.operator_id, m: bill.member_id, s: bill.id, p: payload };
  });
  return publishEventsFrom(
    tx,
    sql`select e.o, 'bill.settled'::text, e.m, e.s, 'bill.settled:' || e.s, e.p, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(o uuid, m uuid, s text, p jsonb)`,
  );
};
