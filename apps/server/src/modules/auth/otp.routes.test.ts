import { apiPaths, errorCatalogue, th } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  call,
  lastOtp,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
  uniquePhone,
} from '#testing/index';
import { phoneVerifications } from './auth.tables';

const MINUTE = 60_000;

/** A six-digit code that is not `code`. */
const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDbKinds())('phone verification: verify-user and verify-pin (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  const requestOtp = (userName: unknown) => call(t, { url: apiPaths.verifyUser, body: { userName } });
  const verifyPin = (body: Record<string, unknown>) => call(t, { url: apiPaths.verifyPin, body });
  const codesOf = (phone: string) =>
    t.database.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.operatorId, t.operatorId), eq(phoneVerifications.phone, phone)));

  describe('verify-user', () => {
    it('sends a 6-digit code in a Thai SMS with the ref, valid 5 minutes, and stores only its hash', async () => {
      const phone = uniquePhone();
      const res = await requestOtp(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
      expect(res.statusCode).toBe(200);
      expect(statusOf(res)).toEqual({ code: 0, message: th.otpSent });
      const data = res.json().data;
      expect(data.verifyRef).toMatch(/^[A-Z]{6}$/);
      expect(data.expiresAt).toBe(new Date(t.clock.now().getTime() + 5 * MINUTE).toISOString());
      expect(data.resendAfterSeconds).toBe(60);

      const [sms, ...older] = t.sms.outbox(phone);
      expect(older).toHaveLength(0);
      const code = lastOtp(t, phone);
      expect(sms?.text).toBe(`รหัส OTP ของคุณคือ ${code} (Ref: ${data.verifyRef}) ใช้ได้ภายใน 5 นาที`);

      const [row, ...others] = await codesOf(phone);
      expect(others).toHaveLength(0);
      expect(row?.verifyRef).toBe(data.verifyRef);
      expect(row?.codeHash).not.toContain(code);
      expect(row?.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it.each([
      ['empty', '', th.phoneRequired],
      ['missing', undefined, th.phoneRequired],
      ['too short', '081234567', th.phoneInvalid],
      ['too long', '08123456789', th.phoneInvalid],
    ])('refuses a %s phone with its Thai message and sends nothing', async (_case, userName, message) => {
      const before = t.sms.outbox().length;
      const res = await requestOtp(userName);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code, message },
        data: { field: 'userName' },
      });
      expect(t.sms.outbox()).toHaveLength(before);
    });

    it('refuses a phone that is already a member here, without sending an SMS', async () => {
      const member = await registerMember(t);
      t.clock.advance(MINUTE);
      const smsBefore = t.sms.outbox(member.phone).length;
      const res = await requestOtp(member.phone);
      expect(res.statusCode).toBe(409);
      expect(statusOf(res)).toEqual({
        code: errorCatalogue.PHONE_ALREADY_REGISTERED.code,
        message: 'หมายเลขโทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว',
      });
      expect(t.sms.outbox(member.phone)).toHaveLength(smsBefore);
    });

    it('sends a new code for the same phone only after 60 seconds, saying how many seconds are left', async () => {
      const phone = uniquePhone();
      expect((await requestOtp(phone)).statusCode).toBe(200);
      t.clock.advance(20_000);
      const early = await requestOtp(phone);
      expect(early.statusCode).toBe(429);
      expect(statusOf(early)).toEqual({
        code: errorCatalogue.OTP_RESEND_TOO_SOON.code,
        message: 'กรุณารอ 40 วินาทีก่อนขอรหัส OTP ใหม่',
      });
      t.clock.advance(39_500);
      expect(statusOf(await requestOtp(phone)).message).toBe('กรุณารอ 1 วินาทีก่อนขอรหัส OTP ใหม่');
      t.clock.advance(500);
      expect((await requestOtp(phone)).statusCode).toBe(200);
      expect(t.sms.outbox(phone)).toHaveLength(2);
    });

    it('sends at most 5 codes per phone in a rolling hour, saying how many minutes are left', async () => {
      const phone = uniquePhone();
      const firstAt = t.clock.now().getTime();
      for (let i = 0; i < 5; i += 1) {
        expect((await requestOtp(phone)).statusCode).toBe(200);
        t.clock.advance(MINUTE);
      }
      const sixth = await requestOtp(phone);
      expect(sixth.statusCode).toBe(429);
      expect(statusOf(sixth)).toEqual({
        code: errorCatalogue.OTP_HOURLY_LIMIT.code,
        message: 'ขอรหัส OTP ครบ 5 ครั้งในหนึ่งชั่วโมงแล้ว กรุณาลองใหม่ในอีก 55 นาที',
      });
      expect(t.sms.outbox(phone)).toHaveLength(5);

      t.clock.set(new Date(firstAt + 60 * MINUTE - 1));
      expect(statusOf(await requestOtp(phone)).message).toBe(
        'ขอรหัส OTP ครบ 5 ครั้งในหนึ่งชั่วโมงแล้ว กรุณาลองใหม่ในอีก 1 นาที',
      );
      t.clock.set(new Date(firstAt + 60 * MINUTE));
      expect((await requestOtp(phone)).statusCode).toBe(200);
      expect(t.sms.outbox(phone)).toHaveLength(6);
    });

    it('answers 502 SMS_SEND_FAILED when the gateway fails, and that code does not count', async () => {
      const phone = uniquePhone();
      const send = vi.spyOn(t.sms, 'send').mockRejectedValueOnce(new Error('gateway down'));
      const res = await requestOtp(phone);
      expect(send).toHaveBeenCalledTimes(1);
      send.mockRestore();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        status: { code: errorCatalogue.SMS_SEND_FAILED.code, message: 'ส่ง SMS ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
        data: null,
      });
      expect(await codesOf(phone)).toHaveLength(0);
      // No 60-second wait: the failed code was rolled back.
      expect((await requestOtp(phone)).statusCode).toBe(200);
      expect(await codesOf(phone)).toHaveLength(1);
    });

    it('answers broken JSON, a non-JSON type, a non-object or no body with MALFORMED_REQUEST and no stack', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: apiPaths.verifyUser,
        headers: { 'x-operator': t.operatorKey, 'content-type': 'application/json' },
        payload: '{"userName": "08',
      });
      const wrongType = await t.app.inject({
        method: 'POST',
        url: apiPaths.verifyUser,
        headers: { 'x-operator': t.operatorKey, 'content-type': 'text/plain' },
        payload: 'userName=0812345678',
      });
      const notAnObject = await t.app.inject({
        method: 'POST',
        url: apiPaths.verifyUser,
        headers: { 'x-operator': t.operatorKey, 'content-type': 'application/json' },
        payload: '"0812345678"',
      });
      const noBody = await t.app.inject({
        method: 'POST',
        url: apiPaths.verifyUser,
        headers: { 'x-operator': t.operatorKey },
      });
      for (const res of [broken, wrongType, notAnObject, noBody]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          status: { code: errorCatalogue.MALFORMED_REQUEST.code, message: 'รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง' },
          data: null,
        });
        expect(res.body).not.toMatch(/stack|at .*\.ts|Error:/);
      }
    });
  });

  describe('verify-pin', () => {
    const sendCode = async () => {
      const phone = uniquePhone();
      const res = await requestOtp(phone);
      return { phone, verifyRef: res.json().data.verifyRef as string, code: lastOtp(t, phone) };
    };

    it('accepts the right code, marks the ref verified and answers until when create takes it', async () => {
      const { phone, verifyRef, code } = await sendCode();
      t.clock.advance(4 * MINUTE + 59_000);
      const res = await verifyPin({ mobileNo: phone, pinCode: code, verifyRef });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: { code: 0, message: th.otpVerified },
        data: { verifyRef, verifiedUntil: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString() },
      });
      const [row] = await codesOf(phone);
      expect(row?.verifiedAt?.toISOString()).toBe(t.clock.now().toISOString());

      // A client retry of the same success succeeds again, with the same deadline.
      t.clock.advance(10_000);
      const retry = await verifyPin({ mobileNo: phone, pinCode: code, verifyRef });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.verifiedUntil).toBe(res.json().data.verifiedUntil);
    });

    it.each([
      ['5 digits', '12345'],
      ['7 digits', '1234567'],
      ['a letter', '12a456'],
      ['nothing', undefined],
    ])('refuses a code of %s as incomplete', async (_case, pinCode) => {
      const { phone, verifyRef } = await sendCode();
      const res = await verifyPin({ mobileNo: phone, pinCode, verifyRef });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: { code: errorCatalogue.VALIDATION_FAILED.code, message: 'กรุณากรอก OTP ให้ครบ 6 หลัก' },
        data: { field: 'pinCode' },
      });
      const [row] = await codesOf(phone);
      expect(row?.failedAttempts).toBe(0);
    });

    it('counts wrong codes down and kills the ref on the fifth, even for the right code afterwards', async () => {
      const { phone, verifyRef, code } = await sendCode();
      const wrong = { mobileNo: phone, pinCode: wrongCode(code), verifyRef };
      for (const left of [4, 3, 2, 1]) {
        const res = await verifyPin(wrong);
        expect(res.statusCode).toBe(422);
        expect(statusOf(res)).toEqual({
          code: errorCatalogue.OTP_INVALID.code,
          message: `รหัส OTP ไม่ถูกต้อง (เหลืออีก ${left} ครั้ง)`,
        });
      }
      const locked = {
        code: errorCatalogue.OTP_LOCKED.code,
        message: 'กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่',
      };
      const fifth = await verifyPin(wrong);
      expect(fifth.statusCode).toBe(422);
      expect(statusOf(fifth)).toEqual(locked);
      const right = await verifyPin({ mobileNo: phone, pinCode: code, verifyRef });
      expect(right.statusCode).toBe(422);
      expect(statusOf(right)).toEqual(locked);
      const [row] = await codesOf(phone);
      expect(row?.verifiedAt).toBeNull();
      expect(row?.failedAttempts).toBe(5);
    });

    it('refuses the right code once the 5 minutes are over', async () => {
      const { phone, verifyRef, code } = await sendCode();
      t.clock.advance(5 * MINUTE);
      const res = await verifyPin({ mobileNo: phone, pinCode: code, verifyRef });
      expect(res.statusCode).toBe(422);
      expect(statusOf(res)).toEqual({
        code: errorCatalogue.OTP_EXPIRED.code,
        message: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่',
      });
    });

    it('retires a code when a newer one is sent to the same phone', async () => {
      const first = await sendCode();
      t.clock.advance(MINUTE);
      const second = await requestOtp(first.phone);
      const res = await verifyPin({ mobileNo: first.phone, pinCode: first.code, verifyRef: first.verifyRef });
      expect(statusOf(res).code).toBe(errorCatalogue.OTP_EXPIRED.code);
      const newest = await verifyPin({
        mobileNo: first.phone,
        pinCode: lastOtp(t, first.phone),
        verifyRef: second.json().data.verifyRef,
      });
      expect(newest.statusCode).toBe(200);
    });

    it('gives one answer for an unknown ref and for a ref of another phone', async () => {
      const mine = await sendCode();
      const theirs = await sendCode();
      const unknown = await verifyPin({ mobileNo: mine.phone, pinCode: mine.code, verifyRef: 'ZZZZZZZZ' });
      const foreign = await verifyPin({
        mobileNo: mine.phone,
        pinCode: theirs.code,
        verifyRef: theirs.verifyRef,
      });
      for (const res of [unknown, foreign]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          status: {
            code: errorCatalogue.OTP_REF_INVALID.code,
            message: 'รหัสอ้างอิง OTP ไม่ถูกต้อง กรุณาขอรหัสใหม่',
          },
          data: null,
        });
      }
      // The other phone's ref was not touched by the foreign try.
      const [row] = await codesOf(theirs.phone);
      expect(row).toMatchObject({ failedAttempts: 0, verifiedAt: null });
    });
  });
});
