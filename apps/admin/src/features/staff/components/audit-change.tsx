import { type MemberAccountKind, memberAccountKinds, yeekeeFormulas } from '@chokdee/contracts';
import { fill } from '../../../lib/format';
import { auditFieldLabel, auditTh } from '../../../messages/audit';
import { accountKindLabel } from '../../../messages/members';
import { roleLabel } from '../../../messages/th';
import { yeekeeFormulaShort } from '../../../messages/yeekee';

type Recorded = Record<string, unknown>;

const asRecord = (value: unknown): Recorded =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Recorded)
    : value === null || value === undefined
      ? {}
      : { value };

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** A Yeekee market's shooter rewards as recorded (`{enabled, positions, amount, minStake}`), in one line. */
const rewardsText = (value: Recorded) =>
  fill(auditTh.rewards, {
    state: value.enabled ? auditTh.rewardsOn : auditTh.rewardsOff,
    positions:
      Array.isArray(value.positions) && value.positions.length ? value.positions.join(', ') : auditTh.nothing,
    amount: String(value.amount),
    minStake: String(value.minStake),
  });

/**
 * One recorded value in words: yes/no, a role's, formula's or account kind's Thai name, a credit/debit,
 * shooter rewards in a line, text or compact JSON.
 */
const readable = (field: string, value: unknown): string => {
  if (value === undefined || value === null) return auditTh.nothing;
  if (typeof value === 'boolean') return value ? auditTh.yes : auditTh.no;
  if (field === 'role' && typeof value === 'string' && value in roleLabel)
    return roleLabel[value as keyof typeof roleLabel];
  if (field === 'formula' && isOneOf(yeekeeFormulas, value)) return yeekeeFormulaShort[value];
  if ((field === 'accountKind' || field === 'kind') && isOneOf<MemberAccountKind>(memberAccountKinds, value))
    return accountKindLabel[value];
  if (field === 'shooterRewards' && typeof value === 'object' && !Array.isArray(value))
    return rewardsText(value as Recorded);
  if (field === 'direction')
    return value === 'CREDIT' ? auditTh.credit : value === 'DEBIT' ? auditTh.debit : String(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/**
 * An audit row's before and after, field by field: the field's Thai name, then `before → after`
 * where both were recorded (a changed value in bold), or the one recorded side.
 */
export const AuditChange = ({ before, after }: { before: unknown; after: unknown }) => {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  if (fields.length === 0) return <span className="text-slate-400">{auditTh.noChange}</span>;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs">
      {fields.map((field) => {
        const hasBefore = field in was;
        const hasAfter = field in now;
        const from = readable(field, was[field]);
        const to = readable(field, now[field]);
        return (
          <div key={field} className="contents" data-testid={`audit-field-${field}`}>
            <dt className="text-slate-500">{auditFieldLabel[field] ?? field}</dt>
            <dd className="break-all text-slate-800">
              {hasBefore && hasAfter ? (
                from === to ? (
                  to
                ) : (
                  <>
                    {from} → <strong>{to}</strong>
                  </>
                )
              ) : hasAfter ? (
                to
              ) : (
                `${from} → ${auditTh.nothing}`
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
};
