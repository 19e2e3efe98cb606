import { formatAmount, realtimeEvents } from '@chokdee/contracts';
import { type BetType, betTypeDigits, type DerivedResult, judgeLine } from '@chokdee/lottery';
import { type SQL, sql } from 'drizzle-orm';
import { type BalanceAfter, publishWallet, type WalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import { lockKey } from '#platform/db/tx';
import type { Publisher } from '#platform/realtime/publisher';
import type { Job } from '#platform/scheduler/scheduler';
import type { CatalogueChanges } from '../product/catalogue-changes';
import { publishBillsSettled, type SettledBillRow, settledBillColumns } from './settled-events';

/** Winning bills credited per transaction (and per `postTransfers` call). */
export const SETTLE_CHUNK = 2000;

/** What to push once a settlement step committed. */
export type SettledBill = { memberId: string; billNo: string; totalWinSatang: bigint };
export type SettlementEvents = { roundCode: string; bills: SettledBill[]; wallets: BalanceAfter[] };

export type SettlementDeps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  wallet: Pick<WalletService, 'postTransfers' | 'memberBalancesOf'>;
  /** A settled round enters the members' results: their cached catalogue is dropped at commit. */
  catalogue?: CatalogueChanges;
};

type SettleRound = {
  id: string;
  operator_id: string;
  round_code: string;
  status: string;
  result_derived: DerivedResult | string | null;
  result_confirmed_at: unknown;
};

/** The settlement lock of a round: every step takes it, so two runs (or a run and a cancel) never interleave. */
export const lockRoundSettlement = (tx: Tx, roundId: string) => lockKey(tx, `lottery:settle:${roundId}`);

/**
 * The three digits of a 3-character string in ascending order, as one scalar expression (no
 * subquery per line): smallest, the middle one (sum − smallest − largest), largest, by code point.
 */
const sortedDigits = (value: SQL): SQL => {
  const codes = [1, 2, 3].map((i) => sql`ascii(substr(${value}, ${sql.raw(String(i))}, 1))`);
  const [a, b, c] = codes as [SQL, SQL, SQL];
  const low = sql`least(${a}, ${b}, ${c})`;
  const high = sql`greatest(${a}, ${b}, ${c})`;
  return sql`(chr(${low}) || chr(${a} + ${b} + ${c} - ${low} - ${high}) || chr(${high}))`;
};

/**
 * Every number that wins some bet type under `judgeLine` (the package's rule, not restated here): a
 * few dozen at most. The judge filters on it first (`number = any(…)`, cheap), so the hits CASE runs
 * on those lines only instead of on every line of the round; the CASE still decides.
 */
const winningNumbers = (derived: DerivedResult): string[] => {
  const numbers = new Set<string>();
  for (const [betType, digits] of Object.entries(betTypeDigits) as Array<[BetType, number]>)
    for (let value = 0; value < 10 ** digits; value += 1) {
      const number = String(value).padStart(digits, '0');
      if (judgeLine(betType, number, derived) > 0) numbers.add(number);
    }
  return [...numbers];
};

const derivedOf = (value: SettleRound['result_derived']): DerivedResult | null =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as DerivedResult) : value;

/**
 * The winning lines of the round's bills in one state under `derived`, as a SELECT of `round_id,
 * bill_id, line_id, bet_type, member_id, win_satang` (`win_satang = floor(stake × rate × hits + 0.5)`;
 * losing lines are not in it). Settlement's judge inserts exactly these rows (pending bills); the
 * payout previews aggregate the same SELECT without writing (`payout-preview.ts`: pending bills
 * before a confirm, settled bills before a correction), so a preview and the payment it predicts
 * cannot disagree. Lines on a number that wins nothing are skipped by the cheap `winningNumbers`
 * filter first; the hits CASE is docs/domain/lottery.md §2 in SQL, tested against `judgeLine`.
 */
