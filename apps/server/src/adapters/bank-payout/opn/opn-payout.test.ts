import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningSimulatedBank, startSimulatedBank } from '@chokdee/simulated-bank';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayoutProviderError, PayoutWebhookRefused } from '../bank-payout';
import { createOpnPayout } from './opn-payout';

// The real adapter against the simulated bank over real HTTP (port 0). Timers are set far away and
// the test settles the bank itself (`settleNow`), so nothing here waits on the clock.

const HOUR = 60 * 60 * 1000;
const secretKey = 'skey_test_edge_adapter';
const webhookSecret = Buffer.from('edge-adapter-webhook-secret-0001').toString('base64');
const otherSecret = Buffer.from('edge-adapter-webhook-secret-0002').toString('base64');

type Delivery = { rawBody: string; headers: IncomingHttpHeaders };
let receiver: Server;
let receiverUrl: string;
let received: Delivery[] = [];
let running: RunningSimulatedBank;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ rawBody: body, headers: request.headers });
      response.writeHead(200).end('{}');
    });
  });
  receiverUrl = await listen(receiver);
  running = await startSimulatedBank({
    transferDelayMs: HOUR,
    verifyDelayMs: HOUR,
    accounts: [{ secretKey, webhookSecret, webhookUrl: `${receiverUrl}/events` }],
  });
});

afterAll(async () => {
  await running.close();
  await new Promise((resolve) => receiver.close(resolve));
});

afterEach(() => {
  running.bank.setOptions({ duplicateKey: 'replay', failureRate: 0, failureCode: 'transfer_failed' });
});

const provider = (overrides: Partial<Parameters<typeof createOpnPayout>[0]> = {}) =>
  createOpnPayout({ baseUrl: running.url, secretKey, webhookSecret, ...overrides });

