import type { z } from 'zod';
import {
  type CreateRecipientInput,
  type CreateTransferInput,
  type PayoutProvider,
  PayoutProviderError,
  type ProviderTransfer,
} from '../bank-payout';
import { verifyOpnWebhook } from './opn-webhook';
import {
  opnBalanceSchema,
  opnBrandOfBank,
  opnErrorSchema,
  opnRecipientSchema,
  opnTransferListSchema,
  opnTransferSchema,
  toRecipient,
  toTransfer,
} from './opn-wire';

export type OpnPayoutOptions = {
  /** `https://api.omise.co`, or the simulated bank's address. */
  baseUrl: string;
  /** `skey_…`: the Basic auth user (the password is empty). Never logged, never in an error. */
  secretKey: string;
  /** Base64 key the provider signs webhooks with. */
  webhookSecret: string;
  fetch?: typeof fetch;
  /** Per call, answer body included. Default 10 s. */
  timeoutMs?: number;
  now?: () => Date;
};

/** The list's page size (Opn's most). */
const PAGE_LIMIT = 100;
/** A list longer than this many pages is a provider fault, not a long list. */
const MAX_PAGES = 10_000;
/** Where a 409 for a used key looks for the transfer that key made: the last hour, then the last week. */
const LOOKBACK_MS = [60 * 60 * 1000, 7 * 24 * 60 * 60 * 1000] as const;

type OpnTransfer = z.infer<typeof opnTransferSchema>;

const statusError = (status: number, code: string | null, what: string): PayoutProviderError => {
  const message = `${what}: provider answered ${status}${code ? ` ${code}` : ''}`;
  if (status === 401 || status === 403)
    return new PayoutProviderError(message, 'unauthorized', false, code, status);
  if (status === 404) return new PayoutProviderError(message, 'not_found', false, code, status);
  if (status === 429 || status >= 500) return new PayoutProviderError(message, 'server', true, code, status);
  return new PayoutProviderError(message, 'rejected', false, code, status);
};

/**
 * The Opn Payments (Omise) recipients and transfers API behind our payout interface. Every answer
 * is zod-checked; every failure is a PayoutProviderError saying whether the same call (with the same
 * idempotency key) may be sent again. The simulated bank speaks the same API.
 */
export const createOpnPayout = (options: OpnPayoutOptions): PayoutProvider => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  const call = async <S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST',
    path: string,
    extra: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<z.infer<S>> => {
    const what = `${method} ${path.split('?')[0]}`;
    let status: number;
    let text: string;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra.headers,
        },
        ...(extra.body === undefined ? {} : { body: JSON.stringify(extra.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new PayoutProviderError(`${what}: no answer within ${timeoutMs} ms`, 'timeout', true);
      const cause = error instanceof Error ? error.message : String(error);
      throw new PayoutProviderError(`${what}: provider unreachable (${cause})`, 'unreachable', true);
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status < 200 || status >= 300) {
      const error = opnErrorSchema.safeParse(json);
      throw statusError(status, error.success ? error.data.code : null, what);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new PayoutProviderError(
        `${what}: unexpected answer from the provider`,
        'server',
        true,
        null,
        status,
      );
    return parsed.data;
  };

  const listWire = async (window: { from: Date; to: Date }): Promise<OpnTransfer[]> => {
    const found = new Map<string, OpnTransfer>();
    const range = `from=${encodeURIComponent(window.from.toISOString())}&to=${encodeURIComponent(window.to.toISOString())}`;
    let offset = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const list = await call(
        opnTransferListSchema,
        'GET',
        `/transfers?${range}&offset=${offset}&limit=${PAGE_LIMIT}&order=chronological`,
      );
      for (const transfer of list.data) found.set(transfer.id, transfer);
      offset += list.data.length;
      if (list.data.length === 0 || offset >= list.total) break;
    }
    const fromMs = window.from.getTime();
    const toMs = window.to.getTime();
    return [...found.values()]
      .filter((t) => {
        const created = Date.parse(t.created_at);
        return created >= fromMs && created < toMs;
      })
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  };

  /** The transfer an already-used key made (409 `already_exists`): ours by withdrawal and amount. */
  const findByKey = async (input: CreateTransferInput): Promise<ProviderTransfer> => {
    const to = new Date(now().getTime() + 5 * 60 * 1000);
    for (const lookbackMs of LOOKBACK_MS) {
      const candidates = (await listWire({ from: new Date(to.getTime() - lookbackMs), to })).filter(
        (t) =>
          String(t.metadata?.withdrawal_id ?? '') === input.withdrawalId &&
          BigInt(t.amount) === input.amountSatang,
      );
      // Several attempts of one withdrawal: the one this key made, else the latest.
      const mine =
        candidates.find((t) => t.metadata?.idempotency_key === input.idempotencyKey) ?? candidates.at(-1);
      if (mine) return toTransfer(mine);
    }
    // The key is taken but its transfer is not in the list (yet): sending again with the same key is safe.
    throw new PayoutProviderError(
      'POST /transfers: the key was already used and its transfer was not found',
      'rejected',
      true,
      'already_exists',
      409,
    );
  };

  return {
    kind: 'opn',

    createRecipient: async (input: CreateRecipientInput) => {
      const brand = (opnBrandOfBank as Record<string, string>)[input.bankCode];
      if (!brand)
        throw new PayoutProviderError(
          `bank ${input.bankCode} is not served by the provider`,
          'rejected',
          false,
          'unsupported_bank',
        );
      const recipient = await call(opnRecipientSchema, 'POST', '/recipients', {
        body: {
          name: input.name,
          type: 'individual',
          bank_account: { brand, number: input.accountNumber.replace(/\D/g, ''), name: input.name },
          metadata: { member_id: input.memberId },
        },
      });
      return toRecipient(recipient);
    },

    getRecipient: async (id) =>
      toRecipient(await call(opnRecipientSchema, 'GET', `/recipients/${encodeURIComponent(id)}`)),

    createTransfer: async (input) => {
      if (input.amountSatang <= 0n || input.amountSatang > BigInt(Number.MAX_SAFE_INTEGER))
        throw new PayoutProviderError('transfer amount out of range', 'rejected', false, 'invalid_amount');
      try {
        const transfer = await call(opnTransferSchema, 'POST', '/transfers', {
          headers: { 'idempotency-key': input.idempotencyKey },
          body: {
            amount: Number(input.amountSatang),
            recipient: input.recipientId,
            metadata: {
              withdrawal_id: input.withdrawalId,
              payment_ref: input.paymentRef,
              idempotency_key: input.idempotencyKey,
            },
          },
        });
        return toTransfer(transfer);
      } catch (error) {
        if (
          error instanceof PayoutProviderError &&
          error.httpStatus === 409 &&
          error.providerCode === 'already_exists'
        )
          return findByKey(input);
        throw error;
      }
    },

    getTransfer: async (id) =>
      toTransfer(await call(opnTransferSchema, 'GET', `/transfers/${encodeURIComponent(id)}`)),

    listTransfers: async (window) => (await listWire(window)).map(toTransfer),

    balance: async () => {
      const balance = await call(opnBalanceSchema, 'GET', '/balance');
      return { availableSatang: BigInt(balance.transferable), totalSatang: BigInt(balance.total) };
    },

    verifyWebhook: (input) => verifyOpnWebhook(options.webhookSecret, input),
  };
};
