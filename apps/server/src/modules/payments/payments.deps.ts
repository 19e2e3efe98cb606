import type { PromotionTrigger } from '@chokdee/contracts';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { OperatorService } from '#modules/operator/index';
import type { WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';
import type { PaymentsRepo } from './payments.repo';

/**
 * Whether an open wagering condition blocks the withdrawal (promotions supplies it at composition).
 * Asked inside the withdrawal's transaction after the member's main account is row-locked, so a
 * conversion racing the request is either seen whole or still holds the lock. `noActivePromotion`
 * finds none.
 */
export type PromotionGate = {
  findActiveTurnover(tx: Tx, operatorId: string, memberId: string): Promise<PromotionTrigger | undefined>;
};
export const noActivePromotion: PromotionGate = { findActiveTurnover: async () => undefined };

/** A member's own withdrawal limits (their VIP level's benefits); null: no limit of that kind. */
export type MemberWithdrawalLimits = {
  /** What the refusal calls them (the level's Thai name). */
  levelName: string;
  maxPerRequestSatang: bigint | null;
  maxPerDaySatang: bigint | null;
};

/**
 * The member's withdrawal limits beyond the site's (rewards supplies its VIP levels at composition, so
 * payments never imports rewards). Asked inside the withdrawal's transaction after the member's main
 * account is row-locked, so two racing requests of one member count each other against a daily limit.
 * `noMemberWithdrawalLimits` has none.
 */
export type WithdrawalLimitGate = {
  limitsOf(tx: Tx, operatorId: string, memberId: string): Promise<MemberWithdrawalLimits | undefined>;
};
export const noMemberWithdrawalLimits: WithdrawalLimitGate = { limitsOf: async () => undefined };

/**
 * Sends approved withdrawals to the payout provider (the payouts module supplies it at composition,
 * so payments never imports payouts). Told after the approval committed, with who approved it; it
 * decides whether the withdrawal may go automatically (account, kill switch, daily cap, recipient,
 * receivable) and otherwise leaves it APPROVED for staff with a wait reason. `manualPayouts` sends
 * nothing: staff pay by hand.
 */
export type PayoutDispatcher = {
  afterApproved(withdrawal: { operatorId: string; id: string }, approvedBy: 'rule' | 'staff'): Promise<void>;
};
export const manualPayouts: PayoutDispatcher = { afterApproved: async () => undefined };

export type PaymentsDeps = {
  db: Db;
  repo: PaymentsRepo;
  clock: Clock;
  publish: Publisher;
  wallet: Pick<
    WalletService,
    'postTransfers' | 'memberBalances' | 'mainAccountId' | 'lockAccounts' | 'receivableOwed'
  >;
  idempotency: Pick<IdempotencyService, 'run'>;
  operators: Pick<OperatorService, 'moneyLimits' | 'bankById' | 'bankByCode' | 'offeredBankByCode'>;
  members: Pick<MemberService, 'findMemberByBankAccount' | 'summaries' | 'findLoginMember' | 'getMe'>;
  audit: Pick<AuditLog, 'record'>;
  /** Optional: `manualPayouts` when absent. */
  payouts?: PayoutDispatcher;
  promotionGate: PromotionGate;
  /** Optional: none when absent. */
  withdrawalLimits?: WithdrawalLimitGate;
};

/** Baht as the catalogue's `{min}`/`{max}` placeholders show it ("200,000", "100.50"): contracts' one rule. */
export { bahtText } from '@chokdee/contracts';
export { type BalanceAfter, publishWallet } from '#modules/wallet/index';
