import {
  type Gender,
  ledgerAccountNames,
  ledgerKindNames,
  type MemberAccountKind,
  type MemberStatusName,
  type PaymentHistoryItem,
  type SourceRef,
  withdrawalReturnNames,
} from '@chokdee/contracts';
import { withdrawalStatusLabel } from './th';

/**
 * Thai text of the members pages (search, a member's page and its actions); the page titles are in
 * `adminTh`. Server answers (locked, SMS sent, adjusted) come from `th` in @chokdee/contracts.
 */
export const membersTh = {
  grantBonus: 'ให้โบนัส',
  // Search
  searchLabel: 'ค้นหาสมาชิก',
  searchHint: 'เบอร์โทรศัพท์ ชื่อ เลขบัญชีธนาคาร หรือรหัสแนะนำ',
  searchPlaceholder: 'เช่น 0812345678 หรือ สมชาย',
  colPhone: 'เบอร์โทรศัพท์',
  colName: 'ชื่อ-นามสกุล',
  colBank: 'บัญชีธนาคาร',
  colBalance: 'ยอดคงเหลือ',
  colRegistered: 'สมัครเมื่อ',
  colLastLogin: 'เข้าสู่ระบบล่าสุด',
  never: 'ยังไม่เคย',
  noBank: 'ยังไม่มีบัญชี',
  backToSearch: '← กลับไปหน้าค้นหาสมาชิก',
  /** The member's wagering conditions (promotions' back office). */
  promotionConditions: 'เงื่อนไขโบนัส',

  // Member page
  profile: 'ข้อมูลส่วนตัว',
  gender: 'เพศ',
  email: 'อีเมล',
  sourceRef: 'รู้จักเราจาก',
  referralCode: 'รหัสแนะนำของสมาชิก',
  referrer: 'ผู้แนะนำ',
  agent: 'ตัวแทน',
  memberId: 'รหัสสมาชิก',
  bankAccounts: 'บัญชีธนาคาร',
  wallet: 'กระเป๋าเงิน',
  balance: 'ยอดคงเหลือ (ใช้ได้)',
  lockedBalance: 'ยอดรอถอน',
  totalDeposits: 'ฝากแล้ว',
  totalWithdrawals: 'ถอนแล้ว',
  totalPendingWithdrawals: 'ถอนรอดำเนินการ',
  totalBets: 'ยอดแทง',
  totalWins: 'ยอดถูกรางวัล',
  countAmount: '{amount} ({count} รายการ)',
  accountStatus: 'สถานะบัญชี',
  lockReason: 'เหตุผลที่ระงับ',
  lockedAt: 'ระงับเมื่อ',
  lockedBy: 'ระงับโดย',
  none: '–',

  // History tabs
  history: 'ประวัติของสมาชิก',
  tabLedger: 'รายการเดินบัญชี',
  tabBills: 'โพยหวย',
  tabDeposits: 'ประวัติฝาก',
  tabWithdrawals: 'ประวัติถอน',
  tabSessions: 'อุปกรณ์ที่เข้าสู่ระบบอยู่',
  colTime: 'เวลา',
  colKind: 'รายการ',
  colAccount: 'บัญชี',
  colAmount: 'จำนวนเงิน',
  colBalanceAfter: 'คงเหลือหลังรายการ',
  colNote: 'หมายเหตุ',
  colBillNo: 'เลขที่โพย',
  colRound: 'งวด',
  colTotal: 'ยอดแทง',
  colWin: 'ยอดถูกรางวัล',
  colStatus: 'สถานะ',
  colRef: 'เลขที่รายการ',
  colBalanceBefore: 'ก่อนรายการ',
  colSessionStart: 'เข้าสู่ระบบเมื่อ',
  colSessionExpires: 'หมดอายุ',
  colIp: 'IP',
  colDevice: 'อุปกรณ์',
  noSessions: 'ไม่มีอุปกรณ์ที่เข้าสู่ระบบอยู่',

  // Actions
  lock: 'ระงับบัญชี',
  lockTitle: 'ระงับบัญชีสมาชิก',
  lockBody: '{member} จะออกจากระบบทุกอุปกรณ์ทันที และเข้าสู่ระบบไม่ได้จนกว่าจะยกเลิกการระงับ',
  unlock: 'ยกเลิกการระงับ',
  unlockTitle: 'ยกเลิกการระงับบัญชีสมาชิก',
  unlockBody: '{member} จะเข้าสู่ระบบได้อีกครั้ง (ต้องเข้าสู่ระบบใหม่)',
  resetPassword: 'รีเซ็ตรหัสผ่าน',
  resetPasswordTitle: 'รีเซ็ตรหัสผ่านสมาชิก',
  resetPasswordBody:
    'ระบบจะส่งรหัสตั้งรหัสผ่านใหม่ทาง SMS ไปที่เบอร์ {phone} ของ {name} รหัสผ่านเดิมยังใช้ได้จนกว่าสมาชิกจะตั้งรหัสผ่านใหม่ด้วยรหัสนี้ (จากนั้นจะออกจากระบบทุกอุปกรณ์) พนักงานจะไม่เห็นรหัสนี้ และการส่งนับรวมในขีดจำกัด SMS เดียวกับ OTP',
  resetPasswordSent: 'ส่งรหัสทาง SMS ไปที่ {phone} แล้ว ใช้ได้ถึง {time} (พนักงานไม่เห็นรหัสนี้)',
  adjust: 'ปรับยอดเงิน',
  adjustTitle: 'ปรับยอดเงินในกระเป๋าสมาชิก',
  adjustBody: 'ยอดคงเหลือปัจจุบันของ {member} คือ {balance} (ทุกรายการบันทึกพร้อมเหตุผลและชื่อพนักงาน)',
  amount: 'จำนวนเงิน (บาท)',
  amountHint: 'ทศนิยมไม่เกิน 2 ตำแหน่ง เช่น 100 หรือ 100.50',
  direction: 'ประเภทการปรับยอด',
  directionRequired: 'กรุณาเลือกเพิ่มเงินหรือหักเงิน',
  adjusted: 'ปรับยอดเงินเรียบร้อย ยอดคงเหลือใหม่ {balance}',
  adjustPending: 'บันทึกคำขอปรับยอด {amount} แล้ว รอเจ้าหน้าที่อีกคนอนุมัติ (ยอดเงินยังไม่เปลี่ยน)',

  // Account kind (owner)
  accountKind: 'ประเภทบัญชี',
  setAccountKind: 'เปลี่ยนประเภทบัญชี',
  setAccountKindTitle: 'เปลี่ยนประเภทบัญชี',
  setAccountKindBody:
    'บัญชีของเว็บและบัญชีส่วนตัวของพนักงานแทงหวยได้ แต่ยิงเลขยี่กีไม่ได้ (ระบบฐานข้อมูลบังคับ) เพื่อไม่ให้ฝั่งเว็บกำหนดผลยี่กีได้ บัญชีที่เคยยิงเลขแล้วเปลี่ยนประเภทไม่ได้ ({member})',
  accountKindField: 'ประเภทบัญชีใหม่',
  accountKindSame: 'บัญชีนี้เป็นประเภทนี้อยู่แล้ว',
  accountKindSet: 'เปลี่ยนประเภทบัญชีเป็น “{kind}” แล้ว',
} as const;

