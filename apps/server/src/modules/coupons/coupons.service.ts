import {
  type CouponCampaign,
  type couponCampaignInputSchema,
  defaultCategoryWeights,
  formatAmount,
  type redeemCouponResponseSchema,
  TAKE_CASH_THRESHOLD_SATANG,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { type ConditionService, targetOf } from '#modules/promotions/index';
import type { AuditLog } from '#platform/audit/audit-log';
import { createLoginThrottle, type LoginThrottlePolicy } from '#platform/auth/login-throttle';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError, fieldError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { type CouponHasher, drawCouponCode } from './coupon-code';
import type { CouponCampaignRow, CouponsRepo } from './coupons.repo';

type CampaignInput = z.output<typeof couponCampaignInputSchema>;
type RedeemedCoupon = z.infer<typeof redeemCouponResponseSchema>;

/** The part of the promotions engine a redemption uses. */
export type CouponConditions = Pick<ConditionService, 'grant' | 'cashOf'>;

type Deps = {
  db: Db;
  repo: CouponsRepo;
  clock: Clock;
  audit: Pick<AuditLog, 'record'>;
  idempotency: {
    run<T>(
      tx: Tx,
      request: IdempotentRequest,
      work: () => Promise<T>,
    ): Promise<{ data: T; replayed: boolean }>;
  };
  conditions: CouponConditions;
  hashCode: CouponHasher;
  /** When the member registered (the "new members only" flag). */
  memberSince(tx: Tx, operatorId: string, memberId: string): Promise<Date>;
  /** Satang credited to the member since a time (the "deposited ≥ X in the window" flag). */
  depositedSince(db: DbOrTx, operatorId: string, memberId: string, since: Date): Promise<bigint>;
  /** Pushes the member's new wallet and promotion state, after the redemption committed. */
  announce(operatorId: string, memberId: string): Promise<void>;
  throttle?: LoginThrottlePolicy;
};

/**
 * Wrong codes a member, or one address, may try per quarter hour. Thai mobile carriers put many
 * phones behind one address (CGNAT), so the address allows more than a member does.
 */
export const COUPON_THROTTLE: LoginThrottlePolicy = {
  windowMs: 15 * 60_000,
  failuresPerName: 5,
  failuresPerIp: 30,
};

const DAY_MS = 24 * 60 * 60_000;

/** "1.5" → 15: the schema already allows one decimal place at most. */
export const multiplierTenths = (multiplier: string): number => {
  const [whole = '0', tenth = '0'] = multiplier.split('.');
  return Number(whole) * 10 + Number(tenth);
};
const multiplierText = (tenths: number): string =>
  tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);

/**
 * A coupon carries no deposit: the base is its value whichever base the campaign names
 * (DEPOSIT_PLUS_BONUS with a deposit of 0), so the member's target is multiplier × value.
 */
const targetOfCampaign = (campaign: CouponCampaignRow): bigint =>
  targetOf(campaign.multiplierTenths, campaign.valueSatang);

