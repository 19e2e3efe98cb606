import { createHmac } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedBank } from './bank';
import { simulatedBankPlugin } from './plugin';
import { type RunningSimulatedBank, startSimulatedBank } from './standalone';
import type { WireEvent, WireRecipient, WireTransfer } from './wire';

const HOUR = 60 * 60 * 1000;
const secretKey = 'skey_test_bank_suite';
const webhookSecret = Buffer.from('bank-suite-webhook-secret-000001').toString('base64');

type Delivery = { rawBody: string; headers: IncomingHttpHeaders; event: WireEvent };

/** A webhook receiver: answers each delivery with the next status of `statuses` (then 200). */
const startReceiver = async () => {
  const deliveries: Delivery[] = [];
  const statuses: number[] = [];
  const waiting: Array<{ match: (d: Delivery) => boolean; resolve: (d: Delivery) => void }> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const delivery = { rawBody: body, headers: request.headers, event: JSON.parse(body) as WireEvent };
      deliveries.push(delivery);
      const status = statuses.shift() ?? 200;
      response.writeHead(status).end();
      if (status === 200)
        for (const waiter of waiting.splice(0))
          if (waiter.match(delivery)) waiter.resolve(delivery);
          else waiting.push(waiter);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    statuses,
    /** Resolves with the first accepted delivery `match` takes (already received or to come). */
    next: (match: (d: Delivery) => boolean) =>
      new Promise<Delivery>((resolve) => {
        const seen = deliveries.find(match);
        if (seen) resolve(seen);
        else waiting.push({ match, resolve });
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

const client = (base: string, key = secretKey) => {
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: basic(key),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    call,
    recipient: async (number = '1234567890') =>
      (
        await call('POST', '/recipients', {
          name: 'สมชาย ใจดี',
          type: 'individual',
          bank_account: { brand: 'kbank', number, name: 'สมชาย ใจดี' },
          metadata: { member_id: 'm1' },
        })
      ).body as unknown as WireRecipient,
    transfer: (recipient: string, amount: number, key?: string, withdrawalId = 'w1') =>
      call(
        'POST',
        '/transfers',
        { amount, recipient, metadata: { withdrawal_id: withdrawalId, payment_ref: 'R1' } },
        key ? { 'idempotency-key': key } : {},
      ),
  };
};

describe('the API over HTTP', () => {
  let running: RunningSimulatedBank;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    running = await startSimulatedBank({
      transferDelayMs: HOUR,
      verifyDelayMs: HOUR,
      webhookRetryMs: 5,
      accounts: [{ secretKey, webhookSecret, webhookUrl: receiver.url }],
    });
  });
  afterAll(async () => {
    await running.close();
    await receiver.close();
  });
  afterEach(() => running.bank.setOptions({ duplicateKey: 'replay', failureRate: 0 }));

  it('answers 401 authentication_failure without the key of an account', async () => {
    const none = await fetch(`${running.url}/balance`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ object: 'error', code: 'authentication_failure' });
    expect((await client(running.url, 'skey_test_nobody').call('GET', '/balance')).status).toBe(401);
    expect((await client(running.url).call('GET', '/balance')).status).toBe(200);
  });

  it('validates bodies the way Opn does: 400 bad_request', async () => {
    const api = client(running.url);
    const badBrand = await api.call('POST', '/recipients', {
      name: 'x',
      type: 'individual',
      bank_account: { brand: 'nope', number: '1234567890', name: 'x' },
    });
    expect(badBrand).toMatchObject({ status: 400, body: { object: 'error', code: 'bad_request' } });
    const recipient = await api.recipient();
    expect((await api.transfer(recipient.id, 12.5)).status).toBe(400);
    expect((await api.call('GET', '/transfers?limit=101')).status).toBe(400);
    expect((await api.call('GET', '/transfers/trsf_test_missing')).body).toMatchObject({ code: 'not_found' });
    expect((await api.transfer('recp_test_missing', 10_000)).status).toBe(404);
  });

  it('verifies a recipient and says so by a signed recipient.verify event', async () => {
    const api = client(running.url);
    const recipient = await api.recipient();
    expect(recipient).toMatchObject({ object: 'recipient', verified: false, failure_code: null });
    running.bank.settleNow();
    expect((await api.call('GET', `/recipients/${recipient.id}`)).body).toMatchObject({
      verified: true,
      active: true,
    });
    const verify = await receiver.next(
      (d) => d.event.key === 'recipient.verify' && d.event.data.id === recipient.id,
    );
    const timestamp = verify.headers['omise-signature-timestamp'];
    const expected = createHmac('sha256', Buffer.from(webhookSecret, 'base64'))
      .update(`${timestamp}.${verify.rawBody}`)
      .digest('hex');
    expect(verify.headers['omise-signature']).toBe(expected);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);
  });

  it('replays the first answer for a reused key, or 409 already_exists in conflict mode; other parameters 400', async () => {
    const api = client(running.url);
    const recipient = await api.recipient();
    const first = await api.transfer(recipient.id, 30_000, 'wd_dup_1', 'w-dup');
    const again = await api.transfer(recipient.id, 30_000, 'wd_dup_1', 'w-dup');
    expect(again).toEqual(first);
    running.bank.setOptions({ duplicateKey: 'conflict' });
    expect(await api.transfer(recipient.id, 30_000, 'wd_dup_1', 'w-dup')).toMatchObject({
      status: 409,
      body: { code: 'already_exists' },
    });
    expect(await api.transfer(recipient.id, 40_000, 'wd_dup_1', 'w-dup')).toMatchObject({
      status: 400,
      body: { code: 'bad_request' },
    });
    expect(
      running.bank.transfers(secretKey).filter((t) => t.metadata.withdrawal_id === 'w-dup'),
    ).toHaveLength(1);
    // Without a key every call is a new transfer.
    await api.transfer(recipient.id, 30_000, undefined, 'w-nokey');
    await api.transfer(recipient.id, 30_000, undefined, 'w-nokey');
    expect(
      running.bank.transfers(secretKey).filter((t) => t.metadata.withdrawal_id === 'w-nokey'),
    ).toHaveLength(2);
  });

  it('loses the answer of the next creation but keeps the transfer', async () => {
    const api = client(running.url);
    const recipient = await api.recipient();
    running.bank.loseTransferAnswers(1);
    await expect(api.transfer(recipient.id, 30_000, 'wd_lost_1', 'w-lost')).rejects.toThrow();
    const stored = running.bank.transfers(secretKey).filter((t) => t.metadata.withdrawal_id === 'w-lost');
    expect(stored).toHaveLength(1);
    expect((await api.transfer(recipient.id, 30_000, 'wd_lost_1', 'w-lost')).body).toMatchObject({
      id: stored[0]?.id,
    });
  });

  it('pays, then the balance is lower; an in-flight transfer is not transferable', async () => {
    const key = 'skey_test_balance';
    running.bank.addAccount({ secretKey: key, webhookSecret, balanceSatang: 100_000 });
    const api = client(running.url, key);
    const recipient = await api.recipient();
    running.bank.settleNow();
    const transfer = (await api.transfer(recipient.id, 30_000, 'k1')).body as unknown as WireTransfer;
    expect((await api.call('GET', '/balance')).body).toMatchObject({ total: 100_000, transferable: 70_000 });
    running.bank.settleNow();
    expect((await api.call('GET', `/transfers/${transfer.id}`)).body).toMatchObject({
      sent: true,
      paid: true,
    });
    expect((await api.call('GET', '/balance')).body).toMatchObject({ total: 70_000, transferable: 70_000 });
    const tooMuch = (await api.transfer(recipient.id, 80_000, 'k2')).body as unknown as WireTransfer;
    running.bank.settleNow();
    expect((await api.call('GET', `/transfers/${tooMuch.id}`)).body).toMatchObject({
      paid: false,
      failure_code: 'insufficient_balance',
    });
    expect((await api.call('GET', '/balance')).body).toMatchObject({ total: 70_000 });
  });

  it('fails transfers at the failure rate with the failure code, and a transfer to an unverified recipient', async () => {
    const api = client(running.url);
    const unverified = await api.recipient('0001234567');
    running.bank.settleNow();
    expect((await api.call('GET', `/recipients/${unverified.id}`)).body).toMatchObject({
      verified: false,
      failure_code: 'account_not_found',
    });
    const toUnverified = (await api.transfer(unverified.id, 10_000, 'wd_unv'))
      .body as unknown as WireTransfer;
    running.bank.setOptions({ failureRate: 1, failureCode: 'transfers_suspended' });
    const good = await api.recipient();
    running.bank.settleNow();
    const suspended = (await api.transfer(good.id, 10_000, 'wd_susp')).body as unknown as WireTransfer;
    running.bank.settleNow();
    expect((await api.call('GET', `/transfers/${toUnverified.id}`)).body).toMatchObject({
      failure_code: 'invalid_recipient',
    });
    expect((await api.call('GET', `/transfers/${suspended.id}`)).body).toMatchObject({
      paid: false,
      failure_code: 'transfers_suspended',
      failure_message: expect.any(String),
    });
    await receiver.next((d) => d.event.key === 'transfer.fail' && d.event.data.id === suspended.id);
  });

  it('lists transfers oldest first, by window and page', async () => {
    const key = 'skey_test_list';
    running.bank.addAccount({ secretKey: key, webhookSecret });
    const api = client(running.url, key);
    const recipient = await api.recipient();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(((await api.transfer(recipient.id, 10_000 + i)).body as { id: string }).id);
    const page = await api.call('GET', '/transfers?offset=1&limit=2');
    expect(page.body).toMatchObject({ object: 'list', total: 5, offset: 1, limit: 2 });
    expect((page.body.data as WireTransfer[]).map((t) => t.id)).toEqual(ids.slice(1, 3));
    const future = new Date(Date.now() + HOUR).toISOString();
    expect((await api.call('GET', `/transfers?from=${encodeURIComponent(future)}`)).body).toMatchObject({
      total: 0,
    });
  });

  it('retries a webhook the receiver does not take, with backoff, until it does', async () => {
    const api = client(running.url);
    await running.bank.idle();
    receiver.statuses.push(500, 503);
    const recipient = await api.recipient();
    const created = await receiver.next(
      (d) => d.event.key === 'recipient.create' && d.event.data.id === recipient.id,
    );
    await running.bank.idle();
    const tries = running.bank.deliveries().filter((d) => d.eventId === created.event.id);
    expect(tries.map((d) => d.status)).toEqual([500, 503, 200]);
    expect(tries.map((d) => d.attempt)).toEqual([1, 2, 3]);
  });
});

