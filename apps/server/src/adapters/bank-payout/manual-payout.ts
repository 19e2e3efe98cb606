import type { BankPayout } from './bank-payout';

/** Staff pay by hand and mark the withdrawal paid; nothing is sent anywhere. */
export const createManualPayout = (): BankPayout => ({
  mode: 'manual',
  requestPayout: async () => ({ status: 'manual' }),
});
