import type { ResultFormat } from './bet-types';
import type { RawResultByFormat } from './derive-result';

export type ParseRawResultOutcome<F extends ResultFormat> =
  | { ok: true; raw: RawResultByFormat[F] }
  /** `field` is a path into the input ("first", "front3.1"); `message` is Thai, ready to show staff. */
  | { ok: false; field: string; message: string };

type Fail = { ok: false; field: string; message: string };

const fail = (field: string, message: string): Fail => ({ ok: false, field, message });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `record[field]` as a string matching `pattern`; numbers are refused because they lose leading zeros. */
const readString = (
  record: Record<string, unknown>,
  field: string,
  pattern: RegExp,
  message: string,
): string | Fail => {
  const value = record[field];
  if (typeof value !== 'string') return fail(field, message);
  const trimmed = value.trim();
  return pattern.test(trimmed) ? trimmed : fail(field, message);
};

const readPair = (
  record: Record<string, unknown>,
  field: string,
  pattern: RegExp,
  message: string,
): [string, string] | Fail => {
  const value = record[field];
  if (!Array.isArray(value) || value.length !== 2) return fail(field, message);
  const pair: string[] = [];
  for (const [index, item] of value.entries()) {
    const read = readString({ [`${field}.${index}`]: item }, `${field}.${index}`, pattern, message);
    if (typeof read !== 'string') return read;
    pair.push(read);
  }
  return [pair[0] ?? '', pair[1] ?? ''];
};

const isFail = (value: unknown): value is Fail => isRecord(value) && value.ok === false;

const digits = (count: number): RegExp => new RegExp(`^[0-9]{${count}}$`);
/** Whole part as published: plain digits, or grouped by thousands with commas ("21,792"). */
const wholePart = '(?:[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)';
const twoDecimals = new RegExp(`^${wholePart}\\.[0-9]{2}$`);
const signedTwoDecimals = new RegExp(`^[+-]?${wholePart}\\.[0-9]{2}$`);

/** A published figure with its thousands separators dropped: "21,792.10" → "21792.10". */
const withoutSeparators = (value: string): string => value.replaceAll(',', '');

const parsers: {
  [F in ResultFormat]: (record: Record<string, unknown>) => RawResultByFormat[F] | Fail;
} = {
  GLO: (record) => {
    const first = readString(record, 'first', digits(6), 'รางวัลที่ 1 ต้องเป็นตัวเลข 6 หลัก');
    if (isFail(first)) return first;
    const front3 = readPair(record, 'front3', digits(3), 'เลขหน้า 3 ตัว ต้องมี 2 ชุด ชุดละ 3 หลัก');
    if (isFail(front3)) return front3;
    const back3 = readPair(record, 'back3', digits(3), 'เลขท้าย 3 ตัว ต้องมี 2 ชุด ชุดละ 3 หลัก');
    if (isFail(back3)) return back3;
    const back2 = readString(record, 'back2', digits(2), 'เลขท้าย 2 ตัว ต้องเป็นตัวเลข 2 หลัก');
    if (isFail(back2)) return back2;
    return { first, front3, back3, back2 };
  },
  LAO: (record) => {
    const number = readString(record, 'number', /^[0-9]{4,6}$/, 'เลขที่ออกต้องเป็นตัวเลข 4 ถึง 6 หลัก');
    if (isFail(number)) return number;
    return { number };
  },
  HANOI: (record) => {
    const special = readString(record, 'special', digits(5), 'รางวัลพิเศษต้องเป็นตัวเลข 5 หลัก');
    if (isFail(special)) return special;
    const first = readString(record, 'first', digits(5), 'รางวัลที่ 1 ต้องเป็นตัวเลข 5 หลัก');
    if (isFail(first)) return first;
    return { special, first };
  },
  STOCK: (record) => {
    const close = readString(
      record,
      'close',
      twoDecimals,
      'ราคาปิดต้องเป็นตัวเลขทศนิยม 2 ตำแหน่ง เช่น 21,792.10 หรือ 21792.10',
    );
    if (isFail(close)) return close;
    const change = readString(
      record,
      'change',
      signedTwoDecimals,
      'ค่าเปลี่ยนแปลงต้องเป็นตัวเลขทศนิยม 2 ตำแหน่ง เช่น -412.27 หรือ -1,412.27',
    );
    if (isFail(change)) return change;
    // Published figures carry thousands separators (docs/domain/lottery.md §3); the stored result never does.
    return { close: withoutSeparators(close), change: withoutSeparators(change) };
  },
  TOP_BOTTOM: (record) => {
    const top3 = readString(record, 'top3', digits(3), '3 ตัวบนต้องเป็นตัวเลข 3 หลัก');
    if (isFail(top3)) return top3;
    const bottom2 = readString(record, 'bottom2', digits(2), '2 ตัวล่างต้องเป็นตัวเลข 2 หลัก');
    if (isFail(bottom2)) return bottom2;
    return { top3, bottom2 };
  },
  YEEKEE: () => fail('', 'ผลยี่กีคำนวณจากเลขที่สมาชิกยิง ไม่ต้องกรอกผล'),
};

/**
 * Validates a result as staff enter it (docs/domain/lottery.md §3) and returns it with surrounding spaces trimmed
 * (and a stock figure's thousands separators dropped: "21,792.10" is stored as "21792.10").
 * Digits must be strings: a JSON number would lose leading zeros, so it is refused.
 * YEEKEE is always refused: its result comes from `yeekeeResult`, never from staff.
 */
export const parseRawResult = <F extends ResultFormat>(
  format: F,
  input: unknown,
): ParseRawResultOutcome<F> => {
  if (!isRecord(input)) return fail('', 'รูปแบบผลรางวัลไม่ถูกต้อง');
  const parsed = parsers[format](input);
  if (isFail(parsed)) return parsed;
  return { ok: true, raw: parsed };
};
