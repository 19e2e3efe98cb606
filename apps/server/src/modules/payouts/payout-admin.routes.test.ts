import { errorCatalogue, payoutAdminPaths, type StaffRoleName } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '#platform/crypto/secret-box';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  registerMember,
  staffTokens,
  statusOf,
  TEST_JWT_SECRET,
  type TestApp,
  testDbKinds,
} from '#testing/index';

const SECRET_KEY = 'skey_test_5abcdefghijklmnopqrstu1234';
const WEBHOOK_SECRET = 'd2ViaG9vay1zZWNyZXQtb2YtdGhlLXRlc3Q9PWxhc3Q=';
const ROTATED_KEY = 'skey_test_5zyxwvutsrqponmlkjihg9876';

describe.each(testDbKinds())('payout account back office (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payouts'] });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());

  const getAccount = (role: StaffRoleName) =>
    call(t, { method: 'GET', url: payoutAdminPaths.account, token: tokens[role] });
  const putAccount = (role: StaffRoleName, body: unknown) =>
    call(t, { method: 'PUT', url: payoutAdminPaths.account, token: tokens[role], body });
  const putSettings = (role: StaffRoleName, body: unknown) =>
    call(t, { method: 'PUT', url: payoutAdminPaths.accountSettings, token: tokens[role], body });
  const accountRow = async () =>
    (
      await t.database.db
        .select()
        .from(schema.payoutAccounts)
        .where(eq(schema.payoutAccounts.operatorId, t.operatorId))
    )[0];

  it('answers an unconfigured account with the webhook URL to give the provider', async () => {
    const res = await getAccount('finance');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      configured: false,
      provider: 'opn',
      source: null,
      secretKeyHint: null,
      autoSendEnabled: false,
      dailyCap: '0.00',
      sentToday: '0.00',
    });
    expect(res.json().data.webhookUrl).toMatch(
      new RegExp(`/api/integrations/payouts/${t.operatorKey}/events$`),
    );
    expect((await getAccount('support')).statusCode).toBe(403);
  });

  it('refuses settings and balance before the owner set credentials', async () => {
    const settings = await putSettings('finance', { autoSendEnabled: false, dailyCap: '100.00' });
    expect(statusOf(settings).code).toBe(errorCatalogue.PAYOUT_ACCOUNT_MISSING.code);
    const balance = await call(t, { method: 'GET', url: payoutAdminPaths.balance, token: tokens.finance });
    expect(statusOf(balance).code).toBe(errorCatalogue.PAYOUT_ACCOUNT_MISSING.code);
  });

  it('lets only the owner set credentials; stores them encrypted, answers and audits only hints', async () => {
    const body = {
      baseUrl: 'http://127.0.0.1:9/simulated-bank/',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    };
    for (const role of ['finance', 'support', 'lottery'] as const)
      expect((await putAccount(role, body)).statusCode).toBe(403);
    expect(statusOf(await putAccount('owner', { ...body, secretKey: 'pk_test_nope' })).code).toBe(
      errorCatalogue.VALIDATION_FAILED.code,
    );

    const res = await putAccount('owner', body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      configured: true,
      source: 'STAFF',
      baseUrl: 'http://127.0.0.1:9/simulated-bank',
      secretKeyHint: '1234',
      webhookSecretHint: 'c3Q=',
      autoSendEnabled: true,
      dailyCap: '200000.00',
      credentialsRotatedAt: t.clock.now().toISOString(),
    });
    expect(res.body).not.toContain(SECRET_KEY);
    expect(res.body).not.toContain(WEBHOOK_SECRET);

    const row = await accountRow();
    expect(row?.secretKeyEnc).not.toContain(SECRET_KEY);
    const box = createSecretBox({ secret: TEST_JWT_SECRET, purpose: 'payout-account' });
    expect(box.decrypt(t.operatorId, row?.secretKeyEnc ?? '')).toBe(SECRET_KEY);
    expect(box.decrypt(t.operatorId, row?.webhookSecretEnc ?? '')).toBe(WEBHOOK_SECRET);

    const [audit] = await auditRows(t, 'payout_account.update', t.operatorId);
    expect(audit?.before).toBeNull();
    expect(audit?.after).toEqual({
      source: 'STAFF',
      baseUrl: 'http://127.0.0.1:9/simulated-bank',
      secretKeyHint: '1234',
      webhookSecretHint: 'c3Q=',
    });
    expect(JSON.stringify(audit)).not.toContain(SECRET_KEY);
  });

  it('sets the kill switch and the daily cap (finance), audited; a rotation keeps them', async () => {
    expect((await putSettings('support', { autoSendEnabled: false, dailyCap: '1000.00' })).statusCode).toBe(
      403,
    );
    expect(statusOf(await putSettings('finance', { autoSendEnabled: false, dailyCap: '0' })).code).toBe(
      errorCatalogue.VALIDATION_FAILED.code,
    );
    const res = await putSettings('finance', { autoSendEnabled: false, dailyCap: '1500.50' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ autoSendEnabled: false, dailyCap: '1500.50' });
    const [audit] = await auditRows(t, 'payout_settings.update', t.operatorId);
    expect([audit?.before, audit?.after]).toEqual([
      { autoSendEnabled: true, dailyCap: '200000.00' },
      { autoSendEnabled: false, dailyCap: '1500.50' },
    ]);

    t.clock.advance(60_000);
    const rotated = await putAccount('owner', {
      baseUrl: 'https://api.omise.co',
      secretKey: ROTATED_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
    expect(rotated.json().data).toMatchObject({
      secretKeyHint: '9876',
      autoSendEnabled: false,
      dailyCap: '1500.50',
      credentialsRotatedAt: t.clock.now().toISOString(),
    });
    const audits = await auditRows(t, 'payout_account.update', t.operatorId);
    expect(audits[1]?.before).toMatchObject({ secretKeyHint: '1234' });
    expect(audits[1]?.after).toMatchObject({ secretKeyHint: '9876', baseUrl: 'https://api.omise.co' });
  });

  it('keeps both a rotation and a settings change made at the same moment (neither writes the other back)', async () => {
    // Only PostgreSQL runs the two transactions together; each writes its own columns under the row lock.
    const key = 'skey_test_5concurrentrotation4321';
    const [rotated, settings] = await Promise.all([
      putAccount('owner', { baseUrl: 'https://api.omise.co', secretKey: key, webhookSecret: WEBHOOK_SECRET }),
      putSettings('finance', { autoSendEnabled: true, dailyCap: '777.00' }),
    ]);
    expect([rotated.statusCode, settings.statusCode]).toEqual([200, 200]);
    const row = await accountRow();
    expect([row?.secretKeyHint, row?.autoSendEnabled, row?.dailyCapSatang]).toEqual(['4321', true, 77_700n]);
  });

  it("answers a member's recipient as null before one is created, and 404 for no such member", async () => {
    const member = await registerMember(t);
    const res = await call(t, {
      method: 'GET',
      url: payoutAdminPaths.memberRecipient.replace(':id', member.memberId),
      token: tokens.support,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    const missing = await call(t, {
      method: 'GET',
      url: payoutAdminPaths.memberRecipient.replace(':id', '0190f5c2-0000-7000-8000-000000000000'),
      token: tokens.support,
    });
    expect(statusOf(missing).code).toBe(errorCatalogue.NOT_FOUND.code);
  });
});
