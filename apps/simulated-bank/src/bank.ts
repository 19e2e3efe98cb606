import { createHash } from 'node:crypto';
import { createStateStore, type JournalEntry, type SavedState } from './state-file';
import { createWebhookSender, type WebhookDelivery } from './webhooks';
import {
  type CreateRecipientBody,
  type CreateTransferBody,
  failureMessages,
  type Metadata,
  newId,
  type TransferFailureCode,
  type WireError,
  type WireEvent,
  type WireRecipient,
  type WireTransfer,
  wireError,
} from './wire';

/** One account at the bank: an operator's, reached with its secret key (Basic auth user). */
export type SimulatedBankAccount = {
  secretKey: string;
  /**
   * Base64 key(s) the bank signs webhooks with. Several: a rotation, and every delivery carries one
   * signature per secret, comma-separated (as Opn does), so a receiver with either secret accepts it.
   */
  webhookSecret: string | readonly string[];
  /**
   * Where events are POSTed (a function: read at each delivery, for a host that learns its own port
   * only once it listens); unset: events are kept but not delivered.
   */
  webhookUrl?: string | (() => string) | undefined;
  /** The account's opening balance (default ฿10,000,000.00); paid transfers deduct. */
  balanceSatang?: bigint | number;
};

export type SimulatedBankOptions = {
  accounts?: readonly SimulatedBankAccount[];
  /** From creation until the transfer is paid (or failed); sent halfway. Default 1000. */
  transferDelayMs?: number;
  /** From creation until the recipient is verified (or refused). Default 500. */
  verifyDelayMs?: number;
  /** Share (0..1) of new transfers that fail with `failureCode`. Default 0. */
  failureRate?: number;
  /** Default `transfer_failed`. */
  failureCode?: TransferFailureCode;
  /** A reused Idempotency-Key with the same parameters: replay the first answer, or answer 409 `already_exists`. */
  duplicateKey?: 'replay' | 'conflict';
  /** Where the bank keeps its state between restarts (a snapshot and a journal: state-file.ts). */
  stateFile?: string | undefined;
  /**
   * Hold every timer (the restored ones too: verifications and transfers due) until `start()`: for a
   * host that must listen before the bank's events can reach it. Default false: they run at once.
   */
  deferTimers?: boolean;
  /** First retry of a failed webhook delivery after this (then ×2 each time). Default 1000. */
  webhookRetryMs?: number;
  /** Tries per webhook delivery. Default 5. */
  webhookAttempts?: number;
  random?: () => number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
};

type TunableOptions = Required<
  Pick<
    SimulatedBankOptions,
    | 'transferDelayMs'
    | 'verifyDelayMs'
    | 'failureRate'
    | 'failureCode'
    | 'duplicateKey'
    | 'webhookRetryMs'
    | 'webhookAttempts'
  >
>;

type RecipientRecord = { wire: WireRecipient; verifyAt: number | null; refuseWith: string | null };
type TransferRecord = {
  wire: WireTransfer;
  sendAt: number | null;
  settleAt: number | null;
  /** Decided at creation from the failure rate; insufficient balance is found when it settles. */
  failWith: TransferFailureCode | null;
};
type IdempotencyRecord = { fingerprint: string; status: number; body: WireTransfer | WireError };

type Account = {
  secretKey: string;
  webhookSecrets: string[];
  webhookUrl: (() => string) | null;
  openingSatang: number;
  recipients: Map<string, RecipientRecord>;
  transfers: TransferRecord[];
  transfersById: Map<string, TransferRecord>;
  keys: Map<string, IdempotencyRecord>;
  events: WireEvent[];
};

export type BankAnswer<T> = { status: number; body: T | WireError };

export type TransferList = {
  object: 'list';
  data: WireTransfer[];
  total: number;
  offset: number;
  limit: number;
  from: string;
  to: string;
  order: 'chronological' | 'reverse_chronological';
  location: '/transfers';
};

