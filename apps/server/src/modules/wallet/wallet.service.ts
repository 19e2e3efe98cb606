import { formatAmount, type Wallet } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { WalletRepo } from './wallet.repo';

type Deps = { db: Db; repo: WalletRepo; clock: Clock };

export const createWalletService = ({ db, repo, clock }: Deps) => ({
  /**
   * Opens the member's wallet (balance 0) inside the caller's transaction, so a member never exists
   * without one. The unique (operator, member, kind) makes a second wallet impossible.
   */
  async openMemberWallet(tx: Tx, { operatorId, memberId }: { operatorId: string; memberId: string }) {
    await repo.insertAccount(tx, {
      id: uuidv7(),
      operatorId,
      memberId,
      kind: 'MEMBER_WALLET',
      createdAt: clock.now(),
    });
  },

  /** Spendable and on-hold amounts of the member's wallet, as two-decimal strings. */
  async getBalance(operatorId: string, memberId: string): Promise<Wallet> {
    const account = await repo.findMemberAccount(db, operatorId, memberId, 'MEMBER_WALLET');
    if (!account) throw new AppError('NOT_FOUND');
    return {
      balance: formatAmount(account.balanceSatang),
      lockedBalance: formatAmount(account.lockedSatang),
    };
  },
});
export type WalletService = ReturnType<typeof createWalletService>;
