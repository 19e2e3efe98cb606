import { describe, expect, it } from 'vitest';
import {
  createDepositAccountRequestSchema,
  financeTh,
  isThaiCitizenId,
  promptPayIdSchema,
  updateWebConfigRequestSchema,
} from './finance-admin';

describe('finance administration schemas', () => {
  it('checks a 13-digit id by its mod-11 check digit', () => {
    expect(isThaiCitizenId('1101700230708')).toBe(true);
    expect(isThaiCitizenId('0105556000000')).toBe(false);
    for (let last = 0; last <= 9; last += 1) expect(isThaiCitizenId(`110170023070${last}`)).toBe(last === 8);
    expect(isThaiCitizenId('110170023070')).toBe(false);
  });

  it('takes a PromptPay id as a mobile number or a valid id, separators dropped', () => {
    expect(promptPayIdSchema.parse('081-234-5678')).toBe('0812345678');
    expect(promptPayIdSchema.parse('1 1017 00230 70 8')).toBe('1101700230708');
    for (const bad of ['021234567', '0212345678', '1101700230709', '08123456789'])
      expect(promptPayIdSchema.safeParse(bad).error?.issues[0]?.message).toBe(financeTh.promptPayIdInvalid);
  });

  it('treats a blank PromptPay id as none', () => {
    const base = { bankCode: 'kbank', accountNumber: '123-4-56789-0', accountName: 'บัญชี' };
    expect(createDepositAccountRequestSchema.parse({ ...base, promptPayId: '  ' })).toEqual({
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      accountName: 'บัญชี',
      promptPayId: undefined,
    });
    expect(
      createDepositAccountRequestSchema.parse({ ...base, promptPayId: null }).promptPayId,
    ).toBeUndefined();
  });

  it('refuses a web config whose maximum is below its minimum, on the maximum', () => {
    const config = {
      siteName: 'x',
      minimumDeposit: '100',
      maximumDeposit: '100',
      minWithdraw: '100',
      maxWithdraw: '99.99',
      lineId: '',
      lineUrl: '',
      telegramId: '',
      telegramUrl: '',
      banners: [],
    };
    const issue = updateWebConfigRequestSchema.safeParse(config).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual(['maxWithdraw', financeTh.withdrawRangeInvalid]);
    expect(updateWebConfigRequestSchema.parse({ ...config, maxWithdraw: '100' }).maxWithdraw).toBe(10_000n);
  });
});
