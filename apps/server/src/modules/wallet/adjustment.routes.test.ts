import { randomUUID } from 'node:crypto';
import {
  adminMemberHref,
  errorCatalogue,
  IDEMPOTENCY_HEADER,
  realtimeEvents,
  type StaffRoleName,
  th,
} from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
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
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
  transfersOf,
} from '#testing/index';

describe.each(testDbKinds())('wallet adjustments by staff (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  let member: RegisteredMember;
  let memberToken: string;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ kind, deps: { publisher }, modules: ['member-admin'], seedDemo: ['payments'] });
    tokens = await staffTokens(t);
    member = await registerMember(t);
    memberToken = await fundedMember(t, member, '100.00');
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const adjust = (
    body: unknown,
    options: { role?: StaffRoleName; key?: string | null; memberId?: string } = {},
  ) =>
    moneyPost(
      t,
      tokens[options.role ?? 'finance'],
      adminMemberHref.adjustments(options.memberId ?? member.memberId),
      body,
      options.key === undefined ? randomUUID() : options.key,
    );
  const moneyRows = async () => ({
    transfers: await countRows(t, schema.ledgerTransfers),
    adjustments: await countRows(t, schema.ledgerAdjustments),
    keys: await countRows(t, schema.idempotencyKeys),
    audit: (await auditRows(t, 'member.adjustment', member.memberId)).length,
  });
  const walletPushes = () =>
    publisher.events.filter(
      (event) => event.room === `member:${member.memberId}` && event.event === realtimeEvents.walletUpdated,
    );

  it('credits the wallet from ADJUSTMENTS, audited, with the reason on the ledger page, pushed after commit', async () => {
    const pushesBefore = walletPushes().length;
    const res = await adjust({ amount: '150.25', direction: 'CREDIT', reason: 'ชดเชยระบบขัดข้อง' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().status).toEqual({ code: 0, message: th.adjustmentPosted });
    expect(data).toEqual({
      requestId: expect.any(String),
      status: 'APPROVED',
      adjustmentId: expect.any(String),
      transferId: expect.any(String),
      direction: 'CREDIT',
      amount: '150.25',
      balance: '250.25',
      lockedBalance: '0.00',
    });
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '250.25', lockedBalance: '0.00' });

    const [transfer] = await transfersOf(t, 'adjustment', data.adjustmentId);
    expect(transfer).toMatchObject({ kind: 'ADJUSTMENT', amountSatang: 15025n, id: data.transferId });
    const [house] = await t.database.db
      .select()
      .from(schema.ledgerAccounts)
      .where(eq(schema.ledgerAccounts.id, transfer?.debitAccountId as string));
    expect(house).toMatchObject({ kind: 'ADJUSTMENTS', memberId: null });

    const [audit] = await auditRows(t, 'member.adjustment', member.memberId);
    expect(audit).toMatchObject({
      before: { balance: '100.00' },
      after: { direction: 'CREDIT', amount: '150.25', balance: '250.25', reason: 'ชดเชยระบบขัดข้อง' },
    });
    expect(walletPushes().slice(pushesBefore)).toEqual([
      expect.objectContaining({
        payload: { balance: '250.25', cash: '250.25', bonus: '0.00', lockedBalance: '0.00' },
      }),
    ]);

    const ledger = await call(t, {
      method: 'GET',
      url: adminMemberHref.ledger(member.memberId),
      token: tokens.support,
    });
    expect(ledger.json().data.data[0]).toMatchObject({
      kind: 'ADJUSTMENT',
      account: 'MAIN',
      amount: '150.25',
      balanceAfter: '250.25',
      cause: { type: 'adjustment', id: data.adjustmentId },
      note: 'ชดเชยระบบขัดข้อง',
    });
  });

  it('debits the wallet (owner) to ADJUSTMENTS', async () => {
    const res = await adjust({ amount: 50, direction: 'DEBIT', reason: 'เรียกคืนโบนัสซ้ำ' }, { role: 'owner' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ direction: 'DEBIT', amount: '50.00', balance: '200.25' });
    const [transfer] = await transfersOf(t, 'adjustment', res.json().data.adjustmentId);
    const [house] = await t.database.db
      .select()
      .from(schema.ledgerAccounts)
      .where(eq(schema.ledgerAccounts.id, transfer?.creditAccountId as string));
    expect(house?.kind).toBe('ADJUSTMENTS');
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '200.25', lockedBalance: '0.00' });
  });

  it('refuses a debit above the balance with INSUFFICIENT_BALANCE, moving and writing nothing', async () => {
    const before = await moneyRows();
    const res = await adjust({ amount: '200.26', direction: 'DEBIT', reason: 'เกินยอด' });
    expect(res.statusCode).toBe(422);
    expect(statusOf(res).code).toBe(errorCatalogue.INSUFFICIENT_BALANCE.code);
    expect(await moneyRows()).toEqual(before);
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '200.25', lockedBalance: '0.00' });
  });

  it('answers a retry with the same key with the first answer and moves money once', async () => {
    const pushesBefore = walletPushes().length;
    const key = `adjust-${randomUUID()}`;
    const body = { amount: '10.00', direction: 'CREDIT', reason: 'ทดสอบส่งซ้ำ' };
    const first = await adjust(body, { key });
    const before = await moneyRows();
    const again = await adjust({ ...body, amount: 10 }, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await moneyRows()).toEqual(before);
    expect(await transfersOf(t, 'adjustment', first.json().data.adjustmentId)).toHaveLength(1);
    expect(walletPushes().length - pushesBefore).toBe(1);

    const reused = await adjust({ ...body, amount: '11.00' }, { key });
    expect(reused.statusCode).toBe(409);
    expect(statusOf(reused).code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REUSED.code);
    expect(await balanceOf(t, memberToken)).toEqual({ balance: '210.25', lockedBalance: '0.00' });
  });

  it('refuses bad input with 400 in the envelope, moving nothing', async () => {
    const before = await moneyRows();
    const cases: Array<[unknown, string]> = [
      [{ amount: '1.234', direction: 'CREDIT', reason: 'x' }, 'amount'],
      [{ amount: '0', direction: 'CREDIT', reason: 'x' }, 'amount'],
      [{ amount: '-5', direction: 'CREDIT', reason: 'x' }, 'amount'],
      [{ amount: '5', direction: 'SIDEWAYS', reason: 'x' }, 'direction'],
      [{ amount: '5', direction: 'CREDIT', reason: '  ' }, 'reason'],
      [{ amount: '5', direction: 'CREDIT' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await adjust(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      expect(res.json().data.field).toBe(field);
    }
    const keyless = await adjust({ amount: '5', direction: 'CREDIT', reason: 'x' }, { key: null });
    expect(keyless.statusCode).toBe(400);
    expect(statusOf(keyless).code).toBe(errorCatalogue.IDEMPOTENCY_KEY_REQUIRED.code);
    expect(await moneyRows()).toEqual(before);
  });

  it('refuses support and lottery (403), a missing token (401) and an unknown member (404)', async () => {
    const before = await moneyRows();
    const body = { amount: '5', direction: 'CREDIT', reason: 'x' };
    for (const role of ['support', 'lottery'] as const) {
      const res = await adjust(body, { role });
      expect(res.statusCode, role).toBe(403);
      expect(statusOf(res).code).toBe(errorCatalogue.FORBIDDEN.code);
    }
    const anonymous = await call(t, {
      url: adminMemberHref.adjustments(member.memberId),
      body,
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await adjust(body, { memberId: '0190f000-0000-7000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(await moneyRows()).toEqual(before);
  });
});
