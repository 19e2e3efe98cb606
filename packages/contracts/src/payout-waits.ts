/**
 * Why an APPROVED withdrawal was not sent to the payout provider automatically (docs/modules/payouts.md#decisions,
 * decision 4): the Thai `wait_reason` staff see in the withdrawals queue. Staff may send it
 * (`POST /api/admin/withdrawals/:id/retry`) or mark it paid by hand; one waiting only for its
 * recipient's verification is sent by itself once the provider verifies the recipient.
 */
export const payoutWaitTh = {
  noAccount: 'ยังไม่ได้ตั้งค่าบัญชีโอนเงินอัตโนมัติ รอเจ้าหน้าที่โอนเงิน',
  killSwitch: 'ปิดการโอนอัตโนมัติอยู่ รอเจ้าหน้าที่ตรวจสอบและโอนเงิน',
  ruleOff: 'ไม่ได้เปิดกฎอนุมัติถอนอัตโนมัติ รอเจ้าหน้าที่โอนเงิน',
  aboveRule: 'ยอดถอนเกินวงเงินโอนอัตโนมัติ รอเจ้าหน้าที่โอนเงิน',
  receivable: 'สมาชิกมียอดค้างชำระ รอเจ้าหน้าที่ตรวจสอบ',
  dailyCap: 'ยอดโอนอัตโนมัติวันนี้ถึงเพดานแล้ว รอเจ้าหน้าที่โอนเงิน',
  noBankAccount: 'สมาชิกยังไม่มีบัญชีธนาคาร รอเจ้าหน้าที่ตรวจสอบ',
  recipientPending: 'รอผู้ให้บริการโอนเงินยืนยันบัญชีผู้รับ',
  recipientFailed: 'ผู้ให้บริการโอนเงินไม่รับบัญชีผู้รับนี้ รอเจ้าหน้าที่ตรวจสอบ',
  providerUnavailable: 'ติดต่อผู้ให้บริการโอนเงินไม่ได้ รอเจ้าหน้าที่ตรวจสอบ',
} as const;
export type PayoutWaitKind = keyof typeof payoutWaitTh;
