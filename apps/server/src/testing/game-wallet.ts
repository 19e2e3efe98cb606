import { randomUUID } from 'node:crypto';
import type { GameCategory } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { createGameWallet } from '#modules/games/wallet/game-wallet';
import type { GameTxn, GameWallet, WalletAnswer, WalletCall } from '#modules/games/wallet/game-wallet.types';
import { createIdempotencyRepo, createIdempotencyService } from '#modules/idempotency/index';
import { createWalletRepo, createWalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import * as schema from '#platform/db/schema';
import { noopPublisher } from '#platform/realtime/publisher';
import type { TestApp } from './build-test-app';
import { insertLoggedInMembers } from './bulk-members';
import { moduleApi } from './module-api';

/**
 * Test fixtures of the seamless wallet: a provider with one game (rows written as the providers and
 * catalogue modules write them), members known to it by a game username, and calls in the wallet's
 * own terms. The wallet under test is the app's (`moduleApi(t, 'games').wallet`).
 */
export type WalletFixture = {
  providerId: string;
  providerCode: string;
  gameCode: string;
  gameId: string;
  category: GameCategory;
};

export const insertProvider = async (
  t: TestApp,
  options: { categories?: GameCategory[]; gameCategory?: GameCategory } = {},
): Promise<WalletFixture> => {
  const now = t.clock.now();
  const providerId = uuidv7();
  const providerCode = `p${randomUUID().slice(0, 8)}`;
  const categories = options.categories ?? ['SLOT'];
  await t.database.db.insert(schema.gameProviders).values({
    id: providerId,
    operatorId: t.operatorId,
    code: providerCode,
    name: 'ค่ายทดสอบ',
    adapter: 'AMB',
    categories,
    apiBaseUrl: 'http://127.0.0.1:1/none',
    walletKey: `wk-${randomUUID()}`,
    secretCiphertext: 'unused-in-wallet-tests',
    secretRotatedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const gameId = uuidv7();
  const gameCode = `g-${randomUUID().slice(0, 8)}`;
  const category = options.gameCategory ?? categories[0] ?? 'SLOT';
  await t.database.db.insert(schema.games).values({
    id: gameId,
    operatorId: t.operatorId,
    providerId,
    slug: gameCode,
    gameCode,
    name: 'เกมทดสอบ',
    category,
    createdAt: now,
    updatedAt: now,
  });
  return { providerId, providerCode, gameCode, gameId, category };
};

export type GamePlayer = { memberId: string; username: string; token: string };

/** Posts a DEPOSIT straight into the member's main account (as a credited statement line would). */
export const depositDirect = (
  t: Pick<TestApp, 'database' | 'operatorId'> & { clock: Clock },
  memberId: string,
  amountSatang: bigint,
) =>
  t.database.db.transaction((tx) =>
    createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).postTransfers(tx, [
      {
        operatorId: t.operatorId,
        kind: 'DEPOSIT',
        debit: { house: 'DEPOSITS_CLEARING' },
        credit: { memberId, kind: 'MEMBER_WALLET' },
        amountSatang,
        causeType: 'test_deposit',
        causeId: randomUUID(),
        idempotencyKey: `test-deposit:${randomUUID()}`,
      },
    ]),
  );

/** `count` members with a game username each (and `fundSatang` of cash), written straight to the database. */
export const insertPlayers = async (t: TestApp, count: number, fundSatang = 0n): Promise<GamePlayer[]> => {
  const members = await insertLoggedInMembers(t, count);
  const players = members.map((member) => ({ ...member, username: `u${randomUUID().slice(0, 12)}` }));
  await t.database.db.insert(schema.gamePlayers).values(
    players.map((player) => ({
      operatorId: t.operatorId,
      memberId: player.memberId,
      username: player.username,
      createdAt: t.clock.now(),
    })),
  );
  if (fundSatang > 0n) for (const player of players) await depositDirect(t, player.memberId, fundSatang);
  return players;
};

/** A launch of the game: its token is what the provider echoes as `sessionToken`. */
export const insertSession = async (
  t: TestApp,
  fixture: WalletFixture,
  memberId: string,
): Promise<string> => {
  const token = randomUUID();
  await t.database.db.insert(schema.gameSessions).values({
    id: uuidv7(),
    operatorId: t.operatorId,
    memberId,
    providerId: fixture.providerId,
    gameId: fixture.gameId,
    token,
    createdAt: t.clock.now(),
  });
  return token;
};

export const supersedeSession = (t: TestApp, token: string) =>
  t.database.db
    .update(schema.gameSessions)
    .set({ supersededAt: t.clock.now() })
    .where(eq(schema.gameSessions.token, token));

/** One transaction of a call (a fresh txn id unless given). */
export const txn = (kind: GameTxn['kind'], fields: Partial<GameTxn> = {}): GameTxn => ({
  txnId: randomUUID(),
  kind,
  amountSatang: 0n,
  ...fields,
});

/** The launch each (provider, game username) plays under in these tests, opened at its first call. */
const launches = new Map<string, Promise<string>>();

/**
 * The token of the player's launch of the fixture's game, as a provider echoes it on every call (a
 * debit needs it). One launch per provider and player, shared by calls made at once; an unknown
 * username gets a token of no session (the wallet answers MEMBER_NOT_FOUND before it looks).
 */
const launchedToken = (t: TestApp, fixture: WalletFixture, username: string): Promise<string> => {
  const key = `${fixture.providerId}:${username}`;
  const known = launches.get(key);
  if (known) return known;
  const opened = (async () => {
    const [player] = await t.database.db
      .select({ memberId: schema.gamePlayers.memberId })
      .from(schema.gamePlayers)
      .where(and(eq(schema.gamePlayers.operatorId, t.operatorId), eq(schema.gamePlayers.username, username)));
    return player ? insertSession(t, fixture, player.memberId) : `no-session-${randomUUID()}`;
  })();
  launches.set(key, opened);
  return opened;
};

/**
 * Applies a call of `player` to the app's wallet (a fresh request id unless given), under the
 * player's launch of the fixture's game unless a `sessionToken` is given (`null`: none sent).
 */
export const applyCall = async (
  t: TestApp,
  fixture: WalletFixture,
  player: Pick<GamePlayer, 'username'>,
  txns: GameTxn[],
  options: Partial<Pick<WalletCall, 'requestId' | 'endpoint'>> & {
    sessionToken?: string | null;
    /** Another node's wallet (`secondNodeWallet`); the app's by default. */
    wallet?: GameWallet;
  } = {},
): Promise<WalletAnswer> => {
  const sessionToken =
    options.sessionToken === undefined
      ? await launchedToken(t, fixture, player.username)
      : options.sessionToken;
  return (options.wallet ?? moduleApi(t, 'games').wallet).apply({
    operatorId: t.operatorId,
    providerId: fixture.providerId,
    username: player.username,
    requestId: options.requestId ?? randomUUID(),
    endpoint: options.endpoint ?? 'test',
    txns,
    ...(sessionToken === null ? {} : { sessionToken }),
  });
};

/** A member's cash, bonus and what they owe, in satang. */
export const moneyOf = async (t: TestApp, memberId: string) => {
  const balances = await createWalletService({
    db: t.database.db,
    repo: createWalletRepo(),
    clock: t.clock,
  }).memberBalances(t.database.db, t.operatorId, memberId);
  return { cash: balances.balanceSatang, bonus: balances.bonusSatang, owed: balances.receivableSatang };
};

/** The member's round of this provider round id, as stored. */
export const roundRow = async (t: TestApp, memberId: string, providerRoundId: string) => {
  const rows = await t.database.db
    .select()
    .from(schema.gameRounds)
    .where(eq(schema.gameRounds.providerRoundId, providerRoundId));
  const row = rows.find((r) => r.memberId === memberId);
  if (!row) throw new Error(`no round ${providerRoundId}`);
  return row;
};

/** Pays out all the member's cash as a withdrawal would (main → hold → WITHDRAWALS_CLEARING), straight in the ledger. */
export const withdrawAllCash = async (t: TestApp, memberId: string): Promise<bigint> => {
  const { cash } = await moneyOf(t, memberId);
  if (cash <= 0n) return 0n;
  const ref = randomUUID();
  const base = { operatorId: t.operatorId, amountSatang: cash, causeType: 'test_withdrawal', causeId: ref };
  await t.database.db.transaction((tx) =>
    createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }).postTransfers(tx, [
      {
        ...base,
        kind: 'WITHDRAW_HOLD',
        debit: { memberId, kind: 'MEMBER_WALLET' },
        credit: { memberId, kind: 'WITHDRAW_HOLD' },
        idempotencyKey: `test-withdraw:${ref}`,
      },
      {
        ...base,
        kind: 'WITHDRAW_PAID',
        debit: { memberId, kind: 'WITHDRAW_HOLD' },
        credit: { house: 'WITHDRAWALS_CLEARING' },
        idempotencyKey: `test-withdraw:${ref}:paid`,
      },
    ]),
  );
  return cash;
};

/**
 * A second node's wallet on the same database (its own in-process queue): two of them race on the
 * database's locks alone, as two servers would.
 */
export const secondNodeWallet = (t: TestApp) =>
  createGameWallet({
    db: t.database.db,
    clock: t.clock,
    publish: noopPublisher,
    wallet: createWalletService({ db: t.database.db, repo: createWalletRepo(), clock: t.clock }),
    idempotency: createIdempotencyService({ repo: createIdempotencyRepo(), clock: t.clock }),
  });

/** One member with a game username and `fundSatang` of cash. */
export const insertPlayer = async (t: TestApp, fundSatang = 100_000n): Promise<GamePlayer> => {
  const [one] = await insertPlayers(t, 1, fundSatang);
  if (!one) throw new Error('no player inserted');
  return one;
};
