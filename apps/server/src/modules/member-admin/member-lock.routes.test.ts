import type { AddressInfo } from 'node:net';
import {
  adminMemberHref,
  apiPaths,
  errorCatalogue,
  passwordResetPaths,
  paymentPaths,
  type StaffRoleName,
  th,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { SOCKET_PATH } from '#platform/realtime/socket-server';
import {
  auditRows,
  buildTestApp,
  call,
  countRows,
  loginToken,
  moneyPost,
  placeBill,
  type RegisteredMember,
  registerMember,
  runRoundJob,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

const ROUND = 'HANOI20261123';
const MINUTE = 60_000;

/** A client address per login, so the per-address throttle never counts one test's tries in another. */
let lastIp = 0;
const freshIp = () => {
  lastIp += 1;
  return `10.44.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

describe.each(testDbKinds())('member administration: lock and password reset (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['member-admin'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await runRoundJob(t);
    tokens = await staffTokens(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const post = (url: string, role: StaffRoleName | null, body?: unknown) =>
    call(t, { url, ...(role ? { token: tokens[role] } : {}), ...(body === undefined ? {} : { body }) });
  const login = (member: { phone: string }, password: string) =>
    call(t, { url: apiPaths.login, body: { userName: member.phone, password }, ip: freshIp() });
  const balance = (token: string) => call(t, { method: 'GET', url: apiPaths.balance, token });
  const memberRow = async (memberId: string) => {
    const [row] = await t.database.db.select().from(schema.members).where(eq(schema.members.id, memberId));
    return row;
  };
  /** Opens a member socket like the web app; resolves once connected. */
  const connectSocket = (token: string): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const { port } = t.app.server.address() as AddressInfo;
      const socket = connectClient(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        auth: { token, operator: t.operatorKey },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  describe('lock and unlock', () => {
    let member: RegisteredMember;
    let phoneToken: string;
    let laptopToken: string;
    beforeAll(async () => {
      member = await registerMember(t);
      phoneToken = await loginToken(t, member, freshIp());
      laptopToken = await loginToken(t, member, freshIp());
    });

    it('refuses lottery staff (403) and a call without a token (401), changing nothing', async () => {
      const forbidden = await post(adminMemberHref.lock(member.memberId), 'lottery', { reason: 'ทดสอบ' });
      expect(forbidden.statusCode).toBe(403);
      expect(statusOf(forbidden).code).toBe(errorCatalogue.FORBIDDEN.code);
      const anonymous = await post(adminMemberHref.lock(member.memberId), null, { reason: 'ทดสอบ' });
      expect(anonymous.statusCode).toBe(401);
      expect((await memberRow(member.memberId))?.status).toBe('ACTIVE');
      expect((await balance(phoneToken)).statusCode).toBe(200);
    });

    it('refuses a blank, missing or too long reason with 400 in the envelope, changing nothing', async () => {
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
        const res = await post(adminMemberHref.lock(member.memberId), 'support', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
        expect(res.json().data.field).toBe('reason');
      }
      expect((await memberRow(member.memberId))?.status).toBe('ACTIVE');
      expect(await auditRows(t, 'member.lock', member.memberId)).toEqual([]);
      expect((await balance(laptopToken)).statusCode).toBe(200);
    });

    it('locks: every session and socket ends at once, login is refused with the Thai message', async () => {
      const socket = await connectSocket(phoneToken);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const res = await post(adminMemberHref.lock(member.memberId), 'support', { reason: 'สงสัยทุจริต' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: { code: 0, message: th.memberLocked },
        data: { status: 'LOCKED', sessionsRevoked: 2 },
      });
      expect(await disconnected).toBe('io server disconnect');

      for (const token of [phoneToken, laptopToken]) {
        expect(statusOf(await balance(token)).code).toBe(errorCatalogue.UNAUTHORIZED.code);
        const withdraw = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' });
        expect(withdraw.statusCode).toBe(401);
        const bill = await placeBill(t, token, ROUND, [{ betType: 'TWO_TOP', number: '12', amount: '10' }]);
        expect(bill.statusCode).toBe(401);
      }
      await expect(connectSocket(phoneToken)).rejects.toThrow('UNAUTHORIZED');

      const refused = await login(member, member.password);
      expect(refused.statusCode).toBe(403);
      expect(statusOf(refused)).toEqual({
        code: errorCatalogue.MEMBER_SUSPENDED.code,
        message: errorCatalogue.MEMBER_SUSPENDED.message,
      });
      // A wrong password still gets the wrong-password answer: the lock is only shown to the owner.
      expect(statusOf(await login(member, 'wrong999')).code).toBe(errorCatalogue.INVALID_CREDENTIALS.code);

      const page = (
        await call(t, { method: 'GET', url: adminMemberHref.member(member.memberId), token: tokens.finance })
      ).json().data;
      expect(page).toMatchObject({
        status: 'LOCKED',
        lock: {
          reason: 'สงสัยทุจริต',
          lockedAt: t.clock.now().toISOString(),
          lockedBy: { username: expect.stringMatching(/^support/) },
        },
        sessions: [],
      });
      const [audit] = await auditRows(t, 'member.lock', member.memberId);
      expect(audit).toMatchObject({
        targetType: 'member',
        before: { status: 'ACTIVE' },
        after: { status: 'LOCKED', reason: 'สงสัยทุจริต', sessionsRevoked: 2 },
      });
    });

    it('refuses to lock a locked member (409), and to unlock an active one', async () => {
      const again = await post(adminMemberHref.lock(member.memberId), 'owner', { reason: 'อีกครั้ง' });
      expect(again.statusCode).toBe(409);
      expect(statusOf(again).code).toBe(errorCatalogue.MEMBER_ALREADY_LOCKED.code);
      const other = await registerMember(t);
      const unlock = await post(adminMemberHref.unlock(other.memberId), 'owner', { reason: 'ทดสอบ' });
      expect(unlock.statusCode).toBe(409);
      expect(statusOf(unlock).code).toBe(errorCatalogue.MEMBER_NOT_LOCKED.code);
      expect(await auditRows(t, 'member.unlock', other.memberId)).toEqual([]);
    });

    it('unlocks (finance): login works again, the old tokens stay dead', async () => {
      const res = await post(adminMemberHref.unlock(member.memberId), 'finance', { reason: 'ตรวจสอบแล้ว' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: { code: 0, message: th.memberUnlocked },
        data: { status: 'ACTIVE', sessionsRevoked: 0 },
      });
      expect((await balance(phoneToken)).statusCode).toBe(401);
      const relogin = await login(member, member.password);
      expect(relogin.statusCode).toBe(200);
      expect((await balance(relogin.json().data.accessToken)).statusCode).toBe(200);
      expect(await memberRow(member.memberId)).toMatchObject({
        lockedAt: null,
        lockReason: null,
        lockedBy: null,
      });
      const [audit] = await auditRows(t, 'member.unlock', member.memberId);
      expect(audit).toMatchObject({
        before: { status: 'LOCKED', reason: 'สงสัยทุจริต' },
        after: { status: 'ACTIVE', reason: 'ตรวจสอบแล้ว' },
      });
    });

    it('answers 404 for an unknown member', async () => {
      const res = await post(adminMemberHref.lock('0190f000-0000-7000-8000-000000000000'), 'owner', {
        reason: 'x',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('password reset', () => {
    let member: RegisteredMember;
    let token: string;
    beforeAll(async () => {
      member = await registerMember(t);
      token = await loginToken(t, member, freshIp());
    });

    /** The code in the newest reset SMS to the member's phone. */
    const resetCode = () => {
      const text = t.sms.outbox(member.phone)[0]?.text ?? '';
      const code = /คือ (\d{6}) /.exec(text)?.[1];
      if (!code || !text.startsWith('รหัสสำหรับตั้งรหัสผ่านใหม่')) throw new Error(`no reset SMS: ${text}`);
      return code;
    };
    const setPassword = (code: string, newPassword = 'fresh123', confirmPassword = newPassword) =>
      call(t, {
        url: passwordResetPaths.reset,
        body: { userName: member.phone, code, newPassword, confirmPassword },
      });
    const resetRows = () => countRows(t, schema.memberPasswordResets);
    /**
     * Staff send a reset code. The phone's SMS limits (60 s, 5 an hour) count these codes too
     * (`member-password-reset.http.test.ts`): an hour passes first, so each test sends freely.
     */
    const sendReset = (role: StaffRoleName | null, reason = 'สมาชิกลืมรหัสผ่าน') => {
      t.clock.advance(60 * MINUTE);
      return post(adminMemberHref.passwordReset(member.memberId), role, { reason });
    };

    it('refuses finance and lottery (403) and a call without a token (401)', async () => {
      for (const role of ['finance', 'lottery'] as const)
        expect((await sendReset(role)).statusCode).toBe(403);
      expect((await sendReset(null)).statusCode).toBe(401);
      expect(await resetRows()).toBe(0);
    });

    it('changes nothing when the SMS gateway refuses the code (502)', async () => {
      const send = t.sms.send;
      t.sms.send = async () => {
        throw new Error('gateway down');
      };
      try {
        const res = await sendReset('support');
        expect(res.statusCode).toBe(502);
        expect(statusOf(res).code).toBe(errorCatalogue.SMS_SEND_FAILED.code);
      } finally {
        t.sms.send = send;
      }
      expect(await resetRows()).toBe(0);
      expect(await auditRows(t, 'member.password-reset', member.memberId)).toEqual([]);
      expect((await balance(token)).statusCode).toBe(200);
      expect((await login(member, member.password)).statusCode).toBe(200);
    });

    it('sends a code by SMS with the reason audited; the password and sessions keep working until the code sets a new one', async () => {
      const res = await sendReset('support', 'สมาชิกโทรแจ้ง');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: { code: 0, message: th.passwordResetSent },
        data: { expiresAt: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString() },
      });
      const code = resetCode();
      expect(JSON.stringify(res.json())).not.toContain(code);
      const [audit] = await auditRows(t, 'member.password-reset', member.memberId);
      expect(audit?.after).toMatchObject({ reason: 'สมาชิกโทรแจ้ง' });
      expect(JSON.stringify(audit)).not.toContain(code);

      // Nothing else changed: a code cannot lock the member out.
      expect((await balance(token)).statusCode).toBe(200);
      expect((await login(member, member.password)).statusCode).toBe(200);

      const wrong = await setPassword(code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(422);
      expect(statusOf(wrong)).toEqual({
        code: errorCatalogue.PASSWORD_RESET_CODE_INVALID.code,
        message: errorCatalogue.PASSWORD_RESET_CODE_INVALID.message,
      });

      const socket = await connectSocket(token);
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      const done = await setPassword(code);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: { code: 0, message: th.passwordResetDone }, data: null });
      await disconnected;
      expect((await balance(token)).statusCode).toBe(401);
      expect(statusOf(await login(member, member.password)).code).toBe(
        errorCatalogue.INVALID_CREDENTIALS.code,
      );
      const fresh = await login(member, 'fresh123');
      expect(fresh.statusCode).toBe(200);
      member = { ...member, password: 'fresh123' };
      token = fresh.json().data.accessToken;

      // The code is used up.
      expect((await setPassword(code, 'again123')).statusCode).toBe(422);
      expect((await login(member, 'fresh123')).statusCode).toBe(200);
    });

    it('refuses bad input with 400 in the envelope before looking at the code', async () => {
      await sendReset('owner');
      const code = resetCode();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [
          { userName: member.phone, code, newPassword: 'abc', confirmPassword: 'abc' },
          'newPassword',
          th.newPasswordInvalid,
        ],
        [
          { userName: member.phone, code, newPassword: 'abc12345', confirmPassword: 'abc12346' },
          'confirmPassword',
          th.confirmNotMatchNew,
        ],
        [
          { userName: member.phone, code: '12ab', newPassword: 'abc12345', confirmPassword: 'abc12345' },
          'code',
          th.otpIncomplete,
        ],
        [
          { userName: '12', code, newPassword: 'abc12345', confirmPassword: 'abc12345' },
          'userName',
          th.phoneInvalid,
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await call(t, { url: passwordResetPaths.reset, body });
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject({ status: { message }, data: { field } });
      }
      // None of them counted as a try: the code still works.
      expect((await setPassword(code, 'second12')).statusCode).toBe(200);
      member = { ...member, password: 'second12' };
    });

    it('wears a code out after 5 wrong tries, expires it after 30 minutes, and a newer reset replaces it', async () => {
      await sendReset('owner');
      const worn = resetCode();
      const wrong = worn === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await setPassword(wrong)).statusCode).toBe(422);
      expect((await setPassword(worn)).statusCode).toBe(422);

      await sendReset('owner');
      const late = resetCode();
      t.clock.advance(30 * MINUTE);
      expect((await setPassword(late)).statusCode).toBe(422);

      await sendReset('owner');
      const older = resetCode();
      await sendReset('owner');
      const newer = resetCode();
      if (older !== newer) expect((await setPassword(older)).statusCode).toBe(422);
      expect((await setPassword(newer, 'third123')).statusCode).toBe(200);
      expect((await login(member, 'third123')).statusCode).toBe(200);
    });

    it('answers an unknown phone exactly like a wrong code', async () => {
      const res = await call(t, {
        url: passwordResetPaths.reset,
        body: {
          userName: '0999999999',
          code: '123456',
          newPassword: 'abc12345',
          confirmPassword: 'abc12345',
        },
      });
      expect(res.statusCode).toBe(422);
      expect(statusOf(res).code).toBe(errorCatalogue.PASSWORD_RESET_CODE_INVALID.code);
    });
  });
});
