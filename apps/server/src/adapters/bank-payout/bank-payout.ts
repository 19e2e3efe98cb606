/**
 * The payout provider edge (docs/modules/payouts.md): an Opn Payments (Omise)-style API of recipients (a member's
 * bank account, verified by the provider before first use) and transfers (one per withdrawal attempt,
 * created with an idempotency key). `opn/` is the real adapter; the simulated bank (`apps/simulated-bank`)
 * speaks the same API over HTTP for the embedded default and the tests. An operator without a payout
 * account pays by hand: staff transfer from the bank's own app and mark the withdrawal paid.
 */

export type ProviderRecipientState = 'PENDING' | 'VERIFIED' | 'FAILED';

export type ProviderRecipient = {
  id: string;
  state: ProviderRecipientState;
  /** Our bank code (`KBANK`…), mapped back from the provider's brand. */
  bankCode: string;
  /** The provider shows only the last digits of the account. */
  accountLastDigits: string;
  name: string;
  failureCode: string | null;
  createdAt: Date;
};

export type ProviderTransferState = 'PENDING' | 'SENT' | 'PAID' | 'FAILED';

export type ProviderTransfer = {
  id: string;
  amountSatang: bigint;
  recipientId: string;
  state: ProviderTransferState;
  /** The provider's code (`insufficient_balance`, `invalid_recipient`…); null unless FAILED. */
  failureCode: string | null;
  failureMessage: string | null;
  /** From the transfer's metadata (we always send them); null for a transfer someone else made. */
  withdrawalId: string | null;
  paymentRef: string | null;
  createdAt: Date;
  paidAt: Date | null;
};

/** A verified event of the provider, taken from its webhook (signature and age checked). */
export type ProviderEvent = {
  id: string;
  /** `transfer.pay`, `transfer.fail`, `transfer.send`, `recipient.verify`, `recipient.update`… */
  key: string;
  createdAt: Date;
  data:
    | { object: 'transfer'; transfer: ProviderTransfer }
    | { object: 'recipient'; recipient: ProviderRecipient }
    | { object: 'other' };
};

/**
 * Why a call failed. `retryable`: the call may not have been taken (network, timeout, 5xx, 429) and
 * is safe to send again with the same idempotency key; otherwise the provider refused it (`providerCode`).
 */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'timeout' | 'unauthorized' | 'rejected' | 'not_found' | 'server',
    readonly retryable: boolean,
    readonly providerCode: string | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

/** A webhook that is not the provider's (bad or missing signature, too old, malformed). */
export class PayoutWebhookRefused extends Error {
  constructor(readonly reason: 'signature' | 'stale' | 'malformed') {
    super(`payout webhook refused: ${reason}`);
    this.name = 'PayoutWebhookRefused';
  }
}

export type CreateRecipientInput = {
  /** Ours, sent as metadata. */
  memberId: string;
  /** The account holder's name as the member registered it. */
  name: string;
  bankCode: string;
  accountNumber: string;
};

export type CreateTransferInput = {
  /** `wd_<withdrawalId>_<attempt>`: the same key always yields the same single transfer. */
  idempotencyKey: string;
  recipientId: string;
  amountSatang: bigint;
  withdrawalId: string;
  paymentRef: string;
};

/** One operator's account at the provider. */
export type PayoutProvider = {
  readonly kind: 'opn';
  createRecipient(input: CreateRecipientInput): Promise<ProviderRecipient>;
  getRecipient(id: string): Promise<ProviderRecipient>;
  /**
   * Creates the transfer, or answers the one this key already made: whether the provider replays
   * the first answer or refuses the key as already used, the adapter returns that transfer.
   */
  createTransfer(input: CreateTransferInput): Promise<ProviderTransfer>;
  getTransfer(id: string): Promise<ProviderTransfer>;
  /** Every transfer created in [from, to), oldest first (the adapter pages through the list). */
  listTransfers(window: { from: Date; to: Date }): Promise<ProviderTransfer[]>;
  balance(): Promise<{ availableSatang: bigint; totalSatang: bigint }>;
  /** Verifies and reads a webhook delivery; throws PayoutWebhookRefused. */
  verifyWebhook(input: {
    rawBody: string;
    headers: Record<string, string | undefined>;
    now: Date;
  }): ProviderEvent;
};

/** What an account needs to reach the provider (decrypted from `payout_accounts`). */
export type PayoutCredentials = { baseUrl: string; secretKey: string; webhookSecret: string };

/** Builds the adapter for an account; the composition root passes the real one (`createOpnPayout`). */
export type PayoutProviderFactory = (credentials: PayoutCredentials) => PayoutProvider;
