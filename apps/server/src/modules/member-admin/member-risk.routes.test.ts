import {
  adminMemberHref,
  apiPaths,
  type MemberRisk,
  memberRiskHref,
  paymentPaths,
  type StaffRoleName,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  drainEvents,
  fundMember,
  moneyPost,
  publishBillSettled,
  type RegisteredMember,
  registerMember,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

/** The test clock's day in Bangkok (2026-11-23 10:00). */
const TODAY = '2026-11-23';
const UNKNOWN_ID = '0190f000-0000-7000-8000-000000000000';

describe.each(testDbKinds())("a member's risk page (%s)", (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  let alice: RegisteredMember;
  let bob: RegisteredMember;
  let carol: RegisteredMember;
  let dave: RegisteredMember;
  let erin: RegisteredMember;
  let aliceToken: string;

  /** A login from an address with a browser, as the member site's would be recorded. */
  const loginFrom = async (member: RegisteredMember, ip: string, userAgent: string) => {
    const res = await call(t, {
      url: apiPaths.login,
      body: { userName: member.phone, password: member.password },
      ip,
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.accessToken as string;
  };
  const risk = async (
    memberId: string,
    query = `from=${TODAY}&to=${TODAY}`,
    role: StaffRoleName = 'finance',
  ) => call(t, { method: 'GET', url: `${memberRiskHref(memberId)}?${query}`, token: tokens[role] });
  const riskOf = async (memberId: string, query?: string): Promise<MemberRisk> => {
    const res = await risk(memberId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['member-admin', 'rewards'] });
    tokens = await staffTokens(t);
    // One person behind two registrations, once with the title the bank prints.
    alice = await registerMember(t, { fullName: 'นาย ก้องภพ มั่นคง' });
    bob = await registerMember(t, { fullName: 'ก้องภพ มั่นคง' });
    carol = await registerMember(t, { fullName: 'แครอล ร่วมเครื่อง' });
    dave = await registerMember(t, { fullName: 'เดฟ ร่วมเน็ต' });
    erin = await registerMember(t, { fullName: 'เอริน ไม่เกี่ยว' });
    aliceToken = await loginFrom(alice, '203.0.113.7', 'Phone A');
    await loginFrom(carol, '203.0.113.7', 'Phone A');
    await loginFrom(dave, '203.0.113.7', 'Phone D');
    await loginFrom(erin, '198.51.100.9', 'Phone A');
    await loginFrom(bob, '198.51.100.20', 'Phone B');
  });
  afterAll(async () => {
    await t.close();
  });

  it('links accounts by holder name (title ignored), address and device, and no others', async () => {
    const page = await riskOf(alice.memberId);
    const reasons = Object.fromEntries(
      page.linked.map((link) => [link.memberId, link.reasons.map((reason) => reason.kind).sort()]),
    );
    expect(reasons).toEqual({
      [bob.memberId]: ['BANK_NAME'],
      [carol.memberId]: ['DEVICE', 'IP'],
      [dave.memberId]: ['IP'],
    });
    // The most reasons first, and each link names the member.
    expect(page.linked[0]).toMatchObject({
      memberId: carol.memberId,
      name: 'แครอล ร่วมเครื่อง',
      status: 'ACTIVE',
    });
    expect(page.linked.find((link) => link.memberId === bob.memberId)?.reasons).toEqual([
      { kind: 'BANK_NAME', value: 'ก้องภพ มั่นคง' },
    ]);
    expect(page.flags).toContain('LINKED');
    expect(page.flags).not.toContain('LINKED_TO_LOCKED');
    // The tie is seen from either side; the unrelated member has none.
    expect((await riskOf(bob.memberId)).linked.map((link) => link.memberId)).toEqual([alice.memberId]);
    expect((await riskOf(erin.memberId)).linked).toEqual([]);
  });

  it('flags a withdrawal with little play, counts play by category, and flags a big winner', async () => {
    await fundMember(t, alice, '1000.00');
    const withdrawal = await moneyPost(t, aliceToken, paymentPaths.withdraw, { amount: '200.00' });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    let page = await riskOf(alice.memberId);
    expect(page.money).toEqual({
      deposits: { count: 1, amount: '1000.00' },
      withdrawals: { count: 0, amount: '0.00' },
      pendingWithdrawals: { count: 1, amount: '200.00' },
      net: '1000.00',
    });
    expect(page.play).toEqual([]);
    expect(page.flags).toContain('WITHDREW_WITHOUT_PLAY');

    // Settled play of half the deposits clears it: the rule is stake < deposits / 2.
    await publishBillSettled(t, { memberId: alice.memberId, lines: [{ stakeSatang: 49_999n }] });
    await drainEvents(t);
    expect((await riskOf(alice.memberId)).flags).toContain('WITHDREW_WITHOUT_PLAY');
    await publishBillSettled(t, {
      memberId: alice.memberId,
      category: 'YEEKEE',
      lines: [{ stakeSatang: 1n }],
    });
    await drainEvents(t);
    page = await riskOf(alice.memberId);
    expect(page.flags).not.toContain('WITHDREW_WITHOUT_PLAY');
    expect(page.play.map((row) => [row.category, row.stake, row.bills])).toEqual([
      ['LOTTERY', '499.99', 1],
      ['YEEKEE', '0.01', 1],
    ]);
    expect(page.flags).not.toContain('WINNING');

    // A win of ฿10,000 over the stake is the big-win amount.
    await publishBillSettled(t, {
      memberId: alice.memberId,
      lines: [{ stakeSatang: 10_000n, winSatang: 1_000_000n + 10_000n + 50_000n }],
    });
    await drainEvents(t);
    page = await riskOf(alice.memberId);
    expect(page.playTotal).toEqual({ bills: 3, stake: '600.00', win: '10600.00', houseNet: '-10000.00' });
    expect(page.flags).toContain('WINNING');

    // Another period holds none of it.
    const before = await riskOf(alice.memberId, 'from=2026-11-01&to=2026-11-22');
    expect(before.money.deposits).toEqual({ count: 0, amount: '0.00' });
    expect(before.play).toEqual([]);
    expect(before.flags).toEqual(['LINKED']);
  });

  it('flags a tie to a locked account', async () => {
    const lock = await call(t, {
      url: adminMemberHref.lock(dave.memberId),
      token: tokens.support,
      body: { reason: 'บัญชีซ้ำ' },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await riskOf(alice.memberId)).flags).toContain('LINKED_TO_LOCKED');
  });

  it('answers owner, finance and support; refuses others, a bad range and an unknown member', async () => {
    expect((await risk(alice.memberId, undefined, 'support')).statusCode).toBe(200);
    expect((await risk(alice.memberId, undefined, 'owner')).statusCode).toBe(200);
    expect((await risk(alice.memberId, undefined, 'lottery')).statusCode).toBe(403);
    expect((await risk(alice.memberId, undefined, 'trader')).statusCode).toBe(403);
    const backwards = await risk(alice.memberId, `from=${TODAY}&to=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(statusOf(backwards).message).toContain('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
    expect((await risk(alice.memberId, 'from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await risk(UNKNOWN_ID)).statusCode).toBe(404);
  });
});
