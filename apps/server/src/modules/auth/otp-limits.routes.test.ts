import {
  apiPaths,
  DEFAULT_OTP_LIMITS,
  errorCatalogue,
  OPERATOR_HEADER,
  otpLimitsPaths,
  staffRealtimeEvents,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  auditRows,
  buildTestApp,
  call,
  listenOnFreePort,
  staffTokens,
  type TestApp,
  testDbKinds,
  uniquePhone,
} from '#testing/index';

/**
 * A security review found 40 OTP sends to 40 phones from one address in 0.16 s all went out. Sends are now
 * limited per client address and by the operator's hourly budget, whose exhaustion alerts staff.
 */
describe.each(testDbKinds())('OTP sending limits (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: [], seedDemo: false });
    tokens = await staffTokens(t);
    base = await listenOnFreePort(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const sendOverHttp = async (phone: string) => {
    const res = await fetch(`${base}${apiPaths.verifyUser}`, {
      method: 'POST',
      headers: { [OPERATOR_HEADER]: t.operatorKey, 'content-type': 'application/json' },
      body: JSON.stringify({ userName: phone }),
    });
    return { status: res.status, body: (await res.json()) as { status: { code: number; message: string } } };
  };
  const sendFrom = (ip: string, phone = uniquePhone()) =>
    call(t, { url: apiPaths.verifyUser, body: { userName: phone }, ip });
  const putLimits = (token: string, body: unknown) =>
    call(t, { method: 'PUT', url: otpLimitsPaths.otpLimits, token, body });

  it('sends 20 codes to 20 phones from one address in 10 minutes, refuses the rest with 429, and sends again later', async () => {
    const phones = Array.from({ length: 40 }, () => uniquePhone());
    const answers = [];
    for (const phone of phones) answers.push(await sendOverHttp(phone));
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent).toHaveLength(DEFAULT_OTP_LIMITS.perAddressPer10Min);
    const refused = answers.slice(DEFAULT_OTP_LIMITS.perAddressPer10Min);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(refused[0]?.body.status).toEqual({
      code: errorCatalogue.OTP_ADDRESS_LIMIT.code,
      message: 'มีการขอรหัส OTP จากเครือข่ายนี้จำนวนมาก กรุณาลองใหม่ในอีก 10 นาที',
    });
    // Only the codes that went out were sent: nothing to the refused phones.
    expect(
      phones.slice(DEFAULT_OTP_LIMITS.perAddressPer10Min).every((phone) => t.sms.outbox(phone).length === 0),
    ).toBe(true);
    // Another address is not affected; the first one sends again once its window passed.
    expect((await sendFrom('10.50.0.1')).statusCode).toBe(200);
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await sendOverHttp(uniquePhone())).status).toBe(200);
  });

  it('a refusal of the phone itself (resend too soon) does not use the address’s sends', async () => {
    const phone = uniquePhone();
    expect((await sendFrom('10.51.0.1', phone)).statusCode).toBe(200);
    for (let i = 0; i < 25; i += 1)
      expect(statusCode(await sendFrom('10.51.0.1', phone))).toBe(errorCatalogue.OTP_RESEND_TOO_SOON.code);
    expect((await sendFrom('10.51.0.1')).statusCode).toBe(200);
  });

  it('lets only the owner change the limits (audited); finance and support read them', async () => {
    const read = await call(t, { method: 'GET', url: otpLimitsPaths.otpLimits, token: tokens.support });
    expect(read.json().data).toEqual({ ...DEFAULT_OTP_LIMITS, updatedAt: null });
    expect((await putLimits(tokens.finance, { perAddressPer10Min: 5, operatorPerHour: 5 })).statusCode).toBe(
      403,
    );
    expect((await putLimits(tokens.owner, { perAddressPer10Min: 0, operatorPerHour: 5 })).statusCode).toBe(
      400,
    );
    const put = await putLimits(tokens.owner, { perAddressPer10Min: 30, operatorPerHour: 600 });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ perAddressPer10Min: 30, operatorPerHour: 600 });
    const audit = await auditRows(t, 'otp_limits.update', t.operatorId);
    expect(audit.at(-1)?.after).toEqual({ perAddressPer10Min: 30, operatorPerHour: 600 });
  });

  it('refuses sends past the operator’s hourly budget with 429 and alerts staff once (socket + dashboard list)', async () => {
    t.clock.advance(60 * 60_000 + 1_000);
    expect((await putLimits(tokens.owner, { perAddressPer10Min: 20, operatorPerHour: 3 })).statusCode).toBe(
      200,
    );
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push(statusCode(await sendFrom(`10.52.0.${i + 1}`)));
    expect(codes).toEqual([
      0,
      0,
      0,
      errorCatalogue.OTP_BUDGET_EXHAUSTED.code,
      errorCatalogue.OTP_BUDGET_EXHAUSTED.code,
      errorCatalogue.OTP_BUDGET_EXHAUSTED.code,
    ]);
    const alerts = publisher.events.filter((event) => event.event === staffRealtimeEvents.staffAlert);
    expect(alerts).toEqual([
      {
        room: `staff:${t.operatorId}`,
        event: 'staff.alert',
        payload: expect.objectContaining({ kind: 'OTP_BUDGET_EXHAUSTED', data: { operatorPerHour: 3 } }),
      },
    ]);
    const listed = await call(t, { method: 'GET', url: otpLimitsPaths.staffAlerts, token: tokens.lottery });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.data).toEqual([
      expect.objectContaining({ kind: 'OTP_BUDGET_EXHAUSTED', data: { operatorPerHour: 3 } }),
    ]);
    await putLimits(tokens.owner, DEFAULT_OTP_LIMITS);
  });
});

const statusCode = (res: { json(): { status: { code: number } } }) => res.json().status.code;
