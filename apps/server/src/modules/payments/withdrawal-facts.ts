import type { DbOrTx } from '#platform/db/client';
import { createPaymentsRepo } from './payments.repo';

const repo = createPaymentsRepo();

/** Read-only facts of one withdrawal for other modules' back-office reads (the withdrawal context). */
export const withdrawalFacts = {
  async find(db: DbOrTx, operatorId: string, id: string) {
    const row = await repo.findWithdrawal(db, operatorId, id);
    return (
      row && { id: row.id, memberId: row.memberId, amountSatang: row.amountSatang, createdAt: row.createdAt }
    );
  },
};
