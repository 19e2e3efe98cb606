import type { MemberLinkKind, MemberRiskFlag } from '@chokdee/contracts';

/** The member risk page's Thai text. */
export const memberRiskTh = {
  pageTitle: 'ความเสี่ยงของสมาชิก',
  open: 'ความเสี่ยง',
  backToMember: '← กลับไปหน้าสมาชิก',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  show: 'แสดง',
  money: 'ฝาก–ถอน',
  deposits: 'ฝากเข้า',
  withdrawals: 'ถอนออก (โอนแล้ว)',
  pendingWithdrawals: 'รอถอน',
  net: 'ฝากสุทธิ',
  countTimes: '{count} ครั้ง',
  play: 'การเล่นตามประเภท (ออกผลแล้ว)',
  playTable: 'ยอดเล่นตามประเภท',
  colCategory: 'ประเภท',
  colBills: 'จำนวนรายการ',
  colStake: 'ยอดแทง',
  colWin: 'ยอดได้',
  colHouseNet: 'เว็บได้/เสีย',
  total: 'รวม',
  noPlay: 'ไม่มีการเล่นที่ออกผลในช่วงนี้',
  flags: 'ข้อสังเกต',
  noFlags: 'ไม่พบข้อสังเกต',
  linked: 'บัญชีที่เกี่ยวข้อง',
  linkedTable: 'บัญชีที่เกี่ยวข้อง',
  noLinked: 'ไม่พบบัญชีที่เกี่ยวข้อง',
  colMember: 'สมาชิก',
  colStatus: 'สถานะ',
  colReasons: 'เกี่ยวข้องกันด้วย',
} as const;

/** Each flag as a sentence staff act on. */
export const memberRiskFlagLabel: Record<MemberRiskFlag, string> = {
  WITHDREW_WITHOUT_PLAY: 'แจ้งถอนโดยยอดแทงยังไม่ถึงครึ่งของยอดฝาก',
  WINNING: 'ได้มากกว่าเสียตั้งแต่ ฿10,000 ขึ้นไปในช่วงนี้',
  LINKED: 'มีบัญชีอื่นใช้ชื่อบัญชีธนาคาร ไอพี หรืออุปกรณ์เดียวกัน',
  LINKED_TO_LOCKED: 'เกี่ยวข้องกับบัญชีที่ถูกระงับ',
};

/** What ties two accounts, in a few words; the value (name or address) follows. */
export const memberLinkKindLabel: Record<MemberLinkKind, string> = {
  BANK_NAME: 'ชื่อบัญชีธนาคาร',
  IP: 'ไอพีที่เข้าสู่ระบบ',
  DEVICE: 'อุปกรณ์เดียวกันจากไอพี',
};
