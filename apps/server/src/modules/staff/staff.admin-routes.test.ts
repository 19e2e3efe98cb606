import { adminPaths, apiPaths, errorCatalogue } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  addOperator,
  buildTestApp,
  call,
  countRows,
  loginToken,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { addressSource, totpCodeAt, usernameSource } from '#testing/totp-login';
import { createAuditLog } from './index';

const OWNER = { username: 'owner', password: 'owner-test-password' };
const MINUTE = 60_000;

const freshIp = addressSource('10.9');
const freshUsername = usernameSource();

describe.each(testDbKinds())('staff accounts (%s)', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
    ownerToken = await staffToken(OWNER);
  });
  afterAll(() => t.close());

  const staffLogin = (body: { username: string; password: string; totpCode?: string }, ip = freshIp()) =>
    call(t, { url: adminPaths.login, body, ip });

  const staffToken = async (body: { username: string; password: string; totpCode?: string }) => {
    const res = await staffLogin(body);
    if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
    return res.json().data.accessToken as string;
  };

  /** A new staff account created by the owner; its credentials. */
  const createStaff = async (role: 'owner' | 'finance' | 'lottery' | 'support') => {
    const account = { username: freshUsername(role), password: 'a-long-staff-password', role };
    const res = await call(t, { url: adminPaths.staff, token: ownerToken, body: account });
    if (res.statusCode !== 200) throw new Error(`create staff failed: ${res.body}`);
    return { ...account, id: res.json().data.id as string };
  };

  const auditRows = (action: string, targetId: string) =>
    t.database.db
      .select()
      .from(schema.staffAuditLog)
      .where(and(eq(schema.staffAuditLog.action, action), eq(schema.staffAuditLog.targetId, targetId)));

  it('logs the owner in and `me` answers the account', async () => {
    const res = await staffLogin(OWNER);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.role).toBe('owner');
    expect(new Date(data.expiresAt).getTime() - t.clock.now().getTime()).toBe(12 * 60 * MINUTE);

    const me = await call(t, { method: 'GET', url: adminPaths.me, token: data.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ username: 'owner', role: 'owner', totpEnabled: false });
  });

  it('refuses a wrong password and an unknown username with the same answer', async () => {
    for (const body of [
      { username: 'owner', password: 'wrong-password' },
      { username: 'nobody-here', password: 'owner-test-password' },
    ]) {
      const res = await staffLogin(body);
      expect(res.statusCode).toBe(401);
      expect(statusOf(res).code).toBe(errorCatalogue.STAFF_INVALID_CREDENTIALS.code);
    }
  });

  it('throttles a username after 5 failures, even with the right password, until the window passes', async () => {
    const staff = await createStaff('support');
    for (let i = 0; i < 5; i += 1) {
      const res = await staffLogin({ username: staff.username, password: 'wrong-password' });
      expect(statusOf(res).code).toBe(errorCatalogue.STAFF_INVALID_CREDENTIALS.code);
    }
    const refused = await staffLogin(staff);
    expect(refused.statusCode).toBe(429);
    expect(statusOf(refused).code).toBe(errorCatalogue.LOGIN_THROTTLED.code);

    t.clock.advance(15 * MINUTE + 1000);
    expect((await staffLogin(staff)).statusCode).toBe(200);
  });

  it('throttles one address after 20 failures across usernames', async () => {
    const staff = await createStaff('support');
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      await staffLogin({ username: `guess${i}`, password: 'wrong-password' }, ip);
    }
    const refused = await staffLogin(staff, ip);
    expect(statusOf(refused).code).toBe(errorCatalogue.LOGIN_THROTTLED.code);
    expect((await staffLogin(staff, freshIp())).statusCode).toBe(200);
  });

  it('TOTP: setup is pending, enable needs a right code, then login requires and checks the code', async () => {
    const staff = await createStaff('finance');
    const token = await staffToken(staff);
    const setup = await call(t, { url: adminPaths.totpSetup, token });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);

    // Pending, not enforced yet.
    expect((await staffLogin(staff)).statusCode).toBe(200);
    // Encrypted at rest: the base32 secret is nowhere in the row.
    const [row] = await t.database.db
      .select()
      .from(schema.staffAccounts)
      .where(eq(schema.staffAccounts.id, staff.id));
    expect(JSON.stringify(row)).not.toContain(secret);

    const wrong = await call(t, { url: adminPaths.totpEnable, token, body: { code: '000000' } });
    const rightNow = totpCodeAt(secret, t.clock.now());
    if (rightNow !== '000000') expect(statusOf(wrong).code).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);
    const enabled = await call(t, { url: adminPaths.totpEnable, token, body: { code: rightNow } });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.totpEnabled).toBe(true);
    expect(await auditRows('staff.totp.enable', staff.id)).toHaveLength(1);

    const missing = await staffLogin(staff);
    expect(missing.statusCode).toBe(401);
    expect(statusOf(missing).code).toBe(errorCatalogue.STAFF_TOTP_REQUIRED.code);

    t.clock.advance(5 * MINUTE);
    const now = t.clock.now();
    const stale = totpCodeAt(secret, new Date(now.getTime() - 90_000));
    const refused = await staffLogin({ ...staff, totpCode: stale });
    expect(statusOf(refused).code).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);

    // One step either side of now is accepted (clock drift).
    const previousStep = totpCodeAt(secret, new Date(now.getTime() - 30_000));
    expect((await staffLogin({ ...staff, totpCode: previousStep })).statusCode).toBe(200);
    const login = await staffLogin({ ...staff, totpCode: totpCodeAt(secret, now) });
    expect(login.statusCode).toBe(200);
    // A code is good once: the same code again, or an older step's, is refused.
    for (const code of [totpCodeAt(secret, now), previousStep]) {
      const replay = await staffLogin({ ...staff, totpCode: code });
      expect(statusOf(replay).code).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);
    }
  });

  it('counts wrong TOTP codes as failures', async () => {
    const staff = await createStaff('lottery');
    const token = await staffToken(staff);
    const { secret } = (await call(t, { url: adminPaths.totpSetup, token })).json().data;
    await call(t, { url: adminPaths.totpEnable, token, body: { code: totpCodeAt(secret, t.clock.now()) } });
    const badCode = totpCodeAt(secret, new Date(t.clock.now().getTime() + 10 * MINUTE));
    for (let i = 0; i < 5; i += 1) await staffLogin({ ...staff, totpCode: badCode });
    const refused = await staffLogin({ ...staff, totpCode: totpCodeAt(secret, t.clock.now()) });
    expect(statusOf(refused).code).toBe(errorCatalogue.LOGIN_THROTTLED.code);
  });

  it('owner creates and lists staff; a taken username is 409 and writes no audit row', async () => {
    const staff = await createStaff('finance');
    const [created] = await auditRows('staff.create', staff.id);
    expect(created).toMatchObject({ ip: expect.any(String), operatorId: t.operatorId });
    expect(created?.after).toMatchObject({ username: staff.username, role: 'finance' });

    const before = await countRows(t, schema.staffAuditLog);
    const taken = await call(t, { url: adminPaths.staff, token: ownerToken, body: staff });
    expect(taken.statusCode).toBe(409);
    expect(statusOf(taken).code).toBe(errorCatalogue.STAFF_USERNAME_TAKEN.code);
    expect(await countRows(t, schema.staffAuditLog)).toBe(before);

    const list = await call(t, { method: 'GET', url: adminPaths.staff, token: ownerToken });
    expect(list.json().data.map((a: { username: string }) => a.username)).toContain(staff.username);
  });

  it('an audit row is part of its transaction: a rolled-back action leaves none', async () => {
    const before = await countRows(t, schema.staffAuditLog);
    const [owner] = await t.database.db
      .select()
      .from(schema.staffAccounts)
      .where(eq(schema.staffAccounts.username, 'owner'));
    if (!owner) throw new Error('no owner');
    const audit = createAuditLog({ clock: t.clock });
    await expect(
      t.database.db.transaction(async (tx) => {
        await audit.record(tx, {
          staff: { ...owner, staffId: owner.id, sessionId: 'none' },
          action: 'staff.create',
          targetType: 'staff_account',
          targetId: '1',
          ip: '127.0.0.1',
        });
        throw new Error('the action failed after its audit row');
      }),
    ).rejects.toThrow('the action failed');
    expect(await countRows(t, schema.staffAuditLog)).toBe(before);
  });

  it('refuses a role that is not listed: finance cannot create or list staff', async () => {
    const finance = await createStaff('finance');
    const token = await staffToken(finance);
    const before = await countRows(t, schema.staffAccounts);
    const res = await call(t, {
      url: adminPaths.staff,
      token,
      body: { username: freshUsername('x'), password: 'a-long-staff-password', role: 'owner' },
    });
    expect(res.statusCode).toBe(403);
    expect(statusOf(res).code).toBe(errorCatalogue.FORBIDDEN.code);
    expect(await countRows(t, schema.staffAccounts)).toBe(before);
    expect((await call(t, { method: 'GET', url: adminPaths.staff, token })).statusCode).toBe(403);
  });

  it('member tokens never pass staff routes and staff tokens never pass member routes', async () => {
    const member = await registerMember(t);
    const memberToken = await loginToken(t, member, freshIp());
    expect((await call(t, { method: 'GET', url: apiPaths.me, token: memberToken })).statusCode).toBe(200);
    const onStaff = await call(t, { method: 'GET', url: adminPaths.me, token: memberToken });
    expect(onStaff.statusCode).toBe(401);
    expect(statusOf(onStaff).code).toBe(errorCatalogue.UNAUTHORIZED.code);

    const onMember = await call(t, { method: 'GET', url: apiPaths.me, token: ownerToken });
    expect(onMember.statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: adminPaths.staff })).statusCode).toBe(401);
  });

  it("a staff token does not work on another operator's site", async () => {
    await addOperator(t, 'other-site');
    const res = await call(t, {
      method: 'GET',
      url: adminPaths.me,
      token: ownerToken,
      operatorKey: 'other-site',
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the session at once, and is audited', async () => {
    const staff = await createStaff('support');
    const token = await staffToken(staff);
    const res = await call(t, { url: adminPaths.logout, token });
    expect(res.statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url: adminPaths.me, token })).statusCode).toBe(401);
    const [logout] = await t.database.db
      .select()
      .from(schema.staffAuditLog)
      .where(
        and(eq(schema.staffAuditLog.action, 'staff.logout'), eq(schema.staffAuditLog.staffId, staff.id)),
      );
    expect(logout).toBeDefined();
  });

  it('a session expires after 12 hours', async () => {
    const staff = await createStaff('support');
    const token = await staffToken(staff);
    t.clock.advance(12 * 60 * MINUTE + 1000);
    expect((await call(t, { method: 'GET', url: adminPaths.me, token })).statusCode).toBe(401);
  });
});
