import type { AddressInfo } from 'node:net';
import { yeekeeHref } from '@chokdee/contracts';
import { newYeekeeSeed, yeekeeSeedCommitment } from '@chokdee/lottery';
import { eq } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { uuidv7 } from 'uuidv7';
import * as schema from '#platform/db/schema';
import { SOCKET_PATH } from '#platform/realtime/socket-server';
import type { TestApp } from './build-test-app';
import { call, loginToken, registerMember } from './members';

/**
 * Yeekee rows for the intake's tests, inserted directly (the market and round jobs are tested on
 * their own): a Yeekee product with the daily products' bet types, its market settings, and rounds.
 */
export type YeekeeMarketFixture = {
  productId: string;
  code: string;
  formula: 'CLASSIC' | 'SEEDED';
  maxShotsPerMember: number;
  shotCooldownSeconds: number;
  shootWindowSeconds: number;
};

export type YeekeeRoundFixture = {
  roundId: string;
  roundCode: string;
  openAt: Date;
  closeAt: Date;
  freezeAt: Date;
};

let marketSerial = 0;

export const yeekeeMarketFixture = async (
  t: TestApp,
  settings: Partial<Omit<YeekeeMarketFixture, 'productId'>> = {},
): Promise<YeekeeMarketFixture> => {
  marketSerial += 1;
  const market: YeekeeMarketFixture = {
    productId: uuidv7(),
    code: settings.code ?? `YKT${marketSerial}`,
    formula: settings.formula ?? 'CLASSIC',
    maxShotsPerMember: settings.maxShotsPerMember ?? 100,
    shotCooldownSeconds: settings.shotCooldownSeconds ?? 3,
    shootWindowSeconds: settings.shootWindowSeconds ?? 120,
  };
  const now = t.clock.now();
  await t.database.db.transaction(async (tx) => {
    await tx.insert(schema.lotteryProducts).values({
      id: market.productId,
      operatorId: t.operatorId,
      code: market.code,
      name: `ยี่กีทดสอบ ${marketSerial}`,
      group: 'YEEKEE',
      resultFormat: 'YEEKEE',
      schedule: { kind: 'yeekee', first: '06:00', everyMinutes: 15, last: '03:45' },
    });
    await tx.insert(schema.lotteryProductBetTypes).values(
      (['THREE_TOP', 'TWO_TOP', 'TWO_BOTTOM'] as const).map((betType, sortOrder) => ({
        productId: market.productId,
        betType,
        rate: betType === 'THREE_TOP' ? '900' : '90',
        minStakeSatang: 100n,
        maxStakeSatang: 100_000n,
        memberMaxSatang: 1_000_000n,
        liabilityCapSatang: 1_000_000_000n,
        sortOrder,
      })),
    );
    await tx.insert(schema.yeekeeMarkets).values({
      productId: market.productId,
      operatorId: t.operatorId,
      roundsPerDay: 88,
      roundMinutes: 15,
      firstCloseTime: '06:00',
      shootWindowSeconds: market.shootWindowSeconds,
      minShots: 20,
      maxShotsPerMember: market.maxShotsPerMember,
      shotCooldownSeconds: market.shotCooldownSeconds,
      formula: market.formula,
      startsAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
  return market;
};

/** A round of the market taking bills and shots from `openAt` (default: the test clock's now). */
export const yeekeeRoundFixture = async (
  t: TestApp,
  market: YeekeeMarketFixture,
  options: { roundNo: number; openAt?: Date; minutes?: number; businessDate?: string },
): Promise<YeekeeRoundFixture> => {
  const openAt = options.openAt ?? t.clock.now();
  const closeAt = new Date(openAt.getTime() + (options.minutes ?? 15) * 60_000);
  const freezeAt = new Date(closeAt.getTime() + market.shootWindowSeconds * 1000);
  const businessDate = options.businessDate ?? '2026-11-23';
  const roundCode = `${market.code}${businessDate.replaceAll('-', '')}${String(options.roundNo).padStart(2, '0')}`;
  const roundId = uuidv7();
  const seed = market.formula === 'SEEDED' ? newYeekeeSeed() : null;
  await t.database.db.transaction(async (tx) => {
    await tx.insert(schema.lotteryRounds).values({
      id: roundId,
      operatorId: t.operatorId,
      productId: market.productId,
      roundCode,
      openAt,
      closeAt,
      status: 'OPEN',
      createdAt: t.clock.now(),
    });
    await tx.insert(schema.yeekeeRounds).values({
      roundId,
      operatorId: t.operatorId,
      productId: market.productId,
      roundNo: options.roundNo,
      businessDate,
      freezeAt,
      formula: market.formula,
      minShots: 20,
      maxShotsPerMember: market.maxShotsPerMember,
      shotCooldownSeconds: market.shotCooldownSeconds,
      seed,
      seedCommitment: seed === null ? null : yeekeeSeedCommitment(seed, roundCode),
    });
  });
  return { roundId, roundCode, openAt, closeAt, freezeAt };
};

export type Shooter = { memberId: string; token: string };

/** A registered, logged-in member. */
export const shooter = async (t: TestApp, fullName?: string): Promise<Shooter> => {
  const member = await registerMember(t, fullName ? { fullName } : {});
  return { memberId: member.memberId, token: await loginToken(t, member) };
};

/** POST a shot as the member site does. */
export const shoot = (t: TestApp, who: Shooter, roundCode: string, number: string) =>
  call(t, { url: yeekeeHref.shots(roundCode), token: who.token, body: { number } });

/** Turns a member into a house or staff account (as the owner's account-kind call will). */
export const setAccountKind = (t: TestApp, memberId: string, accountKind: 'MEMBER' | 'HOUSE' | 'STAFF') =>
  t.database.db.update(schema.members).set({ accountKind }).where(eq(schema.members.id, memberId));

/** A round of the demo's daily HANOI product (not a Yeekee round), open now. */
export const dailyRoundFixture = async (t: TestApp, roundCode: string): Promise<void> => {
  const [daily] = await t.database.db
    .select({ id: schema.lotteryProducts.id })
    .from(schema.lotteryProducts)
    .where(eq(schema.lotteryProducts.code, 'HANOI'));
  if (!daily) throw new Error('the demo catalogue has no HANOI product');
  await t.database.db.insert(schema.lotteryRounds).values({
    id: uuidv7(),
    operatorId: t.operatorId,
    productId: daily.id,
    roundCode,
    openAt: t.clock.now(),
    closeAt: new Date(t.clock.now().getTime() + 60_000),
    status: 'OPEN',
    createdAt: t.clock.now(),
  });
};

/** A socket of the listening test app with this token (member or staff); rejects with the refusal. */
export const openSocket = (t: TestApp, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connectClient(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      auth: { token, operator: t.operatorKey },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
