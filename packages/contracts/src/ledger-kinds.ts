/**
 * Every ledger transfer kind as staff read it (the member page's ledger, the ledger CSV). The kinds
 * themselves are the wallet's closed list (apps/server/src/modules/wallet/wallet.tables.ts
 * `transferKinds`); `modules/wallet/ledger-kind-names.test.ts` fails when one has no Thai name here.
 */
export const ledgerKindNames: Record<string, string> = {
  DEPOSIT: 'ฝากเงิน',
  WITHDRAW_HOLD: 'แจ้งถอน (กันยอด)',
  WITHDRAW_PAID: 'ถอนเงิน (โอนแล้ว)',
  WITHDRAW_REJECTED: 'ถอนไม่สำเร็จ คืนยอด',
  BET: 'แทงหวย',
  BET_CANCELLED: 'ยกเลิกโพย คืนเงิน',
  BET_REFUNDED: 'คืนเงินโพย (งวดยกเลิก)',
  LOTTERY_WIN: 'ถูกรางวัล',
  LOTTERY_WIN_CORRECTION: 'แก้ไขยอดถูกรางวัล',
  ADJUSTMENT: 'ปรับยอดโดยพนักงาน',
  RECEIVABLE_SETTLED: 'ชำระยอดค้างชำระ',
  RECEIVABLE_WRITE_OFF: 'ตัดหนี้สูญยอดค้างชำระ',
  YEEKEE_SHOOTER_REWARD: 'รางวัลคนยิงเลขยี่กี',
  BONUS_GRANTED: 'ได้รับโบนัส',
  BONUS_CONVERTED: 'โบนัสเปลี่ยนเป็นเงินสด',
  BONUS_FORFEITED: 'โบนัสถูกตัด',
  CASHBACK_CLAIMED: 'รับคืนยอดเสีย',
  REFERRAL_CLAIMED: 'รับรายได้แนะนำเพื่อน',
  MISSION_CLAIMED: 'รับรางวัลภารกิจ',
  GAME_BET: 'แทงเกม',
  GAME_WIN: 'ชนะเกม',
  GAME_REFUND: 'คืนเงินเกม',
  GAME_WIN_REVERSED: 'ยกเลิกยอดชนะเกม',
  GAME_PROMO: 'โปรโมชั่นจากค่ายเกม',
  GAME_TIP: 'ทิปดีลเลอร์',
  SPORTS_BET: 'แทงกีฬา',
  SPORTS_WIN: 'ชนะกีฬา',
  SPORTS_REFUND: 'คืนเงินบิลกีฬา',
  SPORTS_WIN_CORRECTION: 'แก้ไขยอดบิลกีฬา',
};

/** The Thai name of a ledger kind; a kind this build does not know shows as sent. */
export const ledgerKindName = (kind: string): string => ledgerKindNames[kind] ?? kind;

/** A returned withdrawal (`WITHDRAW_REJECTED`) by why the money came back, as staff read it. */
export const withdrawalReturnNames = {
  STAFF_REJECTED: 'พนักงานปฏิเสธการถอน คืนยอด',
  TRANSFER_FAILED: 'โอนเงินถอนไม่สำเร็จ คืนยอด',
} as const;
