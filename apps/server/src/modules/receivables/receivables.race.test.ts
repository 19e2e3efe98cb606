import {
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  lotteryAdminHref,
  paymentPaths,
  receivableHref,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  fundMember,
  moneyPost,
  ownerToken,
  placeBill,
  type RegisteredMember,
  registerMember,
  runRoundJob,
  staffMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
  walletOf,
} from '#testing/index';

// Only PostgreSQL can show these races: PGlite runs one transaction at a time, so nothing ever interleaves.
describe.runIf(testDatabaseUrl())('receivable races (postgres)', () => {
  let t: TestApp;
  let owner: string;
  let maker: string;
  let checker: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['receivables', 'payments'] });
    await runRoundJob(t);
    owner = await ownerToken(t);
    maker = (await staffMember(t, 'lottery')).token;
    checker = (await staffMember(t, 'lottery')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (url: string, token: string, body: unknown = {}, key?: string) =>
    call(t, { url, token, body, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} });

  /** A member who won 80,000.00 on `roundCode` (special 12345) and holds 10,977.00 after withdrawing 70,000.00. */
  const winner = async (roundCode: string): Promise<{ member: RegisteredMember; token: string }> => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1077.00');
    const bill = await placeBill(t, token, roundCode, [
      { betType: 'THREE_TOP', number: '345', amount: '100' },
    ]);
    expect(statusOf(bill).code).toBe(0);
    expect((await admin(lotteryAdminHref.close(roundCode), maker)).statusCode).toBe(200);
    const result = { special: '12345', first: '67890' };
    expect((await admin(lotteryAdminHref.result(roundCode), maker, result)).statusCode).toBe(200);
    expect((await admin(lotteryAdminHref.resultConfirm(roundCode), checker)).json().data.status).toBe(
      'SETTLED',
    );
    expect(statusOf(await moneyPost(t, token, paymentPaths.withdraw, { amount: '70000' })).code).toBe(0);
    expect(await walletOf(t, token)).toMatchObject({ balance: '10977.00' });
    return { member, token };
  };
  const correct = (roundCode: string) =>
    admin(lotteryAdminHref.resultCorrect(roundCode), owner, {
      result: { special: '00312', first: '67890' },
      reason: 'ผลผิด',
    });

  it('a deposit racing a correction is taken back or pays the receivable, never left spendable', async () => {
    const { member, token } = await winner('HANOI20261123');
    const [corrected] = await Promise.all([correct('HANOI20261123'), fundMember(t, member, '5000.00')]);
    expect(corrected.statusCode).toBe(200);
    // Either order: 80,000.00 owed, 15,977.00 of it covered by cash (10,977.00 + the deposit).
    expect(await walletOf(t, token)).toEqual({
      balance: '0.00',
      lockedBalance: '70000.00',
      receivable: '64023.00',
    });
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('a withdrawal request racing a correction is either refused or held', async () => {
    const { member, token } = await winner('HANOI_VIP20261123');
    const [, request] = await Promise.all([
      correct('HANOI_VIP20261123'),
      moneyPost(t, token, paymentPaths.withdraw, { amount: '5000' }),
    ]);
    const rows = await t.database.db
      .select({ status: schema.withdrawals.status, amount: schema.withdrawals.amountSatang })
      .from(schema.withdrawals)
      .where(eq(schema.withdrawals.memberId, member.memberId));
    if (statusOf(request).code === 0) {
      // First: the correction took what was left and held both withdrawals.
      expect(rows.map((row) => row.status)).toEqual(['ON_HOLD', 'ON_HOLD']);
      expect(await walletOf(t, token)).toEqual({
        balance: '0.00',
        lockedBalance: '75000.00',
        receivable: '74023.00',
      });
    } else {
      expect(statusOf(request).code).toBe(errorCatalogue.WITHDRAW_RECEIVABLE_OPEN.code);
      expect(rows.map((row) => row.status)).toEqual(['ON_HOLD']);
      expect(await walletOf(t, token)).toMatchObject({ balance: '0.00', receivable: '69023.00' });
    }
    expect((await checkLedger(t)).ok).toBe(true);
  });

  it('two write-offs at once: what is owed is written off once, the other is refused', async () => {
    const { member, token } = await winner('HANOI_SPECIAL20261123');
    expect((await correct('HANOI_SPECIAL20261123')).statusCode).toBe(200);
    const writeOff = (key: string) =>
      admin(receivableHref.writeOff(member.memberId), owner, { amount: '40000', reason: 'ตัดหนี้สูญ' }, key);
    const answers = await Promise.all([writeOff('race-write-off-aaaa'), writeOff('race-write-off-bbbb')]);
    expect(answers.map((answer) => statusOf(answer).code).sort()).toEqual(
      [0, errorCatalogue.WRITE_OFF_ABOVE_OWED.code].sort(),
    );
    expect(await walletOf(t, token)).toMatchObject({ receivable: '29023.00' });
    // Both of the rest at once: one closes it, the other finds nothing open.
    const rest = (key: string) =>
      admin(receivableHref.writeOff(member.memberId), owner, { reason: 'ตัดหนี้สูญ' }, key);
    const closing = await Promise.all([rest('race-write-off-cccc'), rest('race-write-off-dddd')]);
    expect(closing.map((answer) => statusOf(answer).code).sort()).toEqual(
      [0, errorCatalogue.RECEIVABLE_NOT_OPEN.code].sort(),
    );
    expect(await walletOf(t, token)).toEqual({
      balance: '0.00',
      lockedBalance: '70000.00',
      receivable: '0.00',
    });
    const [withdrawal] = await t.database.db
      .select({ status: schema.withdrawals.status })
      .from(schema.withdrawals)
      .where(eq(schema.withdrawals.memberId, member.memberId));
    expect(withdrawal?.status).toBe('PENDING');
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