describe('its options', () => {
  it('takes only its own settings, and refuses a failure rate outside 0..1', async () => {
    const bank = createSimulatedBank({ transferDelayMs: 5, stateFile: undefined, accounts: [] });
    try {
      expect(Object.keys(bank.options()).sort()).toEqual(
        [
          'duplicateKey',
          'failureCode',
          'failureRate',
          'transferDelayMs',
          'verifyDelayMs',
          'webhookAttempts',
          'webhookRetryMs',
        ].sort(),
      );
      expect(bank.options().transferDelayMs).toBe(5);
      expect(() => bank.setOptions({ failureRate: 1.5 })).toThrow();
    } finally {
      await bank.close();
    }
  });
});

describe('on its own timers', () => {
  it('verifies, sends and pays after the configured delays, with an event each', async () => {
    const receiver = await startReceiver();
    const running = await startSimulatedBank({
      transferDelayMs: 30,
      verifyDelayMs: 10,
      accounts: [{ secretKey, webhookSecret, webhookUrl: receiver.url }],
    });
    try {
      const api = client(running.url);
      const recipient = await api.recipient();
      await receiver.next((d) => d.event.key === 'recipient.verify');
      const transfer = (await api.transfer(recipient.id, 30_000, 'k')).body as unknown as WireTransfer;
      const paid = await receiver.next((d) => d.event.key === 'transfer.pay');
      expect(paid.event.data).toMatchObject({ id: transfer.id, paid: true, sent: true });
      // Each event arrives by its own HTTP request, so they may arrive out of order on a busy
      // machine: the order is in what each one says and when the bank made it.
      const created = await receiver.next((d) => d.event.key === 'transfer.create');
      const sent = await receiver.next((d) => d.event.key === 'transfer.send');
      expect(created.event.data).toMatchObject({ id: transfer.id, sent: false, paid: false });
      expect(sent.event.data).toMatchObject({ id: transfer.id, sent: true, paid: false });
      const madeAt = (d: Delivery) => Date.parse(d.event.created_at);
      expect(madeAt(created)).toBeLessThanOrEqual(madeAt(sent));
      expect(madeAt(sent)).toBeLessThanOrEqual(madeAt(paid));
    } finally {
      await running.close();
      await receiver.close();
    }
  });
});

