import { adminPaths, paymentPaths } from '@chokdee/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  buildTestApp,
  call,
  fundMember,
  loginToken,
  moneyPost,
  ownerToken,
  postFeed,
  registerMember,
  statementLine,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

/**
 * The money facts rewards react to (docs/architecture.md#domain-events-the-outbox), published in the transaction of the fact:
 * every credit path's `deposit.credited`, the three withdrawal events, `member.registered`.
 */
describe.each(testDbKinds())('payment and registration events (%s)', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
    staff = await ownerToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const eventsOf = (type: string, memberId: string) =>
    t.database.db
      .select()
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.type, type), eq(schema.domainEvents.memberId, memberId)))
      .orderBy(asc(schema.domainEvents.id));

  it('member.registered once, with what the member registered with', async () => {
    const member = await registerMember(t);
    const events = await eventsOf('member.registered', member.memberId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ operatorId: t.operatorId, subjectId: member.memberId });
    expect(events[0]?.payload).toMatchObject({
      memberId: member.memberId,
      loginName: member.phone,
      referralCode: null,
      agentCode: null,
    });
  });

  it('deposit.credited on every credit path: cash before, deposits before and earlier today; a replayed line publishes nothing', async () => {
    const member = await registerMember(t);
    await fundMember(t, member, '100.00');
    // The same statement line again is a duplicate: no second credit, no second event.
    const line = statementLine({ amount: '50.00', fromAccountNumber: 'xxx-x-x9999-x' });
    expect((await postFeed(t, { lines: [line] })).json().data.lines[0].result).toBe('UNMATCHED');
    const list = await call(t, {
      method: 'GET',
      url: `${adminPaths.statementLines}?status=UNMATCHED&pageSize=100`,
      token: staff,
    });
    const lineId = list
      .json()
      .data.data.find((row: { externalId: string }) => row.externalId === line.externalId).id;
    const assigned = await call(t, {
      url: `${adminPaths.statementLines}/${lineId}/assign`,
      token: staff,
      body: { memberId: member.memberId },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await postFeed(t, { lines: [line] })).json().data.lines[0].result).toBe('DUPLICATE');

    const events = await eventsOf('deposit.credited', member.memberId);
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        amountSatang: '10000',
        cashBeforeSatang: '0',
        previousDeposits: 0,
        depositsEarlierToday: 0,
      }),
      expect.objectContaining({
        amountSatang: '5000',
        paymentRef: assigned.json().data.paymentRef,
        cashBeforeSatang: '10000',
        previousDeposits: 1,
        depositsEarlierToday: 1,
      }),
    ]);
    const [deposit] = await t.database.db
      .select()
      .from(schema.deposits)
      .where(eq(schema.deposits.paymentRef, assigned.json().data.paymentRef));
    expect(events[1]?.subjectId).toBe(deposit?.id);

    // The next Bangkok day: earlier today counts from midnight again.
    t.clock.advance(24 * 60 * 60 * 1000);
    await fundMember(t, member, '20.00');
    const [, , third] = await eventsOf('deposit.credited', member.memberId);
    expect(third?.payload).toMatchObject({
      previousDeposits: 2,
      depositsEarlierToday: 0,
      cashBeforeSatang: '15000',
    });
  });

  it('withdrawal.requested, then paid or rejected, each once', async () => {
    const member = await registerMember(t);
    await fundMember(t, member, '1000.00');
    const token = await loginToken(t, member);
    const a = (await moneyPost(t, token, paymentPaths.withdraw, { amount: '300' })).json().data;
    const b = (await moneyPost(t, token, paymentPaths.withdraw, { amount: '200' })).json().data;
    const finance = await ownerToken(t);
    const admin = (url: string, body: unknown) => call(t, { url, token: finance, body });
    expect(statusOf(await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/approve`, {})).code).toBe(0);
    expect(
      statusOf(await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/paid`, { bankRef: 'KB-1' })).code,
    ).toBe(0);
    expect(
      statusOf(await admin(`${adminPaths.withdrawals}/${b.withdrawalId}/reject`, { reason: 'ชื่อไม่ตรง' })).code,
    ).toBe(0);
    // Acting again is refused and publishes nothing.
    expect(
      (await admin(`${adminPaths.withdrawals}/${a.withdrawalId}/paid`, { bankRef: 'KB-1' })).statusCode,
    ).toBe(409);

    expect((await eventsOf('withdrawal.requested', member.memberId)).map((e) => e.payload)).toEqual([
      expect.objectContaining({
        withdrawalId: a.withdrawalId,
        paymentRef: a.paymentRef,
        amountSatang: '30000',
      }),
      expect.objectContaining({ withdrawalId: b.withdrawalId, amountSatang: '20000' }),
    ]);
    expect((await eventsOf('withdrawal.paid', member.memberId)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ withdrawalId: a.withdrawalId, amountSatang: '30000' }),
    ]);
    expect((await eventsOf('withdrawal.rejected', member.memberId)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ withdrawalId: b.withdrawalId, amountSatang: '20000', reason: 'ชื่อไม่ตรง' }),
    ]);
  });
});
