import type { PayoutProviderError } from '#adapters/bank-payout/bank-payout';

// TEMP until rw-edge's contracts `payoutFailureReason` is merged.
const reasons: Record<string, string> = {
  insufficient_balance: 'ยอดเงินในบัญชีผู้ให้บริการโอนเงินไม่พอ',
  invalid_recipient: 'บัญชีผู้รับไม่ถูกต้อง',
  transfers_suspended: 'ผู้ให้บริการระงับการโอนเงินชั่วคราว',
  transfer_deleted: 'รายการโอนถูกยกเลิก',
  transfer_sent: 'รายการโอนถูกส่งแล้ว',
  transfer_failed: 'โอนเงินไม่สำเร็จ',
};

/** The Thai reason of a provider failure code. */
export const failureReasonOf = (code: string | null): string => (code && reasons[code]) ?? 'โอนเงินไม่สำเร็จ';

/** The Thai reason of a call the provider refused (no transfer was made). */
export const refusalReasonOf = (error: PayoutProviderError): string =>
  error.kind === 'unauthorized'
    ? 'ผู้ให้บริการโอนเงินไม่รับรหัสของบัญชี (ตรวจสอบ Secret key)'
    : failureReasonOf(error.providerCode);
