import { apiPaths, errorCatalogue } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  loginToken,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

describe.each(testDbKinds())('wallet balance (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(() => t.close());

  const balance = (token?: string) =>
    call(t, { method: 'GET', url: apiPaths.balance, ...(token ? { token } : {}) });

  it('answers a new member’s empty wallet as two-decimal strings', async () => {
    const member = await registerMember(t);
    const res = await balance(await loginToken(t, member));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: { code: 0, message: 'สำเร็จ' },
      data: { balance: '0.00', lockedBalance: '0.00' },
    });
  });

  it('reads the member’s own ledger account, in satang, formatted', async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    // The money issue moves balances through the ledger; here the row is set directly to check the read.
    await t.database.db
      .update(schema.ledgerAccounts)
      .set({ balanceSatang: 125_050n, lockedSatang: 5n })
      .where(eq(schema.ledgerAccounts.memberId, member.memberId));
    expect((await balance(await loginToken(t, member))).json().data).toEqual({
      balance: '1250.50',
      lockedBalance: '0.05',
    });
    expect((await balance(await loginToken(t, other))).json().data).toEqual({
      balance: '0.00',
      lockedBalance: '0.00',
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
