/**
 * Structural checks of an API answer without zod: the reads on a page's first load (the lottery
 * list, a round's detail) use these so the zod runtime and contracts' schemas stay off the path to
 * the first paint. Each mirrors a contracts schema field by field; unlike zod it does not strip
 * unknown keys (nothing reads them).
 */
export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === 'string';

export const matching =
  (pattern: RegExp): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value);

export const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);

export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

export const objectOf =
  (fields: Record<string, Check>): Check =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(fields).every(([key, check]) => check(record[key]));
  };

/** A type guard from a check: `const isX = guard<X>(objectOf({ … }))`. */
export const guard =
  <T>(check: Check) =>
  (value: unknown): value is T =>
    check(value);
