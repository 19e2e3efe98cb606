/** A withdrawal approved for payment, as the payout edge sees it. */
export type PayoutRequest = {
  operatorId: string;
  withdrawalId: string;
  paymentRef: string;
  amountSatang: bigint;
  toBankCode: string;
  toAccountNumber: string;
  toAccountName: string;
};

/**
 * How approved withdrawals reach the member's bank. `manual`: staff pay from the bank's own app and
 * mark the withdrawal paid with the bank reference. An automatic adapter (a bank's payout API)
 * would answer `sent` with its reference, and the service would mark it paid.
 */
export type BankPayout = {
  readonly mode: 'manual' | 'automatic';
  requestPayout(request: PayoutRequest): Promise<{ status: 'manual' } | { status: 'sent'; bankRef: string }>;
};
