import { REPORT_MAX_DAYS } from '@chokdee/contracts';

export { REPORT_MAX_DAYS };

/** What a report covers: Bangkok days `from`–`to` (both included) and, optionally, one product. */
export type ReportFilters = {
  from: string;
  to: string;
  productCode?: string | undefined;
  /** The per-round report shows Yeekee's rounds only when asked (or when Yeekee is the product). */
  showYeekee?: boolean | undefined;
};

/** What the server's calls take of the filters: the range and product, and the rounds' Yeekee switch. */
export const reportQuery = (
  kind: 'daily' | 'rounds',
  { from, to, productCode, showYeekee }: ReportFilters,
) => ({
  from,
  to,
  productCode,
  ...(kind === 'rounds' && !showYeekee && !productCode ? { withYeekee: 'false' } : {}),
});

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Today in Bangkok as "YYYY-MM-DD" (UTC+7, no daylight saving), whatever the computer's zone. */
export const bangkokToday = (now = Date.now()): string =>
  new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** The default range: this Bangkok month up to today. */
export const thisMonth = (now = Date.now()): ReportFilters => {
  const today = bangkokToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
};
