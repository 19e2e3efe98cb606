import { auditFieldLabel, auditTh } from '../../../messages/audit';
import { roleLabel } from '../../../messages/th';

type Recorded = Record<string, unknown>;

const asRecord = (value: unknown): Recorded =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Recorded)
    : value === null || value === undefined
      ? {}
      : { value };

/** One recorded value in words: yes/no, a role's Thai name, a credit/debit, text or compact JSON. */
const readable = (field: string, value: unknown): string => {
  if (value === undefined || value === null) return auditTh.nothing;
  if (typeof value === 'boolean') return value ? auditTh.yes : auditTh.no;
  if (field === 'role' && typeof value === 'string' && value in roleLabel)
    return roleLabel[value as keyof typeof roleLabel];
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
