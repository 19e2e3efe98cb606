import { createDepositsService } from './deposits.service';
import type { PaymentsDeps } from './payments.deps';
import { createWithdrawalsService } from './withdrawals.service';

/** Deposits (accounts, PromptPay intents, the statement feed) and withdrawals, as one service. */
export const createPaymentsService = (deps: PaymentsDeps) => ({
  ...createDepositsService(deps),
  ...createWithdrawalsService(deps),
});
export type PaymentsService = ReturnType<typeof createPaymentsService>;
