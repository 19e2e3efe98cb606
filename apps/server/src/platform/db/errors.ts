/**
 * The name of the constraint a failed statement violated with this SQLSTATE ('' when the driver did
 * not name it), or undefined for any other error. Drizzle wraps the driver's error in `cause`; `pg`
 * and PGlite both report the SQLSTATE and the constraint's name.
 */
const violatedConstraint = (error: unknown, sqlState: string): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === sqlState) {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return undefined;
};

/** The unique constraint (or unique index) a failed statement violated (SQLSTATE 23505). */
export const violatedUniqueConstraint = (error: unknown): string | undefined =>
  violatedConstraint(error, '23505');

/** The foreign key a failed statement violated (SQLSTATE 23503). */
export const violatedForeignKey = (error: unknown): string | undefined => violatedConstraint(error, '23503');
