import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The Opn Payments (Omise) subset the bank speaks (docs/modules/payouts.md#decisions, decision 1): its objects as they go on
 * the wire, the request bodies it accepts, and its error answers. Amounts are integer satang in THB.
 */

/** Opn's lowercase bank brands for Thai banks. */
export const opnBrands = [
  'bbl',
  'kbank',
  'ktb',
  'ttb',
  'scb',
  'cimb',
  'uob',
  'bay',
  'gsb',
  'ghb',
  'baac',
  'ibank',
  'tisco',
  'kk',
  'icbc',
  'tcrb',
  'lhb',
] as const;
export type OpnBrand = (typeof opnBrands)[number];

/** Opn's failure codes of a transfer. */
export const transferFailureCodes = [
  'insufficient_balance',
  'invalid_recipient',
  'transfers_suspended',
  'transfer_deleted',
  'transfer_sent',
  'transfer_failed',
] as const;
export type TransferFailureCode = (typeof transferFailureCodes)[number];

/** Opn's failure codes of a recipient's verification. */
export const recipientFailureCodes = [
  'name_mismatch',
  'account_not_found',
  'bank_not_found',
  'others',
] as const;

const metadataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type Metadata = z.infer<typeof metadataSchema>;

export const createRecipientBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  email: z.string().max(255).nullish(),
  type: z.enum(['individual', 'corporation']),
  description: z.string().max(255).nullish(),
  tax_id: z.string().max(32).nullish(),
  bank_account: z.object({
    brand: z.enum(opnBrands),
    number: z.string().regex(/^\d{6,20}$/),
    name: z.string().trim().min(1).max(255),
  }),
  metadata: metadataSchema.optional(),
});
export type CreateRecipientBody = z.infer<typeof createRecipientBodySchema>;

export const createTransferBodySchema = z.object({
  amount: z.number().int().min(100).max(Number.MAX_SAFE_INTEGER),
  recipient: z.string().min(1).max(64),
  metadata: metadataSchema.optional(),
  fail_fast: z.boolean().optional(),
});
export type CreateTransferBody = z.infer<typeof createTransferBodySchema>;

const isoDate = z.iso.datetime({ offset: true });
export const listQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['chronological', 'reverse_chronological']).default('chronological'),
});

export type WireRecipient = {
  object: 'recipient';
  id: string;
  livemode: false;
  location: string;
  verified: boolean;
  active: boolean;
  name: string;
  email: string | null;
  description: string | null;
  type: 'individual' | 'corporation';
  tax_id: string | null;
  bank_account: {
    object: 'bank_account';
    brand: OpnBrand;
    last_digits: string;
    name: string;
    created_at: string;
  };
  failure_code: string | null;
  metadata: Metadata;
  created_at: string;
  verified_at: string | null;
};

export type WireTransfer = {
  object: 'transfer';
  id: string;
  livemode: false;
  location: string;
  recipient: string;
  bank_account: WireRecipient['bank_account'];
  sendable: boolean;
  sent: boolean;
  paid: boolean;
  amount: number;
  fee: number;
  fee_vat: number;
  net: number;
  currency: 'thb';
  failure_code: TransferFailureCode | null;
  failure_message: string | null;
  metadata: Metadata;
  created_at: string;
  sent_at: string | null;
  paid_at: string | null;
};

export type WireEvent = {
  object: 'event';
  id: string;
  livemode: false;
  location: string;
  key: string;
  data: WireRecipient | WireTransfer;
  created_at: string;
};

export type WireErrorCode =
  | 'authentication_failure'
  | 'bad_request'
  | 'not_found'
  | 'already_exists'
  | 'insufficient_fund'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'internal_error';

export type WireError = { object: 'error'; location: string; code: WireErrorCode; message: string };

export const wireError = (code: WireErrorCode, message: string): WireError => ({
  object: 'error',
  location: `https://docs.opn.ooo/api-errors#${code.replaceAll('_', '-')}`,
  code,
  message,
});

/** An Opn-looking id: `trsf_test_` + 19 lowercase letters and digits. */
export const newId = (prefix: 'recp' | 'trsf' | 'evnt'): string => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(19);
  let tail = '';
  for (const byte of bytes) tail += alphabet[byte % alphabet.length];
  return `${prefix}_test_${tail}`;
};

export const failureMessages: Record<TransferFailureCode, string> = {
  insufficient_balance: 'insufficient balance in the account',
  invalid_recipient: 'recipient is not verified or not active',
  transfers_suspended: 'transfers are suspended for this account',
  transfer_deleted: 'transfer was deleted',
  transfer_sent: 'transfer was already sent',
  transfer_failed: 'the destination bank refused the transfer',
};
