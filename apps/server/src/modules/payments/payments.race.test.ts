import { adminPaths, paymentPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  loginToken,
  memberBank,
  moneyPost,
  ownerToken,
  postFeed,
  registerMember,
  statementLine,
  type TestApp,
  testDatabaseUrl,
  transfersOf,
} from '#testing/index';

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex, so its transactions
// never overlap and every one of these tests would pass there even without row locks, advisory
// locks or conditional updates.
describe.runIf(testDatabaseUrl())('money races (postgres)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['payments'] });
    staff = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('lets exactly one of 20 racing withdrawals of the whole balance through', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => moneyPost(t, token, paymentPaths.withdraw, { amount: '1000.00' })),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    expect(await balanceOf(t, token)).toEqual({ balance: '0.00', lockedBalance: '1000.00' });
  });

  it('moves money once when one Idempotency-Key is sent 8 times at once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '800.00');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        moneyPost(t, token, paymentPaths.withdraw, { amount: '300' }, 'race-key-00000001'),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(results.map((res) => res.json().data.withdrawalId));
    expect(ids.size).toBe(1);
    expect(await transfersOf(t, 'withdrawal', [...ids][0] as string)).toHaveLength(1);
    expect(await balanceOf(t, token)).toEqual({ balance: '500.00', lockedBalance: '300.00' });
  });

  it('credits a line once when two feeds race with the same externalId', async () => {
    const member = await registerMember(t);
    const bank = await memberBank(t, member.memberId);
    const line = statementLine({ amount: '750.00', fromAccountNumber: bank.accountNumber });
    const results = await Promise.all([postFeed(t, { lines: [line] }), postFeed(t, { lines: [line] })]);
    expect(results.map((res) => res.json().data.lines[0].result).sort()).toEqual(['CREDITED', 'DUPLICATE']);
    expect(await balanceOf(t, await loginToken(t, member))).toEqual({
      balance: '750.00',
      lockedBalance: '0.00',
    });
  });

  it('lets one of two staff act when they reject and pay the same withdrawal at once', async () => {
    for (const [first, second] of [
      ['reject', 'reject'],
      ['paid', 'reject'],
      ['paid', 'paid'],
    ] as const) {
      const member = await registerMember(t);
      const token = await fundedMember(t, member, '400.00');
      const { withdrawalId } = (await moneyPost(t, token, paymentPaths.withdraw, { amount: '400' })).json()
        .data;
      const act = (action: 'reject' | 'paid') =>
        call(t, {
          url: `${adminPaths.withdrawals}/${withdrawalId}/${action}`,
          token: staff,
          body: action === 'paid' ? { bankRef: 'KB-1' } : { reason: 'ซ้ำ' },
        });
      const results = await Promise.all([act(first), act(second)]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await transfersOf(t, 'withdrawal', withdrawalId)).toHaveLength(2);
      const balance = await balanceOf(t, token);
      expect(balance.lockedBalance).toBe('0.00');
      expect(['0.00', '400.00']).toContain(balance.balance);
    }
  });
});
