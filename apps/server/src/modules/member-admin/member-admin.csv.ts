import {
  type AdminMemberLedgerRow,
  type AdminMemberRow,
  ledgerAccountNames,
  ledgerKindName,
  memberCsvHeaders,
  memberLedgerCsvHeaders,
  statusName,
  withdrawalReturnNames,
} from '@chokdee/contracts';
import { bangkokDateTime, headedColumns } from '#platform/http/csv';

/** The members list's CSV columns: contracts' Thai headers, times in Bangkok wall time. */
export const memberColumns = headedColumns(memberCsvHeaders, {
  phone: (row: AdminMemberRow) => row.phone,
  name: (row) => row.name,
  bankName: (row) => row.bank?.name ?? null,
  accountNumber: (row) => row.bank?.accountNumber ?? null,
  balance: (row) => row.balance,
  status: (row) => statusName(row.status),
  createdAt: (row) => bangkokDateTime(row.createdAt),
  lastLoginAt: (row) => (row.lastLoginAt ? bangkokDateTime(row.lastLoginAt) : null),
});

/** A member's ledger as a CSV file: the kind by its Thai name (a returned withdrawal by why). */
export const ledgerColumns = headedColumns(memberLedgerCsvHeaders, {
  at: (row: AdminMemberLedgerRow) => bangkokDateTime(row.at),
  kind: (row) =>
    row.withdrawalReturn ? withdrawalReturnNames[row.withdrawalReturn] : ledgerKindName(row.kind),
  account: (row) => ledgerAccountNames[row.account],
  amount: (row) => row.amount,
  balanceAfter: (row) => row.balanceAfter,
  note: (row) => row.note,
});
