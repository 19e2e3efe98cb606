import { bahtText, formatAmount } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import type { Db, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { decidableBy, makerCheckerView, needsChecker } from '#platform/maker-checker';
import type { Publisher } from '#platform/realtime/publisher';
import { adjustmentDefaults } from './adjustment-policy';
import { type BalanceAfter, publishWallet } from './wallet.publish';
import type { WalletService } from './wallet.service';
import type { adjustmentDirections, adjustmentRequests } from './wallet.tables';
import type { AdjustmentRequestRepo, WalletAdminRepo } from './wallet-admin.repo';

export type AdjustmentDirection = (typeof adjustmentDirections)[number];

type AdjustmentRequestRow = typeof adjustmentRequests.$inferSelect;

const settingsView = (row: {
  approvalThresholdSatang: bigint;
  dailyCapSatang: bigint;
  updatedAt: Date | null;
}) => ({
  approvalThreshold: formatAmount(row.approvalThresholdSatang),
  dailyCapPerStaff: formatAmount(row.dailyCapSatang),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** Who the adjustment is for, as the checker must see them before deciding. */
type MemberContext = Map<string, { phone: string; name: string; balanceSatang: bigint | undefined }>;

const viewOf = (row: AdjustmentRequestRow, names: Map<string, string>, people: MemberContext) => ({
  id: row.id,
  memberId: row.memberId,
  memberName: people.get(row.memberId)?.name ?? null,
  memberPhone: people.get(row.memberId)?.phone ?? null,
  memberBalance: (() => {
    const balance = people.get(row.memberId)?.balanceSatang;
    return balance === undefined ? null : formatAmount(balance);
  })(),
  direction: row.direction,
  amount: formatAmount(row.amountSatang),
  reason: row.reason,
  status: row.status,
  ...makerCheckerView(row, names),
  rejectReason: row.rejectReason,
  adjustmentId: row.adjustmentId,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

type Deps = {
  db: Db;
  repo: WalletAdminRepo;
  requests: AdjustmentRequestRepo;
  /** Staff usernames by id (the staff module's door), to show who made and who checked. */
  staffNames: (operatorId: string) => Promise<Map<string, string>>;
  memberNames: (
    operatorId: string,
    memberIds: string[],
  ) => Promise<Map<string, { phone: string; name: string }>>;
  wallet: Pick<WalletService, 'postTransfers' | 'memberBalances'>;
  idempotency: Pick<IdempotencyService, 'run'>;
  audit: Pick<AuditLog, 'record'>;
  publish: Publisher;
  clock: Clock;
};

/** The idempotency caller of a staff member (member callers are bare member ids). */
export const staffCaller = (staffId: string): string => `staff:${staffId}`;

/** Staff's view of a member's ledger, and adjustments by hand (owner and finance, checked by the route). */
export const createWalletAdminService = ({
  db,
  repo,
  requests,
  wallet,
  idempotency,
  audit,
  publish,
  clock,
  staffNames,
  memberNames,
}: Deps) => {
  /** Each member's phone, name and main balance now. */
  const peopleOf = async (operatorId: string, memberIds: string[]): Promise<MemberContext> => {
    const ids = [...new Set(memberIds)];
    if (ids.length === 0) return new Map();
    const named = await memberNames(operatorId, ids);
    const balances = await repo.mainBalances(db, operatorId, ids);
    return new Map([...named].map(([id, person]) => [id, { ...person, balanceSatang: balances.get(id) }]));
  };
  const settingsOf = async (tx: Tx, operatorId: string) =>
    (await requests.settings(tx, operatorId)) ?? adjustmentDefaults;

  /** The request, if it exists on this site, is still pending and `staff` did not make it. */
  const pendingOf = async (tx: Tx, staff: AuthenticatedStaff, id: string) => {
    const found = await requests.find(tx, staff.operatorId, id);
    return decidableBy(found, staff.staffId, {
      notFound: 'ADJUSTMENT_NOT_FOUND',
      makerChecker: 'ADJUSTMENT_MAKER_CHECKER',
    });
  };

  /** Posts the request's transfer and its `ledger_adjustments` row (the maker as its staff member). */
  const post = async (
    tx: Tx,
    row: Pick<
      AdjustmentRequestRow,
      'id' | 'operatorId' | 'memberId' | 'makerId' | 'direction' | 'amountSatang' | 'reason'
    >,
    now: Date,
    ledgerKey: string,
    adjustmentId: string = uuidv7(),
  ) => {
    const { operatorId, memberId } = row;
    const member = { memberId, kind: 'MEMBER_WALLET' as const };
    const house = { house: 'ADJUSTMENTS' as const };
    const [posted] = await wallet.postTransfers(tx, [
      {
        operatorId,
        kind: 'ADJUSTMENT',
        debit: row.direction === 'CREDIT' ? house : member,
        credit: row.direction === 'CREDIT' ? member : house,
        amountSatang: row.amountSatang,
        causeType: 'adjustment',
        causeId: adjustmentId,
        idempotencyKey: ledgerKey,
      },
    ]);
    if (!posted) throw new Error('adjustment transfer missing');
    const memberSide = row.direction === 'CREDIT' ? posted.credit : posted.debit;
    await repo.insertAdjustment(tx, {
      id: adjustmentId,
      operatorId,
      memberId,
      staffId: row.makerId,
      direction: row.direction,
      amountSatang: row.amountSatang,
      reason: row.reason,
      transferId: posted.transferId,
      createdAt: now,
    });
    const balances = await wallet.memberBalances(tx, operatorId, memberId);
    return {
      adjustmentId,
      balanceBefore: memberSide.balanceBefore,
      after: { memberId, ...balances } satisfies BalanceAfter,
      data: {
        adjustmentId,
        transferId: posted.transferId,
        direction: row.direction,
        amount: formatAmount(row.amountSatang),
        balance: formatAmount(balances.balanceSatang),
        lockedBalance: formatAmount(balances.lockedSatang),
      },
    };
  };

  return {
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
     * A staff adjustment, in one transaction under the staff member's Idempotency-Key (a retry answers
     * the first result and moves nothing). Under `lockKey('adjustment-cap:{operator}:{staff}')` held to
     * commit, the staff member's adjustments of the Bangkok day (pending ones included, rejected ones
     * not) plus this one must stay within the daily cap (else ADJUSTMENT_DAILY_CAP with what is left),
     * so racing requests cannot pass it. At or below the approval threshold the transfer posts at once
     * (ADJUSTMENTS ↔ MEMBER_WALLET; DEBIT beyond the balance is INSUFFICIENT_BALANCE); above it the
     * request waits PENDING for a second staff member and nothing moves. Audited either way.
     */
    async adjust(
      staff: AuthenticatedStaff,
      ip: string,
      request: IdempotentRequest,
      memberId: string,
      input: { amountSatang: bigint; direction: AdjustmentDirection; reason: string },
    ) {
      const { operatorId } = staff;
      let after: BalanceAfter | undefined;
      const outcome = await db.transaction((tx) =>
        idempotency.run(tx, request, async () => {
          const now = clock.now();
          const before = await wallet.memberBalances(tx, operatorId, memberId);
          if (!before.mainAccountId) throw new AppError('NOT_FOUND');
          const rules = await settingsOf(tx, operatorId);
          await lockKey(tx, `adjustment-cap:${operatorId}:${staff.staffId}`);
          const used = await requests.madeSince(tx, operatorId, staff.staffId, bangkokMidnightOf(now));
          if (used + input.amountSatang > rules.dailyCapSatang) {
            const left = rules.dailyCapSatang > used ? rules.dailyCapSatang - used : 0n;
            throw new AppError('ADJUSTMENT_DAILY_CAP', {
              params: { cap: bahtText(rules.dailyCapSatang), left: bahtText(left) },
              data: { dailyCap: formatAmount(rules.dailyCapSatang), left: formatAmount(left) },
            });
          }
          const requestId = uuidv7();
          const row = {
            id: requestId,
            operatorId,
            memberId,
            makerId: staff.staffId,
            direction: input.direction,
            amountSatang: input.amountSatang,
            reason: input.reason,
            createdAt: now,
          };
          if (needsChecker(input.amountSatang, rules.approvalThresholdSatang)) {
            await requests.insert(tx, { ...row, status: 'PENDING' });
            const data = {
              requestId,
              status: 'PENDING' as const,
              adjustmentId: null,
              transferId: null,
              direction: input.direction,
              amount: formatAmount(input.amountSatang),
              balance: formatAmount(before.balanceSatang),
              lockedBalance: formatAmount(before.lockedSatang),
            };
            await audit.record(tx, {
              staff,
              action: 'member.adjustment.request',
              targetType: 'member',
              targetId: memberId,
              after: { requestId, direction: data.direction, amount: data.amount, reason: input.reason },
              ip,
            });
            return data;
          }
          const posted = await post(tx, row, now, `adjustment:${request.caller}:${request.key}`);
          await requests.insert(tx, {
            ...row,
            status: 'APPROVED',
            adjustmentId: posted.adjustmentId,
            decidedAt: now,
          });
          const data = { requestId, status: 'APPROVED' as const, ...posted.data };
          await audit.record(tx, {
            staff,
            action: 'member.adjustment',
            targetType: 'member',
            targetId: memberId,
            before: { balance: formatAmount(posted.balanceBefore) },
            after: { ...data, reason: input.reason },
            ip,
          });
          after = posted.after;
          return data;
        }),
      );
      if (after && !outcome.replayed) publishWallet(publish, after);
      return outcome.data;
    },

    /**
     * A second owner/finance staff member approves a pending adjustment: the request row is claimed
     * PENDING → APPROVED by a conditional UPDATE (two approvers at once: the second gets 409
     * INVALID_STATE), the transfer posts under the ledger key `adjustment-request:{id}`, audited, all
     * in one transaction; the maker gets 403 ADJUSTMENT_MAKER_CHECKER (and a CHECK backs it). A debit
     * the wallet can no longer cover is INSUFFICIENT_BALANCE and the request stays pending.
     */
    async approve(staff: AuthenticatedStaff, ip: string, id: string) {
      const { operatorId } = staff;
      const result = await db.transaction(async (tx) => {
        const found = await pendingOf(tx, staff, id);
        const now = clock.now();
        const adjustmentId = uuidv7();
        const decided = await requests.decide(tx, operatorId, id, {
          status: 'APPROVED',
          checkerId: staff.staffId,
          decidedAt: now,
          adjustmentId,
        });
        if (!decided) throw new AppError('INVALID_STATE');
        const posted = await post(tx, decided, now, `adjustment-request:${id}`, adjustmentId);
        await audit.record(tx, {
          staff,
          action: 'member.adjustment.approve',
          targetType: 'member',
          targetId: found.memberId,
          before: { requestId: id, status: 'PENDING', balance: formatAmount(posted.balanceBefore) },
          after: {
            requestId: id,
            status: 'APPROVED',
            makerId: found.makerId,
            reason: found.reason,
            ...posted.data,
          },
          ip,
        });
        return { view: decided, after: posted.after };
      });
      publishWallet(publish, result.after);
      return viewOf(
        result.view,
        await staffNames(operatorId),
        await peopleOf(operatorId, [result.view.memberId]),
      );
    },

    /** A second staff member rejects a pending adjustment (nothing moves), audited; the maker may not. */
    async reject(staff: AuthenticatedStaff, ip: string, id: string, reason: string) {
      const { operatorId } = staff;
      const decided = await db.transaction(async (tx) => {
        const found = await pendingOf(tx, staff, id);
        const row = await requests.decide(tx, operatorId, id, {
          status: 'REJECTED',
          checkerId: staff.staffId,
          decidedAt: clock.now(),
          rejectReason: reason,
        });
        if (!row) throw new AppError('INVALID_STATE');
        await audit.record(tx, {
          staff,
          action: 'member.adjustment.reject',
          targetType: 'member',
          targetId: found.memberId,
          before: { requestId: id, status: 'PENDING' },
          after: {
            requestId: id,
            status: 'REJECTED',
            direction: found.direction,
            amount: formatAmount(found.amountSatang),
            reason,
          },
          ip,
        });
        return row;
      });
      return viewOf(decided, await staffNames(operatorId), await peopleOf(operatorId, [decided.memberId]));
    },

    async list(
      operatorId: string,
      query: { status?: AdjustmentRequestRow['status']; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await requests.page(db, operatorId, query);
      const names = rows.length > 0 ? await staffNames(operatorId) : new Map<string, string>();
      const people = await peopleOf(
        operatorId,
        rows.map((row) => row.memberId),
      );
      return {
        data: rows.map((row) => viewOf(row, names, people)),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    async settings(operatorId: string) {
      const row = await requests.settings(db, operatorId);
      return settingsView(row ?? { ...adjustmentDefaults, updatedAt: null });
    },

    /** The owner saves both rules (audited in the same transaction, with the values before). */
    async saveSettings(
      staff: AuthenticatedStaff,
      ip: string,
      input: { approvalThreshold: bigint; dailyCapPerStaff: bigint },
    ) {
      const saved = await db.transaction(async (tx) => {
        const before = settingsView(
          (await requests.settings(tx, staff.operatorId)) ?? { ...adjustmentDefaults, updatedAt: null },
        );
        const row = {
          operatorId: staff.operatorId,
          approvalThresholdSatang: input.approvalThreshold,
          dailyCapSatang: input.dailyCapPerStaff,
          updatedAt: clock.now(),
          updatedBy: staff.staffId,
        };
        await requests.saveSettings(tx, row);
        const after = settingsView(row);
        await audit.record(tx, {
          staff,
          action: 'adjustment_settings.update',
          targetType: 'operator',
          targetId: staff.operatorId,
          before: { approvalThreshold: before.approvalThreshold, dailyCapPerStaff: before.dailyCapPerStaff },
          after: { approvalThreshold: after.approvalThreshold, dailyCapPerStaff: after.dailyCapPerStaff },
          ip,
        });
        return after;
      });
      return saved;
    },
  };
};
export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
