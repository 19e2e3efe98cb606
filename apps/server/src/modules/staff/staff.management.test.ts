import { adminHref, adminPaths, errorCatalogue, type StaffRoleName } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  addOperator,
  auditRows,
  buildTestApp,
  call,
  countRows,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { addressSource, totpCodeAt, usernameSource } from '#testing/totp-login';
import { createAuditLog } from './staff.audit';

const OWNER = { username: 'owner', password: 'owner-test-password' };
const MINUTE = 60_000;

const freshIp = addressSource('10.8');
const freshUsername = usernameSource('-m');

describe.each(testDbKinds())('staff management by the owner (%s)', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let ownerId: string;

  const login = (body: { username: string; password: string; totpCode?: string }) =>
    call(t, { url: adminPaths.login, body, ip: freshIp() });

  const tokenOf = async (body: { username: string; password: string; totpCode?: string }) => {
    const res = await login(body);
    if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
    return res.json().data.accessToken as string;
  };

  const createStaff = async (role: StaffRoleName) => {
    const account = { username: freshUsername(role), password: 'a-long-staff-password', role };
    const res = await call(t, { url: adminPaths.staff, token: ownerToken, body: account });
    if (res.statusCode !== 200) throw new Error(`create staff failed: ${res.body}`);
    const id = res.json().data.id as string;
    return { ...account, id, token: await tokenOf(account) };
  };

  /** Sets TOTP up and enables it for the token's account; the base32 secret. */
  const enableTotp = async (token: string) => {
    const { secret } = (await call(t, { url: adminPaths.totpSetup, token })).json().data;
    const res = await call(t, {
      url: adminPaths.totpEnable,
      token,
      body: { code: totpCodeAt(secret, t.clock.now()) },
    });
    if (res.statusCode !== 200) throw new Error(`enable failed: ${res.body}`);
    return secret as string;
  };

  const me = (token: string) => call(t, { method: 'GET', url: adminPaths.me, token });

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
    ownerToken = await tokenOf(OWNER);
    ownerId = (await me(ownerToken)).json().data.id;
  });
  afterAll(() => t.close());

  describe('me/totp/disable', () => {
    it('turns TOTP off with a current code, audited; login then needs no code', async () => {
      const staff = await createStaff('finance');
      const notOn = await call(t, {
        url: adminPaths.totpDisable,
        token: staff.token,
        body: { code: '123456' },
      });
      expect(notOn.statusCode).toBe(409);
      expect(statusOf(notOn).code).toBe(errorCatalogue.INVALID_STATE.code);

      const secret = await enableTotp(staff.token);
      t.clock.advance(2 * MINUTE);
      const wrong = totpCodeAt(secret, new Date(t.clock.now().getTime() + 10 * MINUTE));
      const refused = await call(t, {
        url: adminPaths.totpDisable,
        token: staff.token,
        body: { code: wrong },
      });
      expect(refused.statusCode).toBe(401);
      expect(statusOf(refused).code).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);
      expect(await auditRows(t, 'staff.totp.disable', staff.id)).toHaveLength(0);

      const code = totpCodeAt(secret, t.clock.now());
      const res = await call(t, { url: adminPaths.totpDisable, token: staff.token, body: { code } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: staff.id, totpEnabled: false });
      const [audit] = await auditRows(t, 'staff.totp.disable', staff.id);
      expect(audit).toMatchObject({
        staffId: staff.id,
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      });
      expect(JSON.stringify(audit)).not.toContain(secret);

      expect((await login(staff)).statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(schema.staffAccounts)
        .where(eq(schema.staffAccounts.id, staff.id));
      expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null });
    });

    it('refuses a code already used (the one that enabled it) and a malformed code', async () => {
      const staff = await createStaff('support');
      const { secret } = (await call(t, { url: adminPaths.totpSetup, token: staff.token })).json().data;
      const code = totpCodeAt(secret, t.clock.now());
      await call(t, { url: adminPaths.totpEnable, token: staff.token, body: { code } });
      const replay = await call(t, { url: adminPaths.totpDisable, token: staff.token, body: { code } });
      expect(statusOf(replay).code).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);

      const malformed = await call(t, {
        url: adminPaths.totpDisable,
        token: staff.token,
        body: { code: '12ab' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code, message: 'กรุณากรอกรหัสยืนยันตัวตนเป็นตัวเลข 6 หลัก' },
        data: { field: 'code' },
      });
      expect((await call(t, { url: adminPaths.totpDisable, body: { code } })).statusCode).toBe(401);
      expect((await me(staff.token)).json().data.totpEnabled).toBe(true);
    });
  });

  describe('staff list', () => {
    it('shows role, TOTP, disabled and last login to the owner only', async () => {
      const staff = await createStaff('lottery');
      const list = await call(t, { method: 'GET', url: adminPaths.staff, token: ownerToken });
      expect(list.statusCode).toBe(200);
      const entry = list.json().data.find((a: { id: string }) => a.id === staff.id);
      expect(entry).toEqual({
        id: staff.id,
        username: staff.username,
        role: 'lottery',
        totpEnabled: false,
        disabled: false,
        lastLoginAt: t.clock.now().toISOString(),
        createdAt: expect.any(String),
      });
      for (const role of ['finance', 'lottery', 'support'] as const) {
        const other = await createStaff(role);
        const refused = await call(t, { method: 'GET', url: adminPaths.staff, token: other.token });
        expect(refused.statusCode).toBe(403);
        expect(statusOf(refused).code).toBe(errorCatalogue.FORBIDDEN.code);
      }
    });

    it('a never-used account has no last login', async () => {
      const account = {
        username: freshUsername('fresh'),
        password: 'a-long-staff-password',
        role: 'support',
      };
      const created = await call(t, { url: adminPaths.staff, token: ownerToken, body: account });
      expect(created.json().data).toMatchObject({ lastLoginAt: null, disabled: false });
    });
  });

  describe('disable and enable', () => {
    it('ends the sessions at once and refuses login; enable lets it back in; each audited', async () => {
      const staff = await createStaff('finance');
      const secondSession = await tokenOf(staff);
      const res = await call(t, { url: adminHref.staffAction(staff.id, 'disable'), token: ownerToken });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: staff.id, disabled: true });

      for (const token of [staff.token, secondSession]) {
        const refused = await me(token);
        expect(refused.statusCode).toBe(401);
        expect(statusOf(refused).code).toBe(errorCatalogue.UNAUTHORIZED.code);
      }
      const live = await t.database.db
        .select()
        .from(schema.staffSessions)
        .where(eq(schema.staffSessions.staffId, staff.id));
      expect(live.every((session) => session.revokedAt !== null)).toBe(true);

      const wrongPassword = await login({ ...staff, password: 'not-the-password' });
      expect(statusOf(wrongPassword).code).toBe(errorCatalogue.STAFF_INVALID_CREDENTIALS.code);
      const disabledLogin = await login(staff);
      expect(disabledLogin.statusCode).toBe(403);
      expect(statusOf(disabledLogin).code).toBe(errorCatalogue.STAFF_ACCOUNT_DISABLED.code);
      const [disableAudit] = await auditRows(t, 'staff.disable', staff.id);
      expect(disableAudit).toMatchObject({
        staffId: ownerId,
        before: { disabled: false },
        after: { disabled: true, sessionsEnded: 2 },
      });

      const again = await call(t, { url: adminHref.staffAction(staff.id, 'disable'), token: ownerToken });
      expect(again.statusCode).toBe(409);
      expect(await auditRows(t, 'staff.disable', staff.id)).toHaveLength(1);

      const enabled = await call(t, { url: adminHref.staffAction(staff.id, 'enable'), token: ownerToken });
      expect(enabled.json().data).toMatchObject({ disabled: false });
      expect(await auditRows(t, 'staff.enable', staff.id)).toHaveLength(1);
      expect((await login(staff)).statusCode).toBe(200);
      const enableTwice = await call(t, {
        url: adminHref.staffAction(staff.id, 'enable'),
        token: ownerToken,
      });
      expect(statusOf(enableTwice).code).toBe(errorCatalogue.INVALID_STATE.code);
    });

    it('an owner cannot disable themself; another owner can be disabled', async () => {
      const before = await countRows(t, schema.staffAuditLog);
      const self = await call(t, { url: adminHref.staffAction(ownerId, 'disable'), token: ownerToken });
      expect(self.statusCode).toBe(422);
      expect(statusOf(self).code).toBe(errorCatalogue.STAFF_SELF_ACTION.code);
      expect(await countRows(t, schema.staffAuditLog)).toBe(before);
      expect((await me(ownerToken)).statusCode).toBe(200);

      const secondOwner = await createStaff('owner');
      const other = await call(t, {
        url: adminHref.staffAction(ownerId, 'disable'),
        token: secondOwner.token,
      });
      expect(statusOf(other).code).toBe(0);
      await call(t, { url: adminHref.staffAction(ownerId, 'enable'), token: secondOwner.token });
      ownerToken = await tokenOf(OWNER);
      const byFirst = await call(t, {
        url: adminHref.staffAction(secondOwner.id, 'disable'),
        token: ownerToken,
      });
      expect(byFirst.statusCode).toBe(200);
    });

    it('refuses other roles (403), a bad id (400 in the envelope), an unknown or foreign id (404)', async () => {
      const target = await createStaff('support');
      for (const role of ['finance', 'lottery', 'support'] as const) {
        const actor = await createStaff(role);
        for (const action of ['disable', 'enable', 'totp/reset'] as const) {
          const res = await call(t, { url: adminHref.staffAction(target.id, action), token: actor.token });
          expect(res.statusCode).toBe(403);
          expect(statusOf(res).code).toBe(errorCatalogue.FORBIDDEN.code);
        }
      }
      expect((await me(target.token)).statusCode).toBe(200);

      const badId = await call(t, { url: adminHref.staffAction('not-a-uuid', 'disable'), token: ownerToken });
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code },
        data: { field: 'id' },
      });
      const unknown = await call(t, {
        url: adminHref.staffAction('0190a0a0-0000-7000-8000-000000000000', 'disable'),
        token: ownerToken,
      });
      expect(unknown.statusCode).toBe(404);

      const otherSite = await addOperator(t, freshUsername('site'));
      const [foreign] = await t.database.db
        .insert(schema.staffAccounts)
        .values({
          id: '0190a0a0-0000-7000-8000-00000000abcd',
          operatorId: otherSite,
          username: 'foreign',
          passwordHash: 'x',
          role: 'finance',
        })
        .returning();
      const foreignRes = await call(t, {
        url: adminHref.staffAction(foreign?.id ?? '', 'disable'),
        token: ownerToken,
      });
      expect(foreignRes.statusCode).toBe(404);
      expect((await call(t, { url: adminHref.staffAction(target.id, 'disable') })).statusCode).toBe(401);
    });
  });

  describe('totp/reset', () => {
    it("clears another account's TOTP so it logs in with the password; audited; not twice, not oneself", async () => {
      const staff = await createStaff('lottery');
      await enableTotp(staff.token);
      expect(statusOf(await login(staff)).code).toBe(errorCatalogue.STAFF_TOTP_REQUIRED.code);

      const res = await call(t, { url: adminHref.staffAction(staff.id, 'totp/reset'), token: ownerToken });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ totpEnabled: false });
      expect((await login(staff)).statusCode).toBe(200);
      expect(await auditRows(t, 'staff.totp.reset', staff.id)).toHaveLength(1);

      const twice = await call(t, { url: adminHref.staffAction(staff.id, 'totp/reset'), token: ownerToken });
      expect(twice.statusCode).toBe(409);
      const self = await call(t, { url: adminHref.staffAction(ownerId, 'totp/reset'), token: ownerToken });
      expect(self.statusCode).toBe(422);
      expect(statusOf(self).code).toBe(errorCatalogue.STAFF_SELF_ACTION.code);
    });
  });

  describe('audit log', () => {
    type Entry = {
      action: string;
      staffId: string;
      staffUsername: string;
      createdAt: string;
      targetId: string;
    };
    const page = (query: string, token = ownerToken) =>
      call(t, { method: 'GET', url: `${adminPaths.auditLog}${query}`, token });

    it('is for the owner only', async () => {
      for (const role of ['finance', 'lottery', 'support'] as const) {
        const actor = await createStaff(role);
        const res = await page('', actor.token);
        expect(res.statusCode).toBe(403);
        expect(statusOf(res).code).toBe(errorCatalogue.FORBIDDEN.code);
      }
      expect((await call(t, { method: 'GET', url: adminPaths.auditLog })).statusCode).toBe(401);
    });

    it('pages newest first and filters by staff member, action prefix and time', async () => {
      t.clock.advance(60 * MINUTE);
      const from = t.clock.now().toISOString();
      const staff = await createStaff('finance');
      t.clock.advance(MINUTE);
      await enableTotp(staff.token);
      t.clock.advance(MINUTE);
      const to = t.clock.now().toISOString();
      t.clock.advance(MINUTE);
      await call(t, { url: adminPaths.logout, token: staff.token });

      const mine = await page(`?staffId=${staff.id}&pageSize=100`);
      expect(mine.statusCode).toBe(200);
      const actions = mine.json().data.data.map((e: Entry) => e.action);
      expect(actions).toEqual(['staff.logout', 'staff.totp.enable', 'staff.totp.setup', 'staff.login']);
      expect(mine.json().data).toMatchObject({ total: 4, pageNo: 1, pageSize: 100 });
      expect(mine.json().data.data[0]).toMatchObject({
        staffUsername: staff.username,
        ip: expect.any(String),
      });

      const totp = await page(`?staffId=${staff.id}&action=staff.totp`);
      expect(totp.json().data.data.map((e: Entry) => e.action)).toEqual([
        'staff.totp.enable',
        'staff.totp.setup',
      ]);
      const noWildcard = await page(`?action=staff_totp`);
      expect(noWildcard.json().data.total).toBe(0);

      const window = await page(
        `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&pageSize=100`,
      );
      const inWindow = window.json().data.data as Entry[];
      expect(inWindow.map((e) => e.action)).toEqual([
        'staff.totp.enable',
        'staff.totp.setup',
        'staff.login',
        'staff.create',
      ]);
      expect(inWindow.every((e) => e.createdAt >= from && e.createdAt < to)).toBe(true);

      const first = (await page(`?staffId=${staff.id}&pageSize=3&pageNo=1`)).json().data;
      const second = (await page(`?staffId=${staff.id}&pageSize=3&pageNo=2`)).json().data;
      expect(first.data).toHaveLength(3);
      expect(second.data.map((e: Entry) => e.action)).toEqual(['staff.login']);
      expect(second.total).toBe(4);
    });

    it('an action code matches that action alone; other text matches as a prefix', async () => {
      const [owner] = await t.database.db
        .select()
        .from(schema.staffAccounts)
        .where(eq(schema.staffAccounts.id, ownerId));
      if (!owner) throw new Error('no owner');
      const audit = createAuditLog({ clock: t.clock });
      await t.database.db.transaction(async (tx) => {
        for (const action of ['member.adjustment', 'member.adjustment.request'] as const)
          await audit.record(tx, {
            staff: { ...owner, staffId: owner.id, sessionId: 'test' },
            action,
            targetType: 'member',
            targetId: 'm',
            ip: '127.0.0.1',
          });
      });
      const actions = async (query: string) =>
        (await page(query)).json().data.data.map((e: Entry) => e.action) as string[];
      expect(await actions('?action=member.adjustment')).toEqual(['member.adjustment']);
      expect(await actions('?action=member.adjustment.')).toEqual(['member.adjustment.request']);
      expect(await actions('?action=member.adj')).toEqual(['member.adjustment.request', 'member.adjustment']);
    });

    it('refuses a bad query with 400 in the envelope', async () => {
      for (const query of ['?from=yesterday', '?pageSize=101', '?staffId=nope', '?pageNo=0']) {
        const res = await page(query);
        expect(res.statusCode).toBe(400);
        expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      }
      expect(statusOf(await page('?from=yesterday')).message).toBe('วันเวลาไม่ถูกต้อง');
    });
  });
});
