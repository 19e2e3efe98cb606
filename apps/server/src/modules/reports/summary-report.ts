import {
  formatAmount,
  type SummaryCategory,
  type SummaryQuery,
  type SummaryReport,
  summaryCategories,
} from '@chokdee/contracts';
import { bookDayBounds } from '@chokdee/sportsbook';
import { gameTotals } from '#modules/games/index';
import { ledgerTotals, type MemberChange, type TransferKind } from '#modules/wallet/index';
import type { InstantRange } from '#platform/db/bangkok-day';
import type { Db } from '#platform/db/client';

const DAY_MS = 86_400_000;
const dateAfter = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The period's first and last business day and the instants it covers. Business days run 11:00 to
 * 11:00 Bangkok, the rule the sportsbook's reports already use (`bookDayBounds`, docs/domain/sportsbook.md).
 */
export const summaryPeriod = (query: SummaryQuery): { from: string; to: string; range: InstantRange } => {
  const first = query.period === 'MONTH' ? `${query.from.slice(0, 8)}01` : query.from;
  const last =
    query.period === 'DAY'
      ? first
      : query.period === 'WEEK'
        ? dateAfter(first, 6)
        : dateAfter(`${dateAfter(first, 31).slice(0, 8)}01`, -1);
  return { from: first, to: last, range: { from: bookDayBounds(first).from, to: bookDayBounds(last).to } };
};

/** Which transfer kinds make a category's stakes and wins (the members' side: a stake lowers it). */
const stakeKinds: ReadonlySet<TransferKind> = new Set([
  'BET',
  'BET_CANCELLED',
  'BET_REFUNDED',
  'SPORTS_BET',
  'SPORTS_REFUND',
  'GAME_BET',
  'GAME_REFUND',
  'GAME_TIP',
]);
const winKinds: ReadonlySet<TransferKind> = new Set([
  'LOTTERY_WIN',
  'LOTTERY_WIN_CORRECTION',
  'SPORTS_WIN',
  'SPORTS_WIN_CORRECTION',
  'GAME_WIN',
  'GAME_WIN_REVERSED',
  'GAME_PROMO',
]);
const categoryOf = (change: MemberChange): SummaryCategory | undefined => {
  if (change.kind.startsWith('SPORTS_')) return 'SPORTSBOOK';
  if (change.kind.startsWith('GAME_'))
    return summaryCategories.find((category) => category === change.category);
  return stakeKinds.has(change.kind) || winKinds.has(change.kind) ? 'LOTTERY' : undefined;
};

const programmeKinds = {
  bonusGranted: 'BONUS_GRANTED',
  bonusForfeited: 'BONUS_FORFEITED',
  yeekeeShooterRewards: 'YEEKEE_SHOOTER_REWARD',
  cashback: 'CASHBACK_CLAIMED',
  referral: 'REFERRAL_CLAIMED',
  missions: 'MISSION_CLAIMED',
} as const satisfies Record<string, TransferKind>;

/**
 * `GET /api/admin/reports/summary`: every figure is a sum of ledger entries on members' accounts,
 * posted in the period (docs/modules/reports.md, "Summary"): per product category stakes, wins and
 * GGR; the programmes' cost; how what members hold moved; their receivables.
 */
export const summaryReport = async (
  db: Db,
  operatorId: string,
  query: SummaryQuery,
): Promise<SummaryReport> => {
  const { from, to, range } = summaryPeriod(query);
  const changes = await ledgerTotals.memberChanges(db, operatorId, range, gameTotals.categoryOfCause);
  const byKind = (kinds: readonly TransferKind[], account?: string) =>
    changes
      .filter((change) => kinds.includes(change.kind) && (!account || change.accountKind === account))
      .reduce((sum, change) => sum + change.satang, 0n);

  const sums = new Map(summaryCategories.map((category) => [category, { stakes: 0n, wins: 0n }]));
  for (const change of changes) {
    const category = categoryOf(change);
    const row = category && sums.get(category);
    if (!row) continue;
    if (stakeKinds.has(change.kind)) row.stakes -= change.satang;
    else row.wins += change.satang;
  }
  const totalStakes = [...sums.values()].reduce((sum, row) => sum + row.stakes, 0n);
  const totalWins = [...sums.values()].reduce((sum, row) => sum + row.wins, 0n);
  const ggr = totalStakes - totalWins;

  const programmes = Object.fromEntries(
    Object.entries(programmeKinds).map(([name, kind]) => [name, byKind([kind])]),
  ) as Record<keyof typeof programmeKinds, bigint>;
  const programmeTotal = Object.values(programmes).reduce((sum, satang) => sum + satang, 0n);

  const cashFlow = {
    deposits: byKind(['DEPOSIT']),
    withdrawals: byKind(['WITHDRAW_PAID']),
    adjustments: byKind(['ADJUSTMENT']),
    writeOffs: byKind(['RECEIVABLE_WRITE_OFF']),
    bonuses: programmeTotal,
    play: -ggr,
  };
  const net = Object.values(cashFlow).reduce((sum, satang) => sum + satang, 0n);
  const onReceivables = changes.filter((change) => change.accountKind === 'RECEIVABLE');
  const settled = byKind(['RECEIVABLE_SETTLED'], 'RECEIVABLE');
  const writtenOff = byKind(['RECEIVABLE_WRITE_OFF'], 'RECEIVABLE');
  const opened = -onReceivables
    .filter((change) => change.kind !== 'RECEIVABLE_SETTLED' && change.kind !== 'RECEIVABLE_WRITE_OFF')
    .reduce((sum, change) => sum + change.satang, 0n);

  return {
    period: query.period,
    from,
    to,
    startsAt: range.from.toISOString(),
    endsAt: range.to.toISOString(),
    categories: summaryCategories.map((category) => {
      const row = sums.get(category) ?? { stakes: 0n, wins: 0n };
      return {
        category,
        stakes: formatAmount(row.stakes),
        wins: formatAmount(row.wins),
        ggr: formatAmount(row.stakes - row.wins),
      };
    }),
    total: { stakes: formatAmount(totalStakes), wins: formatAmount(totalWins), ggr: formatAmount(ggr) },
    programmeCosts: {
      ...(Object.fromEntries(
        Object.entries(programmes).map(([name, satang]) => [name, formatAmount(satang)]),
      ) as Record<keyof typeof programmeKinds, string>),
      total: formatAmount(programmeTotal),
    },
    net: formatAmount(ggr - programmeTotal),
    cashFlow: {
      ...(Object.fromEntries(
        Object.entries(cashFlow).map(([name, satang]) => [name, formatAmount(satang)]),
      ) as Record<keyof typeof cashFlow, string>),
      net: formatAmount(net),
    },
    receivables: {
      opened: formatAmount(opened),
      settled: formatAmount(settled),
      writtenOff: formatAmount(writtenOff),
      owedAtEnd: formatAmount(await ledgerTotals.receivablesOwedAt(db, operatorId, range.to)),
    },
  };
};
