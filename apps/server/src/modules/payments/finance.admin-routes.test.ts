import {
  adminHref,
  errorCatalogue,
  financeAdminHref,
  financeAdminPaths,
  paymentPaths,
  type StaffRoleName,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import {
  auditRows,
  buildTestApp,
  call,
  countRows,
  fundMember,
  loginToken,
  postFeed,
  registerMember,
  staffTokens,
  statementLine,
  statusOf,
  type TestApp,
  testDbKinds,
} from '#testing/index';

describe.each(testDbKinds())('finance administration (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());

  const get = (role: StaffRoleName, url: string) => call(t, { method: 'GET', url, token: tokens[role] });
  const post = (role: StaffRoleName, url: string, body?: unknown) =>
    call(t, { url, token: tokens[role], ...(body === undefined ? {} : { body }) });

  describe('deposits list', () => {
    let member: Awaited<ReturnType<typeof registerMember>>;
    const unmatched = statementLine({
      amount: '77.00',
      fromName: 'นาง ไม่รู้จัก',
      fromAccountNumber: 'xxx-x-x9999-x',
    });
    const dismissed = statementLine({ amount: '66.00', fromAccountNumber: 'xxx-x-x8888-x' });
    beforeAll(async () => {
      member = await registerMember(t, { fullName: 'สมหญิง ฝากเงิน' });
      await fundMember(t, member, '500.00');
      await postFeed(t, {
        lines: [unmatched, { ...dismissed, transferredAt: '2026-11-22T01:00:00.000Z' }],
      });
      const list = await get('finance', `${financeAdminPaths.deposits}?status=UNMATCHED&pageSize=100`);
      const line = list.json().data.data.find((d: { bankRef: string }) => d.bankRef === dismissed.externalId);
      await post('finance', adminHref.statementLineAction(line.id, 'dismiss'), { reason: 'โอนผิดบัญชี' });
    });

    it('lists transfers with status, member, payment ref, bank ref and statement line; support may read', async () => {
      const res = await get('support', `${financeAdminPaths.deposits}?pageSize=100`);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data.data as Array<Record<string, unknown>>;
      const credited = rows.find(
        (row) => (row.member as { id: string } | null)?.id === member.memberId,
      ) as Record<string, unknown>;
      expect(credited).toMatchObject({
        status: 'CREDITED',
        amount: '500.00',
        promptPay: false,
        member: { id: member.memberId, phone: member.phone, name: 'สมหญิง ฝากเงิน' },
        statementLine: { toAccountNumber: '1234567890', fromBankCode: 'KBANK' },
        dismissReason: null,
      });
      expect(credited.paymentRef).toMatch(/^D[2-9A-Z]{9}$/);
      expect(credited.creditedAt).toEqual(expect.any(String));
      expect(rows.find((row) => row.bankRef === unmatched.externalId)).toMatchObject({
        status: 'UNMATCHED',
        paymentRef: null,
        creditedAt: null,
        member: null,
        statementLine: { fromName: 'นาง ไม่รู้จัก' },
      });
      expect(rows.find((row) => row.bankRef === dismissed.externalId)).toMatchObject({
        status: 'DISMISSED',
        dismissReason: 'โอนผิดบัญชี',
      });
    });

    it('filters by status, time window and q (phone, payment ref, bank ref, sender name)', async () => {
      const page = async (query: string) =>
        (await get('finance', `${financeAdminPaths.deposits}?pageSize=100&${query}`)).json().data;
      const byStatus = await page('status=DISMISSED');
      expect(byStatus.data.map((row: { bankRef: string }) => row.bankRef)).toEqual([dismissed.externalId]);
      expect(byStatus.total).toBe(1);

      const window = await page(
        `from=${encodeURIComponent('2026-11-22T00:00:00.000Z')}&to=${encodeURIComponent('2026-11-23T00:00:00.000Z')}`,
      );
      expect(window.data.map((row: { bankRef: string }) => row.bankRef)).toEqual([dismissed.externalId]);

      const byPhone = await page(`q=${member.phone.slice(0, 3)}-${member.phone.slice(3)}`);
      expect(byPhone.data).toHaveLength(1);
      expect(byPhone.data[0].member.id).toBe(member.memberId);
      const paymentRef = byPhone.data[0].paymentRef as string;
      expect((await page(`q=${paymentRef.toLowerCase()}`)).data[0].paymentRef).toBe(paymentRef);
      expect((await page(`q=${unmatched.externalId}`)).data[0].bankRef).toBe(unmatched.externalId);
      expect((await page(`q=${encodeURIComponent('ไม่รู้จัก')}`)).data[0].bankRef).toBe(unmatched.externalId);
      expect((await page('q=%25')).total).toBe(0);
    });

    it('refuses the lottery role, no token, and a bad query with 400 in the envelope', async () => {
      expect((await get('lottery', financeAdminPaths.deposits)).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: financeAdminPaths.deposits })).statusCode).toBe(401);
      for (const query of ['status=PAID', 'from=yesterday', 'pageSize=1000']) {
        const res = await get('finance', `${financeAdminPaths.deposits}?${query}`);
        expect(res.statusCode).toBe(400);
        expect(statusOf(res).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      }
    });
  });

  describe('deposit accounts', () => {
    const memberAccounts = async () => {
      const token = await loginToken(t, await registerMember(t));
      const res = await call(t, { method: 'GET', url: paymentPaths.depositBankList, token });
      return res.json().data as Array<{ id: string; accountNumber: string }>;
    };

    it('lists every account; finance adds one (audited) that members then see', async () => {
      const seeded = (await get('support', financeAdminPaths.depositAccounts)).json().data.data;
      expect(seeded).toHaveLength(2);
      expect(seeded[0]).toMatchObject({ bankCode: 'KBANK', type: 'BANK', enabled: true, sortOrder: 1 });

      const res = await post('finance', financeAdminPaths.depositAccounts, {
        bankCode: 'bbl',
        accountNumber: '111-2-33333-4',
        accountName: '  บจก.  โชคดี  ',
        promptPayId: '',
      });
      expect(res.statusCode).toBe(200);
      const account = res.json().data;
      expect(account).toMatchObject({
        type: 'BANK',
        bankCode: 'BBL',
        bankName: 'ธนาคารกรุงเทพ',
        logoUrl: '/static/banks/bbl.svg',
        accountNumber: '1112333334',
        accountName: 'บจก. โชคดี',
        promptPayId: null,
        enabled: true,
        sortOrder: 3,
      });
      expect((await memberAccounts()).map((a) => a.id)).toContain(account.id);
      const [audit] = await auditRows(t, 'deposit_account.create', account.id);
      expect(audit?.after).toMatchObject({ bankCode: 'BBL', accountNumber: '1112333334' });
    });

    it('takes a PromptPay id as a mobile number or a 13-digit id with its check digit', async () => {
      const byPhone = await post('owner', financeAdminPaths.depositAccounts, {
        bankCode: 'KTB',
        accountNumber: '2220000001',
        accountName: 'พร้อมเพย์ มือถือ',
        promptPayId: '089-123-4567',
      });
      expect(byPhone.json().data).toMatchObject({ type: 'PROMPTPAY', promptPayId: '0891234567' });
      const byId = await post('owner', financeAdminPaths.depositAccounts, {
        bankCode: 'KTB',
        accountNumber: '2220000002',
        accountName: 'พร้อมเพย์ นิติบุคคล',
        promptPayId: '1-1017-00230-70-8',
      });
      expect(byId.statusCode).toBe(200);
      expect(byId.json().data).toMatchObject({ type: 'PROMPTPAY', promptPayId: '1101700230708' });
    });

    it('refuses bad input, an unknown bank and a duplicate, changing nothing', async () => {
      const before = await countRows(t, schema.depositAccounts);
      const good = { bankCode: 'SCB', accountNumber: '3330000001', accountName: 'บัญชีทดสอบ' };
      const cases: Array<[unknown, number, number, string?]> = [
        [
          { ...good, promptPayId: '1101700230709' },
          400,
          errorCatalogue.VALIDATION_FAILED.code,
          'promptPayId',
        ],
        [{ ...good, promptPayId: '0212345678' }, 400, errorCatalogue.VALIDATION_FAILED.code, 'promptPayId'],
        [{ ...good, promptPayId: '08912345' }, 400, errorCatalogue.VALIDATION_FAILED.code, 'promptPayId'],
        [{ ...good, accountNumber: '12345' }, 400, errorCatalogue.VALIDATION_FAILED.code, 'accountNumber'],
        [{ ...good, accountName: '   ' }, 400, errorCatalogue.VALIDATION_FAILED.code, 'accountName'],
        [{ ...good, bankCode: 'NOPE' }, 400, errorCatalogue.BANK_NOT_FOUND.code, 'bankCode'],
        [
          { ...good, bankCode: 'KBANK', accountNumber: '1234567890' },
          409,
          errorCatalogue.DEPOSIT_ACCOUNT_EXISTS.code,
        ],
      ];
      for (const [body, http, code, field] of cases) {
        const res = await post('finance', financeAdminPaths.depositAccounts, body);
        expect([res.statusCode, statusOf(res).code]).toEqual([http, code]);
        if (field) expect(res.json().data.field).toBe(field);
      }
      expect(statusOf(await post('finance', financeAdminPaths.depositAccounts, cases[0]?.[0])).message).toBe(
        'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขประจำตัวประชาชน/เลขผู้เสียภาษี 13 หลักที่ถูกต้อง',
      );
      expect((await post('support', financeAdminPaths.depositAccounts, good)).statusCode).toBe(403);
      expect((await post('lottery', financeAdminPaths.depositAccounts, good)).statusCode).toBe(403);
      expect((await get('lottery', financeAdminPaths.depositAccounts)).statusCode).toBe(403);
      expect(await countRows(t, schema.depositAccounts)).toBe(before);
    });

    it('disables and enables an account (audited); members see enabled ones only', async () => {
      const kbank = (await get('finance', financeAdminPaths.depositAccounts))
        .json()
        .data.data.find((a: { bankCode: string }) => a.bankCode === 'KBANK');
      const disable = financeAdminHref.depositAccountAction(kbank.id, 'disable');
      const enable = financeAdminHref.depositAccountAction(kbank.id, 'enable');

      expect((await post('support', disable)).statusCode).toBe(403);
      const off = await post('finance', disable);
      expect([off.statusCode, off.json().data]).toEqual([200, { enabled: false }]);
      expect((await memberAccounts()).map((a) => a.id)).not.toContain(kbank.id);
      const listed = (await get('finance', financeAdminPaths.depositAccounts)).json().data.data;
      expect(listed.find((a: { id: string }) => a.id === kbank.id).enabled).toBe(false);
      const again = await post('finance', disable);
      expect([again.statusCode, statusOf(again).code]).toEqual([409, errorCatalogue.ALREADY_DISABLED.code]);

      expect((await post('owner', enable)).statusCode).toBe(200);
      expect((await memberAccounts()).map((a) => a.id)).toContain(kbank.id);
      expect(statusOf(await post('owner', enable)).code).toBe(errorCatalogue.ALREADY_ENABLED.code);
      const unknown = financeAdminHref.depositAccountAction(
        '00000000-0000-4000-8000-000000000000',
        'disable',
      );
      expect((await post('finance', unknown)).statusCode).toBe(404);
      expect(
        (await post('finance', financeAdminHref.depositAccountAction('nope', 'disable'))).statusCode,
      ).toBe(400);

      const audit = await auditRows(t, 'deposit_account.disable', kbank.id);
      expect(audit.map((row) => [row.before, row.after])).toEqual([[{ enabled: true }, { enabled: false }]]);
      expect(await auditRows(t, 'deposit_account.enable', kbank.id)).toHaveLength(1);
    });
  });

  describe('withdrawal auto-approve rule', () => {
    const rule = { enabled: true, maxAmount: '2000.50', minMemberAgeDays: 7, maxPerDay: 3 };

    it('is off until set; finance and owner set it (audited), support and lottery are refused', async () => {
      const initial = await get('owner', financeAdminPaths.withdrawAutoApprove);
      expect(initial.json().data).toEqual({
        enabled: false,
        maxAmount: '0.00',
        minMemberAgeDays: 0,
        maxPerDay: 0,
        updatedAt: null,
      });
      for (const role of ['support', 'lottery'] as const) {
        expect((await get(role, financeAdminPaths.withdrawAutoApprove)).statusCode).toBe(403);
        const put = await call(t, {
          method: 'PUT',
          url: financeAdminPaths.withdrawAutoApprove,
          token: tokens[role],
          body: rule,
        });
        expect(put.statusCode).toBe(403);
      }
      const res = await call(t, {
        method: 'PUT',
        url: financeAdminPaths.withdrawAutoApprove,
        token: tokens.finance,
        body: rule,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...rule, updatedAt: t.clock.now().toISOString() });
      expect((await get('owner', financeAdminPaths.withdrawAutoApprove)).json().data).toMatchObject(rule);
      const [audit] = await auditRows(t, 'withdraw_auto_approve.update', t.operatorId);
      expect([audit?.before, audit?.after]).toEqual([null, rule]);
    });

    it('refuses bad input with 400 and keeps the rule', async () => {
      for (const body of [
        { ...rule, maxPerDay: 0 },
        { ...rule, minMemberAgeDays: -1 },
        { ...rule, minMemberAgeDays: 1.5 },
        { ...rule, maxAmount: '10.005' },
        { ...rule, maxAmount: '0' },
        { ...rule, enabled: 'yes' },
        { maxAmount: '100' },
      ]) {
        const res = await call(t, {
          method: 'PUT',
          url: financeAdminPaths.withdrawAutoApprove,
          token: tokens.owner,
          body,
        });
        expect([res.statusCode, statusOf(res).code]).toEqual([400, errorCatalogue.VALIDATION_FAILED.code]);
      }
      expect((await get('finance', financeAdminPaths.withdrawAutoApprove)).json().data).toMatchObject(rule);
      expect(await auditRows(t, 'withdraw_auto_approve.update', t.operatorId)).toHaveLength(1);
    });
  });
});
