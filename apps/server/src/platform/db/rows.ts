/** The rows of a raw `tx.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A PostgreSQL array literal, every element double-quoted (inside the quotes only `\` and `"` need
 * escaping), passed as ONE parameter and cast in SQL (`::uuid[]`, `::text[]`, `::bigint[]`): a batch
 * of any size stays one statement, under the protocol's 65,535 parameters.
 */
export const arrayLiteral = (values: ReadonlyArray<string | bigint | number>): string =>
  `{${values.map((value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
