import {
  addBangkokDays,
  basisPointsToPercent,
  DEFAULT_MAX_STAKE_SATANG,
  defaultCategoryWeights,
  errorMessage,
  formatAmount,
  VIP_BONUS_MULTIPLIER,
  type VipChange,
  type VipClaimResponse,
  type VipLevelsUpdate,
  type VipMembers,
  type VipView,
} from '@chokdee/contracts';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { MemberWithdrawalLimits, WithdrawalLimitGate } from '#modules/payments/index';
import type { ConditionService } from '#modules/promotions/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { ActivityRepo } from '../activity/activity.repo';
import type { VipLevelRow, VipRepo } from './vip.repo';
import { countedByMember, levelRowOf, levelView, liveWindow } from './vip-levels';

/** A member's VIP benefits, as `vipBenefitsOf` reads them for cashback and referral income. */
export type VipBenefits = { level: number; cashbackPercent: string | null; referralBonusPercent: string };

export type VipServiceDeps = {
  db: Db;
  clock: Clock;
  repo: VipRepo;
  activityRepo: Pick<ActivityRepo, 'countedTurnover' | 'totalsByCategory'>;
  conditions: Pick<ConditionService, 'grant' | 'announce' | 'hasOpenBonus'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
  members: Pick<MemberService, 'summaries' | 'pageMembers'>;
};

/** The advisory lock every change to one member's VIP level or bonuses takes first. */
export const vipMemberLock = (tx: Tx, operatorId: string, memberId: string) =>
  lockKey(tx, `vip:${operatorId}:${memberId}`);

/** The name shown in the member's bonus history for a level's upgrade bonus. */
const bonusName = (levelName: string) => `โบนัสเลื่อนระดับ VIP ${levelName}`;

/**
 * The members' VIP benefits (docs/domain/rewards.md rule 8) for cashback and referral income: an empty map when
 * the operator has VIP off (they then use their own settings only); else every asked member, at
 * level 1 when they never rose.
 */
export const vipBenefitsOf = async (
  db: DbOrTx,
  repo: VipRepo,
  operatorId: string,
  memberIds: readonly string[],
): Promise<Map<string, VipBenefits>> => {
  const benefits = new Map<string, VipBenefits>();
  const levels = await repo.levelsOf(db, operatorId);
  if (levels.length === 0) return benefits;
  const current = await repo.memberLevels(db, operatorId, memberIds);
  for (const memberId of memberIds) {
    const level = current.get(memberId)?.level ?? 1;
    const row = levels.find((candidate) => candidate.level === level) ?? levels[0];
    if (!row) continue;
    benefits.set(memberId, {
      level: row.level,
      cashbackPercent:
        row.cashbackBasisPoints === null ? null : basisPointsToPercent(row.cashbackBasisPoints),
      referralBonusPercent: basisPointsToPercent(row.referralBonusBasisPoints),
    });
  }
  return benefits;
};

const levelOf = (levels: readonly VipLevelRow[], level: number): VipLevelRow | undefined =>
  levels.find((row) => row.level === level);

/**
 * VIP for members and staff: the member's page and upgrade-bonus claim, the benefits other programmes
 * read, the withdrawal limits payments asks for, and the back office's level table, members per
 * level and level changes. The upgrade itself is `vip.upgrade.ts`, the downgrade `vip-review.job.ts`.
 */