let sequence = 0;
/** A first attempt (key `wd_<id>_1`) of a new withdrawal. */
const transferInput = (recipientId: string, amountSatang: bigint) => {
  sequence += 1;
  const withdrawalId = `01900000-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    idempotencyKey: `wd_${withdrawalId}_1`,
    recipientId,
    amountSatang,
    withdrawalId,
    paymentRef: `W${sequence}`,
  };
};

const verifiedRecipient = async () => {
  const recipient = await provider().createRecipient({
    memberId: 'member-1',
    name: 'สมชาย ใจดี',
    bankCode: 'KBANK',
    accountNumber: '123-4-56789-0',
  });
  running.bank.settleNow();
  return recipient;
};

const errorOf = async (promise: Promise<unknown>): Promise<PayoutProviderError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PayoutProviderError) return error;
    throw error;
  }
  throw new Error('expected a PayoutProviderError');
};

const transfersOf = (withdrawalId: string) =>
  running.bank.transfers(secretKey).filter((t) => t.metadata.withdrawal_id === withdrawalId);

describe('recipients', () => {
  it('creates a recipient PENDING, VERIFIED once the bank verifies it, mapped back to our bank code', async () => {
    const payout = provider();
    const created = await payout.createRecipient({
      memberId: 'member-2',
      name: 'สมหญิง ใจงาม',
      bankCode: 'ISBT',
      accountNumber: '9876543210',
    });
    expect(created).toMatchObject({ state: 'PENDING', bankCode: 'ISBT', accountLastDigits: '3210' });
    expect(running.bank.recipients(secretKey).find((r) => r.id === created.id)?.bank_account.brand).toBe(
      'ibank',
    );
    running.bank.settleNow();
    expect(await payout.getRecipient(created.id)).toMatchObject({ id: created.id, state: 'VERIFIED' });
  });

  it('a recipient the bank cannot find is FAILED with its code', async () => {
    const payout = provider();
    const created = await payout.createRecipient({
      memberId: 'member-3',
      name: 'ไม่มี บัญชี',
      bankCode: 'SCB',
      accountNumber: '0001112223',
    });
    running.bank.settleNow();
    expect(await payout.getRecipient(created.id)).toMatchObject({
      state: 'FAILED',
      failureCode: 'account_not_found',
    });
  });

  it('refuses a bank the provider does not serve, and an unknown recipient is not_found', async () => {
    const unsupported = await errorOf(
      provider().createRecipient({ memberId: 'm', name: 'x', bankCode: 'NOPE', accountNumber: '1234567890' }),
    );
    expect(unsupported).toMatchObject({ retryable: false, providerCode: 'unsupported_bank' });
    const missing = await errorOf(provider().getRecipient('recp_test_missing'));
    expect(missing).toMatchObject({ kind: 'not_found', retryable: false, httpStatus: 404 });
  });
});

describe('transfers', () => {
  it('pays a transfer: PENDING → SENT → PAID, and the balance goes down by its amount', async () => {
    const payout = provider();
    const recipient = await verifiedRecipient();
    const before = await payout.balance();
    const input = transferInput(recipient.id, 30_000n);
    const transfer = await payout.createTransfer(input);
    expect(transfer).toMatchObject({
      state: 'PENDING',
      amountSatang: 30_000n,
      withdrawalId: input.withdrawalId,
      paymentRef: input.paymentRef,
    });
    running.bank.settleNow();
    const paid = await payout.getTransfer(transfer.id);
    expect(paid).toMatchObject({ id: transfer.id, state: 'PAID', failureCode: null });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect((await payout.balance()).totalSatang).toBe(before.totalSatang - 30_000n);
  });

  it.each(['replay', 'conflict'] as const)(
    'the same key twice gives one transfer (%s mode)',
    async (mode) => {
      running.bank.setOptions({ duplicateKey: mode });
      const payout = provider();
      const recipient = await verifiedRecipient();
      const input = transferInput(recipient.id, 12_345n);
      const { withdrawalId } = input;
      const first = await payout.createTransfer(input);
      const second = await payout.createTransfer(input);
      expect(second.id).toBe(first.id);
      expect(transfersOf(withdrawalId)).toHaveLength(1);
    },
  );

  it('conflict mode picks the transfer of this key among several attempts of one withdrawal', async () => {
    running.bank.setOptions({ duplicateKey: 'conflict' });
    const payout = provider();
    const recipient = await verifiedRecipient();
    const base = transferInput(recipient.id, 50_000n);
    const { withdrawalId } = base;
    const attempt1 = await payout.createTransfer({ ...base, idempotencyKey: `wd_${withdrawalId}_1` });
    const attempt2 = await payout.createTransfer({ ...base, idempotencyKey: `wd_${withdrawalId}_2` });
    expect(attempt2.id).not.toBe(attempt1.id);
    expect((await payout.createTransfer({ ...base, idempotencyKey: `wd_${withdrawalId}_1` })).id).toBe(
      attempt1.id,
    );
    expect((await payout.createTransfer({ ...base, idempotencyKey: `wd_${withdrawalId}_2` })).id).toBe(
      attempt2.id,
    );
    expect(transfersOf(withdrawalId)).toHaveLength(2);
  });

  it('an answer lost after the bank stored the transfer is retryable, and the retry returns that transfer', async () => {
    const payout = provider();
    const recipient = await verifiedRecipient();
    const input = transferInput(recipient.id, 30_000n);
    const { withdrawalId } = input;
    running.bank.loseTransferAnswers(1);
    const lost = await errorOf(payout.createTransfer(input));
    expect(lost).toMatchObject({ kind: 'unreachable', retryable: true });
    expect(transfersOf(withdrawalId)).toHaveLength(1);
    const again = await payout.createTransfer(input);
    expect(again.id).toBe(transfersOf(withdrawalId)[0]?.id);
    expect(transfersOf(withdrawalId)).toHaveLength(1);
  });

  it('the same key with other parameters is refused, not retryable', async () => {
    const payout = provider();
    const recipient = await verifiedRecipient();
    const input = transferInput(recipient.id, 10_000n);
    const { withdrawalId } = input;
    await payout.createTransfer(input);
    const refused = await errorOf(payout.createTransfer({ ...input, amountSatang: 20_000n }));
    expect(refused).toMatchObject({
      kind: 'rejected',
      retryable: false,
      httpStatus: 400,
      providerCode: 'bad_request',
    });
    expect(transfersOf(withdrawalId)).toHaveLength(1);
  });

  it.each(['transfer_failed', 'transfers_suspended', 'invalid_recipient'] as const)(
    'a transfer the bank fails is FAILED with %s',
    async (code) => {
      running.bank.setOptions({ failureRate: 1, failureCode: code });
      const payout = provider();
      const recipient = await verifiedRecipient();
      const transfer = await payout.createTransfer(transferInput(recipient.id, 10_000n));
      running.bank.settleNow();
      const failed = await payout.getTransfer(transfer.id);
      expect(failed).toMatchObject({ state: 'FAILED', failureCode: code, paidAt: null });
      expect(failed.failureMessage).toEqual(expect.any(String));
    },
  );

  it('a transfer larger than the balance fails with insufficient_balance and takes nothing', async () => {
    const poorKey = 'skey_test_edge_poor';
    running.bank.addAccount({ secretKey: poorKey, webhookSecret, balanceSatang: 10_000 });
    const payout = provider({ secretKey: poorKey });
    const recipient = await payout.createRecipient({
      memberId: 'm',
      name: 'ผู้รับ',
      bankCode: 'BBL',
      accountNumber: '1234567890',
    });
    running.bank.settleNow();
    const transfer = await payout.createTransfer(transferInput(recipient.id, 20_000n));
    running.bank.settleNow();
    expect(await payout.getTransfer(transfer.id)).toMatchObject({
      state: 'FAILED',
      failureCode: 'insufficient_balance',
    });
    expect(await payout.balance()).toEqual({ availableSatang: 10_000n, totalSatang: 10_000n });
  });

  it('lists every transfer of a window across pages, oldest first', async () => {
    const listKey = 'skey_test_edge_list';
    running.bank.addAccount({ secretKey: listKey, webhookSecret });
    const payout = provider({ secretKey: listKey });
    const recipient = await payout.createRecipient({
      memberId: 'm',
      name: 'ผู้รับ',
      bankCode: 'KTB',
      accountNumber: '1234567890',
    });
    const from = new Date(Date.now() - 1000);
    const ids: string[] = [];
    for (let i = 0; i < 230; i += 1) {
      const transfer = await payout.createTransfer(transferInput(recipient.id, 10_000n + BigInt(i)));
      ids.push(transfer.id);
    }
    const listed = await payout.listTransfers({ from, to: new Date(Date.now() + 1000) });
    expect(listed.map((t) => t.id)).toEqual(ids);
    expect(
      await payout.listTransfers({ from: new Date(Date.now() + 60_000), to: new Date(Date.now() + 120_000) }),
    ).toEqual([]);
  });
});

describe('errors', () => {
  it('a wrong secret key is unauthorized, not retryable', async () => {
    const error = await errorOf(provider({ secretKey: 'skey_test_wrong' }).balance());
    expect(error).toMatchObject({ kind: 'unauthorized', retryable: false, httpStatus: 401 });
    expect(error.message).not.toContain('skey_test_wrong');
  });

  it('an unreachable bank is retryable', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const error = await errorOf(createOpnPayout({ baseUrl: url, secretKey, webhookSecret }).balance());
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true });
  });

  it('a bank that never answers times out, retryable', async () => {
    const silent = createServer(() => {});
    const url = await listen(silent);
    try {
      const error = await errorOf(
        createOpnPayout({ baseUrl: url, secretKey, webhookSecret, timeoutMs: 200 }).balance(),
      );
      expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it.each([
    [503, 'server'],
    [429, 'server'],
  ] as const)(
    'a bank answering %i took nothing: retryable, and the retry makes the one transfer',
    async (status, kind) => {
      const payout = provider();
      const recipient = await verifiedRecipient();
      const input = transferInput(recipient.id, 30_000n);
      running.bank.refuseNextCalls(1, status);
      expect(await errorOf(payout.createTransfer(input))).toMatchObject({
        kind,
        retryable: true,
        httpStatus: status,
      });
      expect(transfersOf(input.withdrawalId)).toHaveLength(0);
      await payout.createTransfer(input);
      expect(transfersOf(input.withdrawalId)).toHaveLength(1);
    },
  );

  it('a 5xx is retryable', async () => {
    const failing = createServer((_request, response) => {
      response
        .writeHead(503, { 'content-type': 'application/json' })
        .end('{"object":"error","code":"service_unavailable"}');
    });
    const url = await listen(failing);
    try {
      const error = await errorOf(
        createOpnPayout({ baseUrl: url, secretKey, webhookSecret }).getTransfer('trsf_x'),
      );
      expect(error).toMatchObject({ kind: 'server', retryable: true, httpStatus: 503 });
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});

describe('webhooks', () => {
  const headersOf = (delivery: Delivery): Record<string, string | undefined> =>
    Object.fromEntries(
      Object.entries(delivery.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    );

  const aTransferPaid = async () => {
    received = [];
    const recipient = await verifiedRecipient();
    const transfer = await provider().createTransfer(transferInput(recipient.id, 30_000n));
    running.bank.settleNow();
    await running.bank.idle();
    const pay = received.find((d) => {
      const event = JSON.parse(d.rawBody);
      return event.key === 'transfer.pay' && event.data.id === transfer.id;
    });
    if (!pay) throw new Error('no transfer.pay delivered');
    return { transfer, pay };
  };

  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof PayoutWebhookRefused) return error.reason;
      throw error;
    }
    return 'accepted';
  };

  it('accepts a signed delivery and reads its transfer', async () => {
    const { transfer, pay } = await aTransferPaid();
    const event = provider().verifyWebhook({
      rawBody: pay.rawBody,
      headers: headersOf(pay),
      now: new Date(),
    });
    expect(event.key).toBe('transfer.pay');
    expect(event.data).toMatchObject({ object: 'transfer', transfer: { id: transfer.id, state: 'PAID' } });
  });

  it('refuses a forged body, a missing or wrong signature, and a stale timestamp', async () => {
    const { pay } = await aTransferPaid();
    const headers = headersOf(pay);
    const now = new Date();
    const forged = pay.rawBody.replace('"amount":30000', '"amount":3000000');
    expect(forged).not.toBe(pay.rawBody);
    expect(refusal(() => provider().verifyWebhook({ rawBody: forged, headers, now }))).toBe('signature');
    expect(
      refusal(() =>
        provider().verifyWebhook({
          rawBody: pay.rawBody,
          headers: { ...headers, 'omise-signature': undefined },
          now,
        }),
      ),
    ).toBe('signature');
    expect(
      refusal(() =>
        provider({ webhookSecret: otherSecret }).verifyWebhook({ rawBody: pay.rawBody, headers, now }),
      ),
    ).toBe('signature');
    const later = new Date(now.getTime() + 301_000);
    expect(refusal(() => provider().verifyWebhook({ rawBody: pay.rawBody, headers, now: later }))).toBe(
      'stale',
    );
  });

  it('during a rotation (two signatures) either secret is accepted, a third is not', async () => {
    running.bank.addAccount({
      secretKey,
      webhookSecret: [otherSecret, webhookSecret],
      webhookUrl: `${receiverUrl}/events`,
    });
    try {
      const { pay } = await aTransferPaid();
      const headers = headersOf(pay);
      expect(headers['omise-signature']?.split(',')).toHaveLength(2);
      const now = new Date();
      expect(refusal(() => provider().verifyWebhook({ rawBody: pay.rawBody, headers, now }))).toBe(
        'accepted',
      );
      expect(
        refusal(() =>
          provider({ webhookSecret: otherSecret }).verifyWebhook({ rawBody: pay.rawBody, headers, now }),
        ),
      ).toBe('accepted');
      const third = Buffer.from('a-third-secret-nobody-holds-0003').toString('base64');
      expect(
        refusal(() =>
          provider({ webhookSecret: third }).verifyWebhook({ rawBody: pay.rawBody, headers, now }),
        ),
      ).toBe('signature');
    } finally {
      running.bank.addAccount({ secretKey, webhookSecret, webhookUrl: `${receiverUrl}/events` });
    }
  });
});
