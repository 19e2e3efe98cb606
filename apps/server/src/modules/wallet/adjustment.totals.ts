import type { InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { createAdjustmentRequestRepo } from './wallet-admin.repo';

const repo = createAdjustmentRequestRepo();

/** Read-only adjustment figures for the dashboard and daily report (posted adjustments, per Bangkok day). */
export const adjustmentTotals = {
  byDay: (db: DbOrTx, operatorId: string, range: InstantRange) => repo.postedByDay(db, operatorId, range),
};
