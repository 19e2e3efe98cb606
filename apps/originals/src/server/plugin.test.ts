import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AmbRequest } from '@chokdee/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { originalsPlugin } from './plugin';

const operator = { walletKey: 'gp_house_test', secret: 'house-secret', operatorKey: 'demo' };
const sign = (body: string) => createHmac('sha256', operator.secret).update(body).digest('hex');

/**
 * The platform's AMB wallet as a fake at the edge, over real HTTP: one member's balance in satang,
 * replies stored by request id (a replay answers the same), signatures checked, and knobs to refuse
 * or to fail an endpoint (503) a number of times. The real wallet is exercised by the server's test.
 */
const startFakeWallet = async () => {
  const state = {
    balance: 100_000,
    calls: [] as Array<{ endpoint: string; body: AmbRequest }>,
    replies: new Map<string, object>(),
    failures: new Map<string, number>(),
    refuse: undefined as number | undefined,
  };
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/api/integrations/amb/:endpoint', async (request, reply) => {
    const { endpoint } = request.params as { endpoint: string };
    const raw = request.body as string;
    if (request.headers['x-signature'] !== sign(raw) || request.headers['x-api-key'] !== operator.walletKey)
      return reply.code(401).send({ statusCode: 40001, balance: 0 });
    const body = JSON.parse(raw) as AmbRequest;
    state.calls.push({ endpoint, body });
    const left = state.failures.get(endpoint) ?? 0;
    if (left > 0) {
      state.failures.set(endpoint, left - 1);
      return reply.code(503).send('down');
    }
    const stored = state.replies.get(`${endpoint}:${body.id}`);
    if (stored) return stored;
    const before = state.balance;
    const baht = (satang: number) => satang / 100;
    let statusCode = 0;
    if (endpoint === 'placeBets') {
      const stake = (body.txns ?? []).reduce((sum, t) => sum + Math.round(Number(t.betAmount) * 100), 0);
      if (state.refuse) statusCode = state.refuse;
      else if (stake > state.balance) statusCode = 10002;
      else state.balance -= stake;
    } else if (endpoint === 'settleBets') {
      state.balance += (body.txns ?? []).reduce(
        (sum, t) => sum + Math.round(Number(t.payoutAmount) * 100),
        0,
      );
    }
    const answer = {
      id: body.id,
      statusCode,
      balance: baht(state.balance),
      balanceBefore: baht(before),
      balanceAfter: baht(state.balance),
      productId: body.productId,
      currency: 'THB',
      username: body.username,
      timestampMillis: Date.now(),
    };
    if (endpoint !== 'getBalance') state.replies.set(`${endpoint}:${body.id}`, answer);
    return answer;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, state, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};

