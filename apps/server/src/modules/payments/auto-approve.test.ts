import { randomUUID } from 'node:crypto';
import { adminHref, financeAdminPaths, paymentPaths, realtimeEvents } from '@chokdee/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import * as schema from '#platform/db/schema';
import { createRecordingPublisher } from '#platform/realtime/publisher';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  moneyPost,
  ownerToken,
  registerMember,
  type TestApp,
  testDbKinds,
} from '#testing/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const rule = { enabled: true, maxAmount: '500.00', minMemberAgeDays: 3, maxPerDay: 2 };

describe.each(testDbKinds())('withdrawal auto-approve (%s)', (kind) => {
  let t: TestApp;
  const publisher = createRecordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      deps: {
        publisher,
      },
      modules: ['payments'],
    });
  });
  // A fresh login each time: these tests move the clock by days, past the 12-hour staff session.
  const owner = () => ownerToken(t);
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  const putRule = async (body: typeof rule) => {
    const res = await call(t, {
      method: 'PUT',
      url: financeAdminPaths.withdrawAutoApprove,
      token: await owner(),
      body,
    });
    expect(res.statusCode).toBe(200);
  };
  const withdraw = async (token: string, amount: string, key: string = randomUUID()) => {
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount }, key);
    expect(res.statusCode).toBe(200);
    return res.json().data as { withdrawalId: string; status: string };
  };
  const row = async (id: string) => {
    const [found] = await t.database.db
      .select()
      .from(schema.withdrawals)
      .where(eq(schema.withdrawals.id, id));
    if (!found) throw new Error(`no withdrawal ${id}`);
    return found;
  };
  /** A funded member registered now; the clock then moves on by `ageMs`. */
  const memberAged = async (ageMs: number) => {
    const token = await fundedMember(t, await registerMember(t), '5000.00');
    t.clock.advance(ageMs);
    return token;
  };

  it('approves nothing while the rule is off (the default)', async () => {
    const token = await memberAged(5 * DAY_MS);
    const created = await withdraw(token, '100');
    expect(created.status).toBe('PENDING');
    expect(await row(created.withdrawalId)).toMatchObject({ autoApproved: false, approvedAt: null });
  });

  it('approves at creation up to maxAmount exactly, marked as the rule’s and pushed', async () => {
    await putRule(rule);
    const token = await memberAged(3 * DAY_MS);
    const atCeiling = await withdraw(token, '500.00');
    expect(atCeiling.status).toBe('APPROVED');
    expect(await row(atCeiling.withdrawalId)).toMatchObject({
      status: 'APPROVED',
      autoApproved: true,
      approvedAt: t.clock.now(),
      approvedBy: null,
    });
    expect(publisher.events).toContainEqual(
      expect.objectContaining({
        event: realtimeEvents.withdrawalUpdated,
        payload: expect.objectContaining({ status: 'APPROVED', amount: '500.00' }),
      }),
    );

    const above = await withdraw(token, '500.01');
    expect(above.status).toBe('PENDING');
    expect((await row(above.withdrawalId)).autoApproved).toBe(false);

    // Staff still pay it; a staff approval records who approved.
    const paid = await call(t, {
      url: adminHref.withdrawalAction(atCeiling.withdrawalId, 'paid'),
      token: await owner(),
      body: { bankRef: 'KB-AUTO-1' },
    });
    expect(paid.json().data).toEqual({ status: 'PAID' });
    const approve = await call(t, {
      url: adminHref.withdrawalAction(above.withdrawalId, 'approve'),
      token: await owner(),
      body: {},
    });
    expect(approve.json().data).toEqual({ status: 'APPROVED' });
    const approvedByStaff = await row(above.withdrawalId);
    expect(approvedByStaff).toMatchObject({ status: 'APPROVED', autoApproved: false });
    expect(approvedByStaff.approvedBy).toEqual(expect.any(String));
  });

  it('needs a member registered at least minMemberAgeDays × 24 h ago', async () => {
    const young = await memberAged(3 * DAY_MS - 1);
    expect((await withdraw(young, '100')).status).toBe('PENDING');
    t.clock.advance(1);
    expect((await withdraw(young, '100')).status).toBe('APPROVED');
  });

  it('approves at most maxPerDay per member per Bangkok day; a replay counts once; the next day starts again', async () => {
    const token = await memberAged(3 * DAY_MS);
    const key = randomUUID();
    const first = await withdraw(token, '100', key);
    expect(first.status).toBe('APPROVED');
    expect(await withdraw(token, '100', key)).toEqual(first);
    expect((await withdraw(token, '100')).status).toBe('APPROVED');
    expect((await withdraw(token, '100')).status).toBe('PENDING');

    const midnight = bangkokMidnightOf(new Date(t.clock.now().getTime() + DAY_MS));
    t.clock.set(new Date(midnight.getTime() - 1));
    expect((await withdraw(token, '100')).status).toBe('PENDING');
    t.clock.set(midnight);
    expect((await withdraw(token, '100')).status).toBe('APPROVED');
    // Another member's count is their own.
    expect((await withdraw(await memberAged(3 * DAY_MS), '100')).status).toBe('APPROVED');
  });

  it('stops approving as soon as the rule is switched off', async () => {
    const token = await memberAged(3 * DAY_MS);
    await putRule({ ...rule, enabled: false });
    expect((await withdraw(token, '100')).status).toBe('PENDING');
  });
});

describe('bangkokMidnightOf', () => {
  it('is 17:00 UTC of the day before for any time of the Bangkok day', () => {
    expect(bangkokMidnightOf(new Date('2026-11-23T03:00:00.000Z')).toISOString()).toBe(
      '2026-11-22T17:00:00.000Z',
    );
    expect(bangkokMidnightOf(new Date('2026-11-23T16:59:59.999Z')).toISOString()).toBe(
      '2026-11-22T17:00:00.000Z',
    );
    expect(bangkokMidnightOf(new Date('2026-11-23T17:00:00.000Z')).toISOString()).toBe(
      '2026-11-23T17:00:00.000Z',
    );
  });
});
