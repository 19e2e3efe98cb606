import {
  adminHref,
  adminMemberHref,
  adminMemberPaths,
  adminPaths,
  depositCsvHeaders,
  errorCatalogue,
  financeAdminPaths,
  memberCsvHeaders,
  memberLedgerCsvHeaders,
  paymentPaths,
  type StaffRoleName,
  withdrawalCsvHeaders,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  checkLedger,
  loginToken,
  memberBank,
  moneyPost,
  postFeed,
  type RegisteredMember,
  registerMember,
  staffTokens,
  statementLine,
  type TestApp,
} from '#testing/index';

/** The CSV's lines without the BOM, split on CRLF (a quoted line break stays inside its cell). */
const linesOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).split('\r\n').slice(0, -1);
};

describe('CSV exports of the deposits, withdrawals and members lists', () => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  let alice: RegisteredMember;
  let bob: RegisteredMember;
  const csv = (url: string, role: StaffRoleName = 'owner') =>
    call(t, { method: 'GET', url, token: tokens[role] });

  beforeAll(async () => {
    t = await buildTestApp({ modules: ['member-admin', 'payments'] });
    alice = await registerMember(t, { fullName: 'อลิส ทดสอบ' });
    bob = await registerMember(t, { fullName: 'บ็อบ ทดสอบ' });
    for (const [member, amount, fromName] of [
      [alice, '1000.00', 'บจก. ดี, "เยี่ยม"'],
      [bob, '500.00', 'นาย บ็อบ'],
    ] as const) {
      const bank = await memberBank(t, member.memberId);
      const fed = await postFeed(t, {
        lines: [
          statementLine({
            amount,
            fromName,
            fromBankCode: bank.bankCode,
            fromAccountNumber: bank.accountNumber,
          }),
        ],
      });
      expect(fed.json().data.lines[0].result).toBe('CREDITED');
    }
    const unmatched = await postFeed(t, {
      lines: [statementLine({ amount: '77.00', fromBankCode: 'SCB', fromAccountNumber: '9990001112' })],
    });
    expect(unmatched.json().data.lines[0].result).toBe('UNMATCHED');
    tokens = await staffTokens(t);
    for (const [member, amount] of [
      [alice, '200.00'],
      [bob, '150.00'],
    ] as const) {
      const asked = await moneyPost(t, await loginToken(t, member), paymentPaths.withdraw, { amount });
      expect(asked.statusCode, asked.body).toBe(200);
      if (member === bob) {
        const rejected = await call(t, {
          url: adminHref.withdrawalAction(asked.json().data.withdrawalId, 'reject'),
          token: tokens.finance,
          body: { reason: 'บัญชีไม่ตรง' },
        });
        expect(rejected.statusCode, rejected.body).toBe(200);
      }
    }
  });
  afterAll(async () => {
    expect((await checkLedger(t)).ok).toBe(true);
    await t.close();
  });

  it('deposits: Thai headers, the filters of the page, a name with a comma and quotes escaped', async () => {
    const all = await csv(`${financeAdminPaths.deposits}?format=csv`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe('attachment; filename="deposits.csv"');
    const lines = linesOf(all.rawPayload.toString('utf8'));
    expect(lines[0]).toBe(Object.values(depositCsvHeaders).join(','));
    expect(lines).toHaveLength(4);
    const aliceLine = lines.find((line) => line.includes(alice.phone));
    expect(aliceLine).toContain(',เข้าบัญชีสมาชิกแล้ว,1000.00,D');
    expect(aliceLine).toContain(',"บจก. ดี, ""เยี่ยม""",');
    expect(aliceLine).toContain(',อลิส ทดสอบ,');

    const unmatched = await csv(`${financeAdminPaths.deposits}?status=UNMATCHED&format=csv`);
    expect(unmatched.headers['content-disposition']).toBe('attachment; filename="deposits-UNMATCHED.csv"');
    const rows = linesOf(unmatched.rawPayload.toString('utf8')).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',ยังไม่พบสมาชิก,77.00,,');
    // The search box's filter too: by the member's phone.
    const byPhone = linesOf((await csv(`${financeAdminPaths.deposits}?q=${bob.phone}&format=csv`)).body);
    expect(byPhone.slice(1).map((line) => line.includes(bob.phone))).toEqual([true]);
  });

  it('withdrawals: every status or one, with the member’s bank account', async () => {
    const all = linesOf((await csv(`${adminPaths.withdrawals}?format=csv`, 'finance')).body);
    expect(all[0]).toBe(Object.values(withdrawalCsvHeaders).join(','));
    expect(all).toHaveLength(3);
    const pending = await csv(`${adminPaths.withdrawals}?status=PENDING&format=csv`, 'finance');
    expect(pending.headers['content-disposition']).toBe('attachment; filename="withdrawals-PENDING.csv"');
    const rows = linesOf(pending.body).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',รอดำเนินการ,200.00,');
    expect(rows[0]).toContain(alice.phone);
    const rejected = linesOf((await csv(`${adminPaths.withdrawals}?status=REJECTED&format=csv`)).body).slice(
      1,
    );
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatch(/,ปฏิเสธแล้ว,150\.00,.*,บัญชีไม่ตรง,$/);
  });

  it('members: the search filter, balances and status', async () => {
    const all = linesOf((await csv(`${adminMemberPaths.members}?format=csv`, 'finance')).body);
    expect(all[0]).toBe(Object.values(memberCsvHeaders).join(','));
    expect(all).toHaveLength(3);
    const one = await csv(`${adminMemberPaths.members}?q=${alice.phone}&format=csv`, 'finance');
    expect(one.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    const rows = linesOf(one.body).slice(1);
    expect(rows).toHaveLength(1);
    // 1000.00 deposited, 200.00 on hold for the withdrawal.
    expect(rows[0]).toMatch(
      new RegExp(`^${alice.phone},อลิส ทดสอบ,.+,800\\.00,ใช้งานได้,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},`),
    );
  });

  it('refuses the roles the list refuses, and the members file to all but owner and finance', async () => {
    const refused = [
      [`${financeAdminPaths.deposits}?format=csv`, ['lottery', 'trader']],
      [`${adminPaths.withdrawals}?format=csv`, ['support', 'lottery', 'trader']],
      [`${adminMemberPaths.members}?format=csv`, ['support', 'lottery', 'trader']],
    ] as const;
    for (const [url, roles] of refused)
      for (const role of roles) {
        const res = await csv(url, role);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().status.code).toBe(errorCatalogue.FORBIDDEN.code);
      }
    expect((await csv(`${financeAdminPaths.deposits}?format=csv`, 'support')).statusCode).toBe(200);
    // Support still reads the members list a page at a time.
    expect((await csv(adminMemberPaths.members, 'support')).statusCode).toBe(200);
    const bad = await csv(`${adminMemberPaths.members}?format=xlsx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('format');
  });

  it("exports a member's ledger with Thai kinds and accounts, the first deposit last; an unknown member is 404", async () => {
    const file = await csv(`${adminMemberHref.ledger(alice.memberId)}?format=csv`, 'support');
    expect(file.statusCode).toBe(200);
    const [header, ...rows] = linesOf(file.body);
    expect(header).toBe(Object.values(memberLedgerCsvHeaders).join(','));
    expect(rows.some((row) => /,แจ้งถอน \(กันยอด\),กระเป๋าหลัก,-200\.00,800\.00,$/.test(row))).toBe(true);
    expect(rows.at(-1)).toMatch(/,ฝากเงิน,กระเป๋าหลัก,1000\.00,1000\.00,$/);
    const unknown = await csv(`${adminMemberHref.ledger('0190f000-0000-7000-8000-000000000000')}?format=csv`);
    expect(unknown.statusCode).toBe(404);
  });
});