export const winningLines = (roundId: string, derived: DerivedResult, bills: 'pending' | 'settled'): SQL => {
  const [front1, front2] = derived.front3 ?? [null, null];
  const [back1, back2] = derived.back3 ?? [null, null];
  const hits = sql`case line.bet_type
      when 'THREE_TOP' then (line.number = ${derived.top3})::int
      when 'THREE_TOD' then (line.number ~ '^[0-9]{3}$' and ${sortedDigits(sql`line.number`)} = ${sortedDigits(sql`${derived.top3}::text`)})::int
      when 'THREE_FRONT' then coalesce((line.number = ${front1}::text)::int, 0)
                            + coalesce((line.number = ${front2}::text)::int, 0)
      when 'THREE_BACK' then coalesce((line.number = ${back1}::text)::int, 0)
                           + coalesce((line.number = ${back2}::text)::int, 0)
      when 'TWO_TOP' then (line.number = ${derived.top2})::int
      when 'TWO_BOTTOM' then (line.number = ${derived.bottom2})::int
      when 'RUN_TOP' then (length(line.number) = 1 and strpos(${derived.top3}::text, line.number) > 0)::int
      when 'RUN_BOTTOM' then (length(line.number) = 1 and strpos(${derived.bottom2}::text, line.number) > 0)::int
      else 0 end`;
  // A literal, not a parameter: the planner sees the state as before this was shared.
  const status = sql.raw(bills === 'pending' ? '0' : '1');
  return sql`
    select line.round_id, line.bill_id, line.id as line_id, line.bet_type, line.member_id,
           floor(line.stake_satang::numeric * line.rate * (${hits}) + 0.5)::bigint as win_satang
    from lottery_bill_lines line
    join lottery_bills b on b.id = line.bill_id and b.status = ${status}
    where line.round_id = ${roundId}
      and line.number = any(${`{${winningNumbers(derived).join(',')}}`}::text[])
      and (${hits}) > 0`;
};

/**
 * Settlement of a confirmed round (docs/domain/lottery.md §2), set-based and resumable. Each step is guarded by
 * state, so running the whole settlement again after a crash between steps finishes the work and
 * pays nobody twice:
 * 1. `judge` — one INSERT … SELECT writes the win of each winning line of the pending bills into
 *    `lottery_line_wins` (insert-only: the lines themselves are never updated; a line judged before
 *    is skipped by the key; losing lines are not written);
 * 2. `payWinners` — pending bills with winning lines, a chunk at a time: PAYOUTS → MAIN per bill
 *    (idempotency key `settle:{billId}`) and, for a bill staked partly from bonus, its share
 *    floor(win × bonusStake / stake) PAYOUTS → BONUS instead (`settle:{billId}:bonus`); the bill
 *    marked settled with its total win and `bill.settled` published, in the same transaction;
 * 3. `markLosers` — the remaining pending bills (no winning line) settled with total win 0, and
 *    their `bill.settled` published in the same transaction;
 * 4. `finish` — the round SETTLED once no pending bill is left.
 */
