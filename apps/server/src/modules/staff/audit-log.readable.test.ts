import {
  type AuditLogEntry,
  adminHref,
  adminMemberHref,
  adminPaths,
  auditActionNames,
  auditEntryText,
  describeAuditEntry,
  IDEMPOTENCY_HEADER,
  lotteryAdminHref,
  paymentPaths,
  receivableHref,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  fundedMember,
  loginToken,
  moduleApi,
  moneyPost,
  ownerToken,
  placeBill,
  postFeed,
  registerMember,
  staffMember,
  statementLine,
  statusOf,
  type TestApp,
} from '#testing/index';
import { openRound } from '#testing/rounds';

/** A reason with a comma and quotes, as the CSV must escape it. */
const REJECT_REASON = 'ชื่อบัญชีไม่ตรง, "สะกดผิด"';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Every key of a recorded value, nested ones included. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

/** Every coded value (`ON_HOLD`, `TWO_TOP`) of a recorded value; references (`bankRef`, `paymentRef`) are shown as they are. */
const codesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(codesOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => (key.endsWith('Ref') ? [] : codesOf(inner)))
      : typeof value === 'string' && /^[A-Z][A-Z0-9_]{2,}$/.test(value)
        ? [value]
        : [];

/**
 * The audit log as staff read it, over rows the server really wrote: a day of staff actions (staff
 * accounts, members, money, a round settled and corrected, a receivable written off, withdrawals,
 * statement lines), then every listed row through the one reader the back office and the CSV use.
 */
