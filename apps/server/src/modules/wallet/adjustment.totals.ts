import { eq } from 'drizzle-orm';
import type { InstantRange } from '#platform/db/bangkok-day';
import type { DbOrTx } from '#platform/db/client';
import { countQueue } from '#platform/db/work-queue';
import { adjustmentRequests } from './wallet.tables';
import { createAdjustmentRequestRepo } from './wallet-admin.repo';

const repo = createAdjustmentRequestRepo();

/** Read-only adjustment figures for the dashboard and daily report (posted adjustments, per Bangkok day). */
export const adjustmentTotals = {
  byDay: (db: DbOrTx, operatorId: string, range: InstantRange) => repo.postedByDay(db, operatorId, range),
};

/** Staff adjustments waiting for a second staff member's approval, and their amount. */
export const countPendingAdjustments = (db: DbOrTx, operatorId: string) =>
  countQueue(
    db,
    adjustmentRequests,
    [eq(adjustmentRequests.operatorId, operatorId), eq(adjustmentRequests.status, 'PENDING')],
    adjustmentRequests.amountSatang,
  );
