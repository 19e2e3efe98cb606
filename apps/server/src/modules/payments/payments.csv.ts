import {
  type AdminDeposit,
  type AdminWithdrawal,
  depositCsvHeaders,
  statusName,
  withdrawalCsvHeaders,
} from '@chokdee/contracts';
import { bangkokDateTime, type CsvColumn, headedColumns } from '#platform/http/csv';

/** Times in Bangkok wall time, as staff read them. */
const when = (iso: string | null) => (iso ? bangkokDateTime(iso) : null);

const depositCells: { [K in keyof typeof depositCsvHeaders]: CsvColumn<AdminDeposit>['cell'] } = {
  transferredAt: (row) => when(row.transferredAt),
  status: (row) => statusName(row.status),
  amount: (row) => row.amount,
  paymentRef: (row) => row.paymentRef,
  bankRef: (row) => row.bankRef,
  fromBankCode: (row) => row.statementLine.fromBankCode,
  fromAccountNumber: (row) => row.statementLine.fromAccountNumber,
  fromName: (row) => row.statementLine.fromName,
  toAccountNumber: (row) => row.statementLine.toAccountNumber,
  promptPay: (row) => (row.promptPay ? 'ใช่' : ''),
  memberPhone: (row) => row.member?.phone ?? null,
  memberName: (row) => row.member?.name ?? null,
  creditedAt: (row) => when(row.creditedAt),
  dismissReason: (row) => row.dismissReason,
};

const withdrawalCells: { [K in keyof typeof withdrawalCsvHeaders]: CsvColumn<AdminWithdrawal>['cell'] } = {
  createdAt: (row) => when(row.createdAt),
  paymentRef: (row) => row.paymentRef,
  status: (row) => statusName(row.status),
  amount: (row) => row.amount,
  memberPhone: (row) => row.member.phone,
  memberName: (row) => row.member.name,
  bankName: (row) => row.member.bankName,
  accountNumber: (row) => row.member.accountNumber,
  accountName: (row) => row.member.accountName,
  bankRef: (row) => row.bankRef,
  rejectReason: (row) => row.rejectReason,
  holdReason: (row) => row.holdReason ?? null,
};

export const depositColumns = headedColumns(depositCsvHeaders, depositCells);
export const withdrawalColumns = headedColumns(withdrawalCsvHeaders, withdrawalCells);
