import { sql } from 'drizzle-orm';
import { type AuditNamer, rowNamer } from '#platform/audit/audit-log';
import { depositAccounts, statementLines, withdrawals } from './payments.tables';

/** The audit log's names of withdrawals, statement lines and deposit accounts, with their amounts (SQL only). */
export const paymentsAuditNamers: AuditNamer[] = [
  rowNamer({
    type: 'withdrawal',
    table: withdrawals,
    id: withdrawals.id,
    operatorId: withdrawals.operatorId,
    name: withdrawals.paymentRef,
    amountSatang: withdrawals.amountSatang,
  }),
  rowNamer({
    type: 'statement_line',
    table: statementLines,
    id: statementLines.id,
    operatorId: statementLines.operatorId,
    name: statementLines.fromName,
    amountSatang: statementLines.amountSatang,
  }),
  rowNamer({
    type: 'deposit_account',
    table: depositAccounts,
    id: depositAccounts.id,
    operatorId: depositAccounts.operatorId,
    name: sql<string>`${depositAccounts.accountName} || ' ' || ${depositAccounts.accountNumber}`,
  }),
];
