const digitPattern = /^[0-9]$/;

const assertDigit = (digit: string): void => {
  if (!digitPattern.test(digit)) throw new RangeError(`expected one digit 0–9, got ${JSON.stringify(digit)}`);
};

const range = (count: number): number[] => Array.from({ length: count }, (_, index) => index);
const pad = (value: number, width: number): string => String(value).padStart(width, '0');
const allTwo = (): string[] => range(100).map((value) => pad(value, 2));

/**
 * กลับเลข: every distinct ordering of the digits, ascending. "12" → 12, 21; "112" → 112, 121, 211; "111" → 111.
 * Accepts 1 to 6 digits (the slip uses 2 and 3).
 */
export const reverseNumbers = (number: string): string[] => {
  if (!/^[0-9]{1,6}$/.test(number))
    throw new RangeError(`expected 1–6 digits, got ${JSON.stringify(number)}`);
  const found = new Set<string>();
  const permute = (prefix: string, rest: string): void => {
    if (rest === '') {
      found.add(prefix);
      return;
    }
    for (const [index, digit] of [...rest].entries()) {
      permute(prefix + digit, rest.slice(0, index) + rest.slice(index + 1));
    }
  };
  permute('', number);
  return [...found].sort();
};

/** 19 ประตู: every 2-digit number containing the digit, ascending (19 numbers). */
export const nineteenDoors = (digit: string): string[] => {
  assertDigit(digit);
  return allTwo().filter((number) => number.includes(digit));
};

/** รูดหน้า: the digit in front, d0…d9. */
export const frontRun = (digit: string): string[] => {
  assertDigit(digit);
  return range(10).map((last) => `${digit}${last}`);
};

/** รูดหลัง: the digit at the back, 0d…9d. */
export const backRun = (digit: string): string[] => {
  assertDigit(digit);
  return range(10).map((first) => `${first}${digit}`);
};

/** เลขเบิ้ล: 00, 11, … 99. */
export const doubles = (): string[] => range(10).map((digit) => `${digit}${digit}`);

/** เลขตอง: 000, 111, … 999. */
export const triples = (): string[] => range(10).map((digit) => `${digit}${digit}${digit}`);

/** สองตัวต่ำ: 00–49. */
export const lowTwo = (): string[] => allTwo().slice(0, 50);

/** สองตัวสูง: 50–99. */
export const highTwo = (): string[] => allTwo().slice(50);

/** สองตัวคู่: even 2-digit numbers 00, 02, … 98. */
export const evenTwo = (): string[] => allTwo().filter((_, value) => value % 2 === 0);

/** สองตัวคี่: odd 2-digit numbers 01, 03, … 99. */
export const oddTwo = (): string[] => allTwo().filter((_, value) => value % 2 === 1);

/** พี่น้อง: consecutive digits 01, 12, … 89, and 90 wrapping round. */
export const siblings = (): string[] => range(10).map((digit) => `${digit}${(digit + 1) % 10}`);
