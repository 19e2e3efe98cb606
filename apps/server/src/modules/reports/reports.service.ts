import {
  DASHBOARD_SERIES_DAYS,
  type DailyReport,
  type DailyReportQuery,
  type Dashboard,
  type DashboardDay,
  type DashboardQueue,
  type DashboardQueueId,
  dashboardFigureAccess,
  dashboardQueueAccess,
  dashboardQueueIds,
  formatAmount,
  type RewardCostDay,
  type RewardCostReport,
  type RewardProgramme,
  type RoundReportQuery,
  type RoundReportRow,
  rewardProgrammes,
  roleAllowed,
  type StaffRoleName,
  type SummaryQuery,
  staffAccess,
} from '@chokdee/contracts';
import { gameTotals } from '#modules/games/index';
import {
  bangkokDate,
  countRoundsAwaitingResult,
  type LotteryDayTotals,
  lotteryTotals,
  type RoundBoardService,
} from '#modules/lottery/index';
import { newMembersByDay } from '#modules/member/index';
import { paymentTotals } from '#modules/payments/index';
import { countOpenFindings } from '#modules/payouts/index';
import { bonusGrantTotals } from '#modules/promotions/index';
import { countPendingGrants } from '#modules/rewards/index';
import {
  adjustmentTotals,
  countPendingAdjustments,
  ledgerTotals,
  type RewardClaimKind,
  rewardClaimTotals,
} from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import { bangkokDayStart, type DayCount, type InstantRange } from '#platform/db/bangkok-day';
import type { Db } from '#platform/db/client';
import { allPages } from '#platform/http/csv';
import { summaryReport } from './summary-report';

type Deps = {
  db: Db;
  clock: Clock;
  /** The lottery's rounds calendar with each round's money: the rounds report is its rows. */
  rounds: Pick<RoundBoardService, 'list'>;
};

const addDays = (date: string, days: number): string => bangkokDate(bangkokDayStart(date), days);
/** Bangkok days `from`..`to`, both included, as instants `[start of from, start of the day after to)`. */
const rangeOf = (from: string, to: string): InstantRange => ({
  from: bangkokDayStart(from),
  to: bangkokDayStart(addDays(to, 1)),
});

const countAmount = (figure: { count: number; satang: bigint } | undefined) => ({
  count: figure?.count ?? 0,
  amount: formatAmount(figure?.satang ?? 0n),
});
const byDay = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, row] as const));

type LotterySums = {
  bills: number;
  betSatang: bigint;
  refundSatang: bigint;
  winSatang: bigint;
  settledStakeSatang: bigint;
};
const sumLottery = (rows: LotterySums[]): LotterySums =>
  rows.reduce(
    (sum, row) => ({
      bills: sum.bills + row.bills,
      betSatang: sum.betSatang + row.betSatang,
      refundSatang: sum.refundSatang + row.refundSatang,
      winSatang: sum.winSatang + row.winSatang,
      settledStakeSatang: sum.settledStakeSatang + row.settledStakeSatang,
    }),
    { bills: 0, betSatang: 0n, refundSatang: 0n, winSatang: 0n, settledStakeSatang: 0n },
  );
/**
 * Gross gaming revenue (the house's lottery result): the stakes of the bills settled that day − their
 * wins. A stake is not revenue until its round is settled: unsettled stakes are shown apart.
 */
const ggrOf = (sums: LotterySums): bigint => sums.settledStakeSatang - sums.winSatang;
const lotteryMoney = (sums: LotterySums) => ({
  bills: sums.bills,
  bets: formatAmount(sums.betSatang),
  wins: formatAmount(sums.winSatang),
  refunds: formatAmount(sums.refundSatang),
  settledStakes: formatAmount(sums.settledStakeSatang),
  profit: formatAmount(ggrOf(sums)),
});

type AdjustmentDays = Awaited<ReturnType<typeof adjustmentTotals.byDay>>;
const adjustmentsOn = (credit: Map<string, DayCount>, debit: Map<string, DayCount>, date: string) => ({
  credit: countAmount(credit.get(date)),
  debit: countAmount(debit.get(date)),
});
const sumDays = (rows: DayCount[]) => ({
  count: rows.reduce((n, row) => n + row.count, 0),
  satang: rows.reduce((n, row) => n + row.satang, 0n),
});
const adjustmentReport = (days: AdjustmentDays) => {
  const credit = byDay(days.credit);
  const debit = byDay(days.debit);
  const dates = [...new Set([...credit.keys(), ...debit.keys()])].sort();
  return {
    adjustments: dates.map((date) => ({ date, ...adjustmentsOn(credit, debit, date) })),
    adjustmentsTotal: { credit: countAmount(sumDays(days.credit)), debit: countAmount(sumDays(days.debit)) },
  };
};

