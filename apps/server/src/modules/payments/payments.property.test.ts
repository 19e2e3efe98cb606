import { adminPaths, formatAmount, paymentPaths } from '@chokdee/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundMember,
  loginToken,
  moneyPost,
  ownerToken,
  type RegisteredMember,
  registerMember,
  type TestApp,
  testDbKinds,
} from '#testing/index';

type Op =
  | { type: 'deposit'; who: number; satang: number }
  | { type: 'withdraw'; who: number; satang: number }
  | { type: 'reject' | 'pay'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    who: fc.nat(2),
    satang: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({
    type: fc.constant('withdraw' as const),
    who: fc.nat(2),
    satang: fc.integer({ min: 10_000, max: 60_000 }),
  }),
  fc.record({ type: fc.constantFrom('reject' as const, 'pay' as const), pick: fc.nat(20) }),
);

describe.each(testDbKinds({ sql: true }))('ledger invariants under random money traffic (%s)', (kind) => {
  let t: TestApp;
  let staff: string;
  let members: Array<RegisteredMember & { token: string }>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
    staff = await ownerToken(t);
    members = [];
    for (let i = 0; i < 3; i += 1) {
      const member = await registerMember(t);
      members.push({ ...member, token: await loginToken(t, member) });
    }
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('keeps sum zero, balances equal to transfers, no member below zero, and the model’s balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        const model = new Map<string, { main: bigint; hold: bigint }>();
        for (const m of members) {
          const b = await balanceOf(t, m.token);
          model.set(m.memberId, {
            main: BigInt(b.balance.replace('.', '')),
            hold: BigInt(b.lockedBalance.replace('.', '')),
          });
        }
        const pending: Array<{ id: string; memberId: string; satang: bigint }> = [];
        for (const op of ops) {
          if (op.type === 'deposit') {
            const m = members[op.who] as (typeof members)[number];
            await fundMember(t, m, formatAmount(BigInt(op.satang)));
            const s = model.get(m.memberId) as { main: bigint; hold: bigint };
            s.main += BigInt(op.satang);
          } else if (op.type === 'withdraw') {
            const m = members[op.who] as (typeof members)[number];
            const s = model.get(m.memberId) as { main: bigint; hold: bigint };
            const res = await moneyPost(t, m.token, paymentPaths.withdraw, {
              amount: formatAmount(BigInt(op.satang)),
            });
            if (BigInt(op.satang) <= s.main) {
              expect(res.statusCode).toBe(200);
              s.main -= BigInt(op.satang);
              s.hold += BigInt(op.satang);
              pending.push({
                id: res.json().data.withdrawalId,
                memberId: m.memberId,
                satang: BigInt(op.satang),
              });
            } else {
              expect(res.statusCode).toBe(422);
            }
          } else if (pending.length > 0) {
            const [w] = pending.splice(op.pick % pending.length, 1);
            if (!w) continue;
            const res = await call(t, {
              url: `${adminPaths.withdrawals}/${w.id}/${op.type === 'pay' ? 'paid' : 'reject'}`,
              token: staff,
              body: op.type === 'pay' ? { bankRef: 'P-1' } : { reason: 'ทดสอบ' },
            });
            expect(res.statusCode).toBe(200);
            const s = model.get(w.memberId) as { main: bigint; hold: bigint };
            s.hold -= w.satang;
            if (op.type === 'reject') s.main += w.satang;
          }
        }
        const check = await checkLedger(t);
        expect(check).toMatchObject({
          ok: true,
          sumOfBalances: 0n,
          mismatches: [],
          negativeMemberAccounts: 0,
        });
        for (const m of members) {
          const s = model.get(m.memberId) as { main: bigint; hold: bigint };
          expect(await balanceOf(t, m.token)).toEqual({
            balance: formatAmount(s.main),
            lockedBalance: formatAmount(s.hold),
          });
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
