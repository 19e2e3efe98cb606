import { adminPaths, errorCatalogue, financeAdminPaths, type StaffRoleName } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, buildTestApp, call, statusOf, type TestApp, testDbKinds } from '#testing/index';
import { addressSource, totpCodeAt, usernameSource } from '#testing/totp-login';

const OWNER = { username: 'owner', password: 'owner-test-password' };
const freshIp = addressSource('10.12');
const freshUsername = usernameSource('-s');

describe.each(testDbKinds())('TOTP required of every staff member (%s)', (kind) => {
  let t: TestApp;
  let ownerToken: string;

  const tokenOf = async (body: { username: string; password: string; totpCode?: string }) => {
    const res = await call(t, { url: adminPaths.login, body, ip: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.accessToken as string;
  };
  const staffOf = async (role: StaffRoleName) => {
    const account = { username: freshUsername(role), password: 'a-long-staff-password', role };
    const res = await call(t, { url: adminPaths.staff, token: ownerToken, body: account });
    expect(res.statusCode, res.body).toBe(200);
    return { ...account, token: await tokenOf(account) };
  };
  const require = (totpRequired: boolean, token = ownerToken) =>
    call(t, { method: 'PUT', url: adminPaths.staffSecurity, token, body: { totpRequired } });
  /** Sets TOTP up and turns it on for the token's account (allowed while it is required); the secret. */
  const enableTotp = async (token: string) => {
    const { secret } = (await call(t, { url: adminPaths.totpSetup, token })).json().data;
    const res = await call(t, {
      url: adminPaths.totpEnable,
      token,
      body: { code: totpCodeAt(secret, t.clock.now()) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return secret as string;
  };
  /** A finance page's call: what an account without TOTP may no longer make. */
  const webConfig = (token: string) => call(t, { method: 'GET', url: financeAdminPaths.webConfig, token });

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['operator'], seedDemo: false });
    ownerToken = await tokenOf(OWNER);
  });
  afterAll(() => t.close());

  it('admits an account without TOTP only to setting it up, then to everything; it cannot turn TOTP off', async () => {
    const finance = await staffOf('finance');
    expect((await webConfig(finance.token)).statusCode).toBe(200);

    // The owner turns the rule on only with TOTP on their own account.
    const ownFirst = await require(true);
    expect(ownFirst.statusCode).toBe(422);
    expect(statusOf(ownFirst).code).toBe(errorCatalogue.STAFF_TOTP_OWN_FIRST.code);
    expect((await webConfig(finance.token)).statusCode).toBe(200);
    await enableTotp(ownerToken);
    expect((await require(true)).json().data).toEqual({ totpRequired: true });
    const refused = await webConfig(finance.token);
    expect(refused.statusCode).toBe(403);
    expect(statusOf(refused).code).toBe(errorCatalogue.STAFF_TOTP_SETUP_REQUIRED.code);
    expect((await call(t, { method: 'GET', url: adminPaths.staff, token: ownerToken })).statusCode).toBe(200);
    const me = await call(t, { method: 'GET', url: adminPaths.me, token: finance.token });
    expect(me.json().data.totpSetupRequired).toBe(true);

    const secret = await enableTotp(finance.token);
    expect((await webConfig(finance.token)).statusCode).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: adminPaths.me, token: finance.token })).json().data,
    ).toMatchObject({ totpEnabled: true, totpSetupRequired: false });

    t.clock.advance(60_000);
    const off = await call(t, {
      url: adminPaths.totpDisable,
      token: finance.token,
      body: { code: totpCodeAt(secret, t.clock.now()) },
    });
    expect(off.statusCode).toBe(422);
    expect(statusOf(off).code).toBe(errorCatalogue.STAFF_TOTP_MANDATORY.code);
  });

  it('lets the owner stop requiring it, audited both ways; other roles may not change it', async () => {
    const support = await staffOf('support');
    expect((await webConfig(support.token)).statusCode).toBe(403);
    expect((await require(false, support.token)).statusCode).toBe(403);
    expect((await require(false)).json().data).toEqual({ totpRequired: false });
    expect((await webConfig(support.token)).statusCode).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: adminPaths.staffSecurity, token: ownerToken })).json().data,
    ).toEqual({ totpRequired: false });
    const rows = await auditRows(t, 'staff_security.update', t.operatorId);
    expect(rows.map((row) => row.after)).toEqual([{ totpRequired: true }, { totpRequired: false }]);
  });
});
