/**
 * The name of the unique constraint (or unique index) a failed statement violated, or undefined
 * for any other error. Drizzle wraps the driver's error in `cause`; `pg` and PGlite both report
 * SQLSTATE 23505 with the constraint's name.
 */
export const violatedUniqueConstraint = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return undefined;
};
