/** The wire form of an amount (contracts `moneySchema`): a decimal string with exactly two places. */
const MONEY = /^-?\d+\.\d{2}$/;

export const isMoneyString = (value: unknown): value is string =>
  typeof value === 'string' && MONEY.test(value);
