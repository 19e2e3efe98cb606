import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FEED_SIGNATURE_HEADER,
  FEED_TIMESTAMP_HEADER,
  gamePaths,
  IDEMPOTENCY_HEADER,
  lotteryPaths,
  OPERATOR_HEADER,
  paymentPaths,
  providerAuthHeaders,
} from '@chokdee/contracts';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseProviderCredentials } from '#modules/games/house-provider';
import { DEMO_OPERATOR_KEY } from '#modules/operator/index';
import { signFeedBody } from '#modules/payments/index';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import { systemClock } from '#platform/clock';
import { type Database, fromPostgresPool } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import * as schema from '#platform/db/schema';
import { insertLoggedInMembers, TEST_FEED_SECRET, TEST_JWT_SECRET, testDatabaseUrl } from '#testing/index';
import { testRedisUrl } from '#testing/redis';
import { processDatabase } from '#testing/server-process';
import { type Cluster, startCluster } from '../../../../scripts/cluster/start-cluster.mjs';

/**
 * A node killed mid-load loses nothing. Real processes (`startCluster`: two `main.ts` nodes on one
 * PostgreSQL database and Redis, behind the load balancer), the money paths of the race and retry
 * tests (deposits through the signed bank feed, bills and withdrawals with Idempotency-Keys) run
 * concurrently through the balancer by several members; one node is SIGKILLed while they run, and every
 * call that got no answer is sent again with the same key (the same statement line), as a client does.
 * Then: every acknowledged call is in the database exactly once, nothing moved twice, the ledger check
 * holds, and each member's balance is what they were acknowledged.
 *
 * Needs PostgreSQL and Redis (`TEST_DATABASE_URL`, `REDIS_URL`; CI sets both): without them there is
 * no cluster to run, so the suite is skipped.
 */
const runs = Boolean(testDatabaseUrl() && testRedisUrl());

const MEMBERS = 8;
const FIRST_DEPOSIT = 1_000;
const DEPOSIT = 100;
const WITHDRAWAL = 100;
const STAKE = 10;
/** Each member's calls, in order (balance never short: 1,000 up front covers every debit). */
const PLAN = [
  'deposit',
  'bill',
  'game',
  'withdraw',
  'bill',
  'deposit',
  'game',
  'bill',
  'withdraw',
  'game',
  'deposit',
  'bill',
] as const;
/** A game round: the house provider's stake, then its win (AMB calls, each retried under its request id). */
const GAME_STAKE = 10;
const GAME_WIN = 5;
type Kind = (typeof PLAN)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Member = {
  memberId: string;
  token: string;
  accountNumber: string;
  /** After the launch: the member's name at the house provider and the platform's game session. */
  game?: { username: string; sessionToken: string };
};
type Ack = { kind: Kind; memberId: string; key: string; data: Record<string, unknown>; attempts: number };

