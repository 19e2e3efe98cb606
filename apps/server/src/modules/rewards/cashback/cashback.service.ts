import {
  basisPointsToPercent,
  type CashbackClaimResponse,
  type CashbackCredit,
  type CashbackFigure,
  type CashbackMe,
  type CashbackPeriod,
  type CashbackRules,
  type CashbackRunRow,
  type CashbackSettings,
  type CashbackSettingsCommand,
  cashbackDefaults,
  DEFAULT_MAX_STAKE_SATANG,
  defaultCategoryWeights,
  formatAmount,
  type PeriodKind,
  type PeriodRange,
  percentToBasisPoints,
  periodOf,
  periodRange,
  previousPeriod,
  type RewardJobRun,
  tenthsToMultiplier,
  type WageringCategory,
  wageringCategories,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { ConditionService } from '#modules/promotions/index';
import type { WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { Task } from '#platform/scheduler/scheduler';
import type { ActivityRepo, ActivityTotal } from '../activity/activity.repo';
import type { RewardJob, RewardJobResult } from '../jobs/jobs.service';
import type {
  CashbackCreditRow,
  CashbackRepo,
  CashbackSettingsRow,
  NewCashbackCredit,
} from './cashback.repo';

/** The VIP programme's benefits per member (optional: without it every member has the settings' percent). */
export type VipBenefits = (
  db: DbOrTx,
  operatorId: string,
  memberIds: string[],
) => Promise<Map<string, { level: number; cashbackPercent: string | null; referralBonusPercent: string }>>;

export type CashbackDeps = {
  db: Db;
  clock: Clock;
  repo: CashbackRepo;
  activityRepo: ActivityRepo;
  conditions: Pick<ConditionService, 'grant' | 'announce' | 'wageredStakes'>;
  wallet: Pick<WalletService, 'postTransfers'>;
  members: Pick<MemberService, 'lockMembers'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
  /** The runs of the `cashback` job per period (the back office's runs page). */
  runsOf: (operatorId: string) => Promise<RewardJobRun[]>;
  vipBenefits?: VipBenefits | undefined;
  /** Members per job transaction. */
  chunkSize?: number;
  /** Called after each committed chunk of a run (tests stop a run there to show it resumes). */
  afterChunk?: (chunk: number) => Promise<void> | void;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The job computes a period once it has ended and this much has passed (04:00 Bangkok the next day). */
export const CASHBACK_GRACE_MS = 4 * 60 * 60 * 1000;

/** The settings in force: the row, or the defaults (off) when staff never saved any. */
type Effective = {
  enabled: boolean;
  period: CashbackPeriod;
  percentBasisPoints: Record<WageringCategory, number>;
  minimumLossSatang: bigint;
  capSatang: bigint;
  turnoverTenths: number;
  claimDays: number;
  row: CashbackSettingsRow | undefined;
};

const effectiveOf = (row: CashbackSettingsRow | undefined): Effective => ({
  enabled: row?.enabled ?? false,
  period: row?.period ?? cashbackDefaults.period,
  percentBasisPoints: Object.fromEntries(
    wageringCategories.map((category) => [
      category,
      row?.percentBasisPoints[category] ?? cashbackDefaults.percentBasisPoints,
    ]),
  ) as Record<WageringCategory, number>,
  minimumLossSatang: row?.minimumLossSatang ?? cashbackDefaults.minimumLossSatang,
  capSatang: row?.capSatang ?? cashbackDefaults.capSatang,
  turnoverTenths: row?.turnoverTenths ?? cashbackDefaults.turnoverTenths,
  claimDays: row?.claimDays ?? cashbackDefaults.claimDays,
  row,
});

export const kindOfPeriod = (period: CashbackPeriod): PeriodKind => (period === 'DAILY' ? 'DAY' : 'WEEK');

const rulesOf = (settings: Effective): CashbackRules => ({
  period: settings.period,
  percents: Object.fromEntries(
    wageringCategories.map((category) => [
      category,
      basisPointsToPercent(settings.percentBasisPoints[category]),
    ]),
  ) as Record<WageringCategory, string>,
  minimumLoss: formatAmount(settings.minimumLossSatang),
  cap: formatAmount(settings.capSatang),
  turnoverMultiplier: tenthsToMultiplier(settings.turnoverTenths),
  claimDays: settings.claimDays,
});

/** A VIP percent ("0.5") as basis points; undefined when absent or not a percent. */
const vipBasisPoints = (percent: string | null | undefined): number | undefined =>
  percent === null || percent === undefined ? undefined : percentToBasisPoints(percent);

/** The figure of one (member, period, category), computed in satang. */
export type Computed = {
  category: WageringCategory;
  stakeSatang: bigint;
  winSatang: bigint;
  wageredSatang: bigint;
  netLossSatang: bigint;
  percentBasisPoints: number;
  amountSatang: bigint;
  belowMinimum: boolean;
  capped: boolean;
};

/**
 * docs/domain/rewards.md rule 6, exactly: net loss = counted settled stake − counted settled win − stake used to
 * meet a wagering condition; below the minimum (or no loss) pays 0; else net loss × percent floored
 * to the satang, at most the cap.
 */
export const computeCashback = (
  input: { category: WageringCategory; stakeSatang: bigint; winSatang: bigint; wageredSatang: bigint },
  rule: { percentBasisPoints: number; minimumLossSatang: bigint; capSatang: bigint },
): Computed => {
  const netLossSatang = input.stakeSatang - input.winSatang - input.wageredSatang;
  const raw = netLossSatang > 0n ? (netLossSatang * BigInt(rule.percentBasisPoints)) / 10_000n : 0n;
  const capped = raw > rule.capSatang;
  const paid = capped ? rule.capSatang : raw;
  const belowMinimum = netLossSatang <= 0n || netLossSatang < rule.minimumLossSatang || paid <= 0n;
  return {
    ...input,
    netLossSatang,
    percentBasisPoints: rule.percentBasisPoints,
    amountSatang: belowMinimum ? 0n : paid,
    belowMinimum,
    capped: !belowMinimum && capped,
  };
};

const figureView = (row: Computed): CashbackFigure => ({
  category: row.category,
  stake: formatAmount(row.stakeSatang),
  win: formatAmount(row.winSatang),
  wagered: formatAmount(row.wageredSatang),
  netLoss: formatAmount(row.netLossSatang),
  percent: basisPointsToPercent(row.percentBasisPoints),
  amount: formatAmount(row.amountSatang),
  belowMinimum: row.belowMinimum,
  capped: row.capped,
});

const creditView = (row: CashbackCreditRow, now: Date): CashbackCredit => ({
  ...figureView({ ...row, belowMinimum: row.status === 'BELOW_MINIMUM' }),
  id: row.id,
  period: row.period,
  // A claimable credit past its window is expired whether or not the expiry step has run yet.
  status:
    row.status === 'CLAIMABLE' && row.claimableUntil && row.claimableUntil.getTime() <= now.getTime()
      ? 'EXPIRED'
      : row.status,
  createdAt: row.createdAt.toISOString(),
  claimableUntil: row.claimableUntil?.toISOString() ?? null,
  claimedAt: row.claimedAt?.toISOString() ?? null,
  paidAs: row.paidAs,
});

/**
 * Loss cashback (docs/domain/rewards.md rule 6): the operator's settings (owner and finance, audited), the
 * `cashback` job that credits each member per period and category, the member's view with this
 * period's running figure, and the claim (cash REWARDS → main, or bonus through the wagering engine).
 */
export const createCashbackService = (deps: CashbackDeps) => {
  const { db, clock, repo, activityRepo, conditions } = deps;
  const chunkSize = deps.chunkSize ?? 500;

  const settingsOf = async (dbOrTx: DbOrTx, operatorId: string) =>
    effectiveOf(await repo.findSettings(dbOrTx, operatorId));

  /** Each member's percent per category: the VIP level's cashback percent when given, else the setting's. */
  const percentsFor = async (
    dbOrTx: DbOrTx,
    operatorId: string,
    memberIds: string[],
    settings: Effective,
  ) => {
    const vip = deps.vipBenefits ? await deps.vipBenefits(dbOrTx, operatorId, memberIds) : new Map();
    return (memberId: string, category: WageringCategory): number =>
      vipBasisPoints(vip.get(memberId)?.cashbackPercent) ?? settings.percentBasisPoints[category];
  };

  /** The figures of these members over a range (the job's chunk, or one member's running period). */
  const figuresOf = async (
    dbOrTx: DbOrTx,
    operatorId: string,
    memberIds: string[],
    range: { firstDay: string; endDay: string; from: Date; to: Date },
    settings: Effective,
  ): Promise<Array<Computed & { memberId: string }>> => {
    const totals = await activityRepo.totalsByCategory(
      dbOrTx,
      operatorId,
      { fromDay: range.firstDay, toDay: range.endDay },
      memberIds,
    );
    const wagered = new Map(
      (await conditions.wageredStakes(dbOrTx, operatorId, memberIds, range)).map((row) => [
        `${row.memberId}|${row.category}`,
        row.stakeSatang,
      ]),
    );
    const percentOf = await percentsFor(dbOrTx, operatorId, memberIds, settings);
    // A category the member played at all (covering lines too: they are shown to count 0).
    const played = (total: ActivityTotal) => total.stakeSatang !== 0n || total.bills !== 0;
    return totals.filter(played).map((total) => ({
      memberId: total.memberId,
      ...computeCashback(
        {
          category: total.category,
          stakeSatang: total.countedStakeSatang,
          winSatang: total.countedWinSatang,
          wageredSatang: wagered.get(`${total.memberId}|${total.category}`) ?? 0n,
        },
        {
          percentBasisPoints: percentOf(total.memberId, total.category),
          minimumLossSatang: settings.minimumLossSatang,
          capSatang: settings.capSatang,
        },
      ),
    }));
  };

  const settingsView = async (operatorId: string, names: Map<string, string>): Promise<CashbackSettings> => {
    const settings = await settingsOf(db, operatorId);
    return {
      ...rulesOf(settings),
      enabled: settings.enabled,
      updatedAt: settings.row?.updatedAt.toISOString() ?? null,
      updatedBy: settings.row?.updatedBy
        ? (names.get(settings.row.updatedBy) ?? settings.row.updatedBy)
        : null,
    };
  };

  const service = {
    settingsOf,

    /** `GET /api/admin/cashback/settings`. */
    getSettings: (operatorId: string, names: Map<string, string>) => settingsView(operatorId, names),

    /** `PUT /api/admin/cashback/settings` (owner, finance): saved with its audit row. */
    async updateSettings(
      staff: AuthenticatedStaff,
      ip: string,
      parsed: CashbackSettingsCommand,
      names: Map<string, string>,
    ): Promise<CashbackSettings> {
      await db.transaction(async (tx) => {
        const before = await repo.findSettings(tx, staff.operatorId);
        const row: CashbackSettingsRow = {
          operatorId: staff.operatorId,
          enabled: parsed.enabled,
          period: parsed.period,
          percentBasisPoints: parsed.percents,
          minimumLossSatang: parsed.minimumLoss,
          capSatang: parsed.cap,
          turnoverTenths: parsed.turnoverMultiplier,
          claimDays: parsed.claimDays,
          updatedAt: clock.now(),
          updatedBy: staff.staffId,
        };
        await repo.upsertSettings(tx, row);
        await deps.audit.record(tx, {
          staff,
          action: 'cashback.settings.update',
          targetType: 'cashback_settings',
          targetId: staff.operatorId,
          before: before ? rulesOf(effectiveOf(before)) : null,
          after: { enabled: row.enabled, ...rulesOf(effectiveOf(row)) },
          ip,
        });
      });
      return settingsView(staff.operatorId, names);
    },

    /** `GET /api/v2/cashback`: the running figure of this period, the credits, what can be claimed. */
    async me(operatorId: string, memberId: string): Promise<CashbackMe> {
      const now = clock.now();
      const settings = await settingsOf(db, operatorId);
      const rows = await repo.creditsOf(db, operatorId, memberId);
      const credits = rows.map((row) => creditView(row, now));
      const claimable = credits.filter((credit) => credit.status === 'CLAIMABLE');
      const claimableSatang = rows
        .filter((row) => claimable.some((credit) => credit.id === row.id))
        .reduce((sum, row) => sum + row.amountSatang, 0n);
      let current: CashbackMe['current'] = null;
      if (settings.enabled) {
        const range = periodRange(periodOf(kindOfPeriod(settings.period), now));
        const figures = await figuresOf(db, operatorId, [memberId], range, settings);
        current = {
          period: range.period,
          endsAt: range.to.toISOString(),
          figures: figures.map(figureView),
          netLoss: formatAmount(figures.reduce((sum, row) => sum + row.netLossSatang, 0n)),
          amount: formatAmount(figures.reduce((sum, row) => sum + row.amountSatang, 0n)),
        };
      }
      return {
        enabled: settings.enabled,
        rules: settings.enabled ? rulesOf(settings) : null,
        current,
        claimable: {
          amount: formatAmount(claimableSatang),
          count: claimable.length,
          paidAs: settings.turnoverTenths > 0 ? 'BONUS' : 'CASH',
        },
        credits,
      };
    },

    /**
     * `POST /api/v2/cashback/claim` (Idempotency-Key): every claimable credit at once, under the
     * member's advisory lock and a conditional update, so concurrent claims pay once. Cash: one
     * CASHBACK_CLAIMED transfer per credit (REWARDS → main, key `cashback-claim:{creditId}`). Bonus
     * (multiplier > 0): one grant of the sum with turnover × multiplier (source CASHBACK); the engine
     * refuses a second open bonus (PROMOTION_ONE_ACTIVE) and the claim rolls back whole.
     */
    async claim(request: IdempotentRequest, memberId: string): Promise<CashbackClaimResponse> {
      const { operatorId } = request;
      const outcome = await db.transaction((tx) =>
        deps.idempotency.run(tx, request, async (): Promise<CashbackClaimResponse> => {
          await lockKey(tx, `cashback-claim:${operatorId}:${memberId}`);
          const [member] = await deps.members.lockMembers(tx, operatorId, [memberId]);
          if (member?.status !== 'ACTIVE') throw new AppError('REWARD_MEMBER_LOCKED');
          const settings = await settingsOf(tx, operatorId);
          const paidAs = settings.turnoverTenths > 0 ? 'BONUS' : 'CASH';
          const now = clock.now();
          const claimed = (await repo.claimAll(tx, operatorId, memberId, now, paidAs)).sort((a, b) =>
            a.id < b.id ? -1 : 1,
          );
          const first = claimed[0];
          if (!first) throw new AppError('CASHBACK_NOTHING_TO_CLAIM');
          const totalSatang = claimed.reduce((sum, row) => sum + row.amountSatang, 0n);
          if (paidAs === 'CASH') {
            await deps.wallet.postTransfers(
              tx,
              claimed.map((row) => ({
                operatorId,
                kind: 'CASHBACK_CLAIMED' as const,
                debit: { house: 'REWARDS' as const },
                credit: { memberId, kind: 'MEMBER_WALLET' as const },
                amountSatang: row.amountSatang,
                causeType: 'cashback_credit',
                causeId: row.id,
                idempotencyKey: `cashback-claim:${row.id}`,
              })),
            );
          } else {
            const target = (totalSatang * BigInt(settings.turnoverTenths)) / 10n;
            const periods = [...new Set(claimed.map((row) => row.period))].sort().join(', ');
            const { conditionId } = await conditions.grant(tx, {
              operatorId,
              memberId,
              source: 'CASHBACK',
              promotionId: null,
              sourceRef: `cashback:${first.id}`,
              periodKey: null,
              name: `คืนยอดเสีย ${periods}`,
              bonusSatang: totalSatang,
              depositSatang: 0n,
              depositRef: null,
              targetSatang: target > 0n ? target : 1n,
              categoryWeights: defaultCategoryWeights,
              maxStakeSatang: DEFAULT_MAX_STAKE_SATANG,
              now,
            });
            await repo.setCondition(
              tx,
              claimed.map((row) => row.id),
              conditionId,
            );
          }
          return { amount: formatAmount(totalSatang), count: claimed.length, paidAs };
        }),
      );
      if (!outcome.replayed) await conditions.announce(operatorId, [memberId]);
      return outcome.data;
    },

    /** Marks claimable credits past their window EXPIRED (every operator when none is given). */
    expire: (operatorId?: string) => repo.expire(db, operatorId, clock.now()),

    /** The scheduler's expiry tick (a claim past the window is refused anyway; this keeps the rows true). */
    expiryTask: (): Task => ({
      key: 'rewards:cashback-expiry',
      everyMs: 5 * 60_000,
      async tick() {
        const expired = await service.expire();
        return expired > 0 ? { result: { expired } } : {};
      },
    }),

    /** `GET /api/admin/cashback/runs`: per period, its newest run and its credits by status. */
    async runs(operatorId: string): Promise<CashbackRunRow[]> {
      const [totals, runs] = await Promise.all([repo.periodTotals(db, operatorId), deps.runsOf(operatorId)]);
      const newestRun = new Map<string, RewardJobRun>();
      for (const run of runs) if (!newestRun.has(run.period)) newestRun.set(run.period, run);
      const periods = [...new Set([...totals.map((row) => row.period), ...newestRun.keys()])]
        .sort()
        .reverse();
      const none = { count: 0, amountSatang: 0n };
      const pair = (value: { count: number; amountSatang: bigint }) => ({
        count: value.count,
        amount: formatAmount(value.amountSatang),
      });
      return periods.map((period) => {
        const row = totals.find((total) => total.period === period);
        const of = (status: string) => row?.byStatus.get(status) ?? none;
        const paying = ['CLAIMABLE', 'CLAIMED', 'EXPIRED'].map(of);
        const run = newestRun.get(period);
        return {
          period,
          run: run
            ? {
                status: run.status,
                startedAt: run.startedAt,
                finishedAt: run.finishedAt,
                startedBy: run.startedBy,
                error: run.error,
              }
            : null,
          members: row?.members ?? 0,
          credited: pair({
            count: paying.reduce((sum, value) => sum + value.count, 0),
            amountSatang: paying.reduce((sum, value) => sum + value.amountSatang, 0n),
          }),
          claimable: pair(of('CLAIMABLE')),
          claimed: pair(of('CLAIMED')),
          expired: pair(of('EXPIRED')),
          belowMinimum: of('BELOW_MINIMUM').count,
          locked: of('MEMBER_LOCKED').count,
        };
      });
    },

    /**
     * The `cashback` job. Due for the previous period once it has ended and 4 hours passed (04:00
     * Bangkok). A run credits each member who played, per category, in chunks of members, each chunk
     * one transaction whose rows are unique per (member, period, category): a rerun writes nothing
     * new, a run stopped mid-way resumes where the committed chunks end. It moves no money (the claim
     * does), and expires credits past their window first.
     */
    job: (): RewardJob => ({
      name: 'cashback',
      async periodKinds(dbOrTx, operatorId) {
        return [kindOfPeriod((await settingsOf(dbOrTx, operatorId)).period)];
      },
      async duePeriod(dbOrTx, operatorId, now) {
        const settings = await settingsOf(dbOrTx, operatorId);
        if (!settings.enabled) return undefined;
        const kind = kindOfPeriod(settings.period);
        return previousPeriod(periodOf(kind, new Date(now.getTime() - CASHBACK_GRACE_MS)));
      },
      async run(dbOrTx, operatorId, range: PeriodRange, now): Promise<RewardJobResult> {
        const settings = await settingsOf(dbOrTx, operatorId);
        const expired = await repo.expire(dbOrTx, operatorId, now);
        if (!settings.enabled) return { enabled: 0, expired };
        const claimableUntil = new Date(now.getTime() + settings.claimDays * DAY_MS);
        const result = { members: 0, credits: 0, claimable: 0, belowMinimum: 0, locked: 0, amountSatang: 0n };
        let after: string | undefined;
        for (let chunk = 1; ; chunk += 1) {
          const memberIds = await repo.membersWithPlay(
            dbOrTx,
            operatorId,
            { fromDay: range.firstDay, toDay: range.endDay },
            after,
            chunkSize,
          );
          if (memberIds.length === 0) break;
          after = memberIds[memberIds.length - 1];
          const figures = await figuresOf(dbOrTx, operatorId, memberIds, range, settings);
          await db.transaction(async (tx) => {
            const status = new Map(
              (await deps.members.lockMembers(tx, operatorId, memberIds)).map((row) => [row.id, row.status]),
            );
            const rows: NewCashbackCredit[] = figures.map((figure) => {
              const locked = status.get(figure.memberId) !== 'ACTIVE';
              const pays = !locked && figure.amountSatang > 0n;
              return {
                id: uuidv7(),
                operatorId,
                memberId: figure.memberId,
                period: range.period,
                category: figure.category,
                stakeSatang: figure.stakeSatang,
                winSatang: figure.winSatang,
                wageredSatang: figure.wageredSatang,
                netLossSatang: figure.netLossSatang,
                percentBasisPoints: figure.percentBasisPoints,
                amountSatang: pays ? figure.amountSatang : 0n,
                capped: pays && figure.capped,
                status: locked ? 'MEMBER_LOCKED' : pays ? 'CLAIMABLE' : 'BELOW_MINIMUM',
                createdAt: now,
                claimableUntil: pays ? claimableUntil : null,
              };
            });
            const inserted = new Set(await repo.insertCreditsReturningKeys(tx, rows));
            for (const row of rows) {
              if (!inserted.has(`${row.memberId}|${row.category}`)) continue;
              result.credits += 1;
              if (row.status === 'CLAIMABLE') {
                result.claimable += 1;
                result.amountSatang += row.amountSatang ?? 0n;
              } else if (row.status === 'BELOW_MINIMUM') result.belowMinimum += 1;
              else result.locked += 1;
            }
          });
          result.members += memberIds.length;
          await deps.afterChunk?.(chunk);
        }
        return { ...result, amountSatang: formatAmount(result.amountSatang), expired };
      },
    }),
  };
  return service;
};
export type CashbackService = ReturnType<typeof createCashbackService>;