describe('originals plugin against a fake wallet', () => {
  let wallet: Awaited<ReturnType<typeof startFakeWallet>>;
  let originals: FastifyInstance;
  let clock = 1_000_000;

  beforeAll(async () => {
    wallet = await startFakeWallet();
    originals = Fastify();
    await originals.register(originalsPlugin, {
      platformUrl: () => wallet.url,
      operators: [operator],
      now: () => clock,
      retryDelayMs: 1,
      owedRetryMs: 100,
    });
    await originals.ready();
  });
  afterAll(async () => {
    await originals.close();
    await wallet.app.close();
  });
  beforeEach(() => {
    wallet.state.calls.length = 0;
    wallet.state.failures.clear();
    wallet.state.refuse = undefined;
    clock += 10_000;
  });

  const launch = async (gameCode: string, overrides: Record<string, string> = {}) => {
    const body = JSON.stringify({
      operatorKey: 'demo',
      username: 'demo_abc',
      sessionToken: 'gs_1',
      gameCode,
      lang: 'th',
      currency: 'THB',
      returnUrl: '/slot-game',
      ...overrides,
    });
    return originals.inject({
      method: 'POST',
      url: '/originals/launch',
      headers: {
        'content-type': 'application/json',
        'x-api-key': operator.walletKey,
        'x-signature': sign(body),
      },
      payload: body,
    });
  };
  const tokenFor = async (gameCode: string) => {
    const res = await launch(gameCode);
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url, 'http://x').searchParams.get('s') ?? '';
  };
  const play = (token: string, path: string, body?: unknown) =>
    originals.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/originals/api/${path}`,
      headers: { 'x-play-token': token },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const endpoints = () => wallet.state.calls.map((call) => call.endpoint);

  it('refuses launches with a wrong key, a bad signature, another operator or an unknown game', async () => {
    const body = '{}';
    const unsigned = await originals.inject({
      method: 'POST',
      url: '/originals/launch',
      headers: { 'content-type': 'application/json', 'x-api-key': 'gp_other', 'x-signature': sign(body) },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await launch('lucky-slot', { operatorKey: 'siam' })).statusCode).toBe(400);
    expect((await launch('poker')).statusCode).toBe(400);
    expect((await launch('lucky-slot')).json().url).toMatch(/^\/originals\/play\/lucky-slot\?s=[\w-]{43}$/);
  });

  it('keeps a settlement that got no answer and settles it, under the same request id, before the next round', async () => {
    const token = await tokenFor('lucky-slot');
    wallet.state.failures.set('settleBets', 3);
    const first = await play(token, 'slot/spin', { stake: 10 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ settled: false });
    const owedId = wallet.state.calls.find((call) => call.endpoint === 'settleBets')?.body.id;
    wallet.state.calls.length = 0;
    clock += 3_000;
    const second = await play(token, 'slot/spin', { stake: 10 });
    expect(second.json()).toMatchObject({ settled: true, nonce: 1 });
    expect(endpoints()).toEqual(['settleBets', 'placeBets', 'settleBets']);
    expect(wallet.state.calls[0]?.body.id).toBe(owedId);
    expect(second.json().balance).toBe(wallet.state.balance / 100);
  });

  it('settles what is owed in the background when the member does not come back', async () => {
    const token = await tokenFor('lucky-slot');
    wallet.state.failures.set('settleBets', 3);
    const spin = await play(token, 'slot/spin', { stake: 5 });
    expect(spin.json()).toMatchObject({ settled: false });
    const settles = () => wallet.state.calls.filter((call) => call.endpoint === 'settleBets');
    const owedId = settles()[0]?.body.id;
    await expect.poll(() => settles().length, { timeout: 2_000 }).toBe(4);
    expect(settles()[3]?.body.id).toBe(owedId);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(settles()).toHaveLength(4);
    expect(spin.json().balance).toBe(wallet.state.balance / 100);
  });

  it('cancels a stake that got no answer, tells the member in Thai, and does not use up the nonce', async () => {
    const token = await tokenFor('fish-hunter');
    wallet.state.failures.set('placeBets', 3);
    const res = await play(token, 'fish/shoot', { stake: 1, fish: 'MACKEREL' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('กระเป๋าเงิน'),
    });
    expect(endpoints()).toEqual(['placeBets', 'placeBets', 'placeBets', 'cancelBets']);
    const bet = wallet.state.calls[0]?.body.txns?.[0];
    expect(wallet.state.calls[3]?.body.txns?.[0]).toMatchObject({ id: bet?.id, roundId: bet?.roundId });
    expect((await play(token, 'fair')).json().nonce).toBe(0);
  });

  it('keeps a cancel that got no answer and sends it again (same request id) until answered', async () => {
    const token = await tokenFor('fish-hunter');
    wallet.state.failures.set('placeBets', 3);
    wallet.state.failures.set('cancelBets', 3);
    expect((await play(token, 'fish/shoot', { stake: 2, fish: 'TILAPIA' })).statusCode).toBe(503);
    const cancels = () => wallet.state.calls.filter((call) => call.endpoint === 'cancelBets');
    await expect.poll(() => cancels().length, { timeout: 2_000 }).toBe(4);
    expect(new Set(cancels().map((call) => call.body.id)).size).toBe(1);
    const next = await play(token, 'fish/shoot', { stake: 2, fish: 'TILAPIA' });
    expect(next.statusCode).toBe(200);
    expect(next.json().nonce).toBe(0);
  });

  it('answers a refused stake with the wallet’s code as a Thai message and the unchanged balance', async () => {
    const token = await tokenFor('baccarat');
    const { hash: shoeHash } = (await play(token, 'baccarat/shoe')).json();
    // Only from the shoe the page showed (its hash committed before the hand).
    const unseen = await play(token, 'baccarat/deal', { bets: { BANKER: 100 }, shoeHash: 'f'.repeat(64) });
    expect(unseen.json().error.code).toBe('SHOE_CHANGED');
    wallet.state.refuse = 30001;
    const res = await play(token, 'baccarat/deal', { bets: { BANKER: 100 }, shoeHash });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'SESSION_MISMATCH', balance: wallet.state.balance / 100 });
    wallet.state.refuse = undefined;
    const dealt = await play(token, 'baccarat/deal', { bets: { BANKER: 100 }, shoeHash });
    // The refused hand was never dealt: the first hand of the shoe is played now.
    expect(dealt.json().shoe).toMatchObject({ hands: 1 });
    expect(endpoints().filter((e) => e === 'placeBets')).toHaveLength(2);
    expect((await play(token, 'baccarat/deal', { bets: {}, shoeHash })).json().error.code).toBe('NO_BET');
  });

  it('reveals the seed when the client seed changes, and the baccarat shoe starts over from the new pair', async () => {
    const token = await tokenFor('baccarat');
    const shoe = (await play(token, 'baccarat/shoe')).json();
    const before = (await play(token, 'fair')).json();
    const changed = await play(token, 'fair/client-seed', { clientSeed: 'ของฉัน-1' });
    expect(changed.json().revealed).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
    });
    expect(changed.json().fair).toMatchObject({ clientSeed: 'ของฉัน-1', nonce: 0 });
    const next = (await play(token, 'baccarat/shoe')).json();
    expect(next.hash).not.toBe(shoe.hash);
    expect(next).toMatchObject({ nonce: 0, hands: 0, clientSeed: 'ของฉัน-1' });
    expect((await play(token, 'fair/client-seed', { clientSeed: '' })).statusCode).toBe(400);
  });

  it('plays one round at a time per member: simultaneous taps never share a nonce', async () => {
    const token = await tokenFor('fish-hunter');
    const shots = await Promise.all(
      Array.from({ length: 12 }, () => play(token, 'fish/shoot', { stake: 1, fish: 'MACKEREL' })),
    );
    const played = shots.filter((shot) => shot.statusCode === 200).map((shot) => shot.json().nonce as number);
    const busy = shots.filter((shot) => shot.statusCode === 429);
    expect(new Set(played).size).toBe(played.length);
    expect(played.length + busy.length).toBe(12);
    expect(busy.every((shot) => shot.json().error.code === 'BUSY')).toBe(true);
  });
});
