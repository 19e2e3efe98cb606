import { type SQL, sql } from 'drizzle-orm';

/**
 * A closed list of code values as SQL literals (`'A', 'B'`) for a CHECK (`kind in (…)`): only for the
 * `as const` lists of the code, never for input.
 */
export const sqlValueList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The rows of a raw `tx.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A PostgreSQL array literal, every element double-quoted (inside the quotes only `\` and `"` need
 * escaping), passed as ONE parameter and cast in SQL (`::uuid[]`, `::text[]`, `::bigint[]`): a batch
 * of any size stays one statement, under the protocol's 65,535 parameters. A null is SQL NULL.
 */
export const arrayLiteral = (values: ReadonlyArray<string | bigint | number | null>): string =>
  `{${values
    .map((value) => (value === null ? 'NULL' : `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`))
    .join(',')}}`;