/** What an account is (`members.account_kind`): only a member's own account may shoot Yeekee. */
export const accountKindLabel: Record<MemberAccountKind, string> = {
  MEMBER: 'สมาชิก',
  HOUSE: 'บัญชีของเว็บ (ทดสอบ/โปรโมชัน)',
  STAFF: 'บัญชีส่วนตัวของพนักงาน',
};

export const memberStatusLabel: Record<MemberStatusName, string> = {
  ACTIVE: 'ใช้งานปกติ',
  LOCKED: 'ถูกระงับ',
};

export const genderLabel: Record<Gender, string> = { M: 'ชาย', F: 'หญิง', O: 'อื่นๆ' };

export const adjustmentDirectionLabel = {
  CREDIT: 'เพิ่มเงิน (เครดิต)',
  DEBIT: 'หักเงิน (เดบิต)',
} as const;

/** How the member heard of the site (the register form's `sourceRef`): every code of contracts' `sourceRefs`. */
export const sourceRefLabel: Record<SourceRef, string> = {
  none: 'ไม่ระบุ',
  LINE: 'ไลน์ (LINE)',
  GOOGLE: 'กูเกิล (Google)',
  FACEBOOK: 'เฟซบุ๊ก (Facebook)',
  X: 'เอ็กซ์ (X / Twitter)',
  TIKTOK: 'ติ๊กต็อก (TikTok)',
  SMS: 'ข้อความ SMS',
  REFERRAL: 'เพื่อนแนะนำ',
};

/** The Thai name of a source code; one this build does not know shows as recorded. */
export const sourceRefName = (code: string): string =>
  Object.hasOwn(sourceRefLabel, code) ? sourceRefLabel[code as SourceRef] : code;

/** A ledger transfer's kind as staff call it: contracts' `ledgerKindNames` (every wallet kind has one). */
export const ledgerKindLabel: Record<string, string> = ledgerKindNames;

/** A `WITHDRAW_REJECTED` entry by why the money came back (the ledger row's `withdrawalReturn`). */
export const withdrawalReturnLabel = withdrawalReturnNames;

export const ledgerAccountLabel = ledgerAccountNames;

export const billStatusLabel = { PENDING: 'รอผล', SETTLED: 'ออกผลแล้ว', CANCELLED: 'ยกเลิก' } as const;

export const paymentStatusLabel: Record<PaymentHistoryItem['status'], string> = {
  ...withdrawalStatusLabel,
  CREDITED: 'เติมเงินแล้ว',
};
