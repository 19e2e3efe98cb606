import type { PromotionTrigger } from '@chokdee/contracts';
import type { BankPayout } from '#adapters/bank-payout/bank-payout';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { MemberService } from '#modules/member/index';
import type { OperatorService } from '#modules/operator/index';
import type { AuditLog } from '#modules/staff/index';
import type { WalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';
import type { PaymentsRepo } from './payments.repo';

/**
 * Whether an accepted promotion still blocks withdrawals. The promotions issue supplies the real
 * check; until then `noActivePromotion` finds none.
 */
export type PromotionGate = { findActiveTurnover(memberId: string): Promise<PromotionTrigger | undefined> };
export const noActivePromotion: PromotionGate = { findActiveTurnover: async () => undefined };

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
  payout: BankPayout;
  promotionGate: PromotionGate;
};

/** Baht as the catalogue's `{min}`/`{max}` placeholders show it ("200,000", "100.50"): contracts' one rule. */
export { bahtText } from '@chokdee/contracts';
export { type BalanceAfter, publishWallet } from '#modules/wallet/index';
