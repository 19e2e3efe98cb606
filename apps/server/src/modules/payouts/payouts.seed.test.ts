import { financeAdminPaths } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedBankCredentials } from '#adapters/bank-payout/simulated-bank-credentials';
import { createPaymentsRepo, seedDemoAutoApproveRule } from '#modules/payments/index';
import * as schema from '#platform/db/schema';
import { buildTestApp, call, ownerToken, TEST_JWT_SECRET, type TestApp } from '#testing/index';
import { payoutAccountBox } from './payout-providers';
import { seedDemoPayouts } from './payouts.seed';

describe('demo payout seeds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: ['payouts'] });
  });
  afterAll(() => t.close());

  const account = async () =>
    (
      await t.database.db
        .select()
        .from(schema.payoutAccounts)
        .where(eq(schema.payoutAccounts.operatorId, t.operatorId))
    )[0];
  const seed = (baseUrl: string) =>
    seedDemoPayouts({
      db: t.database.db,
      operatorId: t.operatorId,
      operatorKey: t.operatorKey,
      baseUrl,
      serverSecret: TEST_JWT_SECRET,
      now: t.clock.now(),
    });

  it('gives the demo operator the simulated bank account once; a new port moves it; a staff account stays', async () => {
    await seed('http://127.0.0.1:3000/simulated-bank');
    const first = await account();
    const { secretKey, webhookSecret } = simulatedBankCredentials(TEST_JWT_SECRET, t.operatorKey);
    expect(first).toMatchObject({
      source: 'SIMULATED',
      baseUrl: 'http://127.0.0.1:3000/simulated-bank',
      autoSendEnabled: true,
      dailyCapSatang: 20_000_000n,
      secretKeyHint: secretKey.slice(-4),
      credentialsRotatedAt: null,
    });
    const box = payoutAccountBox(TEST_JWT_SECRET);
    expect(box.decrypt(t.operatorId, first?.secretKeyEnc ?? '')).toBe(secretKey);
    expect(box.decrypt(t.operatorId, first?.webhookSecretEnc ?? '')).toBe(webhookSecret);

    await seed('http://127.0.0.1:3000/simulated-bank');
    expect(await account()).toEqual(first);
    await seed('http://127.0.0.1:4100/simulated-bank');
    expect(await account()).toMatchObject({
      baseUrl: 'http://127.0.0.1:4100/simulated-bank',
      secretKeyEnc: first?.secretKeyEnc,
    });

    await t.database.db
      .update(schema.payoutAccounts)
      .set({ source: 'STAFF', baseUrl: 'https://api.omise.co' })
      .where(eq(schema.payoutAccounts.operatorId, t.operatorId));
    await seed('http://127.0.0.1:3000/simulated-bank');
    expect(await account()).toMatchObject({ source: 'STAFF', baseUrl: 'https://api.omise.co' });
  });

  it("sets the demo auto-approve rule once and keeps an owner's edit", async () => {
    const rule = async () =>
      (
        await call(t, {
          method: 'GET',
          url: financeAdminPaths.withdrawAutoApprove,
          token: await ownerToken(t),
        })
      ).json().data;
    const deps = { db: t.database.db, repo: createPaymentsRepo(), clock: t.clock, operatorId: t.operatorId };
    expect((await rule()).enabled).toBe(false);
    await seedDemoAutoApproveRule(deps);
    expect(await rule()).toMatchObject({
      enabled: true,
      maxAmount: '5000.00',
      minMemberAgeDays: 0,
      maxPerDay: 5,
    });
    const edited = await call(t, {
      method: 'PUT',
      url: financeAdminPaths.withdrawAutoApprove,
      token: await ownerToken(t),
      body: { enabled: false, maxAmount: '100.00', minMemberAgeDays: 3, maxPerDay: 1 },
    });
    expect(edited.statusCode).toBe(200);
    await seedDemoAutoApproveRule(deps);
    expect(await rule()).toMatchObject({ enabled: false, maxAmount: '100.00' });
  });
});
