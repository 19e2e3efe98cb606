import { roundsForDate, type Schedule } from '@chokdee/lottery';
import { uuidv7 } from 'uuidv7';
import type { Tx } from '#platform/db/client';
import type { Job } from '#platform/scheduler/scheduler';
import type { CatalogueChanges } from './product/catalogue-changes';
import type { ProductRepo } from './product/product.repo';
import type { RoundRepo } from './round/round.repo';

/** Rounds are created for today and this many following Bangkok days (docs/domain/lottery.md §3: at least the next 2). */
export const DAYS_AHEAD = 2;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Bangkok calendar date of an instant, `days` later: 'YYYY-MM-DD'. */
export const bangkokDate = (instant: Date, days = 0): string =>
  new Date(instant.getTime() + BANGKOK_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

/** What a product stores in `schedule`: the `@chokdee/lottery` schedule without its code, dates and holidays (rows). */
export type StoredSchedule =
  | { kind: 'daily'; closeTime: string }
  | { kind: 'weekdays'; days: number[]; closeTime: string }
  | { kind: 'explicitDates'; closeTime: string }
  | { kind: 'nextDayClose'; days: number[]; closeTime: string }
  | { kind: 'yeekee'; first: string; everyMinutes: number; last: string };

/** The package's schedule of a product: its stored kind and times, plus its code and its date rows. */
export const toSchedule = (
  stored: StoredSchedule,
  rows: { productCode: string; dates: string[]; holidays: string[] },
): Schedule => {
  const { productCode, dates, holidays } = rows;
  switch (stored.kind) {
    case 'yeekee':
      return { ...stored, productCode };
    case 'explicitDates':
      return { ...stored, productCode, dates };
    case 'daily':
    case 'weekdays':
    case 'nextDayClose':
      return { ...stored, productCode, holidays };
  }
};

export type RoundJobResult = { created: number; opened: number; closed: number };

/** A new round row of a product, SCHEDULED until the jobs open it (this job, or the Yeekee tick). */
export const scheduledRoundRow = (
  product: { id: string; operatorId: string },
  round: { id?: string; roundCode: string; openAt: Date; closeAt: Date },
  now: Date,
) => ({
  id: round.id ?? uuidv7(),
  operatorId: product.operatorId,
  productId: product.id,
  roundCode: round.roundCode,
  openAt: round.openAt,
  closeAt: round.closeAt,
  status: 'SCHEDULED' as const,
  createdAt: now,
});

/**
 * The round job (advisory-locked by the scheduler, idempotent): creates each enabled product's rounds
 * (Yeekee markets excepted: `createYeekeeRoundJob`)
 * still ahead for today and the next DAYS_AHEAD Bangkok days, plus a draw-date product's next draw (insert … on
 * conflict do nothing on the round code),
 * then closes OPEN rounds whose close time passed and opens SCHEDULED rounds whose open time came
 * (conditional updates: running it twice changes nothing the second time).
 */
export const createRoundJob = (deps: {
  products: ProductRepo;
  rounds: RoundRepo;
  /** Rounds made, opened or closed: the members' cached catalogue is dropped on every node at commit. */
  catalogue?: CatalogueChanges | undefined;
}): Job & {
  run(tx: Tx, now: Date): Promise<RoundJobResult>;
} => ({
  key: 'lottery.rounds',
  async run(tx, now) {
    let created = 0;
    for (const product of await deps.products.enabledProducts(tx)) {
      // Yeekee markets have their own round job (yeekee/yeekee.jobs.ts): settings per market, seeds.
      if ((product.schedule as StoredSchedule).kind === 'yeekee') continue;
      const schedule = toSchedule(product.schedule as StoredSchedule, {
        productCode: product.code,
        dates: await deps.products.drawDates(tx, product.id),
        holidays: await deps.products.holidays(tx, product.id),
      });
      const dates = new Set(Array.from({ length: DAYS_AHEAD + 1 }, (_, day) => bangkokDate(now, day)));
      // A draw-date product (Thai government) sells its next draw from the previous draw's close,
      // so that round is created as soon as it is the next one, not only 2 days before the draw
      // (the first draw after today: today's own draw is among `dates` already, and once it has
      // closed, the one after it is on sale that same evening).
      if (schedule.kind === 'explicitDates') {
        const next = schedule.dates.find((date) => date > bangkokDate(now));
        if (next) dates.add(next);
      }
      const rows = [];
      for (const date of dates) {
        // A round whose close already passed is not created after the fact: nobody could bet on it.
        for (const round of roundsForDate(schedule, date).filter((r) => r.closeAt > now))
          rows.push(scheduledRoundRow(product, round, now));
      }
      created += await deps.rounds.insertRoundsIfAbsent(tx, rows);
    }
    const closed = await deps.rounds.closeDueRounds(tx, now);
    const opened = await deps.rounds.openDueRounds(tx, now);
    if (created + closed + opened > 0) deps.catalogue?.changed(tx, 'all');
    return { created, opened, closed };
  },
});