export const toCouponCampaign = (row: CouponCampaignRow): CouponCampaign => ({
  id: row.id,
  name: row.name,
  quantity: row.quantity,
  remaining: row.remaining,
  redeemed: row.quantity - row.remaining,
  value: formatAmount(row.valueSatang),
  multiplier: multiplierText(row.multiplierTenths),
  base: row.base,
  maxStake: formatAmount(row.maxStakeSatang),
  newMembersOnly: row.newMembersOnly,
  newMemberDays: row.newMemberDays,
  minDepositInWindow:
    row.minDepositInWindowSatang === null ? null : formatAmount(row.minDepositInWindowSatang),
  depositWindowDays: row.depositWindowDays,
  expiresAt: row.expiresAt.toISOString(),
  enabled: row.enabled,
  codesIssuedAt: row.codesIssuedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Coupon campaigns (docs/domain/rewards.md §3 rule 10). Staff create a campaign and receive its codes once (only
 * their hashes are kept); a member redeems one code per campaign and gets the campaign's value as a
 * bonus with its wagering condition (the engine's `grant`, source COUPON).
 */
export const createCouponsService = (deps: Deps) => {
  const { db, repo, clock, audit, conditions, hashCode } = deps;
  const throttle = createLoginThrottle({
    db,
    store: repo.failures,
    policy: deps.throttle ?? COUPON_THROTTLE,
    clock,
    lockPrefix: 'coupon-redeem',
    throttledError: 'COUPON_THROTTLED',
  });

  /** The campaign's flags for this member; throws COUPON_NOT_ELIGIBLE with `data.reason`. */
  const checkEligible = async (tx: Tx, campaign: CouponCampaignRow, memberId: string, now: Date) => {
    const { operatorId } = campaign;
    if (campaign.newMembersOnly) {
      const since = await deps.memberSince(tx, operatorId, memberId);
      if (since.getTime() < now.getTime() - campaign.newMemberDays * DAY_MS)
        throw new AppError('COUPON_NOT_ELIGIBLE', { data: { reason: 'NEW_MEMBERS_ONLY' } });
    }
    if (campaign.minDepositInWindowSatang !== null) {
      const windowStart = new Date(now.getTime() - campaign.depositWindowDays * DAY_MS);
      const deposited = await deps.depositedSince(tx, operatorId, memberId, windowStart);
      if (deposited < campaign.minDepositInWindowSatang)
        throw new AppError('COUPON_NOT_ELIGIBLE', { data: { reason: 'MIN_DEPOSIT' } });
    }
  };

  /** The redemption's rules, inside its transaction; answers the member's wire view. */
  const redeemIn = async (
    tx: Tx,
    operatorId: string,
    memberId: string,
    code: string,
  ): Promise<RedeemedCoupon> => {
    const now = clock.now();
    // One redemption of this member at a time: the per-campaign check below and the engine's
    // "one active bonus" then read a settled state, and the (campaign, member) unique index is never
    // hit by a race (a violation would abort the transaction instead of answering).
    await lockKey(tx, `coupon-member:${operatorId}:${memberId}`);
    const found = await repo.findCode(tx, operatorId, hashCode(operatorId, code));
    // Unknown, used or switched off: one answer, so a code cannot be probed for its state.
    if (!found || found.code.redeemedBy !== null || !found.campaign.enabled)
      throw new AppError('COUPON_INVALID');
    const { code: codeRow, campaign } = found;
    if (now >= campaign.expiresAt) throw new AppError('COUPON_EXPIRED');
    if (await repo.hasRedeemedInCampaign(tx, campaign.id, memberId))
      throw new AppError('COUPON_ALREADY_REDEEMED');
    await checkEligible(tx, campaign, memberId, now);
    // docs/domain/rewards.md §3 rule 5: a bonus is never stacked onto existing money.
    if ((await conditions.cashOf(tx, operatorId, memberId)) > TAKE_CASH_THRESHOLD_SATANG)
      throw new AppError('PROMOTION_CASH_ABOVE_THRESHOLD', {
        params: { max: formatAmount(TAKE_CASH_THRESHOLD_SATANG).replace(/\.00$/, '') },
      });
    // The code first (one winner per code), then the quantity (one winner per unit): a loser of
    // either rolls back whatever it took.
    if (!(await repo.claimCode(tx, codeRow.id, memberId, now))) throw new AppError('COUPON_INVALID');
    if (!(await repo.takeOne(tx, campaign.id))) throw new AppError('COUPON_SOLD_OUT');
    const targetSatang = targetOfCampaign(campaign);
    const { conditionId } = await conditions.grant(tx, {
      operatorId,
      memberId,
      source: 'COUPON',
      promotionId: null,
      sourceRef: codeRow.id,
      periodKey: null,
      name: campaign.name,
      bonusSatang: campaign.valueSatang,
      depositSatang: 0n,
      depositRef: null,
      targetSatang,
      categoryWeights: defaultCategoryWeights,
      maxStakeSatang: campaign.maxStakeSatang,
      now,
    });
    await repo.setCondition(tx, codeRow.id, conditionId);
    return {
      campaignName: campaign.name,
      bonus: formatAmount(campaign.valueSatang),
      turnoverTarget: formatAmount(targetSatang),
    };
  };

  return {
    /**
     * Creates a campaign and its codes, audited, in one transaction; answers the plain codes — the
     * only time they exist outside the staff's hands (only HMACs are stored).
     */
    async createCampaign(staff: AuthenticatedStaff, ip: string, input: CampaignInput) {
      const { operatorId } = staff;
      const now = clock.now();
      const expiresAt = new Date(input.expiresAt);
      // Codes that can never be redeemed would still be handed out as if they could.
      if (expiresAt <= now) throw fieldError('expiresAt', 'วันหมดอายุต้องเป็นเวลาในอนาคต');
      return db.transaction(async (tx) => {
        const campaign = await repo.insertCampaign(tx, {
          id: uuidv7(),
          operatorId,
          name: input.name,
          quantity: input.quantity,
          remaining: input.quantity,
          valueSatang: input.value,
          multiplierTenths: multiplierTenths(input.multiplier),
          base: input.base,
          maxStakeSatang: input.maxStake,
          newMembersOnly: input.newMembersOnly,
          newMemberDays: input.newMemberDays,
          minDepositInWindowSatang: input.minDepositInWindow,
          depositWindowDays: input.depositWindowDays,
          expiresAt,
          enabled: true,
          codesIssuedAt: now,
          createdBy: staff.staffId,
          createdAt: now,
          updatedAt: now,
        });
        const codes = await issueCodes(tx, campaign, input.quantity);
        const view = toCouponCampaign(campaign);
        await audit.record(tx, {
          staff,
          action: 'coupon.campaign.create',
          targetType: 'coupon_campaign',
          targetId: campaign.id,
          after: view,
          ip,
        });
        return { campaign: view, codes };
      });
    },

    async listCampaigns(operatorId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.listCampaigns(db, operatorId, pageNo, pageSize);
      return { data: rows.map(toCouponCampaign), total, pageNo, pageSize };
    },

    /** Switches a campaign's redemptions off or on again (audited); its codes stay as they are. */
    async setEnabled(staff: AuthenticatedStaff, ip: string, id: string, enabled: boolean) {
      return db.transaction(async (tx) => {
        const before = await repo.lockCampaign(tx, staff.operatorId, id);
        if (!before) throw new AppError('COUPON_CAMPAIGN_NOT_FOUND');
        const after = await repo.setCampaignEnabled(tx, staff.operatorId, id, enabled, clock.now());
        if (!after) throw new AppError('COUPON_CAMPAIGN_NOT_FOUND');
        await audit.record(tx, {
          staff,
          action: 'coupon.campaign.update',
          targetType: 'coupon_campaign',
          targetId: id,
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
          ip,
        });
        return toCouponCampaign(after);
      });
    },

    /**
     * Redeems a code (Idempotency-Key: a retry answers the first result and grants nothing twice).
     * Throttled per member and per address: each attempt is first recorded as a failure (committed,
     * so parallel guesses count); a code that proves real takes its record back, so only unknown or
     * used codes count toward the wait.
     */
    async redeem(request: IdempotentRequest, memberId: string, ip: string, code: string) {
      const { operatorId } = request;
      const attempt = await throttle.begin(operatorId, memberId, ip);
      let answer: { data: RedeemedCoupon; replayed: boolean };
      try {
        answer = await db.transaction(async (tx) => {
          const result = await deps.idempotency.run(tx, request, () =>
            redeemIn(tx, operatorId, memberId, code),
          );
          await repo.failures.deleteFailure(tx, operatorId, attempt.id);
          return result;
        });
      } catch (error) {
        const isGuess = error instanceof AppError && error.errorName === 'COUPON_INVALID';
        if (!isGuess) await db.transaction((tx) => repo.failures.deleteFailure(tx, operatorId, attempt.id));
        throw error;
      }
      if (!answer.replayed) await deps.announce(operatorId, memberId);
      return answer.data;
    },
  };

  /** Draws `quantity` distinct codes and stores their hashes; a hash already taken is drawn again. */
  async function issueCodes(tx: Tx, campaign: CouponCampaignRow, quantity: number): Promise<string[]> {
    const issued: string[] = [];
    while (issued.length < quantity) {
      const drawn = new Map<string, string>();
      while (drawn.size < quantity - issued.length) {
        const code = drawCouponCode();
        drawn.set(hashCode(campaign.operatorId, code), code);
      }
      const written = await repo.insertCodes(
        tx,
        [...drawn.keys()].map((codeHash) => ({
          id: uuidv7(),
          operatorId: campaign.operatorId,
          campaignId: campaign.id,
          codeHash,
        })),
      );
      for (const [codeHash, code] of drawn) if (written.has(codeHash)) issued.push(code);
    }
    return issued;
  }
};
export type CouponsService = ReturnType<typeof createCouponsService>;
