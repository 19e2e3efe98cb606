import { createHash } from 'node:crypto';
import {
  CONTROL_CHARACTER,
  type ErrorName,
  errorCatalogue,
  errorMessage,
  findControlCharacter,
  type StatementLineReason,
  statementLineInputSchema,
} from '@chokdee/contracts';
import { bahtText } from './payments.deps';

/** How much of a rejected line staff see (the fingerprint covers all of it). */
const LINE_TEXT_MAX = 2_000;
const EXTERNAL_ID_MAX = 200;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Control characters shown as `\u0000`, so the text can be stored and read by staff. */
export const escapeControls = (text: string): string =>
  text.replace(CONTROL_CHARACTERS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The line as JSON, one level deep (a nested value shows as `[…]` or `{…}`, so a deeply nested line
 * cannot overflow the stack), with every control character escaped.
 */
const renderLine = (line: unknown): string => {
  const shallow = (value: unknown) => (Array.isArray(value) ? '[…]' : isRecord(value) ? '{…}' : value);
  const value = isRecord(line)
    ? Object.fromEntries(Object.entries(line).map(([key, child]) => [key, shallow(child)]))
    : shallow(line);
  return escapeControls(JSON.stringify(value) ?? 'null');
};

export type RejectedLine = {
  externalId: string;
  reason: StatementLineReason;
  /** The rendered line, cut for staff, and the SHA-256 of all of it (a retry of the line has the same). */
  line: string;
  fingerprint: string;
};
/** A line that passed the schema (amount in satang). */
export type CheckedStatementLine = ReturnType<typeof statementLineInputSchema.parse>;
export type LineCheck = { ok: true; input: CheckedStatementLine } | { ok: false; rejected: RejectedLine };

const reasonOf = (
  name: ErrorName,
  field: string,
  params: Record<string, string> = {},
): StatementLineReason => ({
  code: errorCatalogue[name].code,
  message: errorMessage(name, { field, ...params }),
  field,
});

/**
 * One feed line, on its own: an object, no control character in any key or text (the contracts' text
 * rule), the line schema, and the operator's per-line ceiling. A line that fails is answered REJECTED
 * with the reason; the batch goes on.
 */
export const checkStatementLine = (line: unknown, maxLineSatang: bigint): LineCheck => {
  const reject = (reason: StatementLineReason): LineCheck => {
    const rendered = renderLine(line);
    const externalId =
      isRecord(line) && typeof line.externalId === 'string'
        ? escapeControls(line.externalId).slice(0, EXTERNAL_ID_MAX)
        : '';
    return {
      ok: false,
      rejected: {
        externalId,
        reason,
        line: rendered.slice(0, LINE_TEXT_MAX),
        fingerprint: createHash('sha256').update(rendered).digest('hex'),
      },
    };
  };
  if (!isRecord(line)) return reject(reasonOf('FEED_LINE_INVALID', '(line)'));
  const controlAt = findControlCharacter(line, '(line)');
  if (controlAt !== undefined) return reject(reasonOf('FEED_LINE_CONTROL_CHARACTER', controlAt));
  const parsed = statementLineInputSchema.safeParse(line);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || '(line)';
    return reject(reasonOf('FEED_LINE_INVALID', field));
  }
  if (parsed.data.amount > maxLineSatang)
    return reject(reasonOf('FEED_LINE_AMOUNT_TOO_LARGE', 'amount', { max: bahtText(maxLineSatang) }));
  return { ok: true, input: parsed.data };
};
