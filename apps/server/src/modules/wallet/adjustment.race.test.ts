import { randomUUID } from 'node:crypto';
import {
  adjustmentAdminHref,
  adjustmentAdminPaths,
  adminMemberHref,
  errorCatalogue,
} from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  balanceOf,
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  moneyPost,
  ownerToken,
  registerMember,
  staffMember,
  statusOf,
  type TestApp,
  testDatabaseUrl,
} from '#testing/index';

// Only PostgreSQL can show these races: PGlite runs one session behind a mutex, so its
// transactions never overlap.
describe.runIf(testDatabaseUrl())('adjustment races (postgres)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind: 'postgres', modules: ['member-admin'], seedDemo: ['payments'] });
    staff = await ownerToken(t);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const adjustmentsOf = (memberId: string) =>
    t.database.db
      .select()
      .from(schema.ledgerAdjustments)
      .where(
        and(
          eq(schema.ledgerAdjustments.operatorId, t.operatorId),
          eq(schema.ledgerAdjustments.memberId, memberId),
        ),
      );

  it('lets exactly the affordable ones of 10 racing debits through', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '100.00');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        moneyPost(t, staff, adminMemberHref.adjustments(member.memberId), {
          amount: '30.00',
          direction: 'DEBIT',
          reason: 'ทดสอบแข่งกัน',
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    const refused = results.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(7);
    for (const res of refused) expect(statusOf(res).code).toBe(errorCatalogue.INSUFFICIENT_BALANCE.code);
    expect(await balanceOf(t, token)).toEqual({ balance: '10.00', lockedBalance: '0.00' });
    expect(await adjustmentsOf(member.memberId)).toHaveLength(3);
  });

  it('moves money once when one Idempotency-Key is sent 10 times at once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1.00');
    const key = `race-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        moneyPost(
          t,
          staff,
          adminMemberHref.adjustments(member.memberId),
          { amount: '25.50', direction: 'CREDIT', reason: 'ส่งซ้ำพร้อมกัน' },
          key,
        ),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((res) => res.json().data.transferId)).size).toBe(1);
    expect(await adjustmentsOf(member.memberId)).toHaveLength(1);
    expect(await balanceOf(t, token)).toEqual({ balance: '26.50', lockedBalance: '0.00' });
  });

  it('moves a pending adjustment once when 10 approvers click at once', async () => {
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1.00');
    const made = await moneyPost(t, staff, adminMemberHref.adjustments(member.memberId), {
      amount: '6000.00',
      direction: 'CREDIT',
      reason: 'รออนุมัติ',
    });
    const requestId = made.json().data.requestId as string;
    expect(made.json().data.status).toBe('PENDING');
    const approvers = await Promise.all(Array.from({ length: 5 }, () => staffMember(t, 'finance')));
    const results = await Promise.all(
      [...approvers, ...approvers].map((approver) =>
        call(t, { url: adjustmentAdminHref.approve(requestId), token: approver.token }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await adjustmentsOf(member.memberId)).toHaveLength(1);
    expect(await balanceOf(t, token)).toEqual({ balance: '6001.00', lockedBalance: '0.00' });
  });

  it('lets exactly the requests within the daily cap through when 10 race', async () => {
    const owner = await staffMember(t, 'owner');
    const saved = await call(t, {
      method: 'PUT',
      url: adjustmentAdminPaths.settings,
      token: owner.token,
      body: { approvalThreshold: '5000.00', dailyCapPerStaff: '100.00' },
    });
    expect(saved.statusCode).toBe(200);
    const maker = await staffMember(t, 'finance');
    const member = await registerMember(t);
    const token = await fundedMember(t, member, '1.00');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        moneyPost(t, maker.token, adminMemberHref.adjustments(member.memberId), {
          amount: '30.00',
          direction: 'CREDIT',
          reason: 'แข่งวงเงิน',
        }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(3);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(statusOf(res).code).toBe(errorCatalogue.ADJUSTMENT_DAILY_CAP.code);
    }
    expect(await balanceOf(t, token)).toEqual({ balance: '91.00', lockedBalance: '0.00' });
  });
});
