import { errorCatalogue, lotteryAdminHref } from '@chokdee/contracts';
import { deriveResult } from '@chokdee/lottery';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  confirmedRoundFixture,
  fundedMember,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';
import { moduleApi } from '#testing/module-api';
import { openRound } from '#testing/rounds';

let HANOI: string;

// Only PostgreSQL can show these races: PGlite runs one transaction at a time, so nothing ever interleaves.
describe.runIf(testDatabaseUrl())('lottery settlement races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['lottery', 'payments'] });
    ({ roundCode: HANOI } = await openRound(t));
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const settleTransfers = () =>
    t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(like(schema.ledgerTransfers.idempotencyKey, 'settle:%'));

  it('two checkers confirming at once: one confirm, the winner paid once', async () => {
    const maker = await staffMember(t, 'lottery');
    const checkers = [await staffMember(t, 'lottery'), await staffMember(t, 'owner')];
    const token = await fundedMember(t, await registerMember(t), '100.00');
    const bill = await placeBill(t, token, HANOI, [{ betType: 'TWO_TOP', number: '45', amount: '10' }]);
    expect(statusOf(bill).code).toBe(0);
    expect(
      (await call(t, { url: lotteryAdminHref.close(HANOI), token: maker.token, body: {} })).statusCode,
    ).toBe(200);
    const entered = await call(t, {
      url: lotteryAdminHref.result(HANOI),
      token: maker.token,
      body: { special: '12345', first: '67890' },
    });
    expect(entered.statusCode).toBe(200);
    const answers = await Promise.all(
      checkers.map((checker) =>
        call(t, { url: lotteryAdminHref.resultConfirm(HANOI), token: checker.token, body: {} }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((res) => statusOf(res).code)).toContain(errorCatalogue.ROUND_STATE_INVALID.code);
    expect(await settleTransfers()).toHaveLength(1);
    // 100 − 10 stake + 900 win (2 top 45 at 90).
    expect(await balanceOf(t, token)).toMatchObject({ balance: '990.00' });
  });

  it('settlement runs started together pay every winner once', async () => {
    const members = [(await registerMember(t)).memberId, (await registerMember(t)).memberId];
    const raw = { special: '00123', first: '00045' };
    const derived = deriveResult('HANOI', raw);
    const fixture = await confirmedRoundFixture(t, {
      productCode: 'HANOI',
      raw,
      derived,
      bills: Array.from({ length: 30 }, (_, i) => ({
        memberId: members[i % 2] ?? '',
        lines: [
          { betType: 'TWO_TOP' as const, number: i % 3 === 0 ? '23' : '99', stakeSatang: 100n, rate: '90' },
          { betType: 'RUN_BOTTOM' as const, number: '5', stakeSatang: 100n, rate: '4.2' },
        ],
      })),
    });
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => moduleApi(t, 'lottery').settlement.settleRound(fixture.roundId)),
    );
    expect(runs.reduce((sum, run) => sum + run.winningBills, 0)).toBe(30);
    const ids = new Set(fixture.billIds);
    const paid = (await settleTransfers()).filter((transfer) => ids.has(transfer.causeId));
    expect(paid).toHaveLength(30);
    expect(new Set(paid.map((transfer) => transfer.causeId)).size).toBe(30);
    const [round] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.id, fixture.roundId));
    expect(round?.status).toBe('SETTLED');
  });

  it('two staff cancelling a round at once: one cancel, every bill refunded once', async () => {
    const staff = [await staffMember(t, 'lottery'), await staffMember(t, 'owner')];
    const { roundCode: vip } = await openRound(t, 'HANOI_VIP');
    const token = await fundedMember(t, await registerMember(t), '100.00');
    for (const number of ['11', '22'])
      expect(
        statusOf(await placeBill(t, token, vip, [{ betType: 'TWO_TOP', number, amount: '10' }])).code,
      ).toBe(0);
    expect(await balanceOf(t, token)).toMatchObject({ balance: '80.00' });
    const answers = await Promise.all(
      staff.map((member) =>
        call(t, {
          url: lotteryAdminHref.cancel(vip),
          token: member.token,
          body: { reason: 'ตลาดปิด' },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t, token)).toMatchObject({ balance: '100.00' });
    const refunds = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(like(schema.ledgerTransfers.idempotencyKey, '%:round-cancel'));
    expect(refunds).toHaveLength(2);
  });
});
