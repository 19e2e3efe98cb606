import { randomUUID } from 'node:crypto';
import type { StaffRoleName } from '@chokdee/contracts';
import { adminPaths, lotteryAdminHref, lotteryPaths } from '@chokdee/contracts';
import type { DerivedResult } from '@chokdee/lottery';
import { uuidv7 } from 'uuidv7';
import {
  createProductRepo,
  createRoundJob,
  createRoundRepo,
  type RoundJobResult,
} from '#modules/lottery/index';
import * as schema from '#platform/db/schema';
import { runJob } from '#platform/scheduler/scheduler';
import type { TestApp } from './build-test-app';
import { call } from './members';
import { moduleApi } from './module-api';
import { moneyPost, ownerToken } from './money';

/** Runs the round job once at the test clock's time, under its advisory lock, as the scheduler does. */
export const runRoundJob = (t: TestApp): Promise<RoundJobResult> =>
  runJob(
    t.database.db,
    t.clock,
    createRoundJob({
      products: createProductRepo(),
      rounds: createRoundRepo(),
      catalogue: moduleApi(t, 'lottery').catalogueChanges,
    }),
  ) as Promise<RoundJobResult>;

/** Marks a number of a round closed or reduced-rate, as staff will (the admin call comes with results). */
export const restrictNumber = async (
  t: TestApp,
  roundCode: string,
  rule: { betType: 'THREE_TOP' | 'TWO_TOP' | 'TWO_BOTTOM' | 'RUN_TOP'; number: string; reducedRate?: string },
): Promise<void> => {
  const rounds = createRoundRepo();
  const round = await rounds.findRoundByCode(t.database.db, t.operatorId, roundCode);
  if (!round) throw new Error(`no round ${roundCode}`);
  await t.database.db.transaction((tx) =>
    rounds.upsertNumberRule(tx, {
      roundId: round.id,
      betType: rule.betType,
      number: rule.number,
      kind: rule.reducedRate ? 'REDUCED' : 'CLOSED',
      reducedRate: rule.reducedRate ?? null,
    }),
  );
};

/** POST a bill with an Idempotency-Key (fresh unless given). */
export const placeBill = (
  t: TestApp,
  token: string,
  roundCode: string,
  lines: Array<{ betType: string; number: string; amount: string | number }>,
  key?: string,
) => moneyPost(t, token, lotteryPaths.placeBill, { roundCode, lines }, key);

/** Every one of the 100 two-digit numbers at 1 baht on 2 ตัวล่าง: a covering bet (docs/domain/rewards.md §2, counts 0). */
export const placeTwoBottomCover = (t: TestApp, token: string, roundCode: string) =>
  placeBill(
    t,
    token,
    roundCode,
    Array.from({ length: 100 }, (_, n) => ({
      betType: 'TWO_BOTTOM',
      number: String(n).padStart(2, '0'),
      amount: '1',
    })),
  );

let staffSerial = 0;
/** A new staff account of `role` created by the seeded owner, logged in: its id and token. */
export const staffMember = async (
  t: TestApp,
  role: StaffRoleName,
): Promise<{ id: string; token: string }> => {
  staffSerial += 1;
  const account = { username: `${role}x${staffSerial}`, password: 'a-long-staff-password', role };
  const created = await call(t, { url: adminPaths.staff, token: await ownerToken(t), body: account });
  if (created.statusCode !== 200) throw new Error(`create staff failed: ${created.body}`);
  const login = await call(t, {
    url: adminPaths.login,
    body: { username: account.username, password: account.password },
    ip: `10.77.${Math.floor(staffSerial / 250)}.${(staffSerial % 250) + 1}`,
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  return { id: created.json().data.id, token: login.json().data.accessToken };
};

export type FixtureLine = {
  betType: (typeof schema.lotteryBillLines.$inferInsert)['betType'];
  number: string;
  stakeSatang: bigint;
  rate: string;
};

/**
 * A round whose result is already entered and confirmed (as if by two staff), with bills written
 * straight into the tables (no stake transfer: settlement only pays PAYOUTS → MAIN, so the ledger
 * stays balanced). For settlement tests that need many rounds with random lines.
 */
export const confirmedRoundFixture = async (
  t: TestApp,
  options: {
    productCode: string;
    raw: unknown;
    derived: DerivedResult;
    bills: Array<{ memberId: string; lines: FixtureLine[] }>;
  },
): Promise<{ roundId: string; roundCode: string; billIds: string[] }> => {
  const db = t.database.db;
  const products = createProductRepo();
  const product = await products.findProductByCode(db, t.operatorId, options.productCode);
  if (!product) throw new Error(`no product ${options.productCode}`);
  const roundId = uuidv7();
  const roundCode = `FIX${randomUUID().slice(0, 8)}`;
  const now = t.clock.now();
  const billIds: string[] = [];
  await db.transaction(async (tx) => {
    await tx.insert(schema.lotteryRounds).values({
      id: roundId,
      operatorId: t.operatorId,
      productId: product.id,
      roundCode,
      openAt: new Date(now.getTime() - 3_600_000),
      closeAt: new Date(now.getTime() - 60_000),
      status: 'RESULTED',
      createdAt: now,
      // Plain objects: fast-check builds records without a prototype, which the jsonb encoder refuses.
      resultRaw: JSON.parse(JSON.stringify(options.raw)),
      resultDerived: JSON.parse(JSON.stringify(options.derived)),
      resultEnteredBy: randomUUID(),
      resultEnteredAt: now,
      resultConfirmedBy: randomUUID(),
      resultConfirmedAt: now,
    });
    for (const bill of options.bills) {
      if (bill.lines.length === 0) continue;
      const billId = uuidv7();
      billIds.push(billId);
      await tx.insert(schema.lotteryBills).values({
        id: billId,
        operatorId: t.operatorId,
        memberId: bill.memberId,
        roundId,
        billNo: `F${randomUUID().slice(0, 12)}`,
        totalSatang: bill.lines.reduce((sum, line) => sum + line.stakeSatang, 0n),
        idempotencyKey: randomUUID(),
        createdAt: now,
      });
      await tx.insert(schema.lotteryBillLines).values(
        bill.lines.map((line, lineIndex) => ({
          id: uuidv7(),
          billId,
          roundId,
          memberId: bill.memberId,
          lineIndex,
          betType: line.betType,
          number: line.number,
          stakeSatang: line.stakeSatang,
          rate: line.rate,
          liabilitySatang: 0n,
        })),
      );
    }
  });
  return { roundId, roundCode, billIds };
};

/**
 * Settles a round as staff do: one lottery staff member closes it and enters the result, another
 * confirms it (settlement runs in the confirm). Answers the confirm's response.
 */
export const settleByStaff = async (
  t: TestApp,
  roundCode: string,
  result: Record<string, string>,
  staff: { maker: { token: string }; checker: { token: string } },
) => {
  await call(t, { url: lotteryAdminHref.close(roundCode), token: staff.maker.token, body: {} });
  const entered = await call(t, {
    url: lotteryAdminHref.result(roundCode),
    token: staff.maker.token,
    body: result,
  });
  if (entered.statusCode !== 200) return entered;
  return call(t, { url: lotteryAdminHref.resultConfirm(roundCode), token: staff.checker.token, body: {} });
};