export const createSettlement = (deps: SettlementDeps) => {
  const { db, clock, publish, wallet } = deps;

  /** The round when it owes settlement: RESULTED with a confirmed result. */
  const dueRound = async (tx: Tx, roundId: string): Promise<SettleRound | undefined> => {
    const [round] = rowsOf<SettleRound>(
      await tx.execute(sql`
        select id, operator_id, round_code, status, result_derived, result_confirmed_at
        from lottery_rounds where id = ${roundId}`),
    );
    if (round?.status !== 'RESULTED' || round.result_confirmed_at === null) return undefined;
    return round;
  };

  const steps = {
    /**
     * Step 1: judges every line of the round's pending bills in one statement (`winningLines`) and
     * inserts the wins into `lottery_line_wins`. Answers the wins written.
     */
    async judge(tx: Tx, roundId: string, derived: DerivedResult): Promise<number> {
      const result = await tx.execute(sql`
        insert into lottery_line_wins (round_id, bill_id, line_id, bet_type, win_satang)
        select w.round_id, w.bill_id, w.line_id, w.bet_type, w.win_satang
        from (${winningLines(roundId, derived, 'pending')}) w
        on conflict do nothing`);
      const counted = result as { rowCount?: number | null; affectedRows?: number };
      const written = Number(counted.rowCount ?? counted.affectedRows ?? 0);
      // The table was (nearly) empty for the planner until now: without fresh statistics each chunk's
      // winners query sorts every remaining win of the round instead of reading the key in order
      // (measured: 140 ms a chunk instead of 23 ms at 1,000,000 lines, minutes in all at 10,000,000).
      if (written > 0) await tx.execute(sql`analyze lottery_line_wins`);
      return written;
    },

    /**
     * Step 2 (one chunk): credits up to `limit` winning pending bills, in bill id order, and marks them
     * settled. The winners come from `lottery_line_wins` (the judged wins, keyed by round and bill); `afterBillId` (the
     * previous chunk's `lastBillId`) starts the scan past the bills already paid — only a shortcut:
     * state decides, and a winner skipped by mistake would leave the round unfinished for the job to
     * resume, never paid twice. The transfers are one `postTransfers` call, the balances one read.
     */
    async payWinners(
      tx: Tx,
      round: { id: string; operatorId: string },
      limit = SETTLE_CHUNK,
      afterBillId?: string,
    ): Promise<{ bills: SettledBill[]; wallets: BalanceAfter[]; lastBillId?: string }> {
      const winners = rowsOf<SettledBillRow & { bonus_win: string }>(
        await tx.execute(sql`
          select ${settledBillColumns}, sum(w.win_satang)::text as win,
                 string_agg(w.bet_type || ':' || w.win_satang, ',') as wins,
                 floor(sum(w.win_satang)::numeric * b.bonus_stake_satang / b.total_satang)::bigint::text as bonus_win
          from lottery_line_wins w
          join lottery_bills b on b.id = w.bill_id
          where w.round_id = ${round.id} and w.win_satang > 0
            ${afterBillId ? sql`and w.bill_id > ${afterBillId}` : sql``}
            and b.round_id = ${round.id} and b.status = 0
          group by b.id
          order by b.id
          limit ${limit}`),
      );
      if (winners.length === 0) return { bills: [], wallets: [] };
      await wallet.postTransfers(
        tx,
        winners.flatMap((bill) => {
          const leg = (kind: 'MEMBER_WALLET' | 'BONUS', amountSatang: bigint, idempotencyKey: string) => ({
            operatorId: round.operatorId,
            kind: 'LOTTERY_WIN' as const,
            debit: { house: 'PAYOUTS' as const },
            credit: { memberId: bill.member_id, kind },
            amountSatang,
            causeType: 'lottery_bill',
            causeId: bill.id,
            idempotencyKey,
          });
          const bonusWin = BigInt(bill.bonus_win);
          const cashWin = BigInt(bill.win) - bonusWin;
          return [
            ...(cashWin > 0n ? [leg('MEMBER_WALLET', cashWin, `settle:${bill.id}`)] : []),
            ...(bonusWin > 0n ? [leg('BONUS', bonusWin, `settle:${bill.id}:bonus`)] : []),
          ];
        }),
      );
      // The totals just summed, in this transaction: ids are uuids and wins digits, safe in array literals.
      await tx.execute(sql`
        update lottery_bills b set status = 1, total_win_satang = w.win
        from unnest(${`{${winners.map((bill) => bill.id).join(',')}}`}::uuid[],
                    ${`{${winners.map((bill) => bill.win).join(',')}}`}::bigint[]) as w(bill_id, win)
        where b.id = w.bill_id and b.status = 0`);
      await publishBillsSettled(tx, round.id, winners, clock.now());
      const members = [...new Set(winners.map((bill) => bill.member_id))];
      const wallets = await wallet.memberBalancesOf(tx, round.operatorId, members);
      return {
        bills: winners.map((bill) => ({
          memberId: bill.member_id,
          billNo: bill.bill_no,
          totalWinSatang: BigInt(bill.win),
        })),
        wallets,
        lastBillId: winners.at(-1)?.id,
      };
    },

    /** Step 3: every pending bill left has no winning line: settled with a total win of 0. */
    async markLosers(tx: Tx, roundId: string): Promise<SettledBill[]> {
      const rows = rowsOf<SettledBillRow>(
        await tx.execute(sql`
          update lottery_bills b set status = 1, total_win_satang = 0
          where b.round_id = ${roundId} and b.status = 0
            and not exists (
              select 1 from lottery_line_wins w
              where w.round_id = ${roundId} and w.bill_id = b.id and w.win_satang > 0
            )
          returning ${settledBillColumns}, '0' as win, null::text as wins`),
      );
      await publishBillsSettled(tx, roundId, rows, clock.now());
      return rows.map((row) => ({ memberId: row.member_id, billNo: row.bill_no, totalWinSatang: 0n }));
    },

    /** Step 4: RESULTED → SETTLED once no bill of the round is pending. True when this call settled it. */
    async finish(tx: Tx, roundId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string; operator_id: string }>(
        await tx.execute(sql`
          update lottery_rounds set status = 'SETTLED', settled_at = ${clock.now()}
          where id = ${roundId} and status = 'RESULTED' and result_confirmed_at is not null
            and not exists (select 1 from lottery_bills where round_id = ${roundId} and status = 0)
          returning id, operator_id`),
      );
      const [settled] = rows;
      if (settled) deps.catalogue?.changed(tx, [settled.operator_id]);
      return rows.length === 1;
    },
  };

  /** Runs every step on a due round inside `tx`. Answers what to push once `tx` commits (undefined: nothing due). */
  const settleInTx = async (tx: Tx, roundId: string): Promise<SettlementEvents | undefined> => {
    await lockRoundSettlement(tx, roundId);
    const round = await dueRound(tx, roundId);
    const derived = round && derivedOf(round.result_derived);
    if (!round || !derived) return undefined;
    await steps.judge(tx, roundId, derived);
    const events: SettlementEvents = { roundCode: round.round_code, bills: [], wallets: [] };
    let after: string | undefined;
    for (;;) {
      const paid = await steps.payWinners(
        tx,
        { id: roundId, operatorId: round.operator_id },
        SETTLE_CHUNK,
        after,
      );
      if (paid.bills.length === 0) break;
      events.bills.push(...paid.bills);
      events.wallets.push(...paid.wallets);
      after = paid.lastBillId;
    }
    events.bills.push(...(await steps.markLosers(tx, roundId)));
    await steps.finish(tx, roundId);
    return events;
  };

  const announce = (events: SettlementEvents | undefined): void => {
    if (!events) return;
    for (const bill of events.bills)
      publish.toMember(bill.memberId, realtimeEvents.billSettled, {
        billNo: bill.billNo,
        roundCode: events.roundCode,
        totalWinAmount: formatAmount(bill.totalWinSatang),
      });
    // The last balance read per member is its newest.
    const latest = new Map(events.wallets.map((after) => [after.memberId, after] as const));
    for (const after of latest.values()) publishWallet(publish, after);
  };

  return {
    steps,
    dueRound,
    settleInTx,
    /**
     * Settles a confirmed round now: the judging in one transaction, then each chunk of winners in its
     * own, then the losers and the round; pushes `bill.settled` and `wallet.updated` after each commit.
     * Safe to run again (or twice at once): every step is guarded by the round's settlement lock,
     * by bill state and by the transfers' idempotency keys.
     */
    async settleRound(
      roundId: string,
    ): Promise<{ settled: boolean; bills: number; winningBills: number; totalWinSatang: bigint }> {
      const round = await db.transaction(async (tx) => {
        await lockRoundSettlement(tx, roundId);
        const due = await dueRound(tx, roundId);
        const derived = due && derivedOf(due.result_derived);
        if (!due || !derived) return undefined;
        await steps.judge(tx, roundId, derived);
        return due;
      });
      if (!round) return { settled: false, bills: 0, winningBills: 0, totalWinSatang: 0n };
      let bills = 0;
      let winningBills = 0;
      let totalWinSatang = 0n;
      let after: string | undefined;
      for (;;) {
        const paid = await db.transaction(async (tx) => {
          await lockRoundSettlement(tx, roundId);
          if (!(await dueRound(tx, roundId))) return undefined;
          return steps.payWinners(tx, { id: roundId, operatorId: round.operator_id }, SETTLE_CHUNK, after);
        });
        if (!paid || paid.bills.length === 0) break;
        after = paid.lastBillId;
        announce({ roundCode: round.round_code, bills: paid.bills, wallets: paid.wallets });
        bills += paid.bills.length;
        winningBills += paid.bills.length;
        totalWinSatang += paid.bills.reduce((sum, bill) => sum + bill.totalWinSatang, 0n);
      }
      const last = await db.transaction(async (tx) => {
        await lockRoundSettlement(tx, roundId);
        if (!(await dueRound(tx, roundId))) return undefined;
        const losers = await steps.markLosers(tx, roundId);
        const settled = await steps.finish(tx, roundId);
        return { losers, settled };
      });
      if (last) announce({ roundCode: round.round_code, bills: last.losers, wallets: [] });
      bills += last?.losers.length ?? 0;
      return { settled: last?.settled ?? false, bills, winningBills, totalWinSatang };
    },
    announce,
  };
};
export type Settlement = ReturnType<typeof createSettlement>;

/**
 * The settlement job (scheduler: advisory-locked, every 30 s): resumes every confirmed round that is
 * not settled yet — after a crash, or when the in-process run after the confirm failed. Yeekee rounds
 * are the Yeekee pay tick's (chunked, pushed, every second). It settles
 * inside the job's transaction and pushes nothing (push is a hint; the member reads the bill).
 */
export const createSettlementJob = (settlement: Settlement): Job => ({
  key: 'lottery.settlement',
  async run(tx) {
    const due = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id from lottery_rounds r
        where status = 'RESULTED' and result_confirmed_at is not null
          and not exists (select 1 from yeekee_rounds y where y.round_id = r.id)
        order by result_confirmed_at`),
    );
    let settled = 0;
    for (const round of due) if (await settlement.settleInTx(tx, round.id)) settled += 1;
    return { settled };
  },
});
