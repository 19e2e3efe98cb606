/**
 * API-Football's plans count requests per UTC day (100 on the free plan). The ledger counts the
 * calls we made so the adapter never makes one the plan would refuse; an implementation shared by
 * every node (a table) keeps a cluster within one plan, the in-memory one a single process.
 */
export interface QuotaLedger {
  /** Counts `calls` against `day` (YYYY-MM-DD, UTC) if they fit under the limit; false (and nothing counted) if not. */
  take(day: string, calls: number): Promise<boolean>;
  used(day: string): Promise<number>;
}

/** The free plan's daily requests. */
export const FREE_PLAN_DAILY_REQUESTS = 100;

export const createMemoryQuotaLedger = (
  limit = FREE_PLAN_DAILY_REQUESTS,
): QuotaLedger & { readonly limit: number } => {
  const usedByDay = new Map<string, number>();
  return {
    limit,
    async take(day, calls) {
      const used = usedByDay.get(day) ?? 0;
      if (used + calls > limit) return false;
      // Only today matters: yesterday's count goes when today's starts.
      for (const other of usedByDay.keys()) if (other < day) usedByDay.delete(other);
      usedByDay.set(day, used + calls);
      return true;
    },
    async used(day) {
      return usedByDay.get(day) ?? 0;
    },
  };
};

/** The UTC day of a time, as the ledger keys it. */
export const quotaDayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
