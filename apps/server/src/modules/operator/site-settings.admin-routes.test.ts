import {
  apiPaths,
  errorCatalogue,
  financeAdminHref,
  financeAdminPaths,
  paymentPaths,
  type StaffRoleName,
} from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOperator,
  auditRows,
  buildTestApp,
  call,
  fundedMember,
  moneyPost,
  registerMember,
  registrationForm,
  staffTokens,
  statusOf,
  type TestApp,
  testDbKinds,
  uniquePhone,
  verifiedRef,
} from '#testing/index';
import { createOperatorRepo } from './operator.repo';
import { createOperatorService } from './operator.service';

const config = {
  siteName: 'โชคดี 2',
  minimumDeposit: '50',
  maximumDeposit: '50000.50',
  minWithdraw: '300',
  maxWithdraw: '20000',
  lineId: '@chokdee2',
  lineUrl: 'https://line.me/R/ti/p/@chokdee2',
  telegramId: '',
  telegramUrl: '',
  banners: [
    { imageUrl: 'https://cdn.example.com/b2.jpg', linkUrl: '/promotions', sortOrder: 2 },
    { imageUrl: '/static/banner-1.png', sortOrder: 1 },
  ],
};

describe.each(testDbKinds())('site settings in the back office (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());

  const get = (role: StaffRoleName, url: string) => call(t, { method: 'GET', url, token: tokens[role] });
  const put = (role: StaffRoleName, body: unknown) =>
    call(t, { method: 'PUT', url: financeAdminPaths.webConfig, token: tokens[role], body });
  const memberConfig = async () => (await call(t, { method: 'GET', url: apiPaths.webConfig })).json().data;

  describe('web config', () => {
    it('answers the member call’s fields plus banners to owner, finance and support', async () => {
      const member = await memberConfig();
      for (const role of ['owner', 'finance', 'support'] as const) {
        const res = await get(role, financeAdminPaths.webConfig);
        expect(res.statusCode).toBe(200);
        const { operatorKey: _key, ...fields } = member;
        expect(res.json().data).toEqual({ ...fields, banners: [], updatedAt: expect.any(String) });
      }
      expect((await get('lottery', financeAdminPaths.webConfig)).statusCode).toBe(403);
    });

    it('lets only the owner replace it; members see it on their next call and limits apply at once', async () => {
      for (const role of ['finance', 'support', 'lottery'] as const)
        expect((await put(role, config)).statusCode).toBe(403);
      const before = await memberConfig();
      const res = await put('owner', config);
      expect(res.statusCode).toBe(200);
      const saved = {
        siteName: 'โชคดี 2',
        minimumDeposit: '50.00',
        maximumDeposit: '50000.50',
        minWithdraw: '300.00',
        maxWithdraw: '20000.00',
        lineId: '@chokdee2',
        lineUrl: 'https://line.me/R/ti/p/@chokdee2',
        telegramId: '',
        telegramUrl: '',
      };
      const banners = [
        { imageUrl: '/static/banner-1.png', linkUrl: '', sortOrder: 1 },
        { imageUrl: 'https://cdn.example.com/b2.jpg', linkUrl: '/promotions', sortOrder: 2 },
      ];
      expect(res.json().data).toEqual({ ...saved, banners, updatedAt: t.clock.now().toISOString() });
      // Members get the banners in their order too.
      expect(await memberConfig()).toEqual({ operatorKey: 'demo', ...saved, banners });
      const token = await fundedMember(t, await registerMember(t), '1000.00');
      const refused = await moneyPost(t, token, paymentPaths.withdraw, { amount: '299.99' });
      expect([refused.statusCode, statusOf(refused)]).toEqual([
        422,
        { code: errorCatalogue.WITHDRAW_BELOW_MIN.code, message: 'ถอนขั้นต่ำ 300 บาท' },
      ]);

      const [audit] = await auditRows(t, 'web_config.update', t.operatorId);
      expect(audit?.before).toMatchObject({
        siteName: before.siteName,
        minWithdraw: before.minWithdraw,
        banners: [],
      });
      expect(audit?.after).toMatchObject({ siteName: 'โชคดี 2', minWithdraw: '300.00' });
    });

    it('refuses bad input with 400 and the field, changing nothing', async () => {
      const saved = (await get('owner', financeAdminPaths.webConfig)).json().data;
      const cases: Array<[unknown, string]> = [
        [{ ...config, maximumDeposit: '49.99' }, 'maximumDeposit'],
        [{ ...config, maxWithdraw: '299' }, 'maxWithdraw'],
        [{ ...config, minWithdraw: '0' }, 'minWithdraw'],
        [{ ...config, minimumDeposit: '10.001' }, 'minimumDeposit'],
        [{ ...config, siteName: '  ' }, 'siteName'],
        [{ ...config, lineUrl: 'javascript:alert(1)' }, 'lineUrl'],
        [
          { ...config, banners: [{ imageUrl: 'http://plain.example.com/x.png', sortOrder: 1 }] },
          'banners.0.imageUrl',
        ],
        [{ ...config, banners: Array(21).fill({ imageUrl: '/x.png', sortOrder: 1 }) }, 'banners'],
        [{ siteName: 'x' }, 'minimumDeposit'],
      ];
      for (const [body, field] of cases) {
        const res = await put('owner', body);
        expect([res.statusCode, statusOf(res).code, res.json().data.field]).toEqual([
          400,
          errorCatalogue.VALIDATION_FAILED.code,
          field,
        ]);
      }
      expect(statusOf(await put('owner', cases[0]?.[0])).message).toBe('ยอดฝากสูงสุดต้องไม่น้อยกว่ายอดฝากขั้นต่ำ');
      expect((await get('owner', financeAdminPaths.webConfig)).json().data).toEqual(saved);
      expect(await auditRows(t, 'web_config.update', t.operatorId)).toHaveLength(1);
    });
  });

  describe('banks', () => {
    const memberBankCodes = async (operatorKey?: string) =>
      (await call(t, { method: 'GET', url: apiPaths.bankList, ...(operatorKey ? { operatorKey } : {}) }))
        .json()
        .data.map((bank: { code: string }) => bank.code);

    it('lists every bank with its state; finance and support read, lottery cannot', async () => {
      for (const role of ['owner', 'finance', 'support'] as const) {
        const res = await get(role, financeAdminPaths.banks);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.data).toHaveLength(17);
        expect(res.json().data.data[1]).toMatchObject({ code: 'KBANK', bankNumber: '004', enabled: true });
      }
      expect((await get('lottery', financeAdminPaths.banks)).statusCode).toBe(403);
    });

    it('lets the owner stop offering a bank to this site only (audited), and offer it again', async () => {
      const disable = financeAdminHref.bankAction('gsb', 'disable');
      for (const role of ['finance', 'support', 'lottery'] as const)
        expect((await call(t, { url: disable, token: tokens[role] })).statusCode).toBe(403);
      const off = await call(t, { url: disable, token: tokens.owner });
      expect([off.statusCode, off.json().data]).toEqual([200, { enabled: false }]);

      expect(await memberBankCodes()).not.toContain('GSB');
      const listed = (await get('owner', financeAdminPaths.banks)).json().data.data;
      expect(listed.find((bank: { code: string }) => bank.code === 'GSB').enabled).toBe(false);
      await addOperator(t, 'other');
      expect(await memberBankCodes('other')).toContain('GSB');

      const gsbId = listed.find((bank: { code: string }) => bank.code === 'GSB').companyId as number;
      const operators = createOperatorService({ db: t.database.db, repo: createOperatorRepo() });
      expect(await operators.findBank(gsbId, t.operatorId)).toBeUndefined();
      expect(await operators.findBank(gsbId)).toMatchObject({ code: 'GSB' });
      // A new member cannot register an account at a bank the site no longer offers.
      const phone = uniquePhone();
      const form = await registrationForm(t, phone, await verifiedRef(t, phone), { bankCompanyId: gsbId });
      const refused = await call(t, { url: apiPaths.register, body: form });
      expect(statusOf(refused).code).toBe(errorCatalogue.BANK_NOT_FOUND.code);

      const account = await call(t, {
        url: financeAdminPaths.depositAccounts,
        token: tokens.finance,
        body: { bankCode: 'GSB', accountNumber: '0200000001', accountName: 'ออมสิน' },
      });
      expect([account.statusCode, statusOf(account).code]).toEqual([400, errorCatalogue.BANK_NOT_FOUND.code]);

      const again = await call(t, { url: disable, token: tokens.owner });
      expect([again.statusCode, statusOf(again).code]).toEqual([409, errorCatalogue.ALREADY_DISABLED.code]);
      const on = await call(t, { url: financeAdminHref.bankAction('GSB', 'enable'), token: tokens.owner });
      expect(on.json().data).toEqual({ enabled: true });
      expect(await memberBankCodes()).toContain('GSB');
      const twice = await call(t, { url: financeAdminHref.bankAction('GSB', 'enable'), token: tokens.owner });
      expect(statusOf(twice).code).toBe(errorCatalogue.ALREADY_ENABLED.code);

      expect((await auditRows(t, 'bank.disable', 'GSB')).map((row) => row.after)).toEqual([
        { enabled: false },
      ]);
      expect(await auditRows(t, 'bank.enable', 'GSB')).toHaveLength(1);
    });

    it('answers 404 for an unknown bank and 400 for a malformed code', async () => {
      const unknown = await call(t, {
        url: financeAdminHref.bankAction('NOPE', 'disable'),
        token: tokens.owner,
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await call(t, {
        url: financeAdminHref.bankAction('k-bank', 'disable'),
        token: tokens.owner,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });
});
