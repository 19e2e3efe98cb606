import type { PromotionTrigger } from '@chokdee/contracts';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import type { Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { bahtText, type MemberWithdrawalLimits, type PaymentsDeps } from './payments.deps';

/**
 * The rules a withdrawal request is refused by, in one place: `requestWithdrawal` refuses with them,
 * and `GET /api/v2/withdraw/limits` advertises the amounts they let through, so the form's maximum is
 * exactly the refusal boundary.
 */

/** The site's limits per request (web config). */
export type SiteWithdrawLimits = { minWithdrawSatang: bigint; maxWithdrawSatang: bigint };

/** The member's level limits and, when the level has a daily limit, what they withdrew today. */
export type LevelWithdrawFacts = {
  level: MemberWithdrawalLimits | undefined;
  /** Withdrawals since Bangkok midnight, rejected ones not counted; 0 when the level has no daily limit. */
  withdrawnTodaySatang: bigint;
};

/** Everything the refusals read, for one member at one moment. */
export type WithdrawFacts = LevelWithdrawFacts & {
  site: SiteWithdrawLimits;
  promotion: PromotionTrigger | undefined;
  owedSatang: bigint;
  /** The main wallet: what the ledger's conditional debit lets a withdrawal take. */
  cashSatang: bigint;
};

const smaller = (a: bigint, b: bigint | null | undefined): bigint =>
  b !== null && b !== undefined && b < a ? b : a;

/** Read inside the request's transaction (after the member's main account is locked, so racing requests count each other). */
export const readLevelFacts = async (
  deps: Pick<PaymentsDeps, 'repo' | 'clock'> & {
    withdrawalLimits: NonNullable<PaymentsDeps['withdrawalLimits']>;
  },
  tx: Tx,
  operatorId: string,
  memberId: string,
): Promise<LevelWithdrawFacts> => {
  const level = await deps.withdrawalLimits.limitsOf(tx, operatorId, memberId);
  const withdrawnTodaySatang =
    level?.maxPerDaySatang === null || level === undefined
      ? 0n
      : await deps.repo.withdrawnSince(tx, operatorId, memberId, bangkokMidnightOf(deps.clock.now()));
  return { level, withdrawnTodaySatang };
};

/** The site's minimum and maximum per request. */
export const siteLimitRefusal = (site: SiteWithdrawLimits, amountSatang: bigint): AppError | undefined => {
  if (amountSatang < site.minWithdrawSatang)
    return new AppError('WITHDRAW_BELOW_MIN', { params: { min: bahtText(site.minWithdrawSatang) } });
  if (amountSatang > site.maxWithdrawSatang)
    return new AppError('WITHDRAW_ABOVE_MAX', { params: { max: bahtText(site.maxWithdrawSatang) } });
  return undefined;
};

/** What the level's daily limit leaves today; null without one. */
export const leftTodaySatang = ({ level, withdrawnTodaySatang }: LevelWithdrawFacts): bigint | null => {
  if (!level || level.maxPerDaySatang === null) return null;
  return level.maxPerDaySatang > withdrawnTodaySatang ? level.maxPerDaySatang - withdrawnTodaySatang : 0n;
};

/** The member's own limits (VIP level), refused with the level's name. */
export const levelLimitRefusal = (facts: LevelWithdrawFacts, amountSatang: bigint): AppError | undefined => {
  const { level } = facts;
  if (!level) return undefined;
  if (level.maxPerRequestSatang !== null && amountSatang > level.maxPerRequestSatang)
    return new AppError('VIP_WITHDRAW_ABOVE_LEVEL_MAX', {
      params: { level: level.levelName, max: bahtText(level.maxPerRequestSatang) },
    });
  const left = leftTodaySatang(facts);
  if (level.maxPerDaySatang !== null && left !== null && amountSatang > left)
    return new AppError('VIP_WITHDRAW_DAY_LIMIT', {
      params: { level: level.levelName, max: bahtText(level.maxPerDaySatang), left: bahtText(left) },
    });
  return undefined;
};

export const promotionRefusal = (trigger: PromotionTrigger | undefined): AppError | undefined =>
  trigger ? new AppError('WITHDRAW_PROMOTION_ACTIVE', { data: trigger }) : undefined;

export const receivableRefusal = (owedSatang: bigint): AppError | undefined =>
  owedSatang > 0n
    ? new AppError('WITHDRAW_RECEIVABLE_OPEN', { params: { amount: bahtText(owedSatang) } })
    : undefined;

/** The refusal `amountSatang` would get, in the order `requestWithdrawal` checks; undefined: it passes. */
export const withdrawRefusal = (facts: WithdrawFacts, amountSatang: bigint): AppError | undefined =>
  siteLimitRefusal(facts.site, amountSatang) ??
  promotionRefusal(facts.promotion) ??
  levelLimitRefusal(facts, amountSatang) ??
  receivableRefusal(facts.owedSatang) ??
  (amountSatang > facts.cashSatang ? new AppError('INSUFFICIENT_BALANCE') : undefined);

/** The largest single request: the smaller of the site's and the level's maximum. */
export const maxPerRequestSatang = (facts: Pick<WithdrawFacts, 'site' | 'level'>): bigint =>
  smaller(facts.site.maxWithdrawSatang, facts.level?.maxPerRequestSatang);

/** The largest request the limits allow now: per request, and what the daily limit leaves. */
export const maxNowSatang = (facts: WithdrawFacts): bigint =>
  smaller(maxPerRequestSatang(facts), leftTodaySatang(facts));

/**
 * The most this member can withdraw now: the smaller of the cash and `maxNowSatang`, or nothing with
 * the refusal that stands in the way (the one the smallest request would get when even that fails).
 */
export const withdrawAllOf = (
  facts: WithdrawFacts,
): { amountSatang: bigint; refusal: AppError | undefined } => {
  const most = smaller(facts.cashSatang, maxNowSatang(facts));
  const refusal = withdrawRefusal(
    facts,
    most < facts.site.minWithdrawSatang ? facts.site.minWithdrawSatang : most,
  );
  return refusal ? { amountSatang: 0n, refusal } : { amountSatang: most, refusal: undefined };
};
