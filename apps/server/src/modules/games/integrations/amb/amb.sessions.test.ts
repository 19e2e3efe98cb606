import { ambStatusCodes, gameHref, OPERATOR_HEADER } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { moneyOf } from '#testing/game-wallet';
import {
  buildTestApp,
  countRows,
  createTestProvider,
  type GameMember,
  type GameProviderHarness,
  gameMembers,
  launchRequestOf,
  type ProviderClient,
  providerClient,
  startGameProviders,
  type TestApp,
  type TestProvider,
  testDbKinds,
} from '#testing/index';

/**
 * Which AMB calls must prove a live session (docs/modules/games.md, "The seamless wallet"), over real
 * HTTP: the member launches through the site's API (which opens the session and hands the provider
 * its token), the provider signs its calls. Every debit without the member's live session with this
 * provider is refused with 30001 and moves nothing; credits and reversals of the member's own rounds
 * need none.
 */
describe.each(testDbKinds())('AMB wallet calls and the launch session (%s)', (kind) => {
  let t: TestApp;
  let h: GameProviderHarness;
  let amb: TestProvider & { client: ProviderClient };
  let other: TestProvider & { client: ProviderClient };
  let sequence = 0;

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['games'], seedDemo: false });
    h = await startGameProviders(t);
    amb = h.amb;
    const second = await createTestProvider(t, { adapter: 'AMB', apiBaseUrl: h.launchServer.baseUrl });
    other = { ...second, client: providerClient(h.baseUrl, second) };
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  /** Members with 1,000 baht who have never launched a game. */
  const members = (count: number) => gameMembers(t, count, 100_000n, []);

  /** The member opens the provider's game on the site (over HTTP); the token the provider was sent. */
  const launch = async (member: GameMember, provider: TestProvider): Promise<string> => {
    const before = h.launchServer.received.length;
    const res = await fetch(
      `${h.baseUrl}${gameHref.launch(`${provider.provider.code}-${provider.gameCode}`)}`,
      {
        method: 'POST',
        headers: { [OPERATOR_HEADER]: t.operatorKey, authorization: `Bearer ${member.token}` },
      },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const sent = h.launchServer.received[before];
    if (!sent) throw new Error('the provider was not asked to launch');
    return launchRequestOf(sent).sessionToken;
  };

  type Wire = { id: string; roundId?: string; betAmount?: number; payoutAmount?: number; gameCode?: string };
  const send = (
    endpoint: string,
    member: GameMember,
    txns: Wire[],
    token?: string,
    provider: ProviderClient = amb.client,
  ) => {
    sequence += 1;
    return provider.amb(endpoint, {
      id: `req-${kind}-${sequence}`,
      productId: 'SESSIONS',
      username: member.username,
      ...(token === undefined ? {} : { sessionToken: token }),
      txns: txns.map((txn) => ({ gameCode: amb.gameCode, ...txn })),
    });
  };

  /** What must not move on a refusal: the member's money, and every ledger and game row. */
  const snapshot = async (member: GameMember) => ({
    money: await moneyOf(t, member.memberId),
    transfers: await countRows(t, schema.ledgerTransfers),
    entries: await countRows(t, schema.ledgerEntries),
    gameTxns: await countRows(t, schema.gameTransactions),
    rounds: await countRows(t, schema.gameRounds),
  });

  const bet = (id: string, round: string, baht = 1): Wire => ({ id, roundId: round, betAmount: baht });

  it('a bet without a live session of this member with this provider is refused (30001), nothing moves', async () => {
    const [victim, stranger] = await members(2);
    if (!victim || !stranger) throw new Error('no members');
    const strangersToken = await launch(stranger, amb);
    const otherProvidersToken = await launch(victim, other);
    const cases: Array<[string, string | undefined]> = [
      ['no token at all', undefined],
      ['an empty token', ''],
      ["another member's token", strangersToken],
      ['a token opened with another provider', otherProvidersToken],
    ];
    const before = await snapshot(victim);
    for (const [name, token] of cases) {
      const answer = await send('placeBets', victim, [bet(`b-${name}`, `r-${name}`)], token);
      expect(answer.status, name).toBe(200);
      expect(answer.json.statusCode, name).toBe(ambStatusCodes.SESSION_MISMATCH);
      expect(answer.json.balanceAfter, name).toBe(1000);
      expect(await snapshot(victim), name).toEqual(before);
    }
    // The same bet with the session the member's own launch opened is taken.
    const live = await launch(victim, amb);
    const taken = await send('placeBets', victim, [bet('b-live', 'r-live')], live);
    expect(taken.json.statusCode).toBe(ambStatusCodes.OK);
    expect((await moneyOf(t, victim.memberId)).cash).toBe(99_900n);
  });

  it('a superseded session cannot bet, raise a stake or tip; the live one can', async () => {
    const [member] = await members(1);
    if (!member) throw new Error('no member');
    const first = await launch(member, amb);
    expect((await send('placeBets', member, [bet('s-b1', 's-r1', 10)], first)).json.statusCode).toBe(0);
    const second = await launch(member, amb);
    const before = await snapshot(member);
    const refused: Array<[string, Wire]> = [
      ['placeBets', bet('s-b2', 's-r2')],
      ['adjustBets', bet('s-b1', 's-r1', 20)],
      ['placeTips', { id: 's-t1', betAmount: 1 }],
    ];
    for (const [endpoint, txn] of refused)
      for (const token of [first, undefined]) {
        const answer = await send(endpoint, member, [txn], token);
        expect(answer.json.statusCode, `${endpoint} ${token ?? 'without token'}`).toBe(
          ambStatusCodes.SESSION_MISMATCH,
        );
        expect(await snapshot(member), endpoint).toEqual(before);
      }
    for (const [endpoint, txn] of refused)
      expect((await send(endpoint, member, [txn], second)).json.statusCode, endpoint).toBe(0);
    // 1,000 − 10 − (20 − 10) − 1 − 1
    expect((await moneyOf(t, member.memberId)).cash).toBe(97_800n);
  });

  it('credits and reversals of the member’s own rounds need no session: late settlement, refund, lowered stake, rewards, unsettle, void', async () => {
    const [member] = await members(1);
    if (!member) throw new Error('no member');
    const token = await launch(member, amb);
    for (const round of ['c-r1', 'c-r2', 'c-r3', 'c-r4'])
      expect((await send('placeBets', member, [bet(`${round}-b`, round, 10)], token)).json.statusCode).toBe(
        0,
      );
    // The member has left: their session is superseded by another launch and the provider sends none.
    await launch(member, amb);
    const credits: Array<[string, Wire, number]> = [
      ['settleBets', { id: 'c-r1-b', roundId: 'c-r1', payoutAmount: 25 }, 985],
      ['cancelBets', { id: 'c-r2-b', roundId: 'c-r2' }, 995],
      ['adjustBets', bet('c-r3-b', 'c-r3', 4), 1001],
      ['winRewards', { id: 'c-promo', payoutAmount: 5 }, 1006],
      ['unsettleBets', { id: 'c-r1-b', roundId: 'c-r1' }, 981],
      ['settleBets', { id: 'c-r4-b', roundId: 'c-r4', payoutAmount: 0 }, 981],
      ['voidSettled', { id: 'c-r4-b', roundId: 'c-r4' }, 991],
    ];
    for (const [endpoint, txn, balance] of credits) {
      const answer = await send(endpoint, member, [txn]);
      expect(answer.json.statusCode, endpoint).toBe(0);
      expect(answer.json.balanceAfter, endpoint).toBe(balance);
    }
  });
});
