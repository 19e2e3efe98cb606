import { eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#platform/db/client';
import { countQueue } from '#platform/db/work-queue';
import { payoutReconciliationIssues } from './payouts.tables';

/** Reconciliation findings (and late withdrawals) not yet resolved. */
export const countOpenFindings = (db: DbOrTx, operatorId: string) =>
  countQueue(db, payoutReconciliationIssues, [
    eq(payoutReconciliationIssues.operatorId, operatorId),
    isNull(payoutReconciliationIssues.resolvedAt),
  ]);
