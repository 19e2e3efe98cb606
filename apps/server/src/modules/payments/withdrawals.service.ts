import {
  type AdminWithdrawal,
  formatAmount,
  type PaymentHistoryItem,
  type WithdrawalStatus,
} from '@chokdee/contracts';
import { match } from 'ts-pattern';
import { uuidv7 } from 'uuidv7';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import type { Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { publishEvents } from '#platform/events/events';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { hasAutoApprovalLeft, passesAutoApproveRule } from './auto-approve';
import { drawPaymentRef, PAYMENT_REF_DRAWS } from './payment-ref';
import {
  type BalanceAfter,
  manualPayouts,
  noMemberWithdrawalLimits,
  type PaymentsDeps,
} from './payments.deps';
import type { WithdrawalRow } from './payments.repo';
import {
  levelLimitRefusal,
  promotionRefusal,
  readLevelFacts,
  receivableRefusal,
  siteLimitRefusal,
} from './withdraw-limits';
import { announceWithdrawal, settleWithdrawal } from './withdrawal-settle';
import { pushWithdrawalToStaff } from './withdrawal-staff-push';

type StaffAction = 'approve' | 'paid' | 'reject';

export const createWithdrawalsService = (deps: PaymentsDeps) => {
  const { db, repo, clock, publish, wallet, idempotency, operators, members, audit, promotionGate } = deps;
  const payouts = deps.payouts ?? manualPayouts;
  const limitDeps = { ...deps, withdrawalLimits: deps.withdrawalLimits ?? noMemberWithdrawalLimits };

  const announce = (row: WithdrawalRow, after: BalanceAfter | undefined): void =>
    announceWithdrawal(publish, row, after);

  /** The withdrawal's next state, or INVALID_STATE when another staff member acted first. */
  const transition = async (
    tx: Tx,
    operatorId: string,
    id: string,
    from: WithdrawalStatus[],
    set: Partial<
      Pick<WithdrawalRow, 'status' | 'bankRef' | 'rejectReason' | 'approvedAt' | 'approvedBy' | 'paidAt'>
    >,
  ): Promise<{ before: WithdrawalRow; after: WithdrawalRow }> => {
    const before = await repo.findWithdrawal(tx, operatorId, id);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await repo.transitionWithdrawal(tx, operatorId, id, from, {
      ...set,
      // Sent or settled: no longer waiting for anything.
      waitReason: null,
      updatedAt: clock.now(),
    });
    if (after) return { before, after };
    // Read again: the status that refused may be a racing change's, not the one read above.
    const now = (await repo.findWithdrawal(tx, operatorId, id))?.status ?? before.status;
    throw new AppError(
      now === 'SENDING' ? 'WITHDRAWAL_SENDING' : now === 'ON_HOLD' ? 'WITHDRAWAL_ON_HOLD' : 'INVALID_STATE',
    );
  };

  return {
    /**
     * A withdrawal request: within the site's limits, no promotion with unmet turnover, at most the
     * balance. Moves the amount main → withdraw hold and writes the PENDING row in one transaction
     * (with the Idempotency-Key's answer). The balance rule is the ledger's conditional debit, so
     * twenty racing requests for the whole balance yield one withdrawal.
     *
     * With the operator's auto-approve rule on, a withdrawal within its amount from a member old
     * enough is APPROVED at once (`auto_approved`, `approved_at`, no `approved_by`) while the member has
     * fewer than `maxPerDay` auto-approvals this Bangkok day; that count is taken under an advisory
     * lock per member, so racing requests cannot exceed it. Staff still mark it paid.
     */
    async requestWithdrawal(request: IdempotentRequest, memberId: string, amountSatang: bigint) {
      const { operatorId } = request;
      /** Set only when this call created the withdrawal (not on a replay): what to push after commit. */
      let fresh: { row: WithdrawalRow; after: BalanceAfter } | undefined;
      // Read before the transaction: on PGlite the outer handle waits for an open transaction.
      const limits = await operators.moneyLimits(operatorId);
      const rule = await repo.findAutoApproveRule(db, operatorId);
      const registeredAt =
        rule?.enabled && amountSatang <= rule.maxAmountSatang
          ? new Date((await members.getMe(operatorId, memberId)).createdAt)
          : undefined;
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          // The refusals are withdraw-limits.ts's, in its order: what `GET …/withdraw/limits` advertises.
          const siteRefusal = siteLimitRefusal(limits, amountSatang);
          if (siteRefusal) throw siteRefusal;

          // The main account locked first: a correction opening a receivable holds that lock, so it
          // either committed before this read or waits for this withdrawal (and then holds it); the
          // same for a bonus converting to cash (the promotion gate reads after the lock).
          await wallet.lockAccounts(tx, operatorId, [{ memberId, kind: 'MEMBER_WALLET' }]);
          const promotion = promotionRefusal(
            await promotionGate.findActiveTurnover(tx, operatorId, memberId),
          );
          if (promotion) throw promotion;
          const levelFacts = await readLevelFacts(limitDeps, tx, operatorId, memberId);
          const levelRefusal = levelLimitRefusal(levelFacts, amountSatang);
          if (levelRefusal) throw levelRefusal;
          const owed = receivableRefusal(await wallet.receivableOwed(tx, operatorId, memberId));
          if (owed) throw owed;

          const now = clock.now();
          let autoApproved = false;
          if (rule && registeredAt && passesAutoApproveRule(rule, { amountSatang, registeredAt, now })) {
            // Held until commit: the member's next request counts this one.
            await lockKey(tx, `withdraw-auto-approve:${operatorId}:${memberId}`);
            const today = await repo.countAutoApprovedSince(tx, operatorId, memberId, bangkokMidnightOf(now));
            autoApproved = hasAutoApprovalLeft(rule, today);
          }
          const id = uuidv7();
          const [posted] = await wallet.postTransfers(tx, [
            {
              operatorId,
              kind: 'WITHDRAW_HOLD',
              debit: { memberId, kind: 'MEMBER_WALLET' },
              credit: { memberId, kind: 'WITHDRAW_HOLD' },
              amountSatang,
              causeType: 'withdrawal',
              causeId: id,
              idempotencyKey: `withdrawal:${id}:hold`,
            },
          ]);
          if (!posted) throw new Error('hold transfer missing');
          let paymentRef: string | undefined;
          for (let draw = 0; draw < PAYMENT_REF_DRAWS && !paymentRef; draw += 1) {
            const candidate = drawPaymentRef('W');
            const inserted = await repo.insertWithdrawal(tx, {
              id,
              operatorId,
              memberId,
              paymentRef: candidate,
              amountSatang,
              status: autoApproved ? 'APPROVED' : 'PENDING',
              autoApproved,
              approvedAt: autoApproved ? now : null,
              holdTransferId: posted.transferId,
              balanceBeforeSatang: posted.debit.balanceBefore,
              balanceAfterSatang: posted.debit.balanceAfter,
              createdAt: now,
              updatedAt: now,
            });
            if (inserted) paymentRef = candidate;
          }
          if (!paymentRef) throw new Error('no free payment ref after several draws');
          await publishEvents(tx, [
            {
              type: 'withdrawal.requested',
              operatorId,
              memberId,
              subjectId: id,
              payload: {
                withdrawalId: id,
                paymentRef,
                amountSatang: String(amountSatang),
                requestedAt: now.toISOString(),
              },
              occurredAt: now,
            },
          ]);
          const row = await repo.findWithdrawal(tx, operatorId, id);
          if (!row) throw new Error('withdrawal missing after insert');
          const balances = await wallet.memberBalances(tx, operatorId, memberId);
          fresh = { row, after: { memberId, ...balances } };
          return { withdrawalId: id, paymentRef, amount: formatAmount(amountSatang), status: row.status };
        }),
      );
      if (fresh && !outcome.replayed) {
        announce(fresh.row, fresh.after);
        pushWithdrawalToStaff(publish, fresh.row, 'requested');
        if (fresh.row.status === 'APPROVED') await payouts.afterApproved(fresh.row, 'rule');
      }
      return outcome.data;
    },

    async withdrawalHistory(operatorId: string, memberId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.pageWithdrawals(db, { operatorId, memberId }, pageNo, pageSize);
      const data: PaymentHistoryItem[] = rows.map((row) => ({
        paymentRef: row.paymentRef,
        transferTime: row.createdAt.toISOString(),
        amount: formatAmount(row.amountSatang),
        balanceBefore: formatAmount(row.balanceBeforeSatang),
        balanceAfter: formatAmount(row.balanceAfterSatang),
        status: row.status,
      }));
      return { data, total, pageNo, pageSize };
    },

    /**
     * Withdrawals for staff, newest first: of every member, of one (`memberId`), or one withdrawal
     * (`id`: its detail). Each with its live (or last) transfer's provider id and why it failed or waits.
     */
    async pageWithdrawals(
      operatorId: string,
      query: {
        memberId?: string | undefined;
        status?: WithdrawalStatus | undefined;
        id?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<{ data: AdminWithdrawal[]; total: number; pageNo: number; pageSize: number }> {
      const { rows, total } = await repo.pageWithdrawals(
        db,
        {
          operatorId,
          status: query.status,
          id: query.id,
          ...(query.memberId ? { memberId: query.memberId } : {}),
        },
        query.pageNo,
        query.pageSize,
      );
      const summaries = await members.summaries(
        db,
        operatorId,
        rows.map((row) => row.memberId),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          paymentRef: row.paymentRef,
          amount: formatAmount(row.amountSatang),
          status: row.status,
          bankRef: row.bankRef,
          rejectReason: row.rejectReason,
          holdReason: row.holdReason,
          transferId: row.transferId,
          failureReason: row.failureReason,
          waitReason: row.waitReason,
          autoApproved: row.autoApproved,
          createdAt: row.createdAt.toISOString(),
          member: summaries.get(row.memberId) ?? {
            id: row.memberId,
            phone: '',
            name: '',
            bankCode: '',
            bankName: '',
            accountNumber: '',
            accountName: '',
          },
        })),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /**
     * A staff action on a withdrawal, audited in its transaction:
     * - approve: PENDING → APPROVED (money stays on hold; the payout dispatcher is told after commit);
     * - paid {bankRef}: PENDING, APPROVED or FAILED → PAID (by hand), hold → WITHDRAWALS_CLEARING;
     * - reject {reason}: PENDING, APPROVED, FAILED or ON_HOLD → REJECTED, hold → main (which pays an
     *   open receivable first: the wallet's posting path does it).
     * Each is one conditional UPDATE: of two staff acting at once, the second gets INVALID_STATE;
     * approve and paid on an ON_HOLD withdrawal get WITHDRAWAL_ON_HOLD; any action on a SENDING one
     * (its transfer is at the provider) gets WITHDRAWAL_SENDING.
     */
    async actOnWithdrawal(
      staff: AuthenticatedStaff,
      ip: string,
      id: string,
      action: { type: StaffAction; bankRef?: string; reason?: string },
    ): Promise<{ status: WithdrawalStatus }> {
      const { operatorId } = staff;
      const { row, after } = await db.transaction(async (tx) => {
        const changed = await match(action.type)
          .with('approve', () =>
            transition(tx, operatorId, id, ['PENDING'], {
              status: 'APPROVED',
              approvedAt: clock.now(),
              approvedBy: staff.staffId,
            }),
          )
          .with('paid', () =>
            transition(tx, operatorId, id, ['PENDING', 'APPROVED', 'FAILED'], {
              status: 'PAID',
              bankRef: action.bankRef ?? null,
              paidAt: clock.now(),
            }),
          )
          .with('reject', async () => {
            // The member's main account first (as a correction or a credit takes it before the
            // withdrawal rows): the return below may settle a receivable and release held rows.
            const found = await repo.findWithdrawal(tx, operatorId, id);
            if (found)
              await wallet.lockAccounts(tx, operatorId, [
                { memberId: found.memberId, kind: 'MEMBER_WALLET' },
              ]);
            return transition(tx, operatorId, id, ['PENDING', 'APPROVED', 'FAILED', 'ON_HOLD'], {
              status: 'REJECTED',
              rejectReason: action.reason ?? null,
            });
          })
          .exhaustive();
        const settled =
          action.type === 'approve'
            ? undefined
            : await settleWithdrawal(
                tx,
                deps,
                changed.after,
                action.type === 'paid'
                  ? { type: 'paid', at: clock.now() }
                  : { type: 'reject', at: clock.now(), reason: action.reason ?? null },
              );
        await audit.record(tx, {
          staff,
          action: `withdrawal.${action.type}`,
          targetType: 'withdrawal',
          targetId: id,
          before: { status: changed.before.status },
          after: {
            status: changed.after.status,
            bankRef: changed.after.bankRef,
            rejectReason: changed.after.rejectReason,
          },
          ip,
        });
        return { row: changed.after, after: settled };
      });
      announce(row, after);
      pushWithdrawalToStaff(publish, row, 'changed');
      if (action.type === 'approve') await payouts.afterApproved(row, 'staff');
      return { status: row.status };
    },
  };
};
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
