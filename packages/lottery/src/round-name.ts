import type { Schedule } from './schedule';

const thaiMonthsShort = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

/** Buddhist era = Common era + 543. */
const buddhistEraOffset = 543;

export type RoundDate = { year: number; month: number; day: number; sequence?: number };

/**
 * The Bangkok date a round belongs to, read from its code (`roundsForDate`: product code + YYYYMMDD,
 * + a sequence for Yeekee). Undefined when the code is not one the schedule makes.
 */
export const roundDateOf = (productCode: string, roundCode: string): RoundDate | undefined => {
  if (!roundCode.startsWith(productCode)) return undefined;
  const match = /^([0-9]{4})([0-9]{2})([0-9]{2})([0-9]*)$/.exec(roundCode.slice(productCode.length));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return match[4] ? { year, month, day, sequence: Number(match[4]) } : { year, month, day };
};

/** The round's date as 'YYYY-MM-DD' (its draw date, Bangkok), or undefined (see `roundDateOf`). */
export const roundIsoDate = (productCode: string, roundCode: string): string | undefined => {
  const date = roundDateOf(productCode, roundCode);
  if (!date) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
};

const shortBuddhistYear = (year: number): string => String((year + buddhistEraOffset) % 100).padStart(2, '0');

export type RoundNameInput = {
  kind: Schedule['kind'];
  productCode: string;
  productName: string;
  roundCode: string;
};

/**
 * A round as members say it (Bangkok date of the round, Buddhist-era 2-digit year):
 * - a draw-date product (Thai government) by its draw: "งวด 1 ธ.ค. 69";
 * - a daily, weekday or next-day-close product by its name and date: "ฮานอยพิเศษ 24/11/69"
 *   (Dow Jones by its US trading date, which is its round's date);
 * - Yeekee by its name, round number and date: "จับยี่กี รอบที่ 5 24/11/69".
 * A code that does not carry a date (none made by `roundsForDate`) is named by the code itself.
 */
export const roundName = ({ kind, productCode, productName, roundCode }: RoundNameInput): string => {
  const date = roundDateOf(productCode, roundCode);
  if (!date) return roundCode;
  const year = shortBuddhistYear(date.year);
  if (kind === 'explicitDates') return `งวด ${date.day} ${thaiMonthsShort[date.month - 1]} ${year}`;
  const numeric = `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${year}`;
  if (kind === 'yeekee' && date.sequence !== undefined) {
    return `${productName} รอบที่ ${date.sequence} ${numeric}`;
  }
  return `${productName} ${numeric}`;
};
