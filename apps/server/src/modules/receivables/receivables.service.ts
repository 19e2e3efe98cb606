import { formatAmount, type Receivable } from '@chokdee/contracts';
import { gameTotals } from '#modules/games/index';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { CorrectionRead } from '#modules/lottery/index';
import type { MemberService } from '#modules/member/index';
import { type BalanceAfter, publishWallet, type WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import type { Publisher } from '#platform/realtime/publisher';

type Deps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  wallet: Pick<
    WalletService,
    'pageOpenReceivables' | 'lockAccounts' | 'receivableOwed' | 'postTransfers' | 'memberBalances'
  >;
  members: Pick<MemberService, 'summaries'>;
  corrections: Pick<CorrectionRead, 'shortfallsOf'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Receivables for staff: the open ones (member, amount owed, causes, age) and the owner's write-off.
 * A receivable itself is a wallet account; settling it by credits happens in the wallet's posting
 * path, and holding or releasing withdrawals in payments' hook.
 */
export const createReceivablesService = ({
  db,
  clock,
  publish,
  wallet,
  members,
  corrections,
  idempotency,
  audit,
}: Deps) => {
  const page = async (
    operatorId: string,
    query: { pageNo: number; pageSize: number; memberId?: string },
  ): Promise<{ data: Receivable[]; total: number }> => {
    const { rows, total } = await wallet.pageOpenReceivables(operatorId, query);
    const memberIds = rows.map((row) => row.memberId);
    const summaries = await members.summaries(db, operatorId, memberIds);
    const causes = await corrections.shortfallsOf(db, operatorId, memberIds);
    const gameCauses = await gameTotals.receivableCauses(db, operatorId, memberIds);
    const now = clock.now().getTime();
    return {
      data: rows.map((row) => {
        const member = summaries.get(row.memberId);
        return {
          member: { id: row.memberId, phone: member?.phone ?? '', name: member?.name ?? '' },
          owed: formatAmount(row.owedSatang),
          openedAt: row.openedAt.toISOString(),
          ageDays: Math.max(0, Math.floor((now - row.openedAt.getTime()) / DAY_MS)),
          // The shortfalls since it opened (earlier ones were paid or written off before).
          causes: causes
            .filter((cause) => cause.memberId === row.memberId && cause.at >= row.openedAt)
            .map((cause) => ({
              roundCode: cause.roundCode,
              correctionNo: cause.correctionNo,
              amount: formatAmount(cause.shortfallSatang),
              at: cause.at.toISOString(),
            })),
          // Game reversals (UNSETTLE, VOID) whose take-back cash could not cover, since it opened.
          gameCauses: gameCauses
            .filter((entry) => entry.memberId === row.memberId && entry.at >= row.openedAt)
            .map((entry) => entry.cause),
        };
      }),
      total,
    };
  };

  return {
    /** Open receivables, oldest first. */
    async list(operatorId: string, query: { pageNo: number; pageSize: number }) {
      return { ...(await page(operatorId, query)), pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /** The member's open receivable, or null. */
    async ofMember(operatorId: string, memberId: string): Promise<Receivable | null> {
      return (await page(operatorId, { pageNo: 1, pageSize: 1, memberId })).data[0] ?? null;
    },

    /**
     * The owner writes off what the member owes, all (`amountSatang` absent) or part: WRITE_OFFS →
     * RECEIVABLE, audited, under the staff member's Idempotency-Key (a retry answers the first
     * result). The member's main account is locked first (the ledger's order for receivables), then
     * what is owed read: of two write-offs at once the second sees what the first left, and is
     * refused if it asks for more. Closing the receivable releases the held withdrawals (the
     * wallet's hook, same transaction).
     */
    async writeOff(
      staff: AuthenticatedStaff,
      ip: string,
      request: IdempotentRequest,
      memberId: string,
      input: { amountSatang?: bigint | undefined; reason: string },
    ) {
      const { operatorId } = staff;
      let after: BalanceAfter | undefined;
      // Before the transaction: the summary reads banks through the plain handle (PGlite waits).
      if ((await members.summaries(db, operatorId, [memberId])).size === 0) throw new AppError('NOT_FOUND');
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          await wallet.lockAccounts(tx, operatorId, [{ memberId, kind: 'MEMBER_WALLET' }]);
          const owed = await wallet.receivableOwed(tx, operatorId, memberId);
          if (owed === 0n) throw new AppError('RECEIVABLE_NOT_OPEN');
          const amount = input.amountSatang ?? owed;
          if (amount > owed)
            throw new AppError('WRITE_OFF_ABOVE_OWED', { params: { amount: formatAmount(owed) } });
          const [posted] = await wallet.postTransfers(tx, [
            {
              operatorId,
              kind: 'RECEIVABLE_WRITE_OFF',
              debit: { house: 'WRITE_OFFS' },
              credit: { memberId, kind: 'RECEIVABLE' },
              amountSatang: amount,
              causeType: 'receivable_write_off',
              causeId: memberId,
              idempotencyKey: `write-off:${request.caller}:${request.key}`,
            },
          ]);
          if (!posted) throw new Error('write-off transfer missing');
          await audit.record(tx, {
            staff,
            action: 'receivable.write_off',
            targetType: 'member',
            targetId: memberId,
            before: { owed: formatAmount(owed) },
            after: {
              owed: formatAmount(owed - amount),
              writtenOff: formatAmount(amount),
              reason: input.reason,
            },
            ip,
          });
          after = { memberId, ...(await wallet.memberBalances(tx, operatorId, memberId)) };
          return {
            transferId: posted.transferId,
            writtenOff: formatAmount(amount),
            owed: formatAmount(owed - amount),
          };
        }),
      );
      if (after && !outcome.replayed) publishWallet(publish, after);
      return outcome.data;
    },
  };
};
export type ReceivablesService = ReturnType<typeof createReceivablesService>;
