import {
  type AdminMemberBill,
  type AdminMemberDetail,
  type AdminMemberRow,
  formatAmount,
  type MemberStatusName,
  type WithdrawalStatus,
} from '@chokdee/contracts';
import type { AuthService, OtpLimitsService } from '#modules/auth/index';
import type { AdminBillStatus, BillAdminRead, YeekeeAccountRead } from '#modules/lottery/index';
import type { MemberBankAccountRow, MemberService } from '#modules/member/index';
import type { OperatorService } from '#modules/operator/index';
import { type PaymentsService, withdrawalFacts } from '#modules/payments/index';
import type { StaffService } from '#modules/staff/index';
import type { AdjustmentDirection, WalletAdminService, WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Db } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';

type Deps = {
  db: Db;
  members: Pick<
    MemberService,
    | 'pageMembers'
    | 'firstBankAccounts'
    | 'requireMember'
    | 'bankAccounts'
    | 'findAgent'
    | 'lockRowForUpdate'
    | 'suspend'
    | 'reinstate'
    | 'setAccountKind'
  >;
  staffNames: Pick<StaffService, 'usernameOf'>;
  banks: Pick<OperatorService, 'bankById'>;
  auth: Pick<AuthService, 'endSessions' | 'activeSessions' | 'lastLogins' | 'passwordResets'>;
  wallet: Pick<WalletService, 'memberBalances'>;
  walletAdmin: Pick<WalletAdminService, 'mainBalances' | 'memberLedger' | 'adjust'>;
  payments: Pick<PaymentsService, 'memberTotals' | 'depositHistory' | 'pageWithdrawals'>;
  bills: BillAdminRead;
  /** Whether an account has shot Yeekee (it then stays a member's account). */
  yeekeeShots: YeekeeAccountRead;
  audit: Pick<AuditLog, 'record'>;
  /** The OTP SMS allowances a staff-sent reset code counts against, like a member's OTP. */
  otpLimits: Pick<OtpLimitsService, 'spend'>;
  /** Closes the member's open sockets (every node); called after a lock committed. */
  disconnectMember: (memberId: string) => void;
};

type Paging = { pageNo: number; pageSize: number };

const countAmount = (total: { count: number; satang: bigint }) => ({
  count: total.count,
  amount: formatAmount(total.satang),
});

/**
 * The back office's member pages and actions: search, a member's page and histories, lock and
 * unlock, password reset and wallet adjustments. Roles are the routes' business; every change is
 * audited in its own transaction (docs/modules/member.md).
 */