type ConditionSource = Awaited<ReturnType<typeof bonusGrantTotals.byDay>>[number]['source'];
/** Which programme a bonus's condition source is, and which a cash claim's transfer kind. */
const programmeOfSource: Record<ConditionSource, RewardProgramme> = {
  PROMOTION: 'promotions',
  COUPON: 'coupons',
  CASHBACK: 'cashback',
  REFERRAL: 'referral',
  VIP: 'vip',
  MISSION: 'missions',
  MANUAL: 'manual',
};
const programmeOfClaim: Record<RewardClaimKind, RewardProgramme> = {
  CASHBACK_CLAIMED: 'cashback',
  REFERRAL_CLAIMED: 'referral',
  MISSION_CLAIMED: 'missions',
};
type CostSums = { ggr: bigint; costs: Record<RewardProgramme, bigint> };
const noCosts = (): CostSums => ({
  ggr: 0n,
  costs: Object.fromEntries(rewardProgrammes.map((programme) => [programme, 0n])) as Record<
    RewardProgramme,
    bigint
  >,
});
const costView = (sums: CostSums): Omit<RewardCostDay, 'date'> => {
  const totalCost = rewardProgrammes.reduce((sum, programme) => sum + sums.costs[programme], 0n);
  return {
    ggr: formatAmount(sums.ggr),
    costs: Object.fromEntries(
      rewardProgrammes.map((programme) => [programme, formatAmount(sums.costs[programme])]),
    ) as Record<RewardProgramme, string>,
    totalCost: formatAmount(totalCost),
    net: formatAmount(sums.ggr - totalCost),
  };
};

/**
 * Each loyalty programme's cost per Bangkok day beside GGR (the lottery's and provider games': both
 * earn the turnover, cashback and missions the programmes pay for): bonus granted (by its condition's source)
 * plus cash claims (by transfer kind), every day of `[first, last]` (zero days included).
 */
const rewardCostDays = async (db: Db, operatorId: string, first: string, last: string) => {
  const range = rangeOf(first, last);
  const lottery = await lotteryTotals.byDayAndProduct(db, operatorId, range);
  const grants = await bonusGrantTotals.byDay(db, operatorId, range);
  const claims = await rewardClaimTotals.byDay(db, operatorId, range);
  const days = new Map<string, CostSums>();
  for (let date = first; date <= last; date = addDays(date, 1)) days.set(date, noCosts());
  for (const row of lottery) {
    const day = days.get(row.day);
    if (day) day.ggr += ggrOf(row);
  }
  for (const [date, ggr] of await gameTotals.ggrByDay(db, operatorId, range)) {
    const day = days.get(date);
    if (day) day.ggr += ggr;
  }
  for (const row of grants) {
    const day = days.get(row.day);
    if (day) day.costs[programmeOfSource[row.source]] += row.satang;
  }
  for (const row of claims) {
    const day = days.get(row.day);
    if (day) day.costs[programmeOfClaim[row.kind]] += row.satang;
  }
  return days;
};

/** The dashboard's last DASHBOARD_SERIES_DAYS Bangkok days up to `today`, oldest first. */
const dashboardSeries = async (db: Db, operatorId: string, today: string): Promise<DashboardDay[]> => {
  const first = addDays(today, 1 - DASHBOARD_SERIES_DAYS);
  const range = rangeOf(first, today);
  const lottery = await lotteryTotals.byDayAndProduct(db, operatorId, range);
  const payments = await paymentTotals.byDay(db, operatorId, range);
  const deposits = byDay(payments.deposits);
  const paid = byDay(payments.paidWithdrawals);
  const joined = byDay(await newMembersByDay(db, operatorId, range));
  const adjustments = await adjustmentTotals.byDay(db, operatorId, range);
  const credits = byDay(adjustments.credit);
  const debits = byDay(adjustments.debit);
  return Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i): DashboardDay => {
    const date = addDays(first, i);
    const sums = sumLottery(lottery.filter((row) => row.day === date));
    return {
      date,
      deposits: countAmount(deposits.get(date)),
      withdrawals: countAmount(paid.get(date)),
      bets: { count: sums.bills, amount: formatAmount(sums.betSatang) },
      wins: formatAmount(sums.winSatang),
      refunds: formatAmount(sums.refundSatang),
      settledStakes: formatAmount(sums.settledStakeSatang),
      ggr: formatAmount(ggrOf(sums)),
      newMembers: joined.get(date)?.count ?? 0,
      adjustments: adjustmentsOn(credits, debits, date),
    };
  });
};

/** Each work queue's count (and money) now; those without money answer an amount of null. */
const queueReaders: Record<
  DashboardQueueId,
  (db: Db, operatorId: string, now: Date) => Promise<{ count: number; satang: bigint; money?: false }>
> = {
  pendingWithdrawals: async (db, operatorId) => (await paymentTotals.queues(db, operatorId)).openWithdrawals,
  unmatchedStatementLines: async (db, operatorId) =>
    (await paymentTotals.queues(db, operatorId)).unmatchedLines,
  pendingAdjustments: countPendingAdjustments,
  pendingGrants: countPendingGrants,
  roundsAwaitingResult: async (db, operatorId) => ({
    ...(await countRoundsAwaitingResult(db, operatorId)),
    money: false,
  }),
  receivables: ledgerTotals.openReceivables,
  stuckGameRounds: async (db, operatorId, now) => ({
    ...(await gameTotals.stuckRounds(db, operatorId, now)),
    money: false,
  }),
  reconciliationFindings: async (db, operatorId) => ({
    ...(await countOpenFindings(db, operatorId)),
    money: false,
  }),
};

