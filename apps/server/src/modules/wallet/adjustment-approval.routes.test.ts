import { randomUUID } from 'node:crypto';
import {
  adjustmentAdminHref,
  adjustmentAdminPaths,
  adminMemberHref,
  errorCatalogue,
  type StaffRoleName,
} from '@chokdee/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  countRows,
  fundedMember,
  moneyPost,
  type RegisteredMember,
  registerMember,
  staffMember,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

type Body = { status: { code: number; message: string }; data: Record<string, unknown> };
const bodyOf = (res: { body: string }) => JSON.parse(res.body) as Body;

describe.each(testDbKinds())('adjustments: maker-checker and daily cap (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  let member: RegisteredMember;
  let memberToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['member-admin'], seedDemo: ['payments'] });
    tokens = await staffTokens(t);
    member = await registerMember(t);
    memberToken = await fundedMember(t, member, '100.00');
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const adjust = (token: string, body: unknown, key: string = randomUUID()) =>
    moneyPost(t, token, adminMemberHref.adjustments(member.memberId), body, key);
  const approve = (token: string, id: string) => call(t, { url: adjustmentAdminHref.approve(id), token });
  const reject = (token: string, id: string, reason: string) =>
    call(t, { url: adjustmentAdminHref.reject(id), token, body: { reason } });

  it('answers the defaults (threshold ฿5,000, daily cap ฿50,000) until the owner saves', async () => {
    const res = await call(t, { method: 'GET', url: adjustmentAdminPaths.settings, token: tokens.finance });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toEqual({
      approvalThreshold: '5000.00',
      dailyCapPerStaff: '50000.00',
      updatedAt: null,
    });
  });

  it('posts an adjustment of exactly the threshold at once', async () => {
    const res = await adjust(tokens.finance, { amount: '5000.00', direction: 'CREDIT', reason: 'เท่าเกณฑ์' });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toMatchObject({ status: 'APPROVED', balance: '5100.00' });
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '5100.00', lockedBalance: '0.00' });
  });

  it('holds one above the threshold pending until another staff member approves; the maker may not', async () => {
    const transfersBefore = await countRows(t, schema.ledgerTransfers);
    const key = randomUUID();
    const made = await adjust(
      tokens.finance,
      { amount: '5000.01', direction: 'CREDIT', reason: 'โบนัสพิเศษ' },
      key,
    );
    expect(made.statusCode).toBe(200);
    const data = bodyOf(made).data;
    expect(data).toMatchObject({
      status: 'PENDING',
      adjustmentId: null,
      transferId: null,
      balance: '5100.00',
    });
    const requestId = data.requestId as string;
    expect(await countRows(t, schema.ledgerTransfers)).toBe(transfersBefore);
    expect(await auditRows(t, 'member.adjustment.request', member.memberId)).toHaveLength(1);

    // A retry with the same key answers the first result and writes no second request.
    const retry = await adjust(
      tokens.finance,
      { amount: '5000.01', direction: 'CREDIT', reason: 'โบนัสพิเศษ' },
      key,
    );
    expect(bodyOf(retry).data.requestId).toBe(requestId);
    const pending = await call(t, {
      method: 'GET',
      url: `${adjustmentAdminPaths.list}?status=PENDING`,
      token: tokens.owner,
    });
    expect(bodyOf(pending).data.data).toEqual([
      expect.objectContaining({
        id: requestId,
        amount: '5000.01',
        makerName: expect.any(String),
        status: 'PENDING',
      }),
    ]);

    const self = await approve(tokens.finance, requestId);
    expect(self.statusCode).toBe(403);
    expect(statusOf(self).code).toBe(errorCatalogue.ADJUSTMENT_MAKER_CHECKER.code);
    expect((await reject(tokens.finance, requestId, 'ไม่เอา')).statusCode).toBe(403);
    expect((await approve(tokens.support, requestId)).statusCode).toBe(403);
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '5100.00', lockedBalance: '0.00' });

    const approved = await approve(tokens.owner, requestId);
    expect(approved.statusCode).toBe(200);
    expect(bodyOf(approved).data).toMatchObject({ status: 'APPROVED', checkerName: 'owner' });
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '10100.01', lockedBalance: '0.00' });
    const [adjustment] = await t.database.db
      .select()
      .from(schema.ledgerAdjustments)
      .where(eq(schema.ledgerAdjustments.id, bodyOf(approved).data.adjustmentId as string));
    expect(adjustment?.amountSatang).toBe(500_001n);
    expect(await auditRows(t, 'member.adjustment.approve', member.memberId)).toHaveLength(1);

    const again = await approve(tokens.owner, requestId);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '10100.01', lockedBalance: '0.00' });
    expect((await approve(tokens.owner, randomUUID())).statusCode).toBe(404);
  });

  it('rejects a pending one (nothing moves) and keeps a pending debit pending when the wallet cannot cover it', async () => {
    const made = await adjust(tokens.owner, { amount: '6000.00', direction: 'DEBIT', reason: 'หักคืน' });
    const requestId = bodyOf(made).data.requestId as string;
    const other = await staffMember(t, 'owner');
    const moneyBefore = await balanceOf(t, memberToken);
    const noReason = await reject(other.token, requestId, ' ');
    expect(noReason.statusCode).toBe(400);
    const rejected = await reject(other.token, requestId, 'ยอดไม่ถูกต้อง');
    expect(rejected.statusCode).toBe(200);
    expect(bodyOf(rejected).data).toMatchObject({ status: 'REJECTED', rejectReason: 'ยอดไม่ถูกต้อง' });
    expect(await balanceOf(t, memberToken)).toEqual(moneyBefore);
    expect((await approve(tokens.finance, requestId)).statusCode).toBe(409);

    const tooBig = await adjust(tokens.owner, { amount: '20000.00', direction: 'DEBIT', reason: 'หักเกิน' });
    const bigId = bodyOf(tooBig).data.requestId as string;
    const refused = await approve(tokens.finance, bigId);
    expect(refused.statusCode).toBe(422);
    expect(statusOf(refused).code).toBe(errorCatalogue.INSUFFICIENT_BALANCE.code);
    const [row] = await t.database.db
      .select()
      .from(schema.adjustmentRequests)
      .where(eq(schema.adjustmentRequests.id, bigId));
    expect(row?.status).toBe('PENDING');
    expect((await reject(tokens.finance, bigId, 'ยกเลิก')).statusCode).toBe(200);
  });

  it('a CHECK refuses a checker who is the maker, whatever the code does', async () => {
    const [row] = await t.database.db.select().from(schema.adjustmentRequests).limit(1);
    if (!row) throw new Error('no request');
    await expect(
      t.database.db.execute(sql`update adjustment_requests set checker_id = maker_id where id = ${row.id}`),
    ).rejects.toThrow();
  });

  it('lets only the owner change the rules, and refuses bad values writing nothing', async () => {
    const url = adjustmentAdminPaths.settings;
    const body = { approvalThreshold: '1.00', dailyCapPerStaff: '2.00' };
    expect((await call(t, { method: 'PUT', url, token: tokens.finance, body })).statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url, token: tokens.support })).statusCode).toBe(403);
    for (const bad of [
      { approvalThreshold: '0', dailyCapPerStaff: '1.00' },
      { approvalThreshold: '1.00' },
      { approvalThreshold: '1.001', dailyCapPerStaff: '1.00' },
      { approvalThreshold: '10000000.01', dailyCapPerStaff: '1.00' },
    ]) {
      expect((await call(t, { method: 'PUT', url, token: tokens.owner, body: bad })).statusCode).toBe(400);
    }
    const res = await call(t, { method: 'GET', url, token: tokens.finance });
    expect(bodyOf(res).data).toMatchObject({ approvalThreshold: '5000.00', updatedAt: null });
  });
  it('refuses beyond the daily cap with what is left, counting pending and not rejected ones, and resets at Bangkok midnight', async () => {
    // 23:30 in Bangkok: the day ends within the staff sessions' 12 hours.
    t.clock.set(new Date('2026-11-23T16:30:00.000Z'));
    const owner = await staffMember(t, 'owner');
    const saved = await call(t, {
      method: 'PUT',
      url: adjustmentAdminPaths.settings,
      token: owner.token,
      body: { approvalThreshold: '100.00', dailyCapPerStaff: '300.00' },
    });
    expect(saved.statusCode).toBe(200);
    expect(bodyOf(saved).data).toMatchObject({ approvalThreshold: '100.00', dailyCapPerStaff: '300.00' });
    expect(await auditRows(t, 'adjustment_settings.update', t.operatorId)).toHaveLength(1);

    const maker = await staffMember(t, 'finance');
    expect(
      (await adjust(maker.token, { amount: '80.00', direction: 'CREDIT', reason: 'ก' })).statusCode,
    ).toBe(200);
    const pending = await adjust(maker.token, { amount: '150.00', direction: 'DEBIT', reason: 'ข' });
    expect(bodyOf(pending).data.status).toBe('PENDING');
    const over = await adjust(maker.token, { amount: '80.00', direction: 'CREDIT', reason: 'ค' });
    expect(over.statusCode).toBe(422);
    expect(statusOf(over).code).toBe(errorCatalogue.ADJUSTMENT_DAILY_CAP.code);
    // contracts' bahtText, the rule of every server message: no satang when there are none.
    expect(statusOf(over).message).toBe('เกินวงเงินปรับยอดต่อวัน (300 บาท) วันนี้ปรับยอดได้อีก 70 บาท');

    // A rejected request gives its amount back to the maker's day.
    expect((await reject(owner.token, bodyOf(pending).data.requestId as string, 'ไม่อนุมัติ')).statusCode).toBe(
      200,
    );
    expect(
      (await adjust(maker.token, { amount: '80.00', direction: 'CREDIT', reason: 'ง' })).statusCode,
    ).toBe(200);
    expect(
      (await adjust(maker.token, { amount: '140.01', direction: 'CREDIT', reason: 'จ' })).statusCode,
    ).toBe(422);

    // 00:30 in Bangkok: a new day.
    t.clock.advance(60 * 60 * 1000);
    expect(
      (await adjust(maker.token, { amount: '100.00', direction: 'CREDIT', reason: 'วันใหม่' })).statusCode,
    ).toBe(200);
  });
});