export const createMemberAdminService = (deps: Deps) => {
  const { db, members, staffNames, banks, auth, wallet, walletAdmin, payments, bills, audit } = deps;

  /** Bank code and Thai name per bank id, each bank read once per call. */
  const bankNames = async (accounts: MemberBankAccountRow[]) => {
    const names = new Map<number, { code: string; name: string }>();
    for (const bankId of new Set(accounts.map((account) => account.bankId))) {
      const bank = await banks.bankById(bankId);
      names.set(bankId, { code: bank?.code ?? '', name: bank?.nameTh ?? '' });
    }
    return (account: MemberBankAccountRow) => ({
      ...(names.get(account.bankId) ?? { code: '', name: '' }),
      accountNumber: account.accountNumber,
    });
  };

  return {
    async list(
      operatorId: string,
      query: Paging & { q?: string | undefined; status?: MemberStatusName | undefined },
    ) {
      const { rows, total } = await members.pageMembers(operatorId, query);
      const ids = rows.map((row) => row.id);
      const accounts = await members.firstBankAccounts(operatorId, ids);
      const bankOf = await bankNames(accounts);
      const accountOf = new Map(accounts.map((account) => [account.memberId, account]));
      const balances = await walletAdmin.mainBalances(operatorId, ids);
      const lastLogins = await auth.lastLogins(operatorId, ids);
      const data: AdminMemberRow[] = rows.map((row) => {
        const account = accountOf.get(row.id);
        return {
          id: row.id,
          phone: row.phone,
          name: row.fullName,
          bank: account ? bankOf(account) : null,
          balance: formatAmount(balances.get(row.id) ?? 0n),
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          lastLoginAt: lastLogins.get(row.id)?.toISOString() ?? null,
        };
      });
      return { data, total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async detail(operatorId: string, memberId: string): Promise<AdminMemberDetail> {
      const member = await members.requireMember(operatorId, memberId);
      const accounts = await members.bankAccounts(operatorId, memberId);
      const bankOf = await bankNames(accounts);
      const referrer = member.referrerId
        ? await members.requireMember(operatorId, member.referrerId)
        : undefined;
      const agent = member.agentId ? await members.findAgent(operatorId, member.agentId) : undefined;
      const lockedBy = member.lockedBy ? await staffNames.usernameOf(operatorId, member.lockedBy) : undefined;
      const balances = await wallet.memberBalances(db, operatorId, memberId);
      const sessions = await auth.activeSessions(operatorId, memberId);
      const lastLogin = (await auth.lastLogins(operatorId, [memberId])).get(memberId);
      const money = await payments.memberTotals(operatorId, memberId);
      const lottery = await bills.memberBillTotals(db, operatorId, memberId);
      return {
        id: member.id,
        phone: member.phone,
        name: member.fullName,
        gender: member.gender,
        email: member.email,
        sourceRef: member.sourceRef,
        createdAt: member.createdAt.toISOString(),
        lastLoginAt: lastLogin?.toISOString() ?? null,
        referralCode: member.referralCode,
        referrer: referrer ? { id: referrer.id, phone: referrer.phone, name: referrer.fullName } : null,
        agent: agent ? { code: agent.code, name: agent.name } : null,
        bankAccounts: accounts.map((account) => ({
          ...bankOf(account),
          accountName: account.accountName,
          createdAt: account.createdAt.toISOString(),
        })),
        wallet: {
          balance: formatAmount(balances.balanceSatang),
          lockedBalance: formatAmount(balances.lockedSatang),
        },
        status: member.status,
        accountKind: member.accountKind,
        lock:
          member.status === 'LOCKED' && member.lockedAt && member.lockReason && member.lockedBy
            ? {
                lockedAt: member.lockedAt.toISOString(),
                reason: member.lockReason,
                lockedBy: { id: member.lockedBy, username: lockedBy ?? member.lockedBy },
              }
            : null,
        sessions: sessions.map((session) => ({
          id: session.id,
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          ip: session.ip,
          userAgent: session.userAgent,
        })),
        totals: {
          deposits: countAmount(money.deposits),
          withdrawals: countAmount(money.withdrawals),
          pendingWithdrawals: countAmount(money.pendingWithdrawals),
          bets: countAmount(lottery.bets),
          wins: countAmount(lottery.wins),
        },
      };
    },

    async ledger(operatorId: string, memberId: string, query: Paging) {
      await members.requireMember(operatorId, memberId);
      const page = await walletAdmin.memberLedger(operatorId, memberId, query.pageNo, query.pageSize);
      // One ledger kind returns a withdrawal's money whoever ended it; the withdrawal row says why.
      const returned = page.data
        .filter((entry) => entry.kind === 'WITHDRAW_REJECTED' && entry.cause.type === 'withdrawal')
        .map((entry) => entry.cause.id);
      const reasons = await withdrawalFacts.returnReasons(db, operatorId, [...new Set(returned)]);
      return {
        ...page,
        data: page.data.map((entry) => ({
          ...entry,
          withdrawalReturn:
            entry.kind === 'WITHDRAW_REJECTED' ? (reasons.get(entry.cause.id) ?? 'STAFF_REJECTED') : null,
        })),
      };
    },

    async bills(
      operatorId: string,
      memberId: string,
      query: Paging & { status?: AdminBillStatus | undefined },
    ) {
      await members.requireMember(operatorId, memberId);
      const { rows, total } = await bills.memberBills(db, operatorId, memberId, query);
      const data: AdminMemberBill[] = rows.map((row) => ({
        billNo: row.billNo,
        roundCode: row.roundCode,
        productName: row.productName,
        total: formatAmount(row.totalSatang),
        win: row.winSatang === null ? null : formatAmount(row.winSatang),
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      }));
      return { data, total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async deposits(operatorId: string, memberId: string, query: Paging) {
      await members.requireMember(operatorId, memberId);
      return payments.depositHistory(operatorId, memberId, query.pageNo, query.pageSize);
    },

    async withdrawals(
      operatorId: string,
      memberId: string,
      query: Paging & { status?: WithdrawalStatus | undefined },
    ) {
      await members.requireMember(operatorId, memberId);
      return payments.pageWithdrawals(operatorId, { ...query, memberId });
    },

    /**
     * Locks the member: status LOCKED with the reason, every session revoked in the same transaction
     * (so every member call answers 401 at once), audited; then their sockets are closed. Login
     * answers MEMBER_SUSPENDED from then on. A locked member is MEMBER_ALREADY_LOCKED.
     */
    async lock(staff: AuthenticatedStaff, ip: string, memberId: string, reason: string) {
      const { operatorId } = staff;
      const sessionsRevoked = await db.transaction(async (tx) => {
        const member = await members.suspend(tx, { operatorId, memberId, staffId: staff.staffId, reason });
        const revoked = await auth.endSessions(tx, operatorId, memberId);
        await audit.record(tx, {
          staff,
          action: 'member.lock',
          targetType: 'member',
          targetId: memberId,
          before: { status: member.status },
          after: { status: 'LOCKED', reason, sessionsRevoked: revoked },
          ip,
        });
        return revoked;
      });
      deps.disconnectMember(memberId);
      return { status: 'LOCKED' as const, sessionsRevoked };
    },

    /**
     * Owner: what the account is — MEMBER, HOUSE (the site's own) or STAFF (a staff member's personal
     * one); only MEMBER accounts shoot Yeekee. Refused (YEEKEE_ACCOUNT_HAS_SHOTS) for an account that
     * has shot: its row is locked first, so a shot racing the change either committed before (seen
     * here) or waits and is then refused by the shot table's foreign key. Audited.
     */
    async setAccountKind(
      staff: AuthenticatedStaff,
      ip: string,
      memberId: string,
      kind: 'MEMBER' | 'HOUSE' | 'STAFF',
    ): Promise<{ id: string; accountKind: 'MEMBER' | 'HOUSE' | 'STAFF' }> {
      const { operatorId } = staff;
      return db.transaction(async (tx) => {
        const member = await members.lockRowForUpdate(tx, operatorId, memberId);
        if (
          kind !== 'MEMBER' &&
          member.accountKind === 'MEMBER' &&
          (await deps.yeekeeShots.memberHasShots(tx, memberId))
        )
          throw new AppError('YEEKEE_ACCOUNT_HAS_SHOTS');
        await members.setAccountKind(tx, operatorId, memberId, kind);
        await audit.record(tx, {
          staff,
          action: 'member.account-kind.set',
          targetType: 'member',
          targetId: memberId,
          before: { accountKind: member.accountKind },
          after: { accountKind: kind },
          ip,
        });
        return { id: memberId, accountKind: kind };
      });
    },

    /** Unlocks a locked member (MEMBER_NOT_LOCKED otherwise); they log in again themselves. Audited. */
    async unlock(staff: AuthenticatedStaff, ip: string, memberId: string, reason: string) {
      const { operatorId } = staff;
      await db.transaction(async (tx) => {
        const member = await members.reinstate(tx, operatorId, memberId);
        await audit.record(tx, {
          staff,
          action: 'member.unlock',
          targetType: 'member',
          targetId: memberId,
          before: { status: member.status, reason: member.lockReason, lockedBy: member.lockedBy },
          after: { status: 'ACTIVE', reason },
          ip,
        });
      });
      return { status: 'ACTIVE' as const, sessionsRevoked: 0 };
    },

    /**
     * Sends the member a one-time code by SMS, with the reason staff gave. Nothing else changes: the
     * password and every session keep working until the member sets a new one with the code (so a
     * staff account cannot lock a member out by sending codes). Each send counts against the same
     * limits as the member's OTPs — the phone's (60 s, 5 an hour), the staff member's address and the
     * site's hourly SMS budget (429 with the limit's code) — and is audited `member.password-reset`
     * with the reason, in one transaction whose last step is the SMS (a gateway failure is
     * SMS_SEND_FAILED and leaves nothing: no code, no count, no audit row). The code never reaches staff.
     */
    async resetPassword(staff: AuthenticatedStaff, ip: string, memberId: string, reason: string) {
      const { operatorId } = staff;
      const issued = await deps.otpLimits.spend(operatorId, ip, () =>
        db.transaction(async (tx) => {
          const member = await members.lockRowForUpdate(tx, operatorId, memberId);
          const reset = await auth.passwordResets.issue(tx, {
            operatorId,
            memberId,
            phone: member.phone,
            staffId: staff.staffId,
          });
          await audit.record(tx, {
            staff,
            action: 'member.password-reset',
            targetType: 'member',
            targetId: memberId,
            after: { reason, expiresAt: reset.expiresAt },
            ip,
          });
          await reset.deliver();
          return reset;
        }),
      );
      return { expiresAt: issued.expiresAt.toISOString() };
    },

    async adjust(
      staff: AuthenticatedStaff,
      ip: string,
      request: IdempotentRequest,
      memberId: string,
      input: { amountSatang: bigint; direction: AdjustmentDirection; reason: string },
    ) {
      return walletAdmin.adjust(staff, ip, request, memberId, input);
    },
  };
};
export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
