import { apiPaths, errorCatalogue, IDEMPOTENCY_HEADER, paymentPaths } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  checkLedger,
  fundMember,
  loginToken,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

describe.each(testDbKinds({ sql: true }))('wallet balance (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const balance = (token?: string) =>
    call(t, { method: 'GET', url: apiPaths.balance, ...(token ? { token } : {}) });

  it('answers a new member’s empty wallet as two-decimal strings', async () => {
    const member = await registerMember(t);
    const res = await balance(await loginToken(t, member));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: { code: 0, message: 'สำเร็จ' },
      data: { balance: '0.00', cash: '0.00', bonus: '0.00', lockedBalance: '0.00', receivable: '0.00' },
    });
  });

  it('reads the member’s own ledger accounts, in satang, formatted', async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    await fundMember(t, member, '1250.55');
    const token = await loginToken(t, member);
    const res = await call(t, {
      url: paymentPaths.withdraw,
      body: { amount: '100.05' },
      token,
      headers: { [IDEMPOTENCY_HEADER]: 'wallet-test-key-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await balance(token)).json().data).toEqual({
      balance: '1150.50',
      cash: '1150.50',
      bonus: '0.00',
      lockedBalance: '100.05',
      receivable: '0.00',
    });
    expect((await balance(await loginToken(t, other))).json().data).toEqual({
      balance: '0.00',
      cash: '0.00',
      bonus: '0.00',
      lockedBalance: '0.00',
      receivable: '0.00',
    });
  });

  it('refuses a negative balance in the database itself', async () => {
    const member = await registerMember(t);
    await expect(
      t.database.db
        .update(schema.ledgerAccounts)
        .set({ balanceSatang: -1n })
        .where(eq(schema.ledgerAccounts.memberId, member.memberId)),
    ).rejects.toThrow();
  });

  it('needs a session', async () => {
    const res = await balance();
    expect(res.statusCode).toBe(401);
    expect(statusOf(res).code).toBe(errorCatalogue.UNAUTHORIZED.code);
  });
});