/** The queues `role` can act on (contracts' `dashboardQueueAccess`), each counted now. */
const workQueues = async (
  db: Db,
  operatorId: string,
  role: StaffRoleName,
  now: Date,
): Promise<DashboardQueue[]> => {
  const queues: DashboardQueue[] = [];
  for (const id of dashboardQueueIds) {
    if (!roleAllowed(role, staffAccess[dashboardQueueAccess[id]])) continue;
    const { count, satang, money } = await queueReaders[id](db, operatorId, now);
    queues.push({ id, count, amount: money === false ? null : formatAmount(satang) });
  }
  return queues;
};

/** The back office's dashboard and reports: reads only, every figure of one operator. */
export const createReportsService = ({ db, clock, rounds }: Deps) => {
  const roundPage = async (operatorId: string, query: RoundReportQuery, pageNo: number, pageSize: number) => {
    const page = await rounds.list(operatorId, {
      from: query.from,
      to: query.to,
      productCode: query.productCode,
      withYeekee: query.withYeekee,
      pageNo,
      pageSize,
    });
    const data: RoundReportRow[] = page.data.map((round) => ({
      roundCode: round.roundCode,
      productCode: round.productCode,
      productName: round.productName,
      closeAt: round.closeAt,
      status: round.status,
      bills: round.money.bills,
      stake: round.money.stake,
      win: round.money.win,
      refunded: round.money.refunded,
      profit: round.money.profit,
    }));
    return { data, total: page.total, pageNo, pageSize };
  };

  return {
    /**
     * The dashboard as `role` may read it: each figure only for the roles of the report that holds it
     * (contracts' `dashboardFigureAccess`); the others are `null` and not even read.
     */
    async dashboard(operatorId: string, role: StaffRoleName): Promise<Dashboard> {
      const may = (figure: keyof typeof dashboardFigureAccess) =>
        roleAllowed(role, staffAccess[dashboardFigureAccess[figure]]);
      const today = bangkokDate(clock.now());
      const series = may('series') ? await dashboardSeries(db, operatorId, today) : null;
      const costs = may('rewardCosts')
        ? ((await rewardCostDays(db, operatorId, today, today)).get(today) ?? noCosts())
        : undefined;
      return {
        date: today,
        today: series ? (series[series.length - 1] as DashboardDay) : null,
        rewardCosts: costs ? { date: today, ...costView(costs) } : null,
        queues: await workQueues(db, operatorId, role, clock.now()),
        unsettledStakes: may('unsettledStakes')
          ? countAmount(await lotteryTotals.unsettled(db, operatorId))
          : null,
        series,
        games: may('games') ? await gameTotals.dashboard(db, operatorId, rangeOf(today, today)) : null,
      };
    },

    /** Lottery money per Bangkok day and product (a stake on the day placed, a refund on the day cancelled, a win and its settled stake on the day its round settled), and the day's adjustments. */
    async daily(operatorId: string, query: DailyReportQuery): Promise<DailyReport> {
      const range = rangeOf(query.from, query.to);
      const rows: LotteryDayTotals[] = await lotteryTotals.byDayAndProduct(
        db,
        operatorId,
        range,
        query.productCode,
      );
      return {
        from: query.from,
        to: query.to,
        rows: rows.map((row) => ({
          date: row.day,
          productCode: row.productCode,
          productName: row.productName,
          ...lotteryMoney(row),
        })),
        total: lotteryMoney(sumLottery(rows)),
        ...adjustmentReport(await adjustmentTotals.byDay(db, operatorId, range)),
      };
    },

    /** `GET /api/admin/reports/rewards`: each programme's cost per Bangkok day beside GGR, and the totals. */
    async rewardCosts(operatorId: string, query: { from: string; to: string }): Promise<RewardCostReport> {
      const days = await rewardCostDays(db, operatorId, query.from, query.to);
      const total = noCosts();
      for (const day of days.values()) {
        total.ggr += day.ggr;
        for (const programme of rewardProgrammes) total.costs[programme] += day.costs[programme];
      }
      return {
        from: query.from,
        to: query.to,
        days: [...days].map(([date, sums]) => ({ date, ...costView(sums) })),
        total: costView(total),
      };
    },

    /** `GET /api/admin/reports/summary`: a day, week or month of business days from the ledger. */
    summary: (operatorId: string, query: SummaryQuery) => summaryReport(db, operatorId, query),

    /** One page of the rounds closing in the range (Bangkok days of `close_at`), with their money. */
    rounds: (operatorId: string, query: RoundReportQuery) =>
      roundPage(operatorId, query, query.pageNo, query.pageSize),

    /** Every round of the range, for the CSV export (at most 92 days of rounds). */
    allRounds: (operatorId: string, query: RoundReportQuery): Promise<RoundReportRow[]> =>
      allPages(({ pageNo, pageSize }) => roundPage(operatorId, query, pageNo, pageSize)),
  };
};
export type ReportsService = ReturnType<typeof createReportsService>;
