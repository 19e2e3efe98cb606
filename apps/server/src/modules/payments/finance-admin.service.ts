import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminDeposit,
  type AdminDepositAccount,
  digitsOnly,
  type FeedSecretStatus,
  formatAmount,
  type NewDepositAccount,
  type RotatedFeedSecret,
  type WithdrawAutoApprove,
  type WithdrawAutoApproveUpdate,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { AppError, fieldAppError } from '#platform/http/app-error';
import { depositBankViews } from './deposit-account-view';
import type { AutoApproveRuleRow } from './finance.repo';
import type { PaymentsDeps } from './payments.deps';
import type { StatementLineRow } from './payments.repo';

/** The last 4 hex characters of the secret's SHA-256: enough to tell two secrets apart, useless to forge. */
export const feedSecretFingerprint = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex').slice(-4);

const ruleView = (row: AutoApproveRuleRow | undefined): WithdrawAutoApprove =>
  row
    ? {
        enabled: row.enabled,
        maxAmount: formatAmount(row.maxAmountSatang),
        minMemberAgeDays: row.minMemberAgeDays,
        maxPerDay: row.maxPerDay,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { enabled: false, maxAmount: '0.00', minMemberAgeDays: 0, maxPerDay: 0, updatedAt: null };

/**
 * The back office's money settings and the deposits list (finance and owner change them, support
 * reads the lists). Every change is audited in its transaction.
 */
export const createFinanceAdminService = (deps: PaymentsDeps) => {
  const { db, repo, clock, operators, members, audit } = deps;

  const toggleDepositAccount = async (
    staff: AuthenticatedStaff,
    ip: string,
    id: string,
    enabled: boolean,
  ): Promise<{ enabled: boolean }> => {
    const { operatorId } = staff;
    await db.transaction(async (tx) => {
      const changed = await repo.setDepositAccountActive(tx, operatorId, id, enabled);
      if (!changed) {
        if (!(await repo.findDepositAccount(tx, operatorId, id))) throw new AppError('NOT_FOUND');
        throw new AppError(enabled ? 'ALREADY_ENABLED' : 'ALREADY_DISABLED');
      }
      await audit.record(tx, {
        staff,
        action: enabled ? 'deposit_account.enable' : 'deposit_account.disable',
        targetType: 'deposit_account',
        targetId: id,
        before: { enabled: !enabled },
        after: { enabled },
        ip,
      });
    });
    return { enabled };
  };

  return {
    /**
     * Incoming transfers with their deposit and member. A 10-digit `q` also finds the lines credited
     * to the member with that phone.
     */
    async pageDeposits(
      operatorId: string,
      query: {
        status?: StatementLineRow['status'] | undefined;
        from?: string | undefined;
        to?: string | undefined;
        q?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const phone = query.q && /^\d{10}$/.test(digitsOnly(query.q)) ? digitsOnly(query.q) : undefined;
      const byPhone = phone ? await members.findLoginMember(operatorId, phone) : undefined;
      const { rows, total } = await repo.pageDepositList(
        db,
        {
          operatorId,
          status: query.status,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          text: query.q,
          memberIds: byPhone ? [byPhone.id] : undefined,
        },
        query.pageNo,
        query.pageSize,
      );
      const summaries = await members.summaries(
        db,
        operatorId,
        rows.flatMap(({ line }) => (line.memberId ? [line.memberId] : [])),
      );
      const data: AdminDeposit[] = rows.map(({ line, deposit }) => {
        const member = line.memberId ? summaries.get(line.memberId) : undefined;
        return {
          id: line.id,
          status: line.status,
          amount: formatAmount(line.amountSatang),
          paymentRef: deposit?.paymentRef ?? null,
          bankRef: line.externalId,
          transferredAt: line.transferredAt.toISOString(),
          creditedAt: deposit?.createdAt.toISOString() ?? null,
          promptPay: deposit?.intentId != null,
          statementLine: {
            toAccountNumber: line.toAccountNumber,
            fromBankCode: line.fromBankCode,
            fromAccountNumber: line.fromAccountNumber,
            fromName: line.fromName,
          },
          member: line.memberId
            ? { id: line.memberId, phone: member?.phone ?? '', name: member?.name ?? '' }
            : null,
          dismissReason: line.dismissReason,
        };
      });
      return { data, total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /** Every deposit account of the site, enabled or not. */
    async listDepositAccountsForStaff(operatorId: string): Promise<{ data: AdminDepositAccount[] }> {
      const views = await depositBankViews(operators, await repo.listDepositAccounts(db, operatorId));
      return {
        data: views.map(({ row, ...view }) => ({
          ...view,
          enabled: row.isActive,
          sortOrder: row.sortOrder,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Adds an enabled account at a bank this site offers, shown last. A PromptPay id makes it a
     * PROMPTPAY account (PromptPay deposits use the first enabled one).
     */
    async addDepositAccount(
      staff: AuthenticatedStaff,
      ip: string,
      input: NewDepositAccount,
    ): Promise<AdminDepositAccount> {
      const { operatorId } = staff;
      // Read before the transaction: on PGlite the outer handle waits for an open transaction.
      const bank = await operators.offeredBankByCode(operatorId, input.bankCode);
      if (!bank) throw fieldAppError('BANK_NOT_FOUND', 'bankCode');
      const id = uuidv7();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertDepositAccount(tx, {
          id,
          operatorId,
          type: input.promptPayId ? 'PROMPTPAY' : 'BANK',
          bankId: bank.id,
          accountName: input.accountName,
          accountNumber: input.accountNumber,
          promptPayId: input.promptPayId ?? null,
          isActive: true,
          sortOrder: await repo.nextDepositAccountSortOrder(tx, operatorId),
          createdAt: clock.now(),
        });
        if (!inserted) throw fieldAppError('DEPOSIT_ACCOUNT_EXISTS', 'accountNumber');
        const created = await repo.findDepositAccount(tx, operatorId, id);
        if (!created) throw new Error('deposit account missing after insert');
        await audit.record(tx, {
          staff,
          action: 'deposit_account.create',
          targetType: 'deposit_account',
          targetId: id,
          after: {
            type: created.type,
            bankCode: bank.code,
            accountNumber: created.accountNumber,
            accountName: created.accountName,
            promptPayId: created.promptPayId,
          },
          ip,
        });
        return created;
      });
      const [view] = await depositBankViews(operators, [row]);
      if (!view) throw new Error('deposit account view missing');
      const { row: _row, ...shown } = view;
      return {
        ...shown,
        enabled: row.isActive,
        sortOrder: row.sortOrder,
        createdAt: row.createdAt.toISOString(),
      };
    },

    enableDepositAccount: (staff: AuthenticatedStaff, ip: string, id: string) =>
      toggleDepositAccount(staff, ip, id, true),
    disableDepositAccount: (staff: AuthenticatedStaff, ip: string, id: string) =>
      toggleDepositAccount(staff, ip, id, false),

    /** Whether a feed secret is set, since when, and its fingerprint; never the secret. */
    async feedSecretStatus(operatorId: string): Promise<FeedSecretStatus> {
      const row = await repo.findFeedSecretRow(db, operatorId);
      if (!row) return { isSet: false, source: null, rotatedAt: null, fingerprint: null };
      return {
        isSet: true,
        source: row.rotatedAt ? 'ROTATED' : 'CONFIG',
        rotatedAt: row.rotatedAt?.toISOString() ?? null,
        fingerprint: feedSecretFingerprint(row.secret),
      };
    },

    /**
     * A new random feed secret, in force for the next feed call on every node (the feed reads it per
     * request); the old one stops at once. Answered only here; the audit row keeps fingerprints.
     */
    async rotateFeedSecret(staff: AuthenticatedStaff, ip: string): Promise<RotatedFeedSecret> {
      const { operatorId } = staff;
      const secret = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const before = await repo.findFeedSecretRow(tx, operatorId);
        await repo.rotateFeedSecret(tx, {
          operatorId,
          secret,
          createdAt: now,
          rotatedAt: now,
          rotatedBy: staff.staffId,
        });
        await audit.record(tx, {
          staff,
          action: 'feed_secret.rotate',
          targetType: 'bank_feed_secret',
          targetId: operatorId,
          before: before ? { fingerprint: feedSecretFingerprint(before.secret) } : null,
          after: { fingerprint: feedSecretFingerprint(secret) },
          ip,
        });
      });
      return { secret, fingerprint: feedSecretFingerprint(secret), rotatedAt: now.toISOString() };
    },

    async getAutoApproveRule(operatorId: string): Promise<WithdrawAutoApprove> {
      return ruleView(await repo.findAutoApproveRule(db, operatorId));
    },

    async putAutoApproveRule(
      staff: AuthenticatedStaff,
      ip: string,
      input: WithdrawAutoApproveUpdate,
    ): Promise<WithdrawAutoApprove> {
      const { operatorId } = staff;
      const row: AutoApproveRuleRow = {
        operatorId,
        enabled: input.enabled,
        maxAmountSatang: input.maxAmount,
        minMemberAgeDays: input.minMemberAgeDays,
        maxPerDay: input.maxPerDay,
        updatedAt: clock.now(),
        updatedBy: staff.staffId,
      };
      await db.transaction(async (tx) => {
        const before = await repo.findAutoApproveRule(tx, operatorId);
        await repo.putAutoApproveRule(tx, row);
        const { updatedAt: _b, ...oldValues } = ruleView(before);
        const { updatedAt: _a, ...newValues } = ruleView(row);
        await audit.record(tx, {
          staff,
          action: 'withdraw_auto_approve.update',
          targetType: 'withdraw_auto_approve_rule',
          targetId: operatorId,
          before: before ? oldValues : null,
          after: newValues,
          ip,
        });
      });
      return ruleView(row);
    },
  };
};
export type FinanceAdminService = ReturnType<typeof createFinanceAdminService>;
