import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { gameCategories } from './games';
import { dashboardGamesSchema } from './games-admin';
import { roundStatuses } from './lottery';
import { moneySchema } from './money';
import type { StaffAccessArea } from './staff-roles';

/**
 * Back office: the dashboard and the reports. Days are Bangkok calendar days (UTC+7, no daylight
 * saving); amounts are two-decimal strings, signed where they can be negative ("-12.50"). The
 * definitions of every figure are in docs/modules/reports.md.
 */
export const reportPaths = {
  dashboard: '/api/admin/dashboard',
  daily: '/api/admin/reports/daily',
  rounds: '/api/admin/reports/rounds',
  /** Each loyalty programme's cost per Bangkok day beside GGR. */
  rewards: '/api/admin/reports/rewards',
  /** `GET ?period=DAY|WEEK|MONTH&from=` (owner, finance): the period's money from the ledger, on 11:00 business days. */
  summary: '/api/admin/reports/summary',
} as const;

/**
 * Staff sockets (auth `{ token, operator? }` with the staff access token) are in room
 * `staff:{operatorId}`. `dashboard.changed` is a hint, at most about once a second per operator,
 * that a figure may have moved: the back office refetches the dashboard. `withdrawal.requested`
 * (a member asked) and `withdrawal.changed` (approved, paid, rejected…) are sent after commit: the
 * withdrawals page refetches its queue.
 */
export const staffRealtimeEvents = {
  dashboardChanged: 'dashboard.changed',
  withdrawalRequested: 'withdrawal.requested',
  withdrawalChanged: 'withdrawal.changed',
  /** A new staff alert (payload: the alert, contracts' `staffAlertSchema`); the dashboard refetches its alerts. */
  staffAlert: 'staff.alert',
  /** A new payout reconciliation finding (payload: contracts' `reconciliationIssueSchema`); the report refetches. */
  payoutReconciliationIssue: 'payout.reconciliation.issue',
} as const;
export const dashboardChangedEventSchema = z.object({});
export const withdrawalStaffEventSchema = z.object({
  withdrawalId: z.string(),
  paymentRef: z.string(),
  amount: moneySchema,
  status: z.string(),
});
export type WithdrawalStaffEvent = z.infer<typeof withdrawalStaffEventSchema>;

/** Days in the dashboard's chart (today included). */
export const DASHBOARD_SERIES_DAYS = 14;
/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 92;

const countAmountSchema = z.object({ count: z.number().int(), amount: moneySchema });

