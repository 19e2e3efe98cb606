import type { AdminRoundDetail, ResultFormatCode } from '@chokdee/contracts';
import { parseRawResult } from '@chokdee/lottery';
import { z } from 'zod';
import { fill } from '../../../lib/format';
import { derivedLabel, resultFieldLabel, resultPairLabel } from '../../../messages/lottery';

/** Every format but Yeekee, whose result is computed from the members' shots, never typed. */
export type EnterableFormat = Exclude<ResultFormatCode, 'YEEKEE'>;

export const isEnterable = (format: ResultFormatCode): format is EnterableFormat => format !== 'YEEKEE';

/** One box of the result form; `path` is where it sits in the raw result ("front3.1"). */
export type ResultField = {
  path: string;
  label: string;
  placeholder: string;
  inputMode: 'numeric' | 'decimal' | 'text';
};

const digits = (path: keyof typeof resultFieldLabel, placeholder: string): ResultField => ({
  path,
  label: resultFieldLabel[path],
  placeholder,
  inputMode: 'numeric',
});

const pair = (name: 'front3' | 'back3', placeholders: [string, string]): ResultField[] =>
  placeholders.map((placeholder, index) => ({
    path: `${name}.${index}`,
    label: fill(resultFieldLabel[name], { n: index + 1 }),
    placeholder,
    inputMode: 'numeric',
  }));

/** The boxes of each format, in the order the official result sheet lists them (docs/domain/lottery.md §3). */
export const resultFields: Record<EnterableFormat, readonly ResultField[]> = {
  GLO: [
    digits('first', '123456'),
    ...pair('front3', ['123', '456']),
    ...pair('back3', ['789', '012']),
    digits('back2', '34'),
  ],
  LAO: [digits('number', '1234')],
  HANOI: [digits('special', '12345'), digits('first', '67890')],
  STOCK: [
    { path: 'close', label: resultFieldLabel.close, placeholder: '21,792.10', inputMode: 'decimal' },
    // "text": a phone's decimal pad has no minus sign.
    { path: 'change', label: resultFieldLabel.change, placeholder: '-412.27', inputMode: 'text' },
  ],
  TOP_BOTTOM: [digits('top3', '123'), digits('bottom2', '45')],
};

/** What the form holds: the raw result's shape, GLO's pairs as two-item arrays. */
export type ResultValues = Record<string, string | string[]>;

export const emptyResult = (format: EnterableFormat): ResultValues =>
  format === 'GLO'
    ? { first: '', front3: ['', ''], back3: ['', ''], back2: '' }
    : Object.fromEntries(resultFields[format].map((field) => [field.path, '']));

/**
 * The result form's schema: `parseRawResult` — the server's own check, with its Thai messages and the
 * failing field's path — on what was typed; its output is the result trimmed, ready to send.
 */
export const resultSchema = (format: EnterableFormat) =>
  z.record(z.string(), z.union([z.string(), z.array(z.string())])).transform((values, ctx) => {
    const parsed = parseRawResult(format, values);
    if (parsed.ok) return parsed.raw as Record<string, unknown>;
    ctx.addIssue({
      code: 'custom',
      message: parsed.message,
      path: parsed.field ? parsed.field.split('.') : [],
    });
    return z.NEVER;
  });

/** The value at `path` ("front3.1") of a raw result, as text. */
export const valueAt = (raw: Record<string, unknown> | null | undefined, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => {
    if (Array.isArray(node)) return node[Number(key)];
    return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }, raw);
  return typeof value === 'string' ? value : '';
};

/**
 * The Thai name of a raw result's field as the server names it in a `RESULT_MISMATCH` ("first",
 * or "front3" for GLO's pair, whose two prizes count in either order).
 */
export const resultFieldName = (format: EnterableFormat, field: string): string => {
  if (field === 'front3' || field === 'back3') return resultPairLabel[field];
  return resultFields[format].find((box) => box.path === field)?.label ?? field;
};

/** A result on one line: "รางวัลพิเศษ 45123 · รางวัลที่ 1 00099". */
export const resultText = (format: EnterableFormat, raw: Record<string, unknown>): string =>
  resultFields[format].map((field) => `${field.label} ${valueAt(raw, field.path)}`).join(' · ');

/** The judged values as label and text, in docs/domain/lottery.md §2's order (3 ตัวหน้า / ท้าย for GLO only). */
export const derivedRows = (
  derived: NonNullable<AdminRoundDetail['derived']>,
): Array<{ key: string; label: string; value: string }> =>
  (Object.keys(derivedLabel) as Array<keyof typeof derivedLabel>).flatMap((key) => {
    const value = derived[key];
    if (value === undefined) return [];
    return [{ key, label: derivedLabel[key], value: Array.isArray(value) ? value.join(', ') : value }];
  });
