import { genders, memberMeSchema } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { isMemberMe, memberGenders } from './me-shape';

const me = {
  id: '0193a1b2-0000-7000-8000-000000000001',
  loginName: '0812345678',
  name: 'สมชาย ใจดี',
  mobileNo: '0812345678',
  gender: 'M',
  email: null,
  referralCode: 'ABC123',
  bankAccount: {
    bankCompanyId: 4,
    bankCode: 'KBANK',
    bankName: 'กสิกรไทย',
    accountNumber: '1234567890',
    accountName: 'สมชาย ใจดี',
  },
  createdAt: '2026-11-24T09:00:00.000Z',
};

/** A deep copy of `me` with one field replaced (or removed when `value` is undefined). */
const withField = (path: string[], value: unknown): unknown => {
  const copy = structuredClone(me) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
};

const cases: [string, unknown][] = [
  ['the fixture', me],
  ['an email and another gender', { ...me, email: 'a@b.co', gender: 'F' }],
  ['no gender', withField(['gender'], null)],
  ['an unknown gender', withField(['gender'], 'X')],
  ['a missing id', withField(['id'], undefined)],
  ['a numeric mobile', withField(['mobileNo'], 812345678)],
  ['a missing email', withField(['email'], undefined)],
  ['no bank account', withField(['bankAccount'], null)],
  ['a fractional bank id', withField(['bankAccount', 'bankCompanyId'], 4.5)],
  ['a string bank id', withField(['bankAccount', 'bankCompanyId'], '4')],
  ['a missing account name', withField(['bankAccount', 'accountName'], undefined)],
  ['a numeric createdAt', withField(['createdAt'], 1)],
  ['an array', [me]],
  ['null', null],
];

describe('isMemberMe (the user menu reads the member without zod)', () => {
  it('knows the same genders as the contract', () => {
    expect([...memberGenders]).toEqual([...genders]);
  });

  it.each(cases)('judges %s as memberMeSchema does', (_name, value) => {
    expect(isMemberMe(value)).toBe(memberMeSchema.safeParse(value).success);
  });

  it('accepts the fixture and refuses a broken answer', () => {
    expect(isMemberMe(me)).toBe(true);
    expect(isMemberMe(withField(['bankAccount', 'bankCode'], undefined))).toBe(false);
  });
});
