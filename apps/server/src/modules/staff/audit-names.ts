import { type AuditName, isAuditId } from '@chokdee/contracts';
import type { AuditNamer } from '#platform/audit/audit-log';
import type { DbOrTx } from '#platform/db/client';

/** Every id an audit row mentions: who acted, its target, and each id inside before/after. */
const idsOf = (row: { staffId: string; targetId: string; before: unknown; after: unknown }): Set<string> => {
  const ids = new Set<string>([row.staffId]);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (isAuditId(value)) ids.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(row.targetId);
  walk(row.before);
  walk(row.after);
  return ids;
};

/**
 * Names the rows a page of audit entries mentions: one query per namer for the whole page (never
 * one per entry), each entry given the names of its own ids. An id no namer knows stays unnamed
 * (the reader shows "a row no longer found", never the id).
 */
export const nameAuditRows = async <
  R extends { staffId: string; targetId: string; before: unknown; after: unknown },
>(
  db: DbOrTx,
  operatorId: string,
  rows: readonly R[],
  namers: readonly AuditNamer[],
): Promise<Array<R & { names: Record<string, AuditName> }>> => {
  const idsByRow = rows.map(idsOf);
  const all = [...new Set(idsByRow.flatMap((ids) => [...ids]))];
  const known = new Map<string, AuditName>();
  if (all.length > 0)
    for (const namer of namers)
      for (const { id, ...name } of await namer(db, operatorId, all)) known.set(id, name);
  return rows.map((row, i) => {
    const names: Record<string, AuditName> = {};
    for (const id of idsByRow[i] ?? []) {
      const name = known.get(id);
      if (name) names[id] = name;
    }
    return { ...row, names };
  });
};