export const createVipService = (deps: VipServiceDeps) => {
  const { db, clock, repo, activityRepo, conditions, idempotency, audit, members } = deps;

  const withdrawalLimits: WithdrawalLimitGate = {
    async limitsOf(tx, operatorId, memberId): Promise<MemberWithdrawalLimits | undefined> {
      const levels = await repo.levelsOf(tx, operatorId);
      if (levels.length === 0) return undefined;
      const level = (await repo.memberLevels(tx, operatorId, [memberId])).get(memberId)?.level ?? 1;
      const row = levelOf(levels, level);
      if (!row || (row.maxWithdrawPerRequestSatang === null && row.maxWithdrawPerDaySatang === null))
        return undefined;
      return {
        levelName: row.name,
        maxPerRequestSatang: row.maxWithdrawPerRequestSatang,
        maxPerDaySatang: row.maxWithdrawPerDaySatang,
      };
    },
  };

  return {
    withdrawalLimits,

    benefitsOf: (dbOrTx: DbOrTx, operatorId: string, memberIds: readonly string[]) =>
      vipBenefitsOf(dbOrTx, repo, operatorId, memberIds),

    /** `GET /api/v2/vip`. */
    async me(operatorId: string, memberId: string): Promise<VipView> {
      const now = clock.now();
      const window = liveWindow(now);
      const levels = await repo.levelsOf(db, operatorId);
      const turnover = await activityRepo.countedTurnover(db, operatorId, memberId, window);
      const base = {
        turnover: formatAmount(turnover),
        windowFrom: window.fromDay,
        // The range is half-open; the page says the last day included.
        windowTo: addBangkokDays(window.toDay, -1),
      };
      if (levels.length === 0)
        return {
          ...base,
          enabled: false,
          level: 0,
          name: '',
          next: null,
          levels: [],
          upgradeBonuses: [],
          claimBlockedReason: null,
        };
      const level = (await repo.memberLevels(db, operatorId, [memberId])).get(memberId)?.level ?? 1;
      const current = levelOf(levels, level);
      const nextRow = levelOf(levels, level + 1);
      let next: VipView['next'] = null;
      if (current && nextRow) {
        const span = nextRow.thresholdSatang - current.thresholdSatang;
        const done = turnover - current.thresholdSatang;
        const percent = span <= 0n ? 100n : done <= 0n ? 0n : (done * 100n) / span;
        next = {
          level: nextRow.level,
          name: nextRow.name,
          threshold: formatAmount(nextRow.thresholdSatang),
          remaining: formatAmount(
            nextRow.thresholdSatang > turnover ? nextRow.thresholdSatang - turnover : 0n,
          ),
          percent: Number(percent > 100n ? 100n : percent),
        };
      }
      const bonuses = await repo.bonusesOf(db, operatorId, memberId);
      const claimable = bonuses.some((bonus) => bonus.claimedAt === null);
      const blocked = claimable && (await conditions.hasOpenBonus(db, operatorId, memberId));
      return {
        ...base,
        enabled: true,
        level,
        name: current?.name ?? '',
        next,
        levels: levels.map(levelView),
        upgradeBonuses: bonuses.map((bonus) => ({
          level: bonus.level,
          name: levelOf(levels, bonus.level)?.name ?? String(bonus.level),
          amount: formatAmount(bonus.amountSatang),
          turnoverTarget: formatAmount(bonus.amountSatang * VIP_BONUS_MULTIPLIER),
          status: bonus.claimedAt ? 'CLAIMED' : 'CLAIMABLE',
          earnedAt: bonus.earnedAt.toISOString(),
          claimedAt: bonus.claimedAt?.toISOString() ?? null,
        })),
        claimBlockedReason: blocked ? errorMessage('VIP_BONUS_ONE_ACTIVE') : null,
      };
    },

    /**
     * `POST /api/v2/vip/upgrade-bonus/claim {level}` (Idempotency-Key): under the member's VIP lock the
     * bonus row is stamped claimed (`… where claimed_at is null`), then granted as bonus with ×10
     * turnover (source VIP, source ref the row). A refusal of the grant (locked member, a bonus still
     * wagering) rolls everything back, so the bonus stays claimable.
     */
    async claimUpgradeBonus(
      request: IdempotentRequest,
      memberId: string,
      level: number,
    ): Promise<VipClaimResponse> {
      const { operatorId } = request;
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          const levels = await repo.levelsOf(tx, operatorId);
          if (levels.length === 0) throw new AppError('VIP_OFF');
          await vipMemberLock(tx, operatorId, memberId);
          const now = clock.now();
          const bonus = await repo.claimBonus(tx, operatorId, memberId, level, now);
          if (!bonus) {
            const earned = (await repo.bonusesOf(tx, operatorId, memberId)).some(
              (row) => row.level === level,
            );
            throw new AppError(earned ? 'VIP_BONUS_ALREADY_CLAIMED' : 'VIP_BONUS_NOT_FOUND');
          }
          const target = bonus.amountSatang * VIP_BONUS_MULTIPLIER;
          try {
            const { conditionId } = await conditions.grant(tx, {
              operatorId,
              memberId,
              source: 'VIP',
              promotionId: null,
              sourceRef: bonus.id,
              periodKey: null,
              name: bonusName(levelOf(levels, level)?.name ?? String(level)),
              bonusSatang: bonus.amountSatang,
              depositSatang: 0n,
              depositRef: null,
              targetSatang: target,
              categoryWeights: defaultCategoryWeights,
              maxStakeSatang: DEFAULT_MAX_STAKE_SATANG,
              now,
            });
            await repo.setBonusCondition(tx, bonus.id, conditionId);
          } catch (error) {
            if (error instanceof AppError && error.errorName === 'PROMOTION_ONE_ACTIVE')
              throw new AppError('VIP_BONUS_ONE_ACTIVE');
            throw error;
          }
          return { level, bonus: formatAmount(bonus.amountSatang), turnoverTarget: formatAmount(target) };
        }),
      );
      if (!outcome.replayed) await conditions.announce(operatorId, [memberId]);
      return outcome.data;
    },

    /** The level table for the back office. */
    async levels(operatorId: string) {
      const levels = await repo.levelsOf(db, operatorId);
      return { enabled: levels.length > 0, levels: levels.map(levelView) };
    },

    /** Replaces the table (none: VIP off), audited `vip.levels.update` with before and after. */
    async updateLevels(staff: AuthenticatedStaff, ip: string, input: VipLevelsUpdate) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const before = (await repo.levelsOf(tx, staff.operatorId)).map(levelView);
        await repo.replaceLevels(
          tx,
          staff.operatorId,
          input.levels.map((level) => levelRowOf(staff.operatorId, level, now)),
        );
        const after = (await repo.levelsOf(tx, staff.operatorId)).map(levelView);
        await audit.record(tx, {
          staff,
          action: 'vip.levels.update',
          targetType: 'vip_levels',
          targetId: staff.operatorId,
          before,
          after,
          ip,
        });
        return { enabled: after.length > 0, levels: after };
      });
    },

    /**
     * Members per level: a row exists for members who ever rose; level 1's count is every other
     * member too. The page lists the members with a row (of one level when asked), highest first.
     */
    async membersPerLevel(
      operatorId: string,
      query: { level?: number | undefined; pageNo: number; pageSize: number },
    ): Promise<VipMembers> {
      const levels = await repo.levelsOf(db, operatorId);
      const counts = new Map(
        (await repo.countsByLevel(db, operatorId)).map((row) => [row.level, Number(row.members)]),
      );
      const everyone = (await members.pageMembers(operatorId, { pageNo: 1, pageSize: 1 })).total;
      const risen = [...counts.entries()].reduce((sum, [level, n]) => (level > 1 ? sum + n : sum), 0);
      const { rows, total } = await repo.pageMembers(db, operatorId, query);
      const ids = rows.map((row) => row.memberId);
      const names = await members.summaries(db, operatorId, ids);
      const turnovers = countedByMember(
        await activityRepo.totalsByCategory(db, operatorId, liveWindow(clock.now()), ids),
      );
      return {
        counts: levels.map((level) => ({
          level: level.level,
          name: level.name,
          members: level.level === 1 ? Math.max(everyone - risen, 0) : (counts.get(level.level) ?? 0),
        })),
        page: {
          data: rows.map((row) => ({
            memberId: row.memberId,
            phone: names.get(row.memberId)?.phone ?? '',
            name: names.get(row.memberId)?.name ?? '',
            level: row.level,
            levelName: levelOf(levels, row.level)?.name ?? String(row.level),
            turnover: formatAmount(turnovers.get(row.memberId) ?? 0n),
            since: row.since.toISOString(),
          })),
          total,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        },
      };
    },

    /** Every level change, newest first (one member's when asked). */
    async changes(
      operatorId: string,
      query: { memberId?: string | undefined; pageNo: number; pageSize: number },
    ): Promise<{ data: VipChange[]; total: number; pageNo: number; pageSize: number }> {
      const { rows, total } = await repo.pageChanges(db, operatorId, query);
      const names = await members.summaries(
        db,
        operatorId,
        rows.map((row) => row.memberId),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          memberId: row.memberId,
          phone: names.get(row.memberId)?.phone ?? '',
          name: names.get(row.memberId)?.name ?? '',
          fromLevel: row.fromLevel,
          toLevel: row.toLevel,
          reason: row.reason,
          turnover: formatAmount(row.turnoverSatang),
          period: row.period,
          at: row.at.toISOString(),
        })),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
};
export type VipService = ReturnType<typeof createVipService>;