describe('the audit log reads as Thai', () => {
  let t: TestApp;
  let owner: string;
  let entries: AuditLogEntry[];
  let member: { memberId: string; phone: string };

  beforeAll(async () => {
    t = await buildTestApp({ modules: ['lottery', 'payments', 'receivables', 'member-admin'] });
    owner = await ownerToken(t);
    const admin = (url: string, body: unknown = {}, token = owner, key?: string) =>
      call(t, { url, token, body, ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}) });
    const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
      const done = await res;
      if (done.statusCode !== 200) throw new Error(done.body);
      return done;
    };

    // Staff: two lottery staff (maker and checker), one moved to finance.
    const maker = await staffMember(t, 'lottery');
    const checker = await staffMember(t, 'lottery');
    const cashier = await staffMember(t, 'support');
    await ok(admin(adminHref.staffAction(cashier.id, 'role'), { role: 'finance' }));

    // Members: A wins, spends, and owes after the correction; B is locked and unlocked, adjusted, withdraws.
    const a = await registerMember(t);
    const b = await registerMember(t);
    member = a;
    const aToken = await fundedMember(t, a, '100.00');
    await fundedMember(t, b, '100.00');
    await ok(admin(adminMemberHref.lock(b.memberId), { reason: 'ตรวจสอบบัญชี' }));
    await ok(admin(adminMemberHref.unlock(b.memberId), { reason: 'ตรวจแล้ว' }));
    // The lock ended B's sessions.
    const bToken = await loginToken(t, b);
    await ok(
      admin(
        adminMemberHref.adjustments(b.memberId),
        { amount: '1234.50', direction: 'CREDIT', reason: 'ชดเชย' },
        owner,
        'adjust-b-1',
      ),
    );

    // A round settled on a wrong result, then corrected by the owner: moves, derived, outcome.
    const { roundCode } = await openRound(t, 'HANOI');
    expect(
      statusOf(await placeBill(t, aToken, roundCode, [{ betType: 'TWO_TOP', number: '45', amount: '10' }]))
        .code,
    ).toBe(0);
    await ok(
      call(t, {
        method: 'PUT',
        url: lotteryAdminHref.number(roundCode, 'TWO_TOP', '99'),
        token: maker.token,
        body: { kind: 'REDUCED', reducedRate: '50' },
      }),
    );
    await ok(admin(lotteryAdminHref.close(roundCode), {}, maker.token));
    await ok(admin(lotteryAdminHref.result(roundCode), { special: '12345', first: '67845' }, maker.token));
    await ok(admin(lotteryAdminHref.resultConfirm(roundCode), {}, checker.token));
    const { balance } = (await call(t, { method: 'GET', url: '/api/v2/user/balance', token: aToken })).json()
      .data;
    expect(
      statusOf(
        await moneyPost(t, aToken, paymentPaths.withdraw, { amount: (Number(balance) - 10).toFixed(2) }),
      ).code,
    ).toBe(0);
    await ok(
      admin(lotteryAdminHref.resultCorrect(roundCode), {
        result: { special: '00312', first: '67890' },
        reason: 'กรอกรางวัลพิเศษผิด',
      }),
    );
    await ok(
      admin(
        receivableHref.writeOff(a.memberId),
        { amount: '5.00', reason: 'ยอดเล็กน้อย' },
        owner,
        'write-off-1',
      ),
    );
    const { roundCode: cancelled } = await openRound(t, 'HANOI');
    await ok(admin(lotteryAdminHref.cancel(cancelled), { reason: 'งดออกรางวัล' }, maker.token));

    // Withdrawals: one paid, one rejected.
    for (const action of ['paid', 'reject'] as const) {
      const asked = await moneyPost(t, bToken, paymentPaths.withdraw, { amount: '300.00' });
      expect(statusOf(asked).code).toBe(0);
      const list = (
        await call(t, { method: 'GET', url: `${adminPaths.withdrawals}?status=PENDING`, token: owner })
      ).json();
      const id = list.data.data[0].id as string;
      await ok(admin(adminHref.withdrawalAction(id, 'approve'), {}, cashier.token));
      await ok(
        admin(
          adminHref.withdrawalAction(id, action),
          action === 'paid' ? { bankRef: 'REF-1' } : { reason: REJECT_REASON },
          cashier.token,
        ),
      );
    }

    // Statement lines from unknown accounts: one credited to A by hand, one dismissed.
    for (const action of ['assign', 'dismiss'] as const) {
      const line = statementLine({ fromAccountNumber: '9999999999', fromName: 'ผู้โอนไม่ทราบชื่อ' });
      const fed = await postFeed(t, { lines: [line] });
      expect(fed.json().data.lines[0].result).toBe('UNMATCHED');
      const lines = (
        await call(t, { method: 'GET', url: `${adminPaths.statementLines}?status=UNMATCHED`, token: owner })
      ).json();
      const id = lines.data.data[0].id as string;
      await ok(
        admin(
          adminHref.statementLineAction(id, action),
          action === 'assign' ? { memberId: a.memberId } : { reason: 'โอนผิดบัญชี' },
          cashier.token,
        ),
      );
    }

    const listed = await call(t, { method: 'GET', url: `${adminPaths.auditLog}?pageSize=100`, token: owner });
    expect(listed.statusCode).toBe(200);
    entries = listed.json().data.data;
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers the day: each action the server wrote has a Thai name', () => {
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      'staff.create',
      'staff.role.change',
      'member.lock',
      'member.unlock',
      'member.adjustment',
      'lottery.number.set',
      'lottery.result.enter',
      'lottery.result.confirm',
      'lottery.result.correct',
      'lottery.round.cancel',
      'receivable.write_off',
      'withdrawal.approve',
      'withdrawal.paid',
      'withdrawal.reject',
      'statement_line.assign',
      'statement_line.dismiss',
    ])
      expect(actions, action).toContain(action);
    for (const action of actions) expect(Object.keys(auditActionNames)).toContain(action);
  });

  it('shows no JSON, English field name, coded value or raw id in any row', () => {
    const problems: string[] = [];
    for (const entry of entries) {
      const { headline, detail } = auditEntryText(describeAuditEntry(entry));
      const shown = `${headline}\n${detail}`;
      const found = (what: string) => problems.push(`${entry.action}: ${what}\n${shown}`);
      if (/[{}[\]]|":/.test(shown)) found('JSON');
      if (UUID.test(shown)) found('an id');
      for (const key of new Set(keysOf([entry.before, entry.after])))
        if (new RegExp(`(?<![A-Za-z])${key}(?![A-Za-z])`).test(shown)) found(`the field ${key}`);
      for (const code of new Set(codesOf([entry.before, entry.after])))
        if (shown.includes(code)) found(`the code ${code}`);
      if (!headline.startsWith(entry.staffUsername)) found('no staff name first');
    }
    expect(problems).toEqual([]);
  });

  it('names members, rounds and staff from the listing, and shows satang as baht', () => {
    const correction = entries.find((entry) => entry.action === 'lottery.result.correct');
    if (!correction) throw new Error('no correction');
    const text = auditEntryText(describeAuditEntry(correction));
    // The member the correction took money from, by phone and name; their move in baht with separators.
    expect(text.detail).toContain(member.phone);
    expect(text.detail).toMatch(/-฿\d{1,3}(,\d{3})*\.\d{2}/);
    expect(correction.names[correction.targetId]).toMatchObject({ type: 'lottery_round' });
    const lock = entries.find((entry) => entry.action === 'member.lock');
    expect(lock && auditEntryText(describeAuditEntry(lock)).headline).toMatch(/ระงับบัญชีสมาชิก สมาชิก 0\d{9} /);
    const adjustment = entries.find((entry) => entry.action === 'member.adjustment');
    expect(adjustment && auditEntryText(describeAuditEntry(adjustment)).detail).toContain('฿1,234.50');
  });

  it('exports the same filters as CSV: Thai headers, the Thai reading, quotes and commas escaped', async () => {
    const res = await call(t, {
      method: 'GET',
      url: `${adminPaths.auditLog}?action=withdrawal.reject&format=csv`,
      token: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const text = res.rawPayload.toString('utf8');
    const [header, ...rows] = text.split('\r\n').filter((line) => line !== '');
    expect(header).toBe('\uFEFFเวลา (เวลาไทย),พนักงาน,การกระทำ,ประเภทรายการ,รายการ,รายละเอียด,สรุป,IP');
    // One reject only (the filter is applied), its detail a quoted multi-line cell.
    expect(text.match(/ปฏิเสธรายการถอน/g)).toHaveLength(2);
    expect(text).not.toContain('อนุมัติรายการถอน');
    expect(text).toContain('เหตุผลที่ปฏิเสธ: ชื่อบัญชีไม่ตรง, ""สะกดผิด""');
    expect(rows[0]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},supportx\d+,ปฏิเสธรายการถอน,รายการถอน,W\w+ ฿300\.00,"สถานะ/,
    );
    expect(text).not.toMatch(UUID);
  });

  it('reads the whole log in chunks for the export, the same entries as the pages', async () => {
    const staff = moduleApi(t, 'staff').service;
    const chunks: AuditLogEntry[][] = [];
    for await (const chunk of staff.auditLogChunks(t.operatorId, {}, 7)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === 7)).toBe(true);
    expect(chunks.flat().map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });
});