/** One Bangkok day of the dashboard. */
export const dashboardDaySchema = z.object({
  date: z.string(),
  /** Deposits credited that day. */
  deposits: countAmountSchema,
  /** Withdrawals marked paid that day. */
  withdrawals: countAmountSchema,
  /** Bills placed that day, cancelled ones included (their stake comes back in `refunds`). */
  bets: countAmountSchema,
  /** Wins of the settled bills of rounds settled that day. */
  wins: moneySchema,
  /** Stakes of bills cancelled that day (by the member, or with their round). */
  refunds: moneySchema,
  /** Stakes of the settled bills of rounds settled that day (the stakes GGR counts). */
  settledStakes: moneySchema,
  /** Gross gaming revenue: settledStakes − wins (may be negative). Unsettled stakes are not revenue yet. */
  ggr: moneySchema,
  newMembers: z.number().int(),
  /** Staff adjustments posted that day (pending ones have not moved money): to members and from them. */
  adjustments: z.object({ credit: countAmountSchema, debit: countAmountSchema }),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/**
 * The loyalty programmes whose cost is reported (docs/modules/rewards.md): bonus granted by the condition's
 * source (promotions, coupons, and a reward taken as bonus) plus the cash claims of cashback,
 * referral income and missions.
 */
export const rewardProgrammes = [
  'promotions',
  'coupons',
  'cashback',
  'referral',
  'vip',
  'missions',
  'manual',
] as const;
export type RewardProgramme = (typeof rewardProgrammes)[number];

/** Thai names of the programmes, for the back office's table and dashboard. */
export const rewardProgrammeNames: Record<RewardProgramme, string> = {
  promotions: 'โปรโมชั่น',
  coupons: 'คูปอง',
  cashback: 'คืนยอดเสีย',
  referral: 'แนะนำเพื่อน',
  vip: 'VIP',
  missions: 'ภารกิจ',
  manual: 'ให้โบนัสโดยพนักงาน',
};

/** One Bangkok day: GGR beside what each programme cost that day. */
export const rewardCostDaySchema = z.object({
  date: z.string(),
  /** Settled stakes − wins of the lottery (the dashboard's `ggr`) plus provider games' GGR. */
  ggr: moneySchema,
  costs: z.object(
    Object.fromEntries(rewardProgrammes.map((programme) => [programme, moneySchema])) as Record<
      RewardProgramme,
      typeof moneySchema
    >,
  ),
  /** The sum of `costs`. */
  totalCost: moneySchema,
  /** ggr − totalCost. */
  net: moneySchema,
});
export type RewardCostDay = z.infer<typeof rewardCostDaySchema>;

/**
 * Each role reads the dashboard's figures that the report holding them admits (one rule, contracts'
 * `staffAccess`): a figure the role may not read is `null`, never sent. The house's lottery results,
 * unsettled stakes and programme costs are the reports' (`staffAccess.reports`), provider games' GGR
 * the games report's (`staffAccess.gameReports`).
 */
export const dashboardFigureAccess = {
  today: 'reports',
  series: 'reports',
  unsettledStakes: 'reports',
  rewardCosts: 'reports',
  games: 'gameReports',
} as const satisfies Record<string, StaffAccessArea>;

/**
 * The dashboard's work queues, in this order: what waits for staff, each done on its own page.
 * A role gets only the queues it can act on: those whose page its role opens (`dashboardQueueAccess`,
 * the area the page's calls are guarded by).
 */
export const dashboardQueueIds = [
  'pendingWithdrawals',
  'unmatchedStatementLines',
  'pendingAdjustments',
  'pendingGrants',
  'roundsAwaitingResult',
  'receivables',
  'stuckGameRounds',
  'reconciliationFindings',
] as const;
export type DashboardQueueId = (typeof dashboardQueueIds)[number];
export const dashboardQueueAccess = {
  /** Withdrawals not yet paid or rejected (PENDING, APPROVED or ON_HOLD): their money is on hold. */
  pendingWithdrawals: 'money',
  /** Statement lines no member was matched to (assign or dismiss). */
  unmatchedStatementLines: 'money',
  /** Staff adjustments waiting for a second staff member's approval. */
  pendingAdjustments: 'money',
  /** Manual reward grants waiting for a second staff member's approval. */
  pendingGrants: 'money',
  /** Lottery rounds closed without a confirmed result (Yeekee's come from the job). */
  roundsAwaitingResult: 'lottery',
  /** Members who owe the house (open receivables). */
  receivables: 'moneyRead',
  /** Provider game rounds still open past the stuck threshold. */
  stuckGameRounds: 'gameRounds',
  /** Payout reconciliation findings and late withdrawals not yet resolved. */
  reconciliationFindings: 'payouts',
} as const satisfies Record<DashboardQueueId, StaffAccessArea>;

export const dashboardQueueSchema = z.object({
  id: z.enum(dashboardQueueIds),
  count: z.number().int(),
  /** The money in the queue; null for a queue of things that are not amounts (rounds, findings). */
  amount: moneySchema.nullable(),
});
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>;

export const dashboardSchema = z.object({
  /** Today (Bangkok), the last day of `series`. */
  date: z.string(),
  today: dashboardDaySchema.nullable(),
  /** The work queues the role can act on, in `dashboardQueueIds` order. */
  queues: z.array(dashboardQueueSchema),
  /** Now: bills placed and not yet settled or cancelled, and their stakes (outside GGR until settled). */
  unsettledStakes: countAmountSchema.nullable(),
  /** The last DASHBOARD_SERIES_DAYS days, oldest first. */
  series: z.array(dashboardDaySchema).nullable(),
  /** Today's cost of each loyalty programme beside today's GGR (lottery and provider games). */
  rewardCosts: rewardCostDaySchema.nullable(),
  /** Today's provider games (rounds settled today): stakes, wins and GGR, overall and per category. */
  games: dashboardGamesSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const dateMessage = 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD';

/** A real calendar date "YYYY-MM-DD" (2026-02-30 is refused). */
const reportDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, dateMessage);

/** Days from `from` to `to`, both included (1 when equal). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const reportFormats = ['json', 'csv'] as const;

const rangeFields = {
  /** First Bangkok day, included. */
  from: reportDateSchema,
  /** Last Bangkok day, included; at most REPORT_MAX_DAYS days after `from`, counting both. */
  to: reportDateSchema,
  productCode: z.string().trim().min(1).max(64).optional(),
  /** `csv`: the whole range as a UTF-8 CSV file (with BOM) instead of the envelope. */
  format: z.enum(reportFormats).default('json'),
};

const checkRange = (query: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const days = daysInRange(query.from, query.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น' });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `ช่วงวันที่ต้องไม่เกิน ${REPORT_MAX_DAYS} วัน` });
};

/** `GET /api/admin/reports/daily?from&to&productCode&format`. */
export const dailyReportQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type DailyReportQuery = z.infer<typeof dailyReportQuerySchema>;

/** `GET /api/admin/reports/rounds?from&to&productCode&pageNo&pageSize&format`: rounds by close time. CSV holds every page. */
export const roundReportQuerySchema = pageQuerySchema
  .extend({
    ...rangeFields,
    /** `false`: leave Yeekee's rounds out (dozens a day would swamp the others). Absent: every round. */
    withYeekee: z.enum(['true', 'false'], { error: 'ตัวเลือกแสดงรอบยี่กีไม่ถูกต้อง' }).optional(),
  })
  .superRefine(checkRange);
export type RoundReportQuery = z.infer<typeof roundReportQuerySchema>;

const lotteryMoneyFields = {
  bills: z.number().int(),
  bets: moneySchema,
  wins: moneySchema,
  refunds: moneySchema,
  /** Stakes of the bills settled that day (with their round). */
  settledStakes: moneySchema,
  /** settledStakes − wins (GGR; may be negative). */
  profit: moneySchema,
};

/** One product on one Bangkok day; a product without bills, refunds or wins that day has no row. */
export const dailyReportRowSchema = z.object({
  date: z.string(),
  productCode: z.string(),
  productName: z.string(),
  ...lotteryMoneyFields,
});
export type DailyReportRow = z.infer<typeof dailyReportRowSchema>;

export const dailyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(dailyReportRowSchema),
  /** The rows summed. */
  total: z.object(lotteryMoneyFields),
  /** Staff adjustments posted per day of the range (days without any are left out), and their sum. */
  adjustments: z.array(z.object({ date: z.string(), credit: countAmountSchema, debit: countAmountSchema })),
  adjustmentsTotal: z.object({ credit: countAmountSchema, debit: countAmountSchema }),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/** One round closing in the range: the money of all its bills, whenever placed. */
export const roundReportRowSchema = z.object({
  roundCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  closeAt: z.string(),
  status: z.enum(roundStatuses),
  bills: z.number().int(),
  /** Every bill's stake, cancelled ones included. */
  stake: moneySchema,
  /** Wins of its settled bills. */
  win: moneySchema,
  /** Stakes of its cancelled bills. */
  refunded: moneySchema,
  /** stake − refunded − win (may be negative). */
  profit: moneySchema,
});
export type RoundReportRow = z.infer<typeof roundReportRowSchema>;
export const roundReportSchema = pageSchema(roundReportRowSchema);

/** `?from&to`: Bangkok days, both included, at most REPORT_MAX_DAYS (the reward cost and agent reports). */
export const reportRangeQuerySchema = z
  .object({ from: reportDateSchema, to: reportDateSchema })
  .superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** `GET /api/admin/reports/rewards?from&to` (owner, finance, lottery): every day of the range, oldest first. */
export const rewardCostReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(rewardCostDaySchema),
  total: rewardCostDaySchema.omit({ date: true }),
});
export type RewardCostReport = z.infer<typeof rewardCostReportSchema>;

/**
 * The summary's periods, in 11:00–11:00 Bangkok business days (the sportsbook's `bookDayBounds`):
 * DAY the business day `from`; WEEK 7 business days from `from`; MONTH every business day of the
 * calendar month `from` falls in.
 */
export const summaryPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export type SummaryPeriod = (typeof summaryPeriods)[number];

/** `GET /api/admin/reports/summary?period&from`. */
export const summaryQuerySchema = z.object({
  period: z.enum(summaryPeriods, { error: 'ช่วงเวลาต้องเป็นรายวัน รายสัปดาห์ หรือรายเดือน (DAY, WEEK, MONTH)' }),
  from: z.string({ error: dateMessage }).pipe(reportDateSchema),
});
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

/**
 * The summary's product categories: the lottery (Yeekee included), the house sportsbook, and each
 * provider games category.
 */
export const summaryCategories = ['LOTTERY', 'SPORTSBOOK', ...gameCategories] as const;
export type SummaryCategory = (typeof summaryCategories)[number];

const summaryCategoryRowSchema = z.object({
  category: z.enum(summaryCategories),
  /** Stakes taken less stakes given back (cancelled, refunded), tips included. */
  stakes: moneySchema,
  /** Wins, returns and corrections paid, less wins reversed; a provider's promotions included. */
  wins: moneySchema,
  /** stakes − wins (may be negative). */
  ggr: moneySchema,
});

/** The loyalty programmes' money to members, from the ledger's transfer kinds. */
const programmeCostsSchema = z.object({
  /** BONUS_GRANTED: bonus with a wagering condition (promotions, coupons, rewards taken as bonus). */
  bonusGranted: moneySchema,
  /** BONUS_FORFEITED: bonus that went back (forfeited, cancelled, closed), as a negative amount. */
  bonusForfeited: moneySchema,
  yeekeeShooterRewards: moneySchema,
  cashback: moneySchema,
  referral: moneySchema,
  missions: moneySchema,
  /** The sum: what the programmes cost the house in the period. */
  total: moneySchema,
});

export const summaryReportSchema = z.object({
  period: z.enum(summaryPeriods),
  /** First and last business day of the period ("YYYY-MM-DD"). */
  from: z.string(),
  to: z.string(),
  /** The instants the period covers, `[startsAt, endsAt)`: 11:00 Bangkok of `from` to 11:00 after `to`. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Every category, in `summaryCategories` order (zeros included). */
  categories: z.array(summaryCategoryRowSchema),
  /** The categories summed. */
  total: summaryCategoryRowSchema.omit({ category: true }),
  programmeCosts: programmeCostsSchema,
  /** GGR − the programmes' cost. */
  net: moneySchema,
  /**
   * How what members hold moved, line by line (+: members' balances rose): deposits, withdrawals
   * paid (negative), staff adjustments (credits − debits), receivables written off, the
   * programmes' money, and play (−GGR). `net` is their sum: the change of everything members hold
   * (cash, bonus, withdrawals on hold, less what they owe).
   */
  cashFlow: z.object({
    deposits: moneySchema,
    withdrawals: moneySchema,
    adjustments: moneySchema,
    writeOffs: moneySchema,
    bonuses: moneySchema,
    play: moneySchema,
    net: moneySchema,
  }),
  /** What members owe the house: opened, paid back and written off in the period, and owed at its end. */
  receivables: z.object({
    opened: moneySchema,
    settled: moneySchema,
    writtenOff: moneySchema,
    owedAtEnd: moneySchema,
  }),
});
export type SummaryReport = z.infer<typeof summaryReportSchema>;
