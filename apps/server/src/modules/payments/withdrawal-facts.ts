import type { WithdrawalReturnReason } from '@chokdee/contracts';
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
  /**
   * Why each rejected withdrawal's money came back (its `WITHDRAW_REJECTED` posting): after its
   * transfer failed at the payout provider (the withdrawal keeps the provider's failure reason), or
   * because a staff member refused it. Read from the withdrawal rows, so the ledger needs no kind of
   * its own for each.
   */
  async returnReasons(
    db: DbOrTx,
    operatorId: string,
    ids: string[],
  ): Promise<Map<string, WithdrawalReturnReason>> {
    const failed = new Set(await repo.withdrawalsWithFailedTransfer(db, operatorId, ids));
    return new Map(ids.map((id) => [id, failed.has(id) ? 'TRANSFER_FAILED' : 'STAFF_REJECTED']));
  },
};
