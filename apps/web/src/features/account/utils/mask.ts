/** "สมชาย ใจดี" → "สม***": the first two characters, as the Yeekee board masks names. */
export const maskName = (name: string): string => `${Array.from(name.trim()).slice(0, 2).join('')}***`;

/** "0812345678" → "081-xxx-5678". */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}-xxx-${phone.slice(-4)}` : 'xxx';

/** "1234567890" → "xxxxxx7890": contracts' one rule, as the withdraw limits answer shows it. */
export { maskAccountNumber } from '@chokdee/contracts';
