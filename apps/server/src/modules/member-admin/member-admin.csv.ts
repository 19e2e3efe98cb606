import { type AdminMemberRow, memberCsvHeaders, statusName } from '@chokdee/contracts';
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
