import { errorCatalogue, lotteryAdminHref } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  placeBill,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';
import { openRound } from '#testing/rounds';

let HANOI: string;

// Only PostgreSQL can show these races: PGlite runs one transaction at a time, so nothing ever interleaves.
describe.runIf(testDatabaseUrl())('result correction races (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['lottery', 'payments'] });
    ({ roundCode: HANOI } = await openRound(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('two owners sending the same correction at once: it applies once, the other is told nothing changed', async () => {
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    const owners = [await staffMember(t, 'owner'), await staffMember(t, 'owner')];
    const loserToken = await fundedMember(t, await registerMember(t), '100.00');
    const winnerToken = await fundedMember(t, await registerMember(t), '100.00');
    expect(
      statusOf(await placeBill(t, loserToken, HANOI, [{ betType: 'TWO_TOP', number: '45', amount: '1' }]))
        .code,
    ).toBe(0);
    expect(
      statusOf(await placeBill(t, winnerToken, HANOI, [{ betType: 'TWO_TOP', number: '12', amount: '1' }]))
        .code,
    ).toBe(0);
    const post = (url: string, token: string, body: unknown = {}) => call(t, { url, token, body });
    expect((await post(lotteryAdminHref.close(HANOI), maker.token)).statusCode).toBe(200);
    expect(
      (await post(lotteryAdminHref.result(HANOI), maker.token, { special: '12345', first: '67890' }))
        .statusCode,
    ).toBe(200);
    expect((await post(lotteryAdminHref.resultConfirm(HANOI), checker.token)).statusCode).toBe(200);
    const settled = await balanceOf(t, loserToken);

    const body = { result: { special: '99912', first: '67890' }, reason: 'รางวัลพิเศษผิด' };
    const answers = await Promise.all(
      owners.map((owner) => post(lotteryAdminHref.resultCorrect(HANOI), owner.token, body)),
    );
    expect(answers.map((res) => statusOf(res).code).sort((x, y) => x - y)).toEqual([
      0,
      errorCatalogue.RESULT_UNCHANGED.code,
    ]);
    const [round] = await t.database.db
      .select()
      .from(schema.lotteryRounds)
      .where(eq(schema.lotteryRounds.roundCode, HANOI));
    if (!round) throw new Error('no round');
    expect(round.correctionCount).toBe(1);
    const transfers = await t.database.db
      .select()
      .from(schema.ledgerTransfers)
      .where(
        and(
          eq(schema.ledgerTransfers.kind, 'LOTTERY_WIN_CORRECTION'),
          eq(schema.ledgerTransfers.causeId, round.id),
        ),
      );
    expect(transfers).toHaveLength(2);
    expect(Number((await balanceOf(t, loserToken)).balance)).toBeLessThan(Number(settled.balance));
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
