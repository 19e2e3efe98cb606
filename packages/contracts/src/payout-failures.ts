/**
 * Thai reasons for staff, one per failure code of the payout provider (Opn Payments' transfer codes,
 * and its recipient verification codes), shown on a FAILED withdrawal (`failure_reason`) and on a
 * member's FAILED recipient. A code we do not know is shown with the code itself, so staff can look
 * it up at the provider.
 */
export const payoutFailureReasons = {
  // A transfer's failure codes.
  insufficient_balance: 'ยอดเงินในบัญชีผู้ให้บริการโอนเงินไม่พอ เติมเงินเข้าบัญชีแล้วลองโอนใหม่',
  invalid_recipient: 'บัญชีผู้รับไม่ถูกต้อง หรือยังไม่ผ่านการยืนยันจากผู้ให้บริการ',
  transfers_suspended: 'ผู้ให้บริการระงับการโอนเงินของบัญชีนี้ไว้ ติดต่อผู้ให้บริการ',
  transfer_deleted: 'รายการโอนถูกยกเลิกที่ผู้ให้บริการ',
  transfer_sent: 'รายการโอนถูกส่งไปแล้ว แก้ไขหรือยกเลิกไม่ได้ ตรวจสอบกับผู้ให้บริการ',
  transfer_failed: 'ธนาคารปลายทางปฏิเสธการโอน ตรวจสอบบัญชีของสมาชิกแล้วลองใหม่',
  // A recipient's verification failure codes.
  name_mismatch: 'ชื่อบัญชีไม่ตรงกับชื่อที่ธนาคารปลายทางมี',
  account_not_found: 'ไม่พบเลขบัญชีนี้ที่ธนาคารปลายทาง',
  bank_not_found: 'ผู้ให้บริการไม่รองรับธนาคารนี้',
  unsupported_bank: 'ผู้ให้บริการไม่รองรับธนาคารนี้',
  others: 'ธนาคารปลายทางไม่ยืนยันบัญชีนี้',
} as const satisfies Record<string, string>;

export type PayoutFailureCode = keyof typeof payoutFailureReasons;

const isKnown = (code: string): code is PayoutFailureCode => Object.hasOwn(payoutFailureReasons, code);

/** The Thai reason of a provider failure code; null (no code given): a failure without a reason. */
export const payoutFailureReason = (code: string | null): string => {
  if (code === null || code.trim() === '') return 'การโอนไม่สำเร็จ ผู้ให้บริการไม่แจ้งสาเหตุ';
  const trimmed = code.trim();
  return isKnown(trimmed) ? payoutFailureReasons[trimmed] : `การโอนไม่สำเร็จ (รหัสจากผู้ให้บริการ: ${trimmed})`;
};

/**
 * What staff read for a failed transfer, withdrawal or recipient: the stored Thai reason, or — when
 * only a provider code was kept, or the reason itself is a code (`transfer_failed`) — that code's
 * Thai reason. Never a bare code.
 */
export const payoutFailureText = (reason: string | null | undefined, code?: string | null): string => {
  const stored = reason?.trim();
  if (stored && !isKnown(stored) && !/^[a-z][a-z0-9_]*$/.test(stored)) return stored;
  return payoutFailureReason(stored || code || null);
};