describe('its state file', () => {
  it('keeps accounts, recipients, transfers and keys across a restart, and settles what was due meanwhile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sim-bank-'));
    const stateFile = path.join(dir, 'bank.json');
    try {
      const first = await startSimulatedBank({
        stateFile,
        transferDelayMs: HOUR,
        verifyDelayMs: 0,
        accounts: [{ secretKey, webhookSecret, balanceSatang: 500_000 }],
      });
      const api = client(first.url);
      const recipient = await api.recipient();
      const paid = (await api.transfer(recipient.id, 100_000, 'wd_a_1')).body as unknown as WireTransfer;
      first.bank.settleNow();
      const pending = (await api.transfer(recipient.id, 50_000, 'wd_b_1')).body as unknown as WireTransfer;
      await first.close();
      expect(existsSync(stateFile)).toBe(true);
      expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

      const second = await startSimulatedBank({
        stateFile,
        transferDelayMs: HOUR,
        accounts: [{ secretKey, webhookSecret, balanceSatang: 999 }],
      });
      try {
        const again = client(second.url);
        expect((await again.call('GET', `/transfers/${paid.id}`)).body).toMatchObject({ paid: true });
        expect((await again.call('GET', '/balance')).body).toMatchObject({ total: 400_000 });
        // The key survives: the same call answers the same transfer.
        expect((await again.transfer(recipient.id, 50_000, 'wd_b_1')).body).toMatchObject({ id: pending.id });
        second.bank.settleNow();
        expect((await again.call('GET', `/transfers/${pending.id}`)).body).toMatchObject({ paid: true });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('after a crash', () => {
  it('replays the journal: every change the bank answered is still there, a torn last line is skipped', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sim-bank-crash-'));
    const stateFile = path.join(dir, 'bank.json');
    const crashed = createSimulatedBank({
      stateFile,
      transferDelayMs: HOUR,
      verifyDelayMs: 0,
      accounts: [{ secretKey, webhookSecret, balanceSatang: 500_000 }],
    });
    try {
      const account = crashed.accountOf(secretKey);
      if (!account) throw new Error('no account');
      const recipient = crashed.createRecipient(account, {
        name: 'a',
        type: 'individual',
        bank_account: { brand: 'scb', number: '1234567890', name: 'a' },
      });
      const made = crashed.createTransfer(
        account,
        { amount: 30_000, recipient: recipient.id, metadata: { withdrawal_id: 'w-crash' } },
        'wd_crash_1',
      );
      crashed.settleNow();
      // The process dies mid-append: half a line at the end of the journal. `crashed` is never closed.
      appendFileSync(`${stateFile}.journal`, '{"kind":"transfer","secretKey":');

      const restarted = createSimulatedBank({ stateFile, accounts: [{ secretKey, webhookSecret }] });
      try {
        const again = restarted.accountOf(secretKey);
        if (!again) throw new Error('no account');
        expect(restarted.transfers(secretKey)).toEqual([
          expect.objectContaining({ paid: true, amount: 30_000 }),
        ]);
        expect(restarted.balanceOf(again).total).toBe(470_000);
        const replay = restarted.createTransfer(
          again,
          { amount: 30_000, recipient: recipient.id, metadata: { withdrawal_id: 'w-crash' } },
          'wd_crash_1',
        );
        expect(replay.body).toEqual(made.body);
        expect(existsSync(`${stateFile}.journal`)).toBe(false);
      } finally {
        await restarted.close();
      }
    } finally {
      await crashed.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('in a host that listens after it is built', () => {
  const account = (bank: ReturnType<typeof createSimulatedBank>) => {
    const found = bank.accountOf(secretKey);
    if (!found) throw new Error('no account');
    return found;
  };
  const pay = (bank: ReturnType<typeof createSimulatedBank>, key: string) => {
    const recipient = bank.createRecipient(account(bank), {
      name: 'a',
      type: 'individual',
      bank_account: { brand: 'scb', number: '1234567890', name: 'a' },
    });
    return bank.createTransfer(
      account(bank),
      { amount: 30_000, recipient: recipient.id, metadata: { withdrawal_id: key } },
      key,
    );
  };

  it('holds the timers it restores, already due, until start(); then settles them and tells the host', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sim-bank-held-'));
    const stateFile = path.join(dir, 'bank.json');
    const receiver = await startReceiver();
    try {
      const before = createSimulatedBank({
        stateFile,
        transferDelayMs: 1,
        verifyDelayMs: 0,
        accounts: [{ secretKey, webhookSecret }],
      });
      pay(before, 'wd_held_1');
      // Stopped before its timers ran: the transfer is restored unpaid, its settlement due.
      await before.close();
      let hostUrl: string | undefined;
      const restarted = createSimulatedBank({
        stateFile,
        deferTimers: true,
        accounts: [
          {
            secretKey,
            webhookSecret,
            webhookUrl: () => {
              if (!hostUrl) throw new Error('the host does not listen yet');
              return hostUrl;
            },
          },
        ],
      });
      try {
        // A restored timer due now would have run before this one: none was set.
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(restarted.transfers(secretKey)).toEqual([
          expect.objectContaining({ sent: false, paid: false }),
        ]);
        hostUrl = receiver.url;
        restarted.start();
        const paid = await receiver.next((d) => d.event.key === 'transfer.pay');
        expect(paid.event.data).toMatchObject({ paid: true, metadata: { withdrawal_id: 'wd_held_1' } });
      } finally {
        await restarted.close();
      }
    } finally {
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps an event it has no webhook URL for (the host not listening) instead of throwing', async () => {
    const logged: string[] = [];
    const bank = createSimulatedBank({
      transferDelayMs: HOUR,
      verifyDelayMs: 0,
      log: (message) => logged.push(message),
      accounts: [
        {
          secretKey,
          webhookSecret,
          webhookUrl: () => {
            throw new Error('the host does not listen yet');
          },
        },
      ],
    });
    try {
      pay(bank, 'wd_unheard_1');
      bank.settleNow();
      expect(bank.transfers(secretKey)).toEqual([expect.objectContaining({ paid: true })]);
      expect(bank.events(secretKey).map((event) => event.key)).toContain('transfer.pay');
      expect(logged.some((line) => line.includes('transfer.pay') && line.includes('not sent'))).toBe(true);
    } finally {
      await bank.close();
    }
  });
});

describe('as a plugin', () => {
  it('serves under a prefix on a host Fastify, beside the host routes, with its own errors', async () => {
    const bank = createSimulatedBank({ accounts: [{ secretKey, webhookSecret }] });
    const host = Fastify();
    host.get('/hello', async () => ({ hello: 'world' }));
    await host.register(simulatedBankPlugin, { prefix: '/simulated-bank', bank });
    host.addHook('onClose', async () => bank.close());
    try {
      const balance = await host.inject({
        url: '/simulated-bank/balance',
        headers: { authorization: basic(secretKey) },
      });
      expect(balance.json()).toMatchObject({ object: 'balance', currency: 'thb' });
      expect((await host.inject({ url: '/simulated-bank/balance' })).statusCode).toBe(401);
      const missing = await host.inject({
        url: '/simulated-bank/nothing-here',
        headers: { authorization: basic(secretKey) },
      });
      expect(missing.json()).toMatchObject({ object: 'error', code: 'not_found' });
      expect((await host.inject({ url: '/hello' })).json()).toEqual({ hello: 'world' });
    } finally {
      await host.close();
    }
  });
});