describe.runIf(runs)('a node killed mid-load loses nothing (two real nodes, PostgreSQL, Redis)', () => {
  let cluster: Cluster;
  let clusterDatabase: Awaited<ReturnType<typeof processDatabase>> | undefined;
  let database: Database;
  let dataDir: string;
  let operatorId: string;
  let roundCode: string;
  let members: Member[];
  const logs: string[] = [];

  beforeAll(async () => {
    clusterDatabase = await processDatabase();
    const databaseUrl = clusterDatabase.url;
    dataDir = mkdtempSync(path.join(tmpdir(), 'chokdee-cluster-'));
    cluster = await startCluster({
      nodes: 2,
      databaseUrl,
      redisUrl: testRedisUrl() as string,
      dataDir,
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        JWT_SECRET: TEST_JWT_SECRET,
        DEMO_BANK_FEED_SECRET: TEST_FEED_SECRET,
        SEED_ADMIN_PASSWORD: 'owner-cluster-password',
      },
      log: (line) => {
        logs.push(line);
        if (logs.length > 500) logs.shift();
      },
    });
    database = fromPostgresPool(new pg.Pool({ connectionString: databaseUrl, max: 4 }));
    const [operator] = await database.db
      .select({ id: schema.operators.id })
      .from(schema.operators)
      .where(eq(schema.operators.key, DEMO_OPERATOR_KEY));
    operatorId = operator?.id as string;

    // An open round that stays open through the test (the nodes' round job made it at start).
    const [round] = await database.db
      .select({ roundCode: schema.lotteryRounds.roundCode })
      .from(schema.lotteryRounds)
      .where(
        and(
          eq(schema.lotteryRounds.operatorId, operatorId),
          eq(schema.lotteryRounds.status, 'OPEN'),
          gt(schema.lotteryRounds.closeAt, sql`now() + interval '10 minutes'`),
        ),
      )
      .orderBy(asc(schema.lotteryRounds.closeAt))
      .limit(1);
    if (!round) throw new Error('no open round on the cluster');
    roundCode = round.roundCode;

    // Members with a live session and a registered bank account, written straight to the database.
    const [kbank] = await database.db
      .select({ id: schema.banks.id })
      .from(schema.banks)
      .where(eq(schema.banks.code, 'KBANK'));
    const loggedIn = await insertLoggedInMembers({ database, operatorId, clock: systemClock }, MEMBERS);
    members = loggedIn.map((member) => ({
      ...member,
      accountNumber: String(randomInt(1e9, 1e10)),
    }));
    await database.db.insert(schema.memberBankAccounts).values(
      members.map((member) => ({
        id: uuidv7(),
        operatorId,
        memberId: member.memberId,
        bankId: kbank?.id as number,
        accountNumber: member.accountNumber,
        accountName: 'สมาชิก ทดสอบ',
        createdAt: new Date(),
      })),
    );
  }, 180_000);

  afterAll(async () => {
    await cluster?.close();
    await database?.close();
    await clusterDatabase?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** A call through the balancer; answers the status and the envelope (undefined when none came). */
  const send = async (
    url: string,
    init: { body: string; headers: Record<string, string>; method?: string },
  ): Promise<{
    status: number;
    body: { status: { code: number }; data: Record<string, unknown> } | undefined;
  }> => {
    const res = await fetch(`${cluster.url}${url}`, {
      method: init.method ?? 'POST',
      headers: { [OPERATOR_HEADER]: DEMO_OPERATOR_KEY, 'content-type': 'application/json', ...init.headers },
      body: init.method === 'GET' ? null : init.body,
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => undefined)) as
      | { status: { code: number }; data: Record<string, unknown> }
      | undefined;
    return { status: res.status, body };
  };

  /**
   * Sends until answered: no answer, a 502/503 from the balancer or any 5xx is sent again (the same
   * body, the same key); an answer other than 200 is a failure of the test.
   */
  const untilAnswered = async (call: () => ReturnType<typeof send>) => {
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      let answer: Awaited<ReturnType<typeof send>> | undefined;
      try {
        answer = await call();
      } catch {
        answer = undefined;
      }
      if (answer && answer.status < 500) {
        if (answer.status !== 200 || !answer.body) throw new Error(`refused: ${JSON.stringify(answer)}`);
        // The AMB wallet answers its own body (`statusCode`, `balance`), not the envelope.
        return {
          data: answer.body.data ?? (answer.body as unknown as Record<string, unknown>),
          attempts: attempt,
        };
      }
      await sleep(Math.min(100 * attempt, 500));
    }
    throw new Error('no answer after 60 attempts');
  };

  const feedCall = (member: Member, externalId: string, amount: number) => {
    const raw = JSON.stringify({
      lines: [
        {
          externalId,
          toAccountNumber: '1234567890',
          amount: amount.toFixed(2),
          fromBankCode: 'KBANK',
          fromAccountNumber: member.accountNumber,
          fromName: 'นาย ทดสอบ',
          transferredAt: new Date().toISOString(),
        },
      ],
    });
    return async () => {
      // Signed afresh per attempt (the feed checks the timestamp's age); the line's id is the key.
      const timestamp = String(Math.floor(Date.now() / 1000));
      return send(paymentPaths.bankStatementFeed, {
        body: raw,
        headers: {
          [FEED_TIMESTAMP_HEADER]: timestamp,
          [FEED_SIGNATURE_HEADER]: signFeedBody(TEST_FEED_SECRET, timestamp, raw),
        },
      });
    };
  };

  const memberCall = (member: Member, url: string, body: unknown, key: string) => {
    const raw = JSON.stringify(body);
    return () =>
      send(url, {
        body: raw,
        headers: { authorization: `Bearer ${member.token}`, [IDEMPOTENCY_HEADER]: key },
      });
  };

  const house = houseProviderCredentials(TEST_JWT_SECRET, DEMO_OPERATOR_KEY);
  /** An AMB wallet call as the house provider makes it (signed body; the request id is its key). */
  const ambCall = (member: Member, endpoint: 'placeBets' | 'settleBets', requestId: string, txn: object) => {
    const raw = JSON.stringify({
      id: requestId,
      productId: 'CHOKDEE_ORIGINALS',
      username: member.game?.username,
      sessionToken: member.game?.sessionToken,
      currency: 'THB',
      txns: [txn],
    });
    return () =>
      send(gamePaths.amb.replace(':endpoint', endpoint), {
        body: raw,
        headers: {
          [providerAuthHeaders.key]: house.walletKey,
          [providerAuthHeaders.signature]: createHmac('sha256', house.secret).update(raw).digest('hex'),
        },
      });
  };

  /** A game round: stake then win, each sent until the wallet answered it (AMB answers in its own body). */
  const gameRound = async (member: Member) => {
    const roundId = `r-${randomUUID()}`;
    const txnId = `t-${randomUUID()}`;
    const base = { id: txnId, roundId, gameCode: 'lucky-slot' };
    const bet = await untilAnswered(
      ambCall(member, 'placeBets', `bet-${roundId}`, { ...base, betAmount: GAME_STAKE }),
    );
    const win = await untilAnswered(
      ambCall(member, 'settleBets', `win-${roundId}`, { ...base, payoutAmount: GAME_WIN, isEndRound: true }),
    );
    for (const answer of [bet, win])
      expect((answer.data as unknown as { statusCode: number }).statusCode).toBe(0);
    return { data: { roundId }, attempts: Math.max(bet.attempts, win.attempts) };
  };

  /** `column` (as text, sorted) of the test members' rows in `table`. */
  const columnOfMembers = async (table: string, column: string): Promise<string[]> =>
    rowsOf<{ value: string }>(
      await database.db.execute(sql`
        select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
        where member_id = any(${arrayLiteral(members.map((m) => m.memberId))}::uuid[])`),
    )
      .map((row) => row.value)
      .sort();

  /** One planned call of a member, sent until acknowledged. */
  const run = async (member: Member, kind: Kind): Promise<Ack> => {
    const key = randomUUID();
    const answer =
      kind === 'deposit'
        ? await untilAnswered(feedCall(member, `ext-${key}`, DEPOSIT))
        : kind === 'game'
          ? await gameRound(member)
          : kind === 'withdraw'
            ? await untilAnswered(
                memberCall(member, paymentPaths.withdraw, { amount: String(WITHDRAWAL) }, key),
              )
            : await untilAnswered(
                memberCall(
                  member,
                  lotteryPaths.placeBill,
                  {
                    roundCode,
                    lines: [
                      { betType: 'TWO_TOP', number: String(randomInt(100)).padStart(2, '0'), amount: STAKE },
                    ],
                  },
                  key,
                ),
              );
    return { kind, memberId: member.memberId, key: kind === 'deposit' ? `ext-${key}` : key, ...answer };
  };

  it('acknowledged calls are in the database once each, nothing moved twice, balances add up', async () => {
    // Each member's first deposit, before the load.
    for (const member of members) {
      const first = await untilAnswered(feedCall(member, `ext-first-${member.memberId}`, FIRST_DEPOSIT));
      expect((first.data.lines as Array<{ result: string }>)[0]?.result).toBe('CREDITED');
    }

    // Each member opens the slot: the platform calls the house provider's launch through the balancer,
    // which pins the play token to the node that holds its state; every page call then finds it there.
    for (const member of members) {
      const launch = await untilAnswered(() =>
        send(gamePaths.launch.replace(':slug', 'chokdee-lucky-slot'), {
          body: '{}',
          headers: { authorization: `Bearer ${member.token}` },
        }),
      );
      const playToken = new URL(launch.data.url as string, cluster.url).searchParams.get('s') as string;
      for (let i = 0; i < 4; i += 1) {
        const page = await fetch(`${cluster.url}/originals/api/session`, {
          headers: { 'x-play-token': playToken },
        });
        expect(page.status).toBe(200);
      }
      const [session] = await database.db
        .select({ username: schema.gamePlayers.username, sessionToken: schema.gameSessions.token })
        .from(schema.gameSessions)
        .innerJoin(schema.gamePlayers, eq(schema.gamePlayers.memberId, schema.gameSessions.memberId))
        .where(
          and(eq(schema.gameSessions.memberId, member.memberId), isNull(schema.gameSessions.supersededAt)),
        );
      if (!session) throw new Error('the launch made no game session');
      member.game = session;
    }

    const acks: Ack[] = [];
    let killed = false;
    const total = MEMBERS * PLAN.length;
    const workers = members.map(async (member) => {
      for (const kind of PLAN) {
        acks.push(await run(member, kind));
        // A third of the way in, while every member has a call in flight: SIGKILL node 1.
        if (!killed && acks.length >= total / 3) {
          killed = true;
          void cluster.nodes[0]?.kill('SIGKILL');
        }
      }
    });
    await Promise.all(workers);
    expect(killed).toBe(true);
    expect(acks).toHaveLength(total);
    expect(cluster.balancer.status()[0]?.healthy).toBe(false);

    // Deposits: each statement line credited exactly once, whether its answer was CREDITED or (a
    // retry after the first attempt committed) DUPLICATE.
    const deposits = acks.filter((ack) => ack.kind === 'deposit');
    for (const ack of deposits) {
      expect(['CREDITED', 'DUPLICATE']).toContain((ack.data.lines as Array<{ result: string }>)[0]?.result);
    }
    const lines = await database.db
      .select({ externalId: schema.statementLines.externalId, memberId: schema.statementLines.memberId })
      .from(schema.statementLines)
      .where(
        inArray(
          schema.statementLines.externalId,
          deposits.map((ack) => ack.key),
        ),
      );
    expect(lines.map((line) => line.externalId).sort()).toEqual(deposits.map((ack) => ack.key).sort());
    expect(await columnOfMembers('deposits', 'id')).toHaveLength(deposits.length + MEMBERS);

    // Withdrawals and bills: one row per acknowledged key, the one the answer named.
    const named = (kind: Kind, field: string) =>
      acks
        .filter((ack) => ack.kind === kind)
        .map((ack) => ack.data[field] as string)
        .sort();
    expect(await columnOfMembers('withdrawals', 'id')).toEqual(named('withdraw', 'withdrawalId'));
    // The cluster's simulated bank pays withdrawals inside the demo's auto-approve rule while the test
    // runs, and every one is paid in the end — one whose approval committed on the killed node before
    // it dispatched it too (the sender job's sweep) —, none sent twice.
    for (let waited = 0; ; waited += 250) {
      const unpaid = rowsOf<{ status: string; waitReason: string | null }>(
        await database.db.execute(sql`
          select status, wait_reason as "waitReason" from withdrawals
          where status <> 'PAID' and member_id = any(${arrayLiteral(members.map((m) => m.memberId))}::uuid[])`),
      );
      if (unpaid.length === 0) break;
      if (waited > 60_000) throw new Error(`withdrawals still unpaid after 60 s: ${JSON.stringify(unpaid)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const payouts = rowsOf<{ memberId: string; status: string; live: number }>(
      await database.db.execute(sql`
        select w.member_id as "memberId", w.status,
          (select count(*) from payout_transfers t where t.withdrawal_id = w.id and t.state <> 'FAILED')::int as live
        from withdrawals w
        where w.member_id = any(${arrayLiteral(members.map((m) => m.memberId))}::uuid[])`),
    );
    expect(payouts.filter((row) => row.live > 1)).toEqual([]);
    expect(payouts.filter((row) => row.status === 'PAID' && row.live !== 1)).toEqual([]);
    expect(await columnOfMembers('lottery_bills', 'bill_no')).toEqual(named('bill', 'billNo'));

    // Game rounds: one stake and one win each (a retried call was answered from its stored reply).
    const rounds = acks.filter((ack) => ack.kind === 'game').map((ack) => ack.data.roundId as string);
    const gameRows = await database.db
      .select({ roundId: schema.gameRounds.providerRoundId })
      .from(schema.gameRounds)
      .where(inArray(schema.gameRounds.providerRoundId, rounds));
    expect(gameRows.map((row) => row.roundId).sort()).toEqual([...rounds].sort());

    // The ledger balances, and each member holds exactly what they were acknowledged.
    const wallet = createWalletService({ db: database.db, repo: createWalletRepo(), clock: systemClock });
    expect((await wallet.checkLedger()).ok).toBe(true);
    for (const member of members) {
      const mine = acks.filter((ack) => ack.memberId === member.memberId);
      const count = (kind: Kind) => mine.filter((ack) => ack.kind === kind).length;
      const expected =
        FIRST_DEPOSIT +
        DEPOSIT * count('deposit') -
        WITHDRAWAL * count('withdraw') -
        STAKE * count('bill') -
        (GAME_STAKE - GAME_WIN) * count('game');
      const read = await untilAnswered(() =>
        send('/api/v2/user/balance', {
          method: 'GET',
          body: '',
          headers: { authorization: `Bearer ${member.token}` },
        }),
      );
      expect(read.data).toMatchObject({
        balance: expected.toFixed(2),
        // Every withdrawal paid: nothing left on hold.
        lockedBalance: '0.00',
      });
    }

    // The kill did cut calls in flight: some were answered only on a later attempt.
    const retried = acks.filter((ack) => ack.attempts > 1);
    expect(retried.length).toBeGreaterThan(0);
  }, 120_000);
});
