import { formatAmount, th } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { AuditLog } from '#modules/staff/index';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { IdempotentRequest, StoredResponse } from '#platform/http/idempotency';
import type { Publisher } from '#platform/realtime/publisher';
import { type BalanceAfter, publishWallet } from './wallet.publish';
import type { WalletService } from './wallet.service';
import type { adjustmentDirections } from './wallet.tables';
import type { WalletAdminRepo } from './wallet-admin.repo';

export type AdjustmentDirection = (typeof adjustmentDirections)[number];

type Deps = {
  db: Db;
  repo: WalletAdminRepo;
  wallet: Pick<WalletService, 'postTransfers' | 'memberBalances'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
  publish: Publisher;
  clock: Clock;
};

/** The idempotency caller of a staff member (member callers are bare member ids). */
export const staffCaller = (staffId: string): string => `staff:${staffId}`;

/** Staff's view of a member's ledger, and adjustments by hand (owner and finance, checked by the route). */
export const createWalletAdminService = ({ db, repo, wallet, idempotency, audit, publish, clock }: Deps) => ({
  mainBalances: (operatorId: string, memberIds: string[]) => repo.mainBalances(db, operatorId, memberIds),

  async memberLedger(operatorId: string, memberId: string, pageNo: number, pageSize: number) {
    const { rows, total } = await repo.pageMemberEntries(db, operatorId, memberId, pageNo, pageSize);
    return {
      data: rows.map(({ entry, accountKind, transfer, note }) => ({
        entryId: entry.id,
        transferId: transfer.id,
        at: entry.createdAt.toISOString(),
        eventAt: transfer.eventAt.toISOString(),
        account: ({ WITHDRAW_HOLD: 'HOLD', RECEIVABLE: 'RECEIVABLE', MEMBER_WALLET: 'MAIN' } as const)[
          accountKind as 'WITHDRAW_HOLD' | 'RECEIVABLE' | 'MEMBER_WALLET'
        ],
        kind: transfer.kind,
        amount: formatAmount(entry.changeSatang),
        balanceAfter: formatAmount(entry.balanceAfterSatang),
        cause: { type: transfer.causeType, id: transfer.causeId },
        note,
      })),
      total,
      pageNo,
      pageSize,
    };
  },

  /**
   * A transfer between the operator's ADJUSTMENTS account and the member's wallet (CREDIT: to the
   * member; DEBIT: from them, INSUFFICIENT_BALANCE when the wallet holds less), with its adjustment
   * row and audit row, all in one transaction under the staff member's Idempotency-Key: a retry
   * answers the first result and moves nothing. The ledger key is derived from the same key, so
   * even a second run could not post twice. wallet.updated is pushed after commit.
   */
  async adjust(
    staff: AuthenticatedStaff,
    ip: string,
    request: IdempotentRequest,
    memberId: string,
    input: { amountSatang: bigint; direction: AdjustmentDirection; reason: string },
  ): Promise<StoredResponse> {
    const { operatorId } = staff;
    let after: BalanceAfter | undefined;
    const outcome = await db.transaction((tx) =>
      idempotency.run(tx, request, async () => {
        const id = uuidv7();
        const member = { memberId, kind: 'MEMBER_WALLET' as const };
        const house = { house: 'ADJUSTMENTS' as const };
        const [posted] = await wallet.postTransfers(tx, [
          {
            operatorId,
            kind: 'ADJUSTMENT',
            debit: input.direction === 'CREDIT' ? house : member,
            credit: input.direction === 'CREDIT' ? member : house,
            amountSatang: input.amountSatang,
            causeType: 'adjustment',
            causeId: id,
            idempotencyKey: `adjustment:${request.caller}:${request.key}`,
          },
        ]);
        if (!posted) throw new Error('adjustment transfer missing');
        const memberSide = input.direction === 'CREDIT' ? posted.credit : posted.debit;
        await repo.insertAdjustment(tx, {
          id,
          operatorId,
          memberId,
          staffId: staff.staffId,
          direction: input.direction,
          amountSatang: input.amountSatang,
          reason: input.reason,
          transferId: posted.transferId,
          createdAt: clock.now(),
        });
        const balances = await wallet.memberBalances(tx, operatorId, memberId);
        const data = {
          adjustmentId: id,
          transferId: posted.transferId,
          direction: input.direction,
          amount: formatAmount(input.amountSatang),
          balance: formatAmount(balances.balanceSatang),
          lockedBalance: formatAmount(balances.lockedSatang),
        };
        await audit.record(tx, {
          staff,
          action: 'member.adjustment',
          targetType: 'member',
          targetId: memberId,
          before: { balance: formatAmount(memberSide.balanceBefore) },
          after: { ...data, reason: input.reason },
          ip,
        });
        after = { memberId, ...balances };
        return { statusCode: 200, body: { status: { code: 0, message: th.adjustmentPosted }, data } };
      }),
    );
    if (after && !outcome.replayed) publishWallet(publish, after);
    return outcome;
  },
});
export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
