import { adminHref, adminPaths, errorCatalogue, type StaffRoleName } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  buildTestApp,
  call,
  ownerToken,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { addressSource, usernameSource } from '#testing/totp-login';

const freshIp = addressSource('10.9');
const freshUsername = usernameSource('-a');

describe.each(testDbKinds())('staff roles and passwords (%s)', (kind) => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;

  const login = (username: string, password: string) =>
    call(t, { url: adminPaths.login, body: { username, password }, ip: freshIp() });
  const me = (token: string) => call(t, { method: 'GET', url: adminPaths.me, token });
  const createStaff = async (role: StaffRoleName) => {
    const account = { username: freshUsername(role), password: 'a-long-staff-password', role };
    const res = await call(t, { url: adminPaths.staff, token: owner, body: account });
    if (res.statusCode !== 200) throw new Error(`create staff failed: ${res.body}`);
    const session = await login(account.username, account.password);
    return { ...account, id: res.json().data.id as string, token: session.json().data.accessToken as string };
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'], seedDemo: false });
    owner = await ownerToken(t);
    ownerId = (await me(owner)).json().data.id;
  });
  afterAll(async () => t.close());

  it('the owner changes a role, audited, and the guard applies it on the next call', async () => {
    const support = await createStaff('support');
    expect(
      (await call(t, { method: 'GET', url: adminPaths.withdrawals, token: support.token })).statusCode,
    ).toBe(403);
    const changed = await call(t, {
      url: adminHref.staffAction(support.id, 'role'),
      token: owner,
      body: { role: 'finance' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: support.id, role: 'finance' });
    // Same token, same session: the new role at once.
    expect(
      (await call(t, { method: 'GET', url: adminPaths.withdrawals, token: support.token })).statusCode,
    ).toBe(200);
    const [audit] = await auditRows(t, 'staff.role.change', support.id);
    expect(audit).toMatchObject({
      staffId: ownerId,
      before: { role: 'support' },
      after: { role: 'finance' },
    });

    const same = await call(t, {
      url: adminHref.staffAction(support.id, 'role'),
      token: owner,
      body: { role: 'finance' },
    });
    expect(statusOf(same).code).toBe(errorCatalogue.STAFF_ROLE_UNCHANGED.code);
    const bad = await call(t, {
      url: adminHref.staffAction(support.id, 'role'),
      token: owner,
      body: { role: 'boss' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an owner changing their own role, and anyone but the owner', async () => {
    const self = await call(t, {
      url: adminHref.staffAction(ownerId, 'role'),
      token: owner,
      body: { role: 'support' },
    });
    expect(self.statusCode).toBe(422);
    expect(statusOf(self).code).toBe(errorCatalogue.STAFF_SELF_ACTION.code);
    expect((await me(owner)).json().data.role).toBe('owner');
    const finance = await createStaff('finance');
    const other = await createStaff('lottery');
    const refused = await call(t, {
      url: adminHref.staffAction(other.id, 'role'),
      token: finance.token,
      body: { role: 'owner' },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(t, { url: adminHref.staffAction(other.id, 'password-reset'), token: finance.token }))
        .statusCode,
    ).toBe(403);
  });

  it('the owner resets a password: a generated one shown once, sessions ended, audited without the password', async () => {
    const lottery = await createStaff('lottery');
    const reset = await call(t, { url: adminHref.staffAction(lottery.id, 'password-reset'), token: owner });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const { password, sessionsEnded, username } = reset.json().data;
    expect(username).toBe(lottery.username);
    expect(password).toMatch(/^[a-zA-Z2-9]{16}$/);
    expect(sessionsEnded).toBe(1);
    expect((await me(lottery.token)).statusCode).toBe(401);
    expect((await login(lottery.username, lottery.password)).statusCode).toBe(401);
    expect((await login(lottery.username, password)).statusCode).toBe(200);
    const [audit] = await auditRows(t, 'staff.password.reset', lottery.id);
    expect(JSON.stringify(audit)).not.toContain(password);
    expect(
      (await call(t, { url: adminHref.staffAction(ownerId, 'password-reset'), token: owner })).statusCode,
    ).toBe(422);
  });

  it('every staff member changes their own password with the current one; other sessions end, this one stays', async () => {
    const support = await createStaff('support');
    const second = (await login(support.username, support.password)).json().data.accessToken as string;
    const wrong = await call(t, {
      url: adminPaths.myPassword,
      token: support.token,
      body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(statusOf(wrong).code).toBe(errorCatalogue.STAFF_CURRENT_PASSWORD_WRONG.code);
    const short = await call(t, {
      url: adminPaths.myPassword,
      token: support.token,
      body: { currentPassword: support.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const changed = await call(t, {
      url: adminPaths.myPassword,
      token: support.token,
      body: { currentPassword: support.password, newPassword: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ sessionsEnded: 1 });
    expect((await me(support.token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(support.username, 'a-brand-new-password')).statusCode).toBe(200);
    expect(await auditRows(t, 'staff.password.change', support.id)).toHaveLength(1);
  });
});
