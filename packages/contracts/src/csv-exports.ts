import { listFormatSchema } from './envelope';

/**
 * The back office's list exports (`format=csv` on the deposits, withdrawals and members lists): the
 * list's own filters, every matching row, as a UTF-8 CSV with BOM and these Thai headers in this
 * order. Without `format` (or `json`) the list answers its page in the envelope.
 */
export const listFormatField = { format: listFormatSchema };

export const depositCsvHeaders = {
  transferredAt: 'เวลาโอน (เวลาไทย)',
  status: 'สถานะ',
  amount: 'จำนวนเงิน (บาท)',
  paymentRef: 'เลขอ้างอิงรายการ',
  bankRef: 'เลขอ้างอิงธนาคาร',
  fromBankCode: 'ธนาคารผู้โอน',
  fromAccountNumber: 'เลขบัญชีผู้โอน',
  fromName: 'ชื่อผู้โอน',
  toAccountNumber: 'เข้าบัญชี',
  promptPay: 'พร้อมเพย์',
  memberPhone: 'เบอร์สมาชิก',
  memberName: 'ชื่อสมาชิก',
  creditedAt: 'เวลาเติมเงิน (เวลาไทย)',
  dismissReason: 'เหตุผลที่ไม่ใช่ยอดฝาก',
} as const;

export const withdrawalCsvHeaders = {
  createdAt: 'เวลาแจ้งถอน (เวลาไทย)',
  paymentRef: 'เลขอ้างอิงรายการ',
  status: 'สถานะ',
  amount: 'จำนวนเงิน (บาท)',
  memberPhone: 'เบอร์สมาชิก',
  memberName: 'ชื่อสมาชิก',
  bankName: 'ธนาคาร',
  accountNumber: 'เลขบัญชี',
  accountName: 'ชื่อบัญชี',
  bankRef: 'เลขอ้างอิงการโอน',
  rejectReason: 'เหตุผลที่ปฏิเสธ',
  holdReason: 'เหตุผลที่พักไว้',
} as const;

export const memberCsvHeaders = {
  phone: 'เบอร์โทร',
  name: 'ชื่อ',
  bankName: 'ธนาคาร',
  accountNumber: 'เลขบัญชี',
  balance: 'ยอดเงิน (บาท)',
  status: 'สถานะ',
  createdAt: 'สมัครเมื่อ (เวลาไทย)',
  lastLoginAt: 'เข้าสู่ระบบล่าสุด (เวลาไทย)',
} as const;

/** The three lists' export file names. */
export const listCsvNames = { deposits: 'deposits', withdrawals: 'withdrawals', members: 'members' } as const;

/** A member's ledger (`GET /api/admin/members/{id}/ledger?format=csv`), newest first. */
export const memberLedgerCsvHeaders = {
  at: 'เวลา (เวลาไทย)',
  kind: 'รายการ',
  account: 'บัญชี',
  amount: 'จำนวนเงิน (บาท)',
  balanceAfter: 'ยอดหลังรายการ (บาท)',
  note: 'หมายเหตุ',
} as const;

/** The member's ledger accounts by their Thai names (MAIN, HOLD, RECEIVABLE). */
export const ledgerAccountNames = { MAIN: 'กระเป๋าหลัก', HOLD: 'ยอดรอถอน', RECEIVABLE: 'ยอดค้างชำระ' } as const;
