import { randomUUID } from 'node:crypto';
import {
  errorCatalogue,
  type GameCategory,
  type GameRoundStatus,
  type GameTxnKind,
  gameHref,
  gamePaths,
  receivableHref,
  receivablePaths,
  reportPaths,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  type RegisteredMember,
  registerMember,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

/**
 * Staff reads of provider games over rows written straight into the games tables (the seamless
 * wallet that writes them in production is tested on its own): filters, paging, order, roles, and
 * bad input answered with the envelope, never a 500.
 */
describe.each(testDbKinds())('games back office (%s)', (kind) => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  let alice: RegisteredMember;
  let bob: RegisteredMember;
  const providers = { amb: randomUUID(), pg: randomUUID() };
  const slotGame = randomUUID();
  const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);

  const insertProvider = (id: string, code: string, name: string, sortOrder: number) =>
    t.database.db.insert(schema.gameProviders).values({
      id,
      operatorId: t.operatorId,
      code,
      name,
      adapter: 'AMB',
      categories: ['SLOT', 'LIVE_CASINO'],
      apiBaseUrl: 'http://127.0.0.1:1/',
      walletKey: `key-${code}`,
      secretCiphertext: 'not-read-here',
      secretRotatedAt: t.clock.now(),
      sortOrder,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });

  const insertRound = async (round: {
    memberId: string;
    providerId: string;
    providerRoundId: string;
    category: GameCategory;
    status: GameRoundStatus;
    stakeSatang: bigint;
    winSatang?: bigint;
    openedAt: Date;
    settledAt?: Date;
    gameId?: string;
  }) => {
    const id = randomUUID();
    await t.database.db.insert(schema.gameRounds).values({
      id,
      operatorId: t.operatorId,
      gameCode: 'unknown-code',
      winSatang: 0n,
      updatedAt: round.settledAt ?? round.openedAt,
      ...round,
    });
    return id;
  };
  const insertTxn = (txn: {
    memberId: string;
    providerId: string;
    roundId: string | null;
    providerTxnId: string;
    kind: GameTxnKind;
    amountSatang: bigint;
    receivableSatang?: bigint;
    createdAt: Date;
  }) =>
    t.database.db.insert(schema.gameTransactions).values({
      id: randomUUID(),
      operatorId: t.operatorId,
      requestedSatang: txn.amountSatang < 0n ? -txn.amountSatang : txn.amountSatang,
      ...txn,
    });

  const get = (url: string, token: string) => call(t, { method: 'GET', url, token });

  let aliceSlot: string;
  let aliceLive: string;
  let bobStuck: string;
  let bobFresh: string;
  let bobPg: string;

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['games', 'payments', 'receivables', 'reports'] });
    tokens = await staffTokens(t);
    alice = await registerMember(t);
    bob = await registerMember(t);
    await insertProvider(providers.amb, 'amb-test', 'AMB ทดสอบ', 1);
    await insertProvider(providers.pg, 'pg-test', 'PG ทดสอบ', 2);
    await t.database.db.insert(schema.games).values({
      id: slotGame,
      operatorId: t.operatorId,
      providerId: providers.amb,
      slug: 'lucky-slot',
      gameCode: 'lucky-01',
      name: 'สล็อตนำโชค',
      category: 'SLOT',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    // Alice: a settled slot round (stake 100, win 250) and a settled live round (stake 500, win 0).
    aliceSlot = await insertRound({
      memberId: alice.memberId,
      providerId: providers.amb,
      providerRoundId: 'R-SLOT-1',
      gameId: slotGame,
      category: 'SLOT',
      status: 'SETTLED',
      stakeSatang: 10_000n,
      winSatang: 25_000n,
      openedAt: minutesAgo(90),
      settledAt: minutesAgo(89),
    });
    await insertTxn({
      memberId: alice.memberId,
      providerId: providers.amb,
      roundId: aliceSlot,
      providerTxnId: 'T-BET-1',
      kind: 'BET',
      amountSatang: -10_000n,
      createdAt: minutesAgo(90),
    });
    await insertTxn({
      memberId: alice.memberId,
      providerId: providers.amb,
      roundId: aliceSlot,
      providerTxnId: 'T-BET-1',
      kind: 'WIN',
      amountSatang: 25_000n,
      createdAt: minutesAgo(89),
    });
    aliceLive = await insertRound({
      memberId: alice.memberId,
      providerId: providers.amb,
      providerRoundId: 'R-LIVE-1',
      category: 'LIVE_CASINO',
      status: 'SETTLED',
      stakeSatang: 50_000n,
      openedAt: minutesAgo(60),
      settledAt: minutesAgo(59),
    });
    // Bob: a round open for 45 minutes (stuck), one open for 5 (not yet), a settled PG slot round.
    bobStuck = await insertRound({
      memberId: bob.memberId,
      providerId: providers.amb,
      providerRoundId: 'R-STUCK',
      category: 'LIVE_CASINO',
      status: 'OPEN',
      stakeSatang: 2_000n,
      openedAt: minutesAgo(45),
    });
    bobFresh = await insertRound({
      memberId: bob.memberId,
      providerId: providers.amb,
      providerRoundId: 'R-FRESH',
      category: 'SLOT',
      status: 'OPEN',
      stakeSatang: 1_000n,
      openedAt: minutesAgo(5),
    });
    bobPg = await insertRound({
      memberId: bob.memberId,
      providerId: providers.pg,
      providerRoundId: 'R-PG-1',
      category: 'SLOT',
      status: 'SETTLED',
      stakeSatang: 3_000n,
      winSatang: 1_000n,
      openedAt: minutesAgo(30),
      settledAt: minutesAgo(30),
    });
    // The same provider txn id at the other provider: a search by id alone finds both rounds.
    await insertTxn({
      memberId: bob.memberId,
      providerId: providers.pg,
      roundId: bobPg,
      providerTxnId: 'T-BET-1',
      kind: 'BET',
      amountSatang: -3_000n,
      createdAt: minutesAgo(30),
    });
    // Yesterday (Bangkok): settled, outside today's dashboard.
    await insertRound({
      memberId: bob.memberId,
      providerId: providers.pg,
      providerRoundId: 'R-PG-OLD',
      category: 'FISH',
      status: 'SETTLED',
      stakeSatang: 7_000n,
      openedAt: new Date('2026-11-22T10:00:00.000Z'),
      settledAt: new Date('2026-11-22T10:00:00.000Z'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const idsOf = (res: { json(): { data: { data: Array<{ id: string }> } } }) =>
    res.json().data.data.map((row) => row.id);

  it('lists rounds newest first with the member, game and money', async () => {
    const res = await get(`${gamePaths.adminRounds}?pageSize=3`, tokens.finance);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 6, pageNo: 1, pageSize: 3 });
    expect(idsOf(res)).toEqual([bobFresh, bobPg, bobStuck]);
    const second = await get(`${gamePaths.adminRounds}?pageSize=3&pageNo=2`, tokens.finance);
    expect(idsOf(second).slice(0, 2)).toEqual([aliceLive, aliceSlot]);

    const slot = (
      await get(`${gamePaths.adminRounds}?memberId=${alice.memberId}&status=SETTLED`, tokens.owner)
    )
      .json()
      .data.data.find((round: { id: string }) => round.id === aliceSlot);
    expect(slot).toEqual({
      id: aliceSlot,
      member: { id: alice.memberId, phone: alice.phone, name: expect.any(String) },
      provider: 'amb-test',
      game: 'สล็อตนำโชค',
      providerRoundId: 'R-SLOT-1',
      category: 'SLOT',
      status: 'SETTLED',
      stake: '100.00',
      bonusStake: '0.00',
      win: '250.00',
      openedAt: minutesAgo(90).toISOString(),
      settledAt: minutesAgo(89).toISOString(),
    });
  });

  it('filters by member, provider, status, time and provider txn id', async () => {
    const ids = async (query: string) =>
      idsOf(await get(`${gamePaths.adminRounds}?${query}`, tokens.support));
    expect(await ids(`memberId=${alice.memberId}`)).toEqual([aliceLive, aliceSlot]);
    expect(await ids(`providerId=${providers.pg}&memberId=${bob.memberId}&status=SETTLED`)).toHaveLength(2);
    expect(await ids(`status=OPEN`)).toEqual([bobFresh, bobStuck]);
    const from = encodeURIComponent(minutesAgo(61).toISOString());
    const to = encodeURIComponent(minutesAgo(10).toISOString());
    expect(await ids(`from=${from}&to=${to}`)).toEqual([bobPg, bobStuck, aliceLive]);
    // Half-open: a round opened exactly at `to` is the next range's.
    const thirty = encodeURIComponent(minutesAgo(30).toISOString());
    expect(await ids(`from=${from}&to=${thirty}`)).toEqual([bobStuck, aliceLive]);
    expect(await ids('providerTxnId=T-BET-1')).toEqual([bobPg, aliceSlot]);
    expect(await ids(`providerTxnId=T-BET-1&providerId=${providers.amb}`)).toEqual([aliceSlot]);
    expect(await ids('providerTxnId=NOPE')).toEqual([]);
    // A game code missing from the catalogue still shows as the provider named it.
    const live = (await get(`${gamePaths.adminRounds}?memberId=${alice.memberId}`, tokens.owner)).json().data
      .data[0];
    expect(live.game).toBe('unknown-code');
  });

  it('shows one round with its transactions in order, and 404 for another', async () => {
    const res = await get(gameHref.adminRound(aliceSlot), tokens.support);
    expect(res.statusCode).toBe(200);
    const round = res.json().data;
    expect(round.win).toBe('250.00');
    expect(round.transactions.map((txn: { kind: string; amount: string }) => [txn.kind, txn.amount])).toEqual(
      [
        ['BET', '-100.00'],
        ['WIN', '250.00'],
      ],
    );
    expect(round.transactions[0]).toMatchObject({
      providerTxnId: 'T-BET-1',
      providerRoundId: 'R-SLOT-1',
      provider: 'amb-test',
      receivable: '0.00',
    });
    const missing = await get(gameHref.adminRound(randomUUID()), tokens.owner);
    expect(missing.statusCode).toBe(404);
    expect(statusOf(missing).code).toBe(errorCatalogue.NOT_FOUND.code);
  });

  it('lists a member’s transactions and finds one by provider txn id, newest first', async () => {
    const mine = (
      await get(`${gamePaths.adminTransactions}?memberId=${alice.memberId}`, tokens.support)
    ).json().data;
    expect(mine.total).toBe(2);
    expect(mine.data.map((txn: { kind: string }) => txn.kind)).toEqual(['WIN', 'BET']);
    const byId = (await get(`${gamePaths.adminTransactions}?providerTxnId=T-BET-1`, tokens.owner)).json()
      .data;
    expect(byId.data.map((txn: { memberId: string; kind: string }) => [txn.memberId, txn.kind])).toEqual([
      [bob.memberId, 'BET'],
      [alice.memberId, 'WIN'],
      [alice.memberId, 'BET'],
    ]);
  });

  it('lists rounds open longer than 30 minutes, oldest first', async () => {
    const res = await get(gamePaths.adminStuckRounds, tokens.support);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1 });
    expect(res.json().data.data[0]).toMatchObject({
      id: bobStuck,
      providerRoundId: 'R-STUCK',
      status: 'OPEN',
    });
    // 26 minutes later the 5-minute round is stuck too, after the older one.
    t.clock.advance(26 * 60_000);
    try {
      expect(idsOf(await get(gamePaths.adminStuckRounds, tokens.owner))).toEqual([bobStuck, bobFresh]);
    } finally {
      t.clock.advance(-26 * 60_000);
    }
  });

  it('reports stakes, wins and GGR per provider and category of rounds settled in the range', async () => {
    const from = encodeURIComponent('2026-11-22T17:00:00.000Z');
    const to = encodeURIComponent('2026-11-23T17:00:00.000Z');
    const res = await get(`${gamePaths.adminGgr}?from=${from}&to=${to}`, tokens.finance);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      rows: [
        {
          provider: 'amb-test',
          providerName: 'AMB ทดสอบ',
          category: 'LIVE_CASINO',
          rounds: 1,
          stake: '500.00',
          win: '0.00',
          ggr: '500.00',
        },
        {
          provider: 'amb-test',
          providerName: 'AMB ทดสอบ',
          category: 'SLOT',
          rounds: 1,
          stake: '100.00',
          win: '250.00',
          ggr: '-150.00',
        },
        {
          provider: 'pg-test',
          providerName: 'PG ทดสอบ',
          category: 'SLOT',
          rounds: 1,
          stake: '30.00',
          win: '10.00',
          ggr: '20.00',
        },
      ],
      total: { rounds: 3, stake: '630.00', win: '260.00', ggr: '370.00' },
    });
    // The open rounds are not revenue yet; yesterday's round is outside the range.
    const wider = await get(
      `${gamePaths.adminGgr}?from=${encodeURIComponent('2026-11-21T17:00:00.000Z')}&to=${to}`,
      tokens.owner,
    );
    expect(wider.json().data.total).toEqual({ rounds: 4, stake: '700.00', win: '260.00', ggr: '440.00' });
  });

  it('adds today’s games to the dashboard, overall and per category', async () => {
    const games = (await get(reportPaths.dashboard, tokens.finance)).json().data.games;
    expect(games).toMatchObject({ rounds: 3, stake: '630.00', win: '260.00', ggr: '370.00' });
    expect(games.byCategory.map((row: { category: string; ggr: string }) => [row.category, row.ggr])).toEqual(
      [
        ['LIVE_CASINO', '500.00'],
        ['SLOT', '-130.00'],
        ['SPORTS', '0.00'],
        ['FISH', '0.00'],
        ['TABLE', '0.00'],
      ],
    );
  });

  it('admits each role to what it may read', async () => {
    const rounds = gamePaths.adminRounds;
    const ggr = `${gamePaths.adminGgr}?from=${encodeURIComponent('2026-11-23T00:00:00Z')}&to=${encodeURIComponent('2026-11-24T00:00:00Z')}`;
    const expected: Array<[string, keyof typeof tokens, number]> = [
      [rounds, 'lottery', 403],
      [gamePaths.adminStuckRounds, 'lottery', 403],
      [gamePaths.adminTransactions, 'lottery', 403],
      [gameHref.adminRound(aliceSlot), 'lottery', 403],
      [ggr, 'support', 403],
      [ggr, 'lottery', 403],
      [ggr, 'owner', 200],
      [rounds, 'support', 200],
    ];
    for (const [url, role, status] of expected) {
      expect({ url, role, status: (await get(url, tokens[role])).statusCode }).toEqual({ url, role, status });
    }
    expect((await call(t, { method: 'GET', url: rounds })).statusCode).toBe(401);
  });

  it('answers bad filters with the validation envelope', async () => {
    const bad = [
      `${gamePaths.adminRounds}?memberId=not-a-uuid`,
      `${gamePaths.adminRounds}?status=WON`,
      `${gamePaths.adminRounds}?from=yesterday`,
      `${gamePaths.adminRounds}?from=2026-11-23T00:00:00Z&to=2026-11-22T00:00:00Z`,
      `${gamePaths.adminRounds}?pageSize=1000`,
      `${gamePaths.adminTransactions}?providerTxnId=${'x'.repeat(101)}`,
      `${gamePaths.adminGgr}?from=2026-11-23T00:00:00Z`,
      `${gamePaths.adminGgr}?from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z`,
      `${gamePaths.adminStuckRounds}?pageNo=0`,
      gameHref.adminRound('123'),
    ];
    for (const url of bad) {
      const res = await get(url, tokens.owner);
      expect({ url, status: res.statusCode, code: statusOf(res).code }).toEqual({
        url,
        status: 400,
        code: errorCatalogue.VALIDATION_FAILED.code,
      });
    }
  });

  it('shows a game reversal that left a receivable as the cause on the receivables page', async () => {
    const carol = await registerMember(t);
    // An unsettled round: the win taken back could not come from cash, so the round is OPEN again.
    const roundId = await insertRound({
      memberId: carol.memberId,
      providerId: providers.amb,
      providerRoundId: 'R-REV-1',
      category: 'SLOT',
      status: 'OPEN',
      stakeSatang: 1_000n,
      openedAt: minutesAgo(20),
    });
    // What the seamless wallet posts for an UNSETTLE that cash could not cover (docs/domain/games.md §2 rule 3).
    const wallet = createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock });
    await t.database.db.transaction(async (tx) => {
      await wallet.postTransfers(tx, [
        {
          operatorId: t.operatorId,
          kind: 'GAME_WIN_REVERSED',
          debit: { memberId: carol.memberId, kind: 'RECEIVABLE' },
          credit: { house: 'GAMES' },
          amountSatang: 25_000n,
          causeType: 'game_transaction',
          causeId: roundId,
          idempotencyKey: `test-unsettle:${roundId}`,
        },
      ]);
    });
    await insertTxn({
      memberId: carol.memberId,
      providerId: providers.amb,
      roundId,
      providerTxnId: 'T-REV-1',
      kind: 'UNSETTLE',
      amountSatang: 0n,
      receivableSatang: 25_000n,
      createdAt: t.clock.now(),
    });
    const list = (await get(receivablePaths.receivables, tokens.support)).json().data;
    const owed = list.data.find((row: { member: { id: string } }) => row.member.id === carol.memberId);
    expect(owed).toMatchObject({ owed: '250.00', causes: [] });
    expect(owed.gameCauses).toEqual([
      {
        provider: 'amb-test',
        providerName: 'AMB ทดสอบ',
        roundId,
        providerRoundId: 'R-REV-1',
        providerTxnId: 'T-REV-1',
        kind: 'UNSETTLE',
        amount: '250.00',
        at: t.clock.now().toISOString(),
      },
    ]);
    const memberView = await get(receivableHref.memberReceivable(carol.memberId), tokens.lottery);
    expect(memberView.json().data.gameCauses).toHaveLength(1);
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
