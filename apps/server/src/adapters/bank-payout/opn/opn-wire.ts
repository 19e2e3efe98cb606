import { z } from 'zod';
import type { ProviderRecipient, ProviderTransfer } from '../bank-payout';

/**
 * Opn Payments' objects as the adapter reads them (only the fields it uses; others pass) and their
 * mapping to ours. Our bank codes are the platform's (`modules/operator/thai-banks.ts`); Opn names
 * the same banks by lowercase brands.
 */
export const opnBrandOfBank = {
  BBL: 'bbl',
  KBANK: 'kbank',
  KTB: 'ktb',
  TTB: 'ttb',
  SCB: 'scb',
  CIMBT: 'cimb',
  UOBT: 'uob',
  BAY: 'bay',
  GSB: 'gsb',
  GHB: 'ghb',
  BAAC: 'baac',
  ISBT: 'ibank',
  TISCO: 'tisco',
  KKP: 'kk',
  ICBCT: 'icbc',
  TCRB: 'tcrb',
  LHB: 'lhb',
} as const satisfies Record<string, string>;

const bankOfOpnBrand: ReadonlyMap<string, string> = new Map(
  Object.entries(opnBrandOfBank).map(([bank, brand]) => [brand, bank]),
);

/** Our bank code of an Opn brand; an unknown brand is shown upper-cased (never guessed). */
export const bankCodeOfBrand = (brand: string): string => bankOfOpnBrand.get(brand) ?? brand.toUpperCase();

const isoDate = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date');
const amount = z.number().int().nonnegative();
const metadata = z.record(z.string(), z.unknown()).nullish();

export const opnRecipientSchema = z.looseObject({
  object: z.literal('recipient'),
  id: z.string().min(1),
  verified: z.boolean(),
  active: z.boolean(),
  name: z.string(),
  failure_code: z.string().nullish(),
  bank_account: z.looseObject({
    brand: z.string(),
    last_digits: z.string(),
    name: z.string(),
  }),
  metadata,
  created_at: isoDate,
});

export const opnTransferSchema = z.looseObject({
  object: z.literal('transfer'),
  id: z.string().min(1),
  amount,
  recipient: z.string().min(1),
  sent: z.boolean(),
  paid: z.boolean(),
  failure_code: z.string().nullish(),
  failure_message: z.string().nullish(),
  metadata,
  created_at: isoDate,
  paid_at: isoDate.nullish(),
});

export const opnTransferListSchema = z.looseObject({
  object: z.literal('list'),
  data: z.array(opnTransferSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

export const opnBalanceSchema = z.looseObject({
  object: z.literal('balance'),
  total: amount,
  transferable: amount,
});

export const opnErrorSchema = z.looseObject({
  object: z.literal('error'),
  code: z.string(),
  message: z.string().optional(),
});

export const opnEventSchema = z.looseObject({
  object: z.literal('event'),
  id: z.string().min(1),
  key: z.string().min(1),
  created_at: isoDate,
  data: z.looseObject({ object: z.string() }),
});

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export const toRecipient = (wire: z.infer<typeof opnRecipientSchema>): ProviderRecipient => ({
  id: wire.id,
  state: wire.failure_code ? 'FAILED' : wire.verified ? 'VERIFIED' : 'PENDING',
  bankCode: bankCodeOfBrand(wire.bank_account.brand),
  accountLastDigits: wire.bank_account.last_digits,
  name: wire.bank_account.name,
  failureCode: wire.failure_code ?? null,
  createdAt: new Date(wire.created_at),
});

export const toTransfer = (wire: z.infer<typeof opnTransferSchema>): ProviderTransfer => ({
  id: wire.id,
  amountSatang: BigInt(wire.amount),
  recipientId: wire.recipient,
  state: wire.failure_code ? 'FAILED' : wire.paid ? 'PAID' : wire.sent ? 'SENT' : 'PENDING',
  failureCode: wire.failure_code ?? null,
  failureMessage: wire.failure_code ? (wire.failure_message ?? null) : null,
  withdrawalId: textOf(wire.metadata?.withdrawal_id),
  paymentRef: textOf(wire.metadata?.payment_ref),
  createdAt: new Date(wire.created_at),
  paidAt: wire.paid && wire.paid_at ? new Date(wire.paid_at) : null,
});
