import {
  adminMemberHref,
  adminMemberPaths,
  errorCatalogue,
  paymentPaths,
  type StaffRoleName,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  checkLedger,
  fundedMember,
  loginToken,
  memberBank,
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

/** The test clock starts Monday 2026-11-23 10:00 Bangkok: Hanoi's round of the day is open. */
const ROUND = 'HANOI20261123';
const UNKNOWN_ID = '0190f000-0000-7000-8000-000000000000';
const MINUTE = 60_000;

describe.each(testDbKinds())('member administration: reads (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  let alice: RegisteredMember;
  let bob: RegisteredMember;
  let aliceToken: string;
  let aliceAccount: string;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['member-admin'] });
    await runRoundJob(t);
    tokens = await staffTokens(t);
    alice = await registerMember(t, { fullName: 'อลิซ ทดสอบระบบ' });
    t.clock.advance(MINUTE);
    bob = await registerMember(t, { fullName: 'บ็อบ แนะนำมา', referralCode: alice.referralCode });
    aliceAccount = (await memberBank(t, alice.memberId)).accountNumber;
    // Alice: a deposit, a bill, then a withdrawal, a minute apart so the ledger's order shows.
    t.clock.advance(MINUTE);
    aliceToken = await fundedMember(t, alice, '1000.00');
    t.clock.advance(MINUTE);
    const bill = await placeBill(t, aliceToken, ROUND, [{ betType: 'TWO_TOP', number: '12', amount: '10' }]);
    expect(bill.statusCode).toBe(200);
    t.clock.advance(MINUTE);
    const withdrawal = await moneyPost(t, aliceToken, paymentPaths.withdraw, { amount: '200.00' });
    expect(withdrawal.statusCode).toBe(200);
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  /** GET as support (the least privileged reader) unless another token, or none (null), is given. */
  const get = (url: string, token: string | null = tokens.support) =>
    call(t, { method: 'GET', url, ...(token ? { token } : {}) });
  const search = async (q: string) =>
    (await get(`${adminMemberPaths.members}?q=${encodeURIComponent(q)}`))
      .json()
      .data.data.map((row: { id: string }) => row.id);

  const readPaths = () => [
    adminMemberPaths.members,
    adminMemberHref.member(alice.memberId),
    adminMemberHref.ledger(alice.memberId),
    adminMemberHref.bills(alice.memberId),
    adminMemberHref.deposits(alice.memberId),
    adminMemberHref.withdrawals(alice.memberId),
  ];

  it('answers 401 without a staff token, and to a member token', async () => {
    for (const url of readPaths()) {
      expect(statusOf(await get(url, null)).code).toBe(errorCatalogue.UNAUTHORIZED.code);
      expect((await get(url, aliceToken)).statusCode).toBe(401);
    }
  });

  it('lets every staff role read', async () => {
    for (const role of ['owner', 'finance', 'lottery', 'support'] as const)
      for (const url of readPaths())
        expect((await get(url, tokens[role])).statusCode, `${role} ${url}`).toBe(200);
  });

  it('lists members newest first with bank (full number), balance, status and last login', async () => {
    const res = await get(`${adminMemberPaths.members}?pageSize=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, pageNo: 1, pageSize: 2 });
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([bob.memberId, alice.memberId]);
    expect(page.data[1]).toEqual({
      id: alice.memberId,
      phone: alice.phone,
      name: 'อลิซ ทดสอบระบบ',
      bank: { code: 'KBANK', name: expect.any(String), accountNumber: aliceAccount },
      balance: '790.00',
      status: 'ACTIVE',
      createdAt: '2026-11-23T03:00:00.000Z',
      lastLoginAt: '2026-11-23T03:02:00.000Z',
    });
    expect(page.data[0]).toMatchObject({ balance: '0.00', lastLoginAt: null });
    const second = (await get(`${adminMemberPaths.members}?pageSize=1&pageNo=2`)).json().data;
    expect(second.data.map((row: { id: string }) => row.id)).toEqual([alice.memberId]);
  });

  it('searches by phone, name, bank account number, referral code and id', async () => {
    expect(await search(alice.phone)).toEqual([alice.memberId]);
    expect(await search(`${alice.phone.slice(0, 3)}-${alice.phone.slice(3)}`)).toEqual([alice.memberId]);
    expect(await search('อลิซ')).toEqual([alice.memberId]);
    expect(await search(aliceAccount.slice(2, 8))).toEqual([alice.memberId]);
    expect(await search(bob.referralCode.toLowerCase())).toEqual([bob.memberId]);
    expect(await search(bob.memberId)).toEqual([bob.memberId]);
    expect(await search('ไม่มีใครชื่อนี้')).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(await search('%')).toEqual([]);
    const locked = await get(`${adminMemberPaths.members}?status=LOCKED`);
    expect(locked.json().data).toMatchObject({ data: [], total: 0 });
  });

  it('refuses a bad list query with 400 in the envelope', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageNo=0',
      'status=SLEEPING',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await get(`${adminMemberPaths.members}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    }
  });

  it("shows a member's page: profile, referrer, bank accounts, wallet, sessions and totals", async () => {
    const res = await get(adminMemberHref.member(alice.memberId));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: alice.memberId,
      phone: alice.phone,
      name: 'อลิซ ทดสอบระบบ',
      sourceRef: 'LINE',
      referralCode: alice.referralCode,
      referrer: null,
      agent: null,
      bankAccounts: [{ code: 'KBANK', accountNumber: aliceAccount, accountName: 'อลิซ ทดสอบระบบ' }],
      wallet: { balance: '790.00', lockedBalance: '200.00' },
      status: 'ACTIVE',
      lock: null,
      lastLoginAt: '2026-11-23T03:02:00.000Z',
      totals: {
        deposits: { count: 1, amount: '1000.00' },
        withdrawals: { count: 0, amount: '0.00' },
        pendingWithdrawals: { count: 1, amount: '200.00' },
        bets: { count: 1, amount: '10.00' },
        wins: { count: 0, amount: '0.00' },
      },
    });
    expect(data.sessions).toEqual([
      {
        id: expect.any(String),
        createdAt: '2026-11-23T03:02:00.000Z',
        expiresAt: expect.any(String),
        ip: '127.0.0.1',
        userAgent: expect.any(String),
      },
    ]);
    const bobPage = (await get(adminMemberHref.member(bob.memberId))).json().data;
    expect(bobPage.referrer).toEqual({ id: alice.memberId, phone: alice.phone, name: 'อลิซ ทดสอบระบบ' });
    expect(bobPage.sessions).toEqual([]);
  });

  it('answers 404 for an unknown member and 400 for an id that is not one', async () => {
    for (const url of readPaths().slice(1)) {
      const unknown = await get(url.replace(alice.memberId, UNKNOWN_ID));
      expect(unknown.statusCode, url).toBe(404);
      expect(statusOf(unknown).code).toBe(errorCatalogue.NOT_FOUND.code);
      expect((await get(url.replace(alice.memberId, 'not-a-member'))).statusCode, url).toBe(400);
    }
  });

  it("lists the ledger entries of the member's accounts, newest first, signed", async () => {
    const page = (await get(adminMemberHref.ledger(alice.memberId))).json().data;
    expect(page.total).toBe(4);
    expect(
      page.data.map((row: Record<string, string>) => [row.kind, row.account, row.amount, row.balanceAfter]),
    ).toEqual([
      ['WITHDRAW_HOLD', 'HOLD', '200.00', '200.00'],
      ['WITHDRAW_HOLD', 'MAIN', '-200.00', '790.00'],
      ['BET', 'MAIN', '-10.00', '990.00'],
      ['DEPOSIT', 'MAIN', '1000.00', '1000.00'],
    ]);
    expect(page.data[3]).toMatchObject({
      cause: { type: 'statement_line', id: expect.any(String) },
      note: null,
    });
    const second = (await get(`${adminMemberHref.ledger(alice.memberId)}?pageSize=3&pageNo=2`)).json().data;
    expect(second.data.map((row: { kind: string }) => row.kind)).toEqual(['DEPOSIT']);
  });

  it("lists the member's bills, deposits and withdrawals", async () => {
    const bills = (await get(adminMemberHref.bills(alice.memberId))).json().data;
    expect(bills).toMatchObject({ total: 1 });
    expect(bills.data[0]).toEqual({
      billNo: expect.stringMatching(/^B/),
      roundCode: ROUND,
      productName: expect.any(String),
      total: '10.00',
      win: null,
      status: 'PENDING',
      createdAt: '2026-11-23T03:03:00.000Z',
    });
    const settled = (await get(`${adminMemberHref.bills(alice.memberId)}?status=SETTLED`)).json().data;
    expect(settled).toMatchObject({ data: [], total: 0 });
    expect((await get(`${adminMemberHref.bills(alice.memberId)}?status=WON`)).statusCode).toBe(400);

    const deposits = (await get(adminMemberHref.deposits(alice.memberId))).json().data;
    expect(deposits.data).toEqual([expect.objectContaining({ amount: '1000.00', status: 'CREDITED' })]);
    const withdrawals = (await get(adminMemberHref.withdrawals(alice.memberId))).json().data;
    expect(withdrawals.data).toEqual([
      expect.objectContaining({
        amount: '200.00',
        status: 'PENDING',
        member: expect.objectContaining({ id: alice.memberId }),
      }),
    ]);
    const paid = (await get(`${adminMemberHref.withdrawals(alice.memberId)}?status=PAID`)).json().data;
    expect(paid.total).toBe(0);
    expect((await get(adminMemberHref.withdrawals(bob.memberId))).json().data.total).toBe(0);
  });

  it("keeps another member's login out of the picture", async () => {
    await loginToken(t, bob);
    const rows = (await get(adminMemberPaths.members)).json().data.data;
    expect(rows.find((row: { id: string }) => row.id === alice.memberId).lastLoginAt).toBe(
      '2026-11-23T03:02:00.000Z',
    );
  });
});