export type BankBalance = {
  object: 'balance';
  livemode: false;
  location: '/balance';
  currency: 'thb';
  total: number;
  transferable: number;
  reserve: number;
};

const DEFAULT_OPENING_SATANG = 1_000_000_000;
const EVENTS_KEPT = 10_000;

const defaults: TunableOptions = {
  transferDelayMs: 1000,
  verifyDelayMs: 500,
  failureRate: 0,
  failureCode: 'transfer_failed',
  duplicateKey: 'replay',
  webhookRetryMs: 1000,
  webhookAttempts: 5,
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Same parameters ⇔ same fingerprint (metadata keys sorted). */
const fingerprintOf = (body: CreateTransferBody): string => {
  const metadata = Object.entries(body.metadata ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([body.amount, body.recipient, metadata]))
    .digest('hex');
};

const secretsOf = (secret: string | readonly string[]): string[] =>
  typeof secret === 'string' ? [secret] : [...secret];

/**
 * The bank itself: accounts, recipients and transfers in memory (and in `stateFile` when given),
 * their lifecycle on timers, and the webhooks it sends. HTTP lives in `plugin.ts`; this object is
 * also what tests drive (`transfers()`, `setOptions()`, `loseTransferAnswers()`).
 */
export const createSimulatedBank = (options: SimulatedBankOptions = {}) => {
  const tunable: TunableOptions = { ...defaults };
  const log = options.log ?? (() => {});
  const random = options.random ?? Math.random;
  const accounts = new Map<string, Account>();
  const timers = new Set<NodeJS.Timeout>();
  let answersToLose = 0;
  let callsToRefuse: { count: number; status: number } = { count: 0, status: 503 };
  let closed = false;
  /** Timers asked for before `start()` (deferTimers), set going by it. */
  let held: Array<{ dueMs: number; run: () => void }> | undefined = options.deferTimers ? [] : undefined;

  const setOptions = (next: Partial<TunableOptions>) => {
    const merged = { ...tunable };
    for (const key of Object.keys(defaults) as Array<keyof TunableOptions>) {
      const value = next[key];
      if (value !== undefined) Object.assign(merged, { [key]: value });
    }
    if (!(merged.failureRate >= 0 && merged.failureRate <= 1))
      throw new Error('failureRate must be within 0..1');
    Object.assign(tunable, merged);
  };

  setOptions(options);

  const webhooks = createWebhookSender({
    fetch: options.fetch ?? fetch,
    retryMs: () => tunable.webhookRetryMs,
    attempts: () => tunable.webhookAttempts,
    log,
  });

  // Persistence (`stateFile`): each change is appended to a journal before the bank answers or
  // sends its event; the whole state is written at start and on close (see state-file.ts).
  const store = options.stateFile ? createStateStore(options.stateFile) : undefined;
  const snapshot = (): SavedState => ({
    version: 1,
    accounts: [...accounts.values()].map((account) => ({
      secretKey: account.secretKey,
      openingSatang: account.openingSatang,
      recipients: [...account.recipients.values()],
      transfers: account.transfers,
      keys: [...account.keys.entries()],
    })),
  });
  const journal = (entry: JournalEntry) => store?.append(entry);
  const keepAccount = (account: Account) =>
    journal({ kind: 'account', secretKey: account.secretKey, openingSatang: account.openingSatang });
  const keepRecipient = (account: Account, record: RecipientRecord) =>
    journal({ kind: 'recipient', secretKey: account.secretKey, record });
  const keepTransfer = (account: Account, record: TransferRecord) =>
    journal({ kind: 'transfer', secretKey: account.secretKey, record });

  const at = (dueMs: number, run: () => void) => {
    if (closed) return;
    if (held) {
      held.push({ dueMs, run });
      return;
    }
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!closed) run();
      },
      Math.max(0, dueMs - Date.now()),
    );
    timers.add(timer);
  };

  const emit = (account: Account, key: string, data: WireRecipient | WireTransfer) => {
    const event: WireEvent = {
      object: 'event',
      id: newId('evnt'),
      livemode: false,
      location: '',
      key,
      data: structuredClone(data),
      created_at: iso(Date.now()),
    };
    event.location = `/events/${event.id}`;
    account.events.push(event);
    if (account.events.length > EVENTS_KEPT) account.events.splice(0, account.events.length - EVENTS_KEPT);
    if (!account.webhookUrl || closed) return;
    let url: string;
    try {
      url = account.webhookUrl();
    } catch (err) {
      // Kept, not delivered: the receiver reads the object back (its poll) — a timer must not crash the host.
      log(`webhook ${event.key} ${event.id} not sent: no webhook URL (${(err as Error).message})`);
      return;
    }
    webhooks.send(url, account.webhookSecrets, event);
  };

  const newAccount = (secretKey: string): Account => ({
    secretKey,
    webhookSecrets: [],
    webhookUrl: null,
    openingSatang: DEFAULT_OPENING_SATANG,
    recipients: new Map(),
    transfers: [],
    transfersById: new Map(),
    keys: new Map(),
    events: [],
  });

  /** Adds an account, or updates an existing one's webhook URL and secrets (its records stay). */
  const addAccount = (input: SimulatedBankAccount) => {
    const existing = accounts.get(input.secretKey);
    const account = existing ?? newAccount(input.secretKey);
    account.webhookSecrets = secretsOf(input.webhookSecret);
    const url = input.webhookUrl;
    account.webhookUrl = url === undefined ? null : typeof url === 'string' ? () => url : url;
    if (!existing && input.balanceSatang !== undefined) account.openingSatang = Number(input.balanceSatang);
    if (!existing) accounts.set(input.secretKey, account);
    keepAccount(account);
  };

  const mustAccount = (secretKey: string): Account => {
    const account = accounts.get(secretKey);
    if (!account) throw new Error(`no simulated bank account for that secret key`);
    return account;
  };

  // --- recipients -------------------------------------------------------------------------------

  const verifyRecipient = (account: Account, record: RecipientRecord) => {
    record.verifyAt = null;
    const now = iso(Date.now());
    if (record.refuseWith) {
      record.wire.failure_code = record.refuseWith;
      record.wire.active = false;
    } else {
      record.wire.verified = true;
      record.wire.active = true;
      record.wire.verified_at = now;
    }
    keepRecipient(account, record);
    emit(account, 'recipient.verify', record.wire);
  };

  const createRecipient = (account: Account, body: CreateRecipientBody): WireRecipient => {
    const created = Date.now();
    const id = newId('recp');
    const wire: WireRecipient = {
      object: 'recipient',
      id,
      livemode: false,
      location: `/recipients/${id}`,
      verified: false,
      active: false,
      name: body.name,
      email: body.email ?? null,
      description: body.description ?? null,
      type: body.type,
      tax_id: body.tax_id ?? null,
      bank_account: {
        object: 'bank_account',
        brand: body.bank_account.brand,
        last_digits: body.bank_account.number.slice(-4),
        name: body.bank_account.name,
        created_at: iso(created),
      },
      failure_code: null,
      metadata: body.metadata ?? {},
      created_at: iso(created),
      verified_at: null,
    };
    // A number starting 000 is an account the bank cannot find: verification fails.
    const record: RecipientRecord = {
      wire,
      verifyAt: created + tunable.verifyDelayMs,
      refuseWith: body.bank_account.number.startsWith('000') ? 'account_not_found' : null,
    };
    account.recipients.set(id, record);
    keepRecipient(account, record);
    emit(account, 'recipient.create', wire);
    if (tunable.verifyDelayMs <= 0) verifyRecipient(account, record);
    else at(record.verifyAt ?? created, () => verifyRecipient(account, record));
    return structuredClone(wire);
  };

  // --- transfers --------------------------------------------------------------------------------

  const paidSatang = (account: Account) =>
    account.transfers.reduce((sum, t) => (t.wire.paid ? sum + t.wire.amount : sum), 0);
  const inFlightSatang = (account: Account) =>
    account.transfers.reduce(
      (sum, t) => (!t.wire.paid && t.wire.failure_code === null ? sum + t.wire.amount : sum),
      0,
    );

  const sendTransfer = (account: Account, record: TransferRecord) => {
    record.sendAt = null;
    if (record.wire.sent || record.wire.failure_code) return;
    record.wire.sent = true;
    record.wire.sendable = false;
    record.wire.sent_at = iso(Date.now());
    keepTransfer(account, record);
    emit(account, 'transfer.send', record.wire);
  };

  const settleTransfer = (account: Account, record: TransferRecord) => {
    if (record.sendAt !== null) sendTransfer(account, record);
    record.settleAt = null;
    if (record.wire.paid || record.wire.failure_code) return;
    const recipient = account.recipients.get(record.wire.recipient);
    const balance = account.openingSatang - paidSatang(account);
    const failure: TransferFailureCode | null = !recipient?.wire.verified
      ? 'invalid_recipient'
      : record.failWith
        ? record.failWith
        : balance < record.wire.amount
          ? 'insufficient_balance'
          : null;
    if (failure) {
      record.wire.failure_code = failure;
      record.wire.failure_message = failureMessages[failure];
      record.wire.sendable = false;
      keepTransfer(account, record);
      emit(account, 'transfer.fail', record.wire);
      return;
    }
    record.wire.paid = true;
    record.wire.paid_at = iso(Date.now());
    keepTransfer(account, record);
    emit(account, 'transfer.pay', record.wire);
  };

  const schedule = (account: Account, record: TransferRecord) => {
    if (record.sendAt !== null) at(record.sendAt, () => sendTransfer(account, record));
    if (record.settleAt !== null) at(record.settleAt, () => settleTransfer(account, record));
  };

  const newTransfer = (account: Account, body: CreateTransferBody, recipient: RecipientRecord) => {
    const created = Date.now();
    const id = newId('trsf');
    const wire: WireTransfer = {
      object: 'transfer',
      id,
      livemode: false,
      location: `/transfers/${id}`,
      recipient: body.recipient,
      bank_account: structuredClone(recipient.wire.bank_account),
      sendable: true,
      sent: false,
      paid: false,
      amount: body.amount,
      fee: 0,
      fee_vat: 0,
      net: body.amount,
      currency: 'thb',
      failure_code: null,
      failure_message: null,
      metadata: body.metadata ?? {},
      created_at: iso(created),
      sent_at: null,
      paid_at: null,
    };
    const record: TransferRecord = {
      wire,
      sendAt: created + Math.floor(tunable.transferDelayMs / 2),
      settleAt: created + tunable.transferDelayMs,
      failWith: tunable.failureRate > 0 && random() < tunable.failureRate ? tunable.failureCode : null,
    };
    account.transfers.push(record);
    account.transfersById.set(id, record);
    return record;
  };

  /**
   * POST /transfers. With an Idempotency-Key: the same key and parameters answer the first answer
   * again (`replay`) or 409 `already_exists` (`conflict`); the same key with other parameters is 400.
   * `lose`: the transfer is stored but the caller must not get the answer (see `loseTransferAnswers`).
   */
  const createTransfer = (
    account: Account,
    body: CreateTransferBody,
    idempotencyKey: string | undefined,
  ): BankAnswer<WireTransfer> & { lose: boolean } => {
    const fingerprint = fingerprintOf(body);
    if (idempotencyKey !== undefined) {
      const seen = account.keys.get(idempotencyKey);
      if (seen) {
        if (seen.fingerprint !== fingerprint)
          return {
            status: 400,
            body: wireError('bad_request', 'the idempotency key was already used with different parameters'),
            lose: false,
          };
        if (tunable.duplicateKey === 'conflict')
          return {
            status: 409,
            body: wireError('already_exists', 'a transfer with this idempotency key already exists'),
            lose: false,
          };
        return { status: seen.status, body: structuredClone(seen.body), lose: false };
      }
    }
    // A refused call takes no key: the same key may be sent again once the recipient exists.
    const recipient = account.recipients.get(body.recipient);
    if (!recipient)
      return { status: 404, body: wireError('not_found', 'recipient was not found'), lose: false };
    const record = newTransfer(account, body, recipient);
    const answer = { status: 200, body: structuredClone(record.wire) };
    keepTransfer(account, record);
    if (idempotencyKey !== undefined) {
      const kept = { fingerprint, ...answer };
      account.keys.set(idempotencyKey, kept);
      journal({ kind: 'key', secretKey: account.secretKey, key: idempotencyKey, record: kept });
    }
    emit(account, 'transfer.create', record.wire);
    schedule(account, record);
    const lose = answersToLose > 0;
    if (lose) answersToLose -= 1;
    return { ...answer, lose };
  };

  const listTransfers = (
    account: Account,
    query: {
      from?: string | undefined;
      to?: string | undefined;
      offset: number;
      limit: number;
      order: TransferList['order'];
    },
  ): TransferList => {
    const fromMs = query.from ? Date.parse(query.from) : 0;
    const toMs = query.to ? Date.parse(query.to) : Date.now();
    const inWindow = account.transfers
      .filter((t) => {
        const created = Date.parse(t.wire.created_at);
        return created >= fromMs && created <= toMs;
      })
      .map((t) => t.wire);
    if (query.order === 'reverse_chronological') inWindow.reverse();
    return {
      object: 'list',
      data: structuredClone(inWindow.slice(query.offset, query.offset + query.limit)),
      total: inWindow.length,
      offset: query.offset,
      limit: query.limit,
      from: iso(fromMs),
      to: iso(toMs),
      order: query.order,
      location: '/transfers',
    };
  };

  const balanceOf = (account: Account): BankBalance => {
    const total = account.openingSatang - paidSatang(account);
    return {
      object: 'balance',
      livemode: false,
      location: '/balance',
      currency: 'thb',
      total,
      transferable: Math.max(0, total - inFlightSatang(account)),
      reserve: 0,
    };
  };

  // --- restore ----------------------------------------------------------------------------------

  if (store) {
    const saved = store.load();
    const accountFor = (secretKey: string) => {
      const found = accounts.get(secretKey) ?? newAccount(secretKey);
      accounts.set(secretKey, found);
      return found;
    };
    const upsertTransfer = (account: Account, record: TransferRecord) => {
      const existing = account.transfersById.get(record.wire.id);
      if (existing) Object.assign(existing, record);
      else {
        account.transfers.push(record);
        account.transfersById.set(record.wire.id, record);
      }
    };
    for (const entry of saved.snapshot?.accounts ?? []) {
      const account = accountFor(entry.secretKey);
      account.openingSatang = entry.openingSatang;
      for (const recipient of entry.recipients) account.recipients.set(recipient.wire.id, recipient);
      for (const transfer of entry.transfers) upsertTransfer(account, transfer);
      for (const [key, record] of entry.keys) account.keys.set(key, record);
    }
    for (const entry of saved.entries) {
      const account = accountFor(entry.secretKey);
      if (entry.kind === 'account') account.openingSatang = entry.openingSatang;
      else if (entry.kind === 'recipient') account.recipients.set(entry.record.wire.id, entry.record);
      else if (entry.kind === 'transfer') upsertTransfer(account, entry.record);
      else account.keys.set(entry.key, entry.record);
    }
  }
  for (const account of options.accounts ?? []) addAccount(account);
  store?.compact(snapshot());
  // What was due while the bank was down happens now, in order.
  for (const account of accounts.values()) {
    for (const recipient of account.recipients.values())
      if (recipient.verifyAt !== null) at(recipient.verifyAt, () => verifyRecipient(account, recipient));
    for (const transfer of account.transfers) schedule(account, transfer);
  }

  return {
    /** Sets the timers held since creation going (`deferTimers`); what is overdue happens now, in order. */
    start: () => {
      const due = held ?? [];
      held = undefined;
      for (const { dueMs, run } of due) at(dueMs, run);
    },
    /** For the HTTP layer: the account a secret key opens, if any. */
    accountOf: (secretKey: string): Account | undefined => accounts.get(secretKey),
    createRecipient,
    getRecipient: (account: Account, id: string) => {
      const record = account.recipients.get(id);
      return record ? structuredClone(record.wire) : undefined;
    },
    createTransfer,
    getTransfer: (account: Account, id: string) => {
      const record = account.transfersById.get(id);
      return record ? structuredClone(record.wire) : undefined;
    },
    listTransfers,
    balanceOf,

    // --- the test and operator API ---
    addAccount,
    /** Sets an account's balance now (the opening balance moves so that `total` is this). */
    setBalance: (secretKey: string, totalSatang: bigint | number) => {
      const account = mustAccount(secretKey);
      account.openingSatang = Number(totalSatang) + paidSatang(account);
      keepAccount(account);
    },
    setOptions: (next: Partial<TunableOptions>) => setOptions(next),
    options: (): Readonly<TunableOptions> => ({ ...tunable }),
    /**
     * The next `count` transfer creations are stored (and go on to be paid) but their HTTP answer is
     * lost: the connection is destroyed, as if the caller crashed or the network cut after the call.
     */
    loseTransferAnswers: (count = 1) => {
      answersToLose += count;
    },
    /**
     * The next `count` calls (any route, after auth) answer `status` (default 503) and do nothing: a
     * bank that is down or overloaded (429) before it took the call.
     */
    refuseNextCalls: (count = 1, status = 503) => {
      callsToRefuse = { count, status };
    },
    /** For the HTTP layer: the status to refuse this call with, if one is owed. */
    takeRefusal: (): number | undefined => {
      if (callsToRefuse.count <= 0) return undefined;
      callsToRefuse.count -= 1;
      return callsToRefuse.status;
    },
    /** Every transfer of an account (or of all accounts), oldest first. */
    transfers: (secretKey?: string): WireTransfer[] =>
      [...accounts.values()]
        .filter((a) => secretKey === undefined || a.secretKey === secretKey)
        .flatMap((a) => a.transfers.map((t) => structuredClone(t.wire))),
    recipients: (secretKey?: string): WireRecipient[] =>
      [...accounts.values()]
        .filter((a) => secretKey === undefined || a.secretKey === secretKey)
        .flatMap((a) => [...a.recipients.values()].map((r) => structuredClone(r.wire))),
    events: (secretKey: string): WireEvent[] => structuredClone(mustAccount(secretKey).events),
    /** Webhook deliveries tried so far (each attempt, with its HTTP status or error). */
    deliveries: (): WebhookDelivery[] => webhooks.deliveries(),
    /** Resends an event already emitted (a duplicate delivery, as a real provider may send). */
    redeliver: (secretKey: string, eventId: string) => {
      const account = mustAccount(secretKey);
      const event = account.events.find((e) => e.id === eventId);
      if (!event || !account.webhookUrl) throw new Error('no such event or no webhook URL');
      webhooks.send(account.webhookUrl(), account.webhookSecrets, event);
    },
    /** Settles everything due now (tests that do not want to wait for the timers). */
    settleNow: () => {
      for (const account of accounts.values()) {
        for (const recipient of account.recipients.values())
          if (recipient.verifyAt !== null) verifyRecipient(account, recipient);
        for (const transfer of account.transfers)
          if (transfer.settleAt !== null) settleTransfer(account, transfer);
      }
    },
    /** Resolves when no webhook delivery is under way or waiting for a retry. */
    idle: () => webhooks.idle(),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      store?.compact(snapshot());
      await webhooks.close();
    },
  };
};

export type SimulatedBank = ReturnType<typeof createSimulatedBank>;
export type { Metadata };
