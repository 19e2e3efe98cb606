import {
  adminPaths,
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  paymentPaths,
  realtimeEvents,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  fundedMember,
  moneyPost,
  ownerToken,
  registerMember,
  statusOf,
  type TestApp,
  testDbKinds,
  transfersOf,
} from '#testing/index';

const trigger = {
  isTrigger: true as const,
  promotionName: 'โบนัสสมาชิกใหม่ 100%',
  currentTurnover: '1500.00',
  turnoverTarget: '5000.00',
};

describe.each(testDbKinds())('withdraw (%s)', (kind) => {
  let t: TestApp;
  let promotedMemberId = '';
  const publisher = createRecordingPublisher();
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      deps: {
        publisher,
        promotionGate: {
          findActiveTurnover: async (_tx, _operatorId, memberId) =>
            memberId === promotedMemberId ? trigger : undefined,
        },
      },
      modules: ['payments'],
    });
    staff = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const moneyRows = async () => ({
    withdrawals: await countRows(t, schema.withdrawals),
    transfers: await countRows(t, schema.ledgerTransfers),
    keys: await countRows(t, schema.idempotencyKeys),
  });

  it('moves the amount to the hold, answers the spec’s message and pushes after commit', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount: '250.25' });
    expect(res.statusCode).toBe(200);
    expect(statusOf(res)).toEqual({ code: 0, message: 'สร้างรายการถอนสำเร็จ, โปรดรอการตรวจสอบ' });
    expect(res.json().data).toMatchObject({ amount: '250.25', status: 'PENDING' });
    expect(res.json().data.paymentRef).toMatch(/^W[2-9A-Z]{9}$/);
    expect(await balanceOf(t, token)).toEqual({ balance: '749.75', lockedBalance: '250.25' });
    const pushed = publisher.events.filter((e) => e.room === `member:${member.memberId}`);
    expect(pushed.map((e) => e.event)).toEqual(
      expect.arrayContaining([realtimeEvents.withdrawalUpdated, realtimeEvents.walletUpdated]),
    );
    expect(pushed.at(-1)).toEqual({
      room: `member:${member.memberId}`,
      event: realtimeEvents.walletUpdated,
      payload: { balance: '749.75', cash: '749.75', bonus: '0.00', lockedBalance: '250.25' },
    });
  });

  it('refuses while a promotion’s turnover is unmet, with its data, and moves nothing', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '500.00');
    promotedMemberId = member.memberId;
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: {
        code: errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code,
        message: errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.message,
      },
      data: trigger,
    });
    expect(await balanceOf(t, token)).toEqual({ balance: '500.00', lockedBalance: '0.00' });
  });

  it('refuses bad input with its status, code and Thai message, and writes nothing', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '500.00');
    const before = await moneyRows();
    const cases: Array<[unknown, string | null, number, number, string]> = [
      [
        { amount: '100' },
        null,
        400,
        errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code,
        'คำขอนี้ต้องมี Idempotency-Key',
      ],
      [
        { amount: '100' },
        'short',
        400,
        errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code,
        'คำขอนี้ต้องมี Idempotency-Key',
      ],
      [
        { amount: 0 },
        'key-bad-0001',
        400,
        errorCatalogue.VALIDATION_FAILED.code,
        'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
      ],
      [
        { amount: '-5' },
        'key-bad-0002',
        400,
        errorCatalogue.VALIDATION_FAILED.code,
        'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
      ],
      [
        { amount: '100.001' },
        'key-bad-0003',
        400,
        errorCatalogue.VALIDATION_FAILED.code,
        'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
      ],
      [{}, 'key-bad-0004', 400, errorCatalogue.VALIDATION_FAILED.code, 'ข้อมูลไม่ถูกต้อง'],
      [{ amount: '99.99' }, 'key-bad-0005', 422, errorCatalogue.WITHDRAW_BELOW_MIN.code, 'ถอนขั้นต่ำ 100 บาท'],
      [
        { amount: '100000.01' },
        'key-bad-0006',
        422,
        errorCatalogue.WITHDRAW_ABOVE_MAX.code,
        'ถอนได้สูงสุด 100,000 บาทต่อรายการ',
      ],
      [
        { amount: '500.01' },
        'key-bad-0007',
        422,
        errorCatalogue.INSUFFICIENT_BALANCE.code,
        'ยอดเงินคงเหลือไม่เพียงพอ',
      ],
    ];
    for (const [body, key, http, code, message] of cases) {
      const res = await moneyPost(t, token, paymentPaths.withdraw, body, key);
      expect({ body, http: res.statusCode, status: statusOf(res) }).toEqual({
        body,
        http,
        status: { code, message },
      });
    }
    expect(await moneyRows()).toEqual(before);
    expect(await balanceOf(t, token)).toEqual({ balance: '500.00', lockedBalance: '0.00' });
    const anonymous = await call(t, { url: paymentPaths.withdraw, body: { amount: '100' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a retry with the same key as the first time and moves money once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '300.00');
    const first = await moneyPost(t, token, paymentPaths.withdraw, { amount: 200 }, 'retry-key-0001');
    const again = await moneyPost(t, token, paymentPaths.withdraw, { amount: '200.00' }, 'retry-key-0001');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await transfersOf(t, 'withdrawal', first.json().data.withdrawalId)).toHaveLength(1);
    expect(await balanceOf(t, token)).toEqual({ balance: '100.00', lockedBalance: '200.00' });
    const reused = await moneyPost(t, token, paymentPaths.withdraw, { amount: '100' }, 'retry-key-0001');
    expect(reused.statusCode).toBe(409);
    expect(statusOf(reused)).toEqual({
      code: errorCatalogue.IDEMPOTENCY_KEY_REUSED.code,
      message: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว',
    });
    expect(await balanceOf(t, token)).toEqual({ balance: '100.00', lockedBalance: '200.00' });
  });

  it('lets staff approve and mark paid, or reject back to main, each once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1000.00');
    const a = (await moneyPost(t, token, paymentPaths.withdraw, { amount: '300' })).json().data;
    const b = (await moneyPost(t, token, paymentPaths.withdraw, { amount: '200' })).json().data;
    const admin = (url: string, body?: unknown) =>
      call(t, { url, token: staff, ...(body === undefined ? {} : { body }) });

    const list = await call(t, {
      method: 'GET',
      url: `${adminPaths.withdrawals}?status=PENDING`,
      token: staff,
    });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.data.find((w: { id: string }) => w.id === a.withdrawalId);
    expect(listed).toMatchObject({ amount: '300.00', status: 'PENDING', member: { phone: member.phone } });

    expect((await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/approve`, {})).json().data.status).toBe(
      'APPROVED',
    );
    const approveAgain = await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/approve`, {});
    expect(approveAgain.statusCode).toBe(409);
    expect(statusOf(approveAgain)).toEqual({
      code: errorCatalogue.INVALID_STATE.code,
      message: 'รายการนี้ถูกดำเนินการไปแล้ว',
    });
    const noRef = await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/paid`, {});
    expect(noRef.statusCode).toBe(400);
    expect(
      (await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/paid`, { bankRef: 'KB-778899' })).json().data
        .status,
    ).toBe('PAID');
    expect(
      (await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/reject`, { reason: 'x' })).statusCode,
    ).toBe(409);

    const noReason = await admin(`${adminPaths.withdrawals}/${b.withdrawalId}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await admin(`${adminPaths.withdrawals}/${b.withdrawalId}/reject`, { reason: 'ชื่อบัญชีไม่ตรง' })).json()
        .data.status,
    ).toBe('REJECTED');
    expect(await balanceOf(t, token)).toEqual({ balance: '700.00', lockedBalance: '0.00' });

    const audit = await t.database.db.select().from(schema.staffAuditLog);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['withdrawal.approve', 'withdrawal.paid', 'withdrawal.reject']),
    );
    const history = await call(t, {
      method: 'GET',
      url: `${paymentPaths.paymentHistory}?type=WITHDRAW&pageSize=25&pageNo=1`,
      token,
    });
    expect(history.json().data).toMatchObject({ total: 2, pageNo: 1, pageSize: 25 });
    expect(history.json().data.data[0]).toMatchObject({
      paymentRef: b.paymentRef,
      amount: '200.00',
      balanceBefore: '700.00',
      balanceAfter: '500.00',
      status: 'REJECTED',
    });
    expect(history.json().data.data[1]).toMatchObject({
      balanceBefore: '1000.00',
      balanceAfter: '700.00',
      status: 'PAID',
    });
  });

  it('keeps staff routes from members and unknown withdrawals', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '100.00');
    const asMember = await call(t, { method: 'GET', url: adminPaths.withdrawals, token });
    expect(asMember.statusCode).toBe(401);
    const unknown = await call(t, {
      url: `${adminPaths.withdrawals}/0190a0a0-0000-7000-8000-000000000000/approve`,
      token: staff,
      body: {},
    });
    expect(unknown.statusCode).toBe(404);
    const badStatus = await call(t, {
      method: 'GET',
      url: `${adminPaths.withdrawals}?status=LOST`,
      token: staff,
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('needs the header name the contracts give', () => {
    expect(IDEMPOTENCY_HEADER).toBe('idempotency-key');
    expect(realtimeEvents.walletUpdated).toBe('wallet.updated');
  });
});
