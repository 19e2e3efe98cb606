import type { WithdrawalFlagCode } from '@chokdee/contracts';

/** Thai text of the withdrawal queue's context column. */
export const withdrawalsTh = {
  colContext: 'ข้อมูลประกอบ',
  colRequest: 'รายการ',
  accountName: 'ชื่อบัญชี {name}',
  deposits: 'ฝาก',
  withdrawals: 'ถอนแล้ว',
  stakes: 'แทง',
  wins: 'ถูกรางวัล',
  contextLoading: 'กำลังโหลด…',
  contextFailed: 'โหลดข้อมูลประกอบไม่ได้',
  liveHint: 'รายการใหม่แสดงเองโดยไม่ต้องรีเฟรช',
  colTransfer: 'การโอน',
  autoMark: 'อัตโนมัติ',
  autoMarkTitle: 'อนุมัติโดยกฎอนุมัติถอนอัตโนมัติ',
  noTransfer: 'ยังไม่ได้ส่งโอน',
  failure: 'โอนไม่สำเร็จ: {reason}',
  /** The provider's own failure code, kept for looking it up with the provider. */
  providerCode: 'รหัสจากผู้ให้บริการ: {code}',
  waiting: 'รอพนักงาน: {reason}',
} as const;

/** Why a withdrawal is flagged, in the words finance uses. */
export const withdrawalFlagLabel: Record<WithdrawalFlagCode, string> = {
  ABOVE_DEPOSITS: 'ถอนเกิน 3 เท่าของยอดฝากทั้งหมด',
  AFTER_BIG_WIN: 'ถอนหลังถูกรางวัลใหญ่ (≥ ฿10,000 ใน 24 ชม.)',
};
