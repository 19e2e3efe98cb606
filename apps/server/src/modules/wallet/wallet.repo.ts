import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#platform/db/client';
import { type LedgerAccountKind, ledgerAccounts } from './wallet.tables';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

export const createWalletRepo = () => ({
  async insertAccount(tx: Tx, row: typeof ledgerAccounts.$inferInsert): Promise<void> {
    await tx.insert(ledgerAccounts).values(row);
  },
  async findMemberAccount(
    db: DbOrTx,
    operatorId: string,
    memberId: string,
    kind: LedgerAccountKind,
  ): Promise<LedgerAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.operatorId, operatorId),
          eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.kind, kind),
        ),
      )
      .limit(1);
    return row;
  },
});
export type WalletRepo = ReturnType<typeof createWalletRepo>;
