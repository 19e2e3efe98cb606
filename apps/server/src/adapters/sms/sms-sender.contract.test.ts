import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleSms } from './console-sms';
import { createHttpSms } from './http-sms';
import type { SmsMessage, SmsSender } from './sms-sender';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

/**
 * A local stand-in for a ThaiBulkSMS-style gateway on a free port. `answer` decides each reply;
 * 'hang' never answers, to exercise the adapter's timeout.
 */
const startFakeGateway = async () => {
  const received: Received[] = [];
  let answer: number | 'hang' = 201;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          answer < 300 ? { remaining_credit: 99 } : { error: { description: 'echo of the text' } },
        ),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    answerWith: (next: number | 'hang') => {
      answer = next;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};
type FakeGateway = Awaited<ReturnType<typeof startFakeGateway>>;

/** One sender under test plus a way to see what reached the other side. */
type Harness = { sender: SmsSender; delivered(): SmsMessage[]; close(): Promise<void> };

const harnesses: Array<[string, () => Promise<Harness>]> = [
  [
    'console',
    async () => {
      const sms = createConsoleSms();
      return {
        sender: sms,
        delivered: () =>
          sms
            .outbox()
            .reverse()
            .map(({ mobileNo, text }) => ({ mobileNo, text })),
        close: async () => undefined,
      };
    },
  ],
  [
    'http',
    async () => {
      const gateway = await startFakeGateway();
      return {
        sender: createHttpSms({ url: gateway.url, apiKey: 'key', apiSecret: 'secret', sender: 'Chokdee' }),
        delivered: () =>
          gateway.received.map((request) => {
            const body = JSON.parse(request.body) as { msisdn: string; message: string };
            return { mobileNo: body.msisdn, text: body.message };
          }),
        close: gateway.close,
      };
    },
  ],
];

describe.each(harnesses)('SMS sender contract: %s', (provider, setup) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await setup();
  });
  afterAll(() => harness.close());

  it('names its provider', () => {
    expect(harness.sender.provider).toBe(provider);
  });

  it('delivers each Thai text to its number once, in order, and resolves when accepted', async () => {
    const messages = [
      { mobileNo: '0812345678', text: 'รหัส OTP ของคุณคือ 123456 (Ref: ABCDEF) ใช้ได้ภายใน 5 นาที' },
      { mobileNo: '0898765432', text: 'ข้อความที่สอง' },
    ];
    for (const message of messages) await expect(harness.sender.send(message)).resolves.toBeUndefined();
    expect(harness.delivered()).toEqual(messages);
  });
});

describe('HTTP SMS gateway adapter', () => {
  let gateway: FakeGateway;
  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(() => gateway.close());
  afterEach(() => {
    gateway.received.length = 0;
    gateway.answerWith(201);
  });

  const sender = (timeoutMs?: number) =>
    createHttpSms({
      url: gateway.url,
      apiKey: 'my-key',
      apiSecret: 'my-secret',
      sender: 'Chokdee',
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('POSTs JSON { msisdn, message, sender } in UTF-8 with basic auth key:secret', async () => {
    await sender().send({ mobileNo: '0812345678', text: 'สวัสดี 123456' });
    const [request] = gateway.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/sms');
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('my-key:my-secret').toString('base64')}`,
    );
    expect(JSON.parse(request?.body ?? '')).toEqual({
      msisdn: '0812345678',
      message: 'สวัสดี 123456',
      sender: 'Chokdee',
    });
  });

  it.each([400, 401, 500, 503])(
    'throws on HTTP %i without quoting the text or the answer',
    async (status) => {
      gateway.answerWith(status);
      const sending = sender().send({ mobileNo: '0812345678', text: 'รหัส 654321' });
      await expect(sending).rejects.toThrow(`SMS gateway answered HTTP ${status}`);
      await expect(sending).rejects.not.toThrow(/654321|echo/);
    },
  );

  it('throws when the gateway does not answer within the timeout', async () => {
    gateway.answerWith('hang');
    const startedAt = Date.now();
    await expect(sender(200).send({ mobileNo: '0812345678', text: 'x' })).rejects.toThrow(
      'SMS gateway no answer in 200 ms',
    );
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('throws when nothing listens at the address', async () => {
    const closed = await startFakeGateway();
    await closed.close();
    const unreachable = createHttpSms({ url: closed.url, apiKey: 'k', apiSecret: 's', sender: 'Chokdee' });
    await expect(unreachable.send({ mobileNo: '0812345678', text: 'x' })).rejects.toThrow(
      'SMS gateway unreachable',
    );
  });
});
