import { z } from 'zod';

/**
 * Reward periods on the Bangkok calendar (UTC+7 all year, no daylight saving): a day
 * `YYYY-MM-DD`, an ISO week `YYYY-Www` (Monday to Sunday) or a month `YYYY-MM`. The jobs of the
 * rewards (cashback, referral income, VIP review, missions) are keyed by these strings, and both the
 * server and the apps read them the same way.
 */
export const periodKinds = ['DAY', 'WEEK', 'MONTH'] as const;
export type PeriodKind = (typeof periodKinds)[number];

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK_RE = /^(\d{4})-W(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Bangkok calendar date of an instant, `YYYY-MM-DD`. */
export const bangkokDateOf = (at: Date): string =>
  new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of a Bangkok date. */
export const bangkokDateStart = (date: string): Date => new Date(`${date}T00:00:00+07:00`);

/** `date` plus `days` (may be negative), as a Bangkok date. */
export const addBangkokDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The ISO week (`YYYY-Www`) of a Bangkok date: weeks start on Monday, week 1 holds the year's first Thursday. */
export const isoWeekOf = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS;
  const week = Math.floor((thursday.getTime() - firstMonday) / (7 * DAY_MS)) + 1;
  return `${year}-W${pad(week)}`;
};

/** The Monday (Bangkok date) that starts an ISO week. */
const mondayOf = (year: number, week: number): string => {
  const firstThursday = Date.UTC(year, 0, 4);
  const firstMonday = firstThursday - ((new Date(firstThursday).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(firstMonday + (week - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
};

const isRealDate = (date: string): boolean => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** What a period string is, or undefined when it is none of the three shapes (or not a real date). */
export const periodKindOf = (period: string): PeriodKind | undefined => {
  if (DAY_RE.test(period)) return isRealDate(period) ? 'DAY' : undefined;
  const week = WEEK_RE.exec(period);
  if (week) {
    const monday = mondayOf(Number(week[1]), Number(week[2]));
    return Number(week[2]) >= 1 && isoWeekOf(monday) === period ? 'WEEK' : undefined;
  }
  const month = MONTH_RE.exec(period);
  if (month) return Number(month[2]) >= 1 && Number(month[2]) <= 12 ? 'MONTH' : undefined;
  return undefined;
};

/** A period as Bangkok dates (first day inclusive, `to` exclusive) and instants `[from, to)`. */
export type PeriodRange = {
  period: string;
  kind: PeriodKind;
  firstDay: string;
  endDay: string;
  from: Date;
  to: Date;
};

/** The range of a valid period string; throws on an invalid one (check with `periodKindOf` first). */
export const periodRange = (period: string): PeriodRange => {
  const kind = periodKindOf(period);
  if (!kind) throw new Error(`not a period: ${period}`);
  let firstDay: string;
  let endDay: string;
  if (kind === 'DAY') {
    firstDay = period;
    endDay = addBangkokDays(period, 1);
  } else if (kind === 'WEEK') {
    const [, year, week] = WEEK_RE.exec(period) as RegExpExecArray;
    firstDay = mondayOf(Number(year), Number(week));
    endDay = addBangkokDays(firstDay, 7);
  } else {
    const [, year, month] = MONTH_RE.exec(period) as RegExpExecArray;
    firstDay = `${year}-${month}-01`;
    const next = Number(month) === 12 ? `${Number(year) + 1}-01` : `${year}-${pad(Number(month) + 1)}`;
    endDay = `${next}-01`;
  }
  return { period, kind, firstDay, endDay, from: bangkokDateStart(firstDay), to: bangkokDateStart(endDay) };
};

/** The period of `kind` that holds the instant `at`. */
export const periodOf = (kind: PeriodKind, at: Date): string => {
  const date = bangkokDateOf(at);
  if (kind === 'DAY') return date;
  if (kind === 'WEEK') return isoWeekOf(date);
  return date.slice(0, 7);
};

/** The period just before `period`, of the same kind. */
export const previousPeriod = (period: string): string => {
  const range = periodRange(period);
  const lastDay = addBangkokDays(range.firstDay, -1);
  return periodOf(range.kind, bangkokDateStart(lastDay));
};

export const periodSchema = z
  .string()
  .trim()
  .refine((value) => periodKindOf(value) !== undefined, 'งวดต้องอยู่ในรูปแบบ YYYY-MM-DD, YYYY-Www หรือ YYYY-MM');
