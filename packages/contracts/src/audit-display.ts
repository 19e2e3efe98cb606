import { z } from 'zod';
import { type AuditAction, auditActionNames } from './audit-actions';
import { formatAmount } from './money-amount';
import { formatBaht } from './money-display';
import { payoutFailureReasons } from './payout-failures';

/**
 * How an audit row reads in Thai, in one place for the back office's audit page and the server's
 * CSV export (docs/modules/back-office.md, "Audit log"): the kinds of row an action acts on, the Thai
 * names of the fields and coded values the actions record, and `describeAuditEntry`, which turns a row
 * into a sentence and readable lines — never JSON, an English field name or a raw id.
 */

/**
 * Every kind of row an audit entry names as its target. A closed list: the server's
 * `AuditEntry.targetType` is one of these keys. `site`: the target is the site's own settings (its id
 * is the operator's), so only the name is shown.
 */
export const auditTargetTypes = {
  member: { name: 'สมาชิก' },
  staff_account: { name: 'พนักงาน' },
  staff_session: { name: 'การเข้าสู่ระบบ' },
  lottery_round: { name: 'งวด' },
  lottery_product: { name: 'ประเภทหวย' },
  withdrawal: { name: 'รายการถอน' },
  statement_line: { name: 'รายการเดินบัญชี' },
  deposit_account: { name: 'บัญชีรับฝาก' },
  bank: { name: 'ธนาคาร' },
  bank_feed_secret: { name: 'รหัสลับรายการเดินบัญชี', site: true },
  bank_feed_settings: { name: 'การตั้งค่ารายการเดินบัญชี', site: true },
  withdraw_auto_approve_rule: { name: 'เกณฑ์อนุมัติถอนอัตโนมัติ', site: true },
  payout_account: { name: 'บัญชีผู้ให้บริการโอนเงิน', site: true },
  payout_reconciliation_run: { name: 'การกระทบยอดกับผู้ให้บริการโอนเงิน' },
  payout_reconciliation_issue: { name: 'รายการผิดปกติจากการกระทบยอด' },
  web_config: { name: 'การตั้งค่าเว็บไซต์', site: true },
  otp_limits: { name: 'การจำกัดการส่ง OTP', site: true },
  operator: { name: 'การตั้งค่าเว็บไซต์', site: true },
  reward_job: { name: 'การคำนวณรางวัลตามงวด' },
  agent: { name: 'ตัวแทน' },
  vip_levels: { name: 'ตารางระดับ VIP', site: true },
  mission_template: { name: 'แม่แบบภารกิจ' },
  referral_settings: { name: 'การตั้งค่าแนะนำเพื่อน', site: true },
  cashback_settings: { name: 'การตั้งค่าคืนยอดเสีย', site: true },
  blog_article: { name: 'บทความ' },
  announcement: { name: 'ประกาศถึงสมาชิก' },
  staff_security: { name: 'ความปลอดภัยของบัญชีพนักงาน', site: true },
  promotion: { name: 'โปรโมชั่น' },
  wagering_condition: { name: 'เงื่อนไขเทิร์นโอเวอร์' },
  coupon_campaign: { name: 'แคมเปญคูปอง' },
  sports_fixture: { name: 'คู่แข่งขัน' },
  sports_ticket: { name: 'บิลกีฬา' },
  game_provider: { name: 'ค่ายเกม' },
  game: { name: 'เกม' },
} as const satisfies Record<string, { name: string; site?: true }>;

export type AuditTargetType = keyof typeof auditTargetTypes;
export const auditTargetTypeList = Object.keys(auditTargetTypes) as [AuditTargetType, ...AuditTargetType[]];

/**
 * A row an audit entry mentions (its target, who made a request, a member a correction paid), named
 * by the server when it lists the log: `key` is what the back office's page of it is found by when
 * that is not the id (a round's code, a Yeekee market's code).
 */
export const auditNameSchema = z.object({
  type: z.enum(auditTargetTypeList),
  name: z.string(),
  key: z.string().optional(),
});
export type AuditName = z.infer<typeof auditNameSchema>;

/** How a recorded field's value is shown. */
type FieldFormat = 'baht' | 'satang' | 'hidden' | 'percent' | 'rate';
type AuditField = { label: string; as?: FieldFormat };

const f = (label: string, as?: FieldFormat): AuditField => (as ? { label, as } : { label });

/**
 * The Thai name of every field the actions record (a field named `…Satang` is satang, shown in baht).
 * Hidden fields are keys and references a reader has no use for (idempotency keys, session ids).
 */
export const auditFields: Record<string, AuditField> = {
  // Who and what
  status: f('สถานะ'),
  reason: f('เหตุผล'),
  note: f('หมายเหตุ'),
  rejectReason: f('เหตุผลที่ปฏิเสธ'),
  memberId: f('สมาชิก'),
  makerId: f('ผู้ขอทำรายการ'),
  lockedBy: f('ผู้ระงับ'),
  enteredBy: f('ผู้บันทึกผล'),
  confirmedBy: f('ผู้ยืนยันผล'),
  correctedBy: f('ผู้แก้ไขผล'),
  withdrawalId: f('รายการถอน'),
  role: f('สิทธิ์'),
  username: f('ชื่อผู้ใช้'),
  disabled: f('ระงับบัญชี'),
  totpEnabled: f('TOTP'),
  totp: f('ใช้ TOTP'),
  sessionsEnded: f('ออกจากระบบ (เครื่อง)'),
  sessionsRevoked: f('ออกจากระบบ (เครื่อง)'),
  triesInWindow: f('จำนวนครั้งที่ลองในช่วงเวลา'),
  wrongCodes: f('รหัสผิด (ครั้ง)'),
  waitMinutes: f('ต้องรอ (นาที)'),
  expiresAt: f('หมดอายุ'),
  lastLoginAt: f('เข้าสู่ระบบล่าสุด'),
  createdAt: f('สร้างเมื่อ'),
  updatedAt: f('แก้ไขเมื่อ'),
  accountKind: f('ประเภทบัญชี'),
  // Keys and references that mean nothing to a reader
  id: f('รหัส', 'hidden'),
  idempotencyKey: f('คีย์กันทำรายการซ้ำ', 'hidden'),
  sessionId: f('เซสชัน', 'hidden'),
  requestId: f('เลขคำขอ', 'hidden'),
  grantId: f('เลขรายการให้โบนัส', 'hidden'),
  conditionId: f('เงื่อนไขเทิร์นโอเวอร์', 'hidden'),
  adjustmentId: f('เลขรายการปรับยอด', 'hidden'),
  transferId: f('เลขรายการโอน', 'hidden'),
  // Money
  amount: f('จำนวนเงิน', 'baht'),
  balance: f('ยอดเงินก่อนปรับ', 'baht'),
  balanceAfter: f('ยอดเงินหลังปรับ', 'baht'),
  lockedBalance: f('ยอดที่ถูกพัก', 'baht'),
  direction: f('ประเภทการปรับ'),
  owed: f('ยอดค้างชำระ', 'baht'),
  writtenOff: f('ยอดที่ตัดหนี้สูญ', 'baht'),
  forfeited: f('โบนัสที่ถูกตัด', 'baht'),
  turnover: f('เทิร์นโอเวอร์สะสม', 'baht'),
  approvalThreshold: f('ยอดที่ต้องมีผู้อนุมัติ', 'baht'),
  dailyCapPerStaff: f('วงเงินปรับยอดต่อคนต่อวัน', 'baht'),
  dailyCap: f('เพดานโอนต่อวัน', 'baht'),
  maxAmount: f('ยอดสูงสุด', 'baht'),
  maxLineAmount: f('ยอดสูงสุดต่อรายการ', 'baht'),
  minStake: f('ยอดแทงขั้นต่ำ', 'baht'),
  creditedTotal: f('ยอดที่จ่ายเพิ่มรวม', 'baht'),
  debitedTotal: f('ยอดที่เรียกคืนรวม', 'baht'),
  shortfallTotal: f('ยอดที่เรียกคืนไม่ได้รวม', 'baht'),
  totalWin: f('ยอดรางวัลรวม', 'baht'),
  // Withdrawals, deposits, payouts
  bankRef: f('เลขอ้างอิงการโอน'),
  paymentRef: f('เลขอ้างอิงการฝาก'),
  failureReason: f('สาเหตุที่โอนไม่สำเร็จ'),
  attempt: f('ครั้งที่โอน'),
  type: f('ประเภท'),
  bankCode: f('ธนาคาร'),
  accountNumber: f('เลขบัญชี'),
  accountName: f('ชื่อบัญชี'),
  promptPayId: f('พร้อมเพย์'),
  enabled: f('เปิดใช้งาน'),
  fingerprint: f('ลายนิ้วมือรหัสลับ'),
  minMemberAgeDays: f('อายุสมาชิกขั้นต่ำ (วัน)'),
  maxPerDay: f('จำนวนต่อวัน'),
  source: f('ที่มาของรหัส'),
  baseUrl: f('ที่อยู่ผู้ให้บริการ'),
  secretKeyHint: f('รหัสลับ (ท้าย)'),
  webhookSecretHint: f('รหัสลับการแจ้งกลับ (ท้าย)'),
  autoSendEnabled: f('โอนอัตโนมัติ'),
  providerTransfers: f('รายการโอนที่ผู้ให้บริการแจ้ง'),
  issuesFound: f('รายการผิดปกติที่พบ'),
  error: f('ข้อผิดพลาด'),
  // OTP limits
  perAddressPer10Min: f('OTP ต่อที่อยู่ IP ใน 10 นาที'),
  operatorPerHour: f('OTP ทั้งเว็บต่อชั่วโมง'),
  // Lottery rounds and results
  result: f('ผลรางวัล'),
  derived: f('เลขที่ใช้ตัดสิน'),
  special: f('รางวัลพิเศษ'),
  first: f('รางวัลที่ 1'),
  front3: f('เลขหน้า 3 ตัว'),
  back3: f('เลขท้าย 3 ตัว'),
  back2: f('เลขท้าย 2 ตัว'),
  top3: f('3 ตัวบน'),
  top2: f('2 ตัวบน'),
  bottom2: f('2 ตัวล่าง'),
  number: f('เลข'),
  close: f('ราคาปิด'),
  change: f('ค่าเปลี่ยนแปลง'),
  correctionCount: f('แก้ไขผลครั้งที่'),
  outcome: f('ผลการแก้ไข'),
  billsChanged: f('บิลที่เปลี่ยน'),
  membersCredited: f('สมาชิกที่ได้เงินเพิ่ม'),
  membersDebited: f('สมาชิกที่ถูกเรียกคืน'),
  moves: f('เงินที่ย้ายต่อสมาชิก'),
  differenceSatang: f('ผลต่างของรางวัล', 'satang'),
  refundedBills: f('บิลที่คืนเงิน'),
  refundedSatang: f('ยอดที่คืนสมาชิก', 'satang'),
  postedSatang: f('ยอดที่จ่ายเพิ่ม (ลบ = เรียกคืน)', 'satang'),
  shortfallSatang: f('ยอดที่เรียกคืนไม่ได้ (ค้างชำระ)', 'satang'),
  betType: f('ประเภทการแทง'),
  numbers: f('เลข'),
  kind: f('ชนิด'),
  reducedRate: f('อัตราจ่ายที่ลด', 'rate'),
  date: f('วันที่'),
  // Rewards, promotions, content
  job: f('งาน'),
  period: f('รอบ'),
  code: f('รหัส'),
  name: f('ชื่อ'),
  title: f('ชื่อเรื่อง'),
  active: f('เปิดใช้งาน'),
  isEnabled: f('เปิดใช้งาน'),
  commissionPercent: f('ค่าคอมมิชชัน', 'percent'),
  multiplier: f('ตัวคูณเทิร์นโอเวอร์'),
  unopenedRoundsUpdated: f('รอบที่ยังไม่เปิดที่ปรับตาม'),
  // Yeekee markets
  roundsPerDay: f('จำนวนรอบต่อวัน'),
  roundMinutes: f('นาทีต่อรอบ'),
  firstCloseTime: f('เวลาปิดรับรอบแรก (เวลาไทย)'),
  shootWindowSeconds: f('ยิงเลขต่อหลังปิดรับแทง (วินาที)'),
  minShots: f('จำนวนเลขขั้นต่ำต่อรอบ'),
  maxShotsPerMember: f('ยิงได้สูงสุดต่อคนต่อรอบ (ครั้ง)'),
  shotCooldownSeconds: f('เว้นระยะระหว่างการยิงของคนเดียวกัน (วินาที)'),
  formula: f('สูตรออกผล'),
  shooterRewards: f('รางวัลคนยิงเลข'),
  positions: f('ลำดับที่ได้รางวัล'),
  // Site settings
  siteName: f('ชื่อเว็บไซต์'),
  lineId: f('ไลน์ไอดี'),
  lineUrl: f('ลิงก์ไลน์'),
  telegramId: f('เทเลแกรมไอดี'),
  telegramUrl: f('ลิงก์เทเลแกรม'),
  logoUrl: f('โลโก้'),
  banners: f('แบนเนอร์'),
  imageUrl: f('รูปภาพ'),
  linkUrl: f('ลิงก์'),
  minWithdraw: f('ถอนขั้นต่ำ', 'baht'),
  maxWithdraw: f('ถอนสูงสุดต่อรายการ', 'baht'),
  minimumDeposit: f('ฝากขั้นต่ำ', 'baht'),
  maximumDeposit: f('ฝากสูงสุด', 'baht'),
  sortOrder: f('ลำดับการแสดง'),
  // Promotions, coupons, missions, VIP, cashback, referral
  description: f('รายละเอียด'),
  bannerUrl: f('แบนเนอร์'),
  periodDays: f('ระยะเวลา (วัน)'),
  bonusPercent: f('โบนัส', 'percent'),
  bonusCap: f('โบนัสสูงสุด', 'baht'),
  fixedBonus: f('โบนัสคงที่', 'baht'),
  minDeposit: f('ฝากขั้นต่ำ', 'baht'),
  maxStake: f('แทงสูงสุดต่อครั้งระหว่างทำเทิร์น', 'baht'),
  turnoverTarget: f('เป้าเทิร์นโอเวอร์'),
  categoryWeights: f('สัดส่วนการนับเทิร์นตามประเภทเกม'),
  validFrom: f('เริ่มใช้ได้'),
  validTo: f('ใช้ได้ถึง'),
  terms: f('เงื่อนไข'),
  quantity: f('จำนวนคูปอง'),
  remaining: f('คงเหลือ'),
  value: f('มูลค่า', 'baht'),
  base: f('ฐานการคำนวณเทิร์น'),
  newMembersOnly: f('เฉพาะสมาชิกใหม่'),
  newMemberDays: f('สมาชิกใหม่ภายใน (วัน)'),
  minDepositInWindow: f('ยอดฝากขั้นต่ำในช่วงเวลา', 'baht'),
  depositWindowDays: f('ช่วงเวลานับยอดฝาก (วัน)'),
  window: f('รอบภารกิจ'),
  category: f('หมวด'),
  target: f('เป้าหมาย'),
  targetAmount: f('ยอดเป้าหมาย', 'baht'),
  targetCount: f('จำนวนครั้งเป้าหมาย'),
  reward: f('รางวัล'),
  rewardAmount: f('รางวัล', 'baht'),
  rewardKind: f('ประเภทรางวัล'),
  bonusMultiplier: f('ตัวคูณเทิร์นโอเวอร์ของโบนัส'),
  claimHours: f('รับรางวัลได้ภายใน (ชั่วโมง)'),
  level: f('ระดับ'),
  levels: f('ระดับ'),
  threshold: f('ยอดสะสมที่ต้องถึง', 'baht'),
  upgradeBonus: f('โบนัสเลื่อนระดับ', 'baht'),
  cashbackPercent: f('คืนยอดเสีย', 'percent'),
  referralBonusPercent: f('โบนัสแนะนำเพื่อน', 'percent'),
  maxWithdrawPerDay: f('ถอนสูงสุดต่อวัน', 'baht'),
  maxWithdrawPerRequest: f('ถอนสูงสุดต่อรายการ', 'baht'),
  percent: f('เปอร์เซ็นต์', 'percent'),
  percents: f('เปอร์เซ็นต์'),
  cap: f('สูงสุด', 'baht'),
  minimumLoss: f('ยอดเสียขั้นต่ำ', 'baht'),
  claimDays: f('รับได้ภายใน (วัน)'),
  paidAs: f('จ่ายเป็น'),
  turnoverMultiplier: f('ตัวคูณเทิร์นโอเวอร์'),
  minClaim: f('รับขั้นต่ำ', 'baht'),
  minFirstDeposit: f('ฝากครั้งแรกขั้นต่ำ', 'baht'),
  bonusMaxStake: f('แทงสูงสุดต่อครั้งของโบนัส', 'baht'),
  claimAs: f('รับเป็น'),
  // Articles
  slug: f('ที่อยู่บทความ'),
  excerpt: f('คำโปรย'),
  coverUrl: f('ภาพปก'),
  bodyMarkdown: f('เนื้อหา'),
  published: f('เผยแพร่'),
  publishedAt: f('เผยแพร่เมื่อ'),
  // Announcements
  body: f('ข้อความ'),
  segment: f('ส่งถึง'),
  startsAt: f('เริ่มแสดง'),
  endsAt: f('แสดงถึง'),
  endedAt: f('ปิดเมื่อ'),
  // Staff security
  totpRequired: f('บังคับใช้ TOTP กับพนักงานทุกคน'),
  // Games
  adapter: f('รูปแบบการเชื่อมต่อ'),
  categories: f('หมวดเกม'),
  apiBaseUrl: f('ที่อยู่ระบบของค่าย'),
  walletKey: f('รหัสกระเป๋าเงิน'),
  allowList: f('ที่อยู่ IP ที่อนุญาต'),
  secretRotatedAt: f('เปลี่ยนรหัสลับเมื่อ'),
  providerId: f('ค่ายเกม'),
  gameCode: f('รหัสเกม'),
  rtp: f('อัตราคืนผู้เล่น (RTP)'),
  // Sports
  home: f('ทีมเหย้า'),
  away: f('ทีมเยือน'),
  kickoffAt: f('เวลาเริ่มแข่ง'),
  competition: f('รายการแข่งขัน'),
  key: f('ตลาด'),
  prices: f('ราคา'),
  markets: f('ตลาด'),
  line: f('แต้มต่อ'),
  odds: f('ราคาต่อรอง'),
  action: f('คำสั่ง'),
  stakeFactor: f('ตัวคูณยอดแทง'),
  voidReason: f('เหตุผลที่ยกเลิก'),
  ft: f('ผลเต็มเวลา'),
  ht: f('ผลครึ่งแรก'),
  revision: f('ฉบับที่'),
  factor: f('ตัวคูณยอดแทง'),
};

/**
 * Fields whose meaning depends on the action: `kind` is a number rule's closed/reduced on a round, the
 * issue's kind on a reconciliation finding.
 */
const actionFields: Partial<Record<AuditAction, Record<string, AuditField>>> = {
  'lottery.number.set': { kind: f('ชนิดของเลข'), number: f('เลข') },
  'lottery.number.remove': { kind: f('ชนิดของเลข'), number: f('เลข') },
  'payout_reconciliation.resolve': { kind: f('ประเภทความผิดปกติ') },
  'member.adjustment.approve': { balance: f('ยอดเงินก่อนปรับ', 'baht') },
};

/** Coded values by field (statuses are shared by every kind of row). */
const valueNames: Record<string, Record<string, string>> = {
  status: {
    PENDING: 'รอดำเนินการ',
    APPROVED: 'อนุมัติแล้ว',
    REJECTED: 'ปฏิเสธแล้ว',
    ON_HOLD: 'พักไว้',
    PAID: 'จ่ายแล้ว',
    SENDING: 'กำลังโอน',
    FAILED: 'ไม่สำเร็จ',
    LOCKED: 'ระงับ',
    ACTIVE: 'ใช้งานได้',
    SCHEDULED: 'รอเปิดรับแทง',
    OPEN: 'เปิดรับแทง',
    CLOSED: 'ปิดรับแทง',
    RESULTED: 'บันทึกผลแล้ว (รอยืนยัน)',
    SETTLED: 'จ่ายรางวัลแล้ว',
    CANCELLED: 'ยกเลิกแล้ว',
    CREDITED: 'เข้าบัญชีสมาชิกแล้ว',
    UNMATCHED: 'ยังไม่พบสมาชิก',
    DISMISSED: 'ยกเลิกรายการแล้ว',
    COMPLETED: 'ครบเงื่อนไขแล้ว',
    FORFEITED: 'ถูกตัดโบนัส',
    EXPIRED: 'หมดอายุ',
    RUNNING: 'กำลังทำงาน',
    DONE: 'เสร็จแล้ว',
    SUSPENDED: 'พักราคา',
    VOID: 'โมฆะ',
  },
  direction: { CREDIT: 'เพิ่มยอด', DEBIT: 'ลดยอด' },
  role: { owner: 'เจ้าของ', finance: 'การเงิน', lottery: 'หวย', support: 'บริการลูกค้า', trader: 'ฝ่ายเทรดกีฬา' },
  segment: { ALL: 'สมาชิกทุกคน', VIP_LEVEL: 'สมาชิก VIP ตามระดับ', NEW_MEMBERS: 'สมาชิกใหม่' },
  accountKind: { MEMBER: 'สมาชิก', HOUSE: 'บัญชีของเว็บ (ทดสอบ/โปรโมชัน)', STAFF: 'บัญชีส่วนตัวของพนักงาน' },
  kind: { CLOSED: 'เลขปิด', REDUCED: 'เลขอั้น (ลดอัตราจ่าย)' },
  formula: { CLASSIC: 'ดั้งเดิม', SEEDED: 'มีเลขลับ' },
  failureReason: payoutFailureReasons,
  type: { BANK: 'บัญชีธนาคาร', PROMPTPAY: 'พร้อมเพย์' },
  betType: {
    THREE_TOP: '3 ตัวบน',
    THREE_TOD: '3 ตัวโต๊ด',
    THREE_FRONT: '3 ตัวหน้า',
    THREE_BACK: '3 ตัวท้าย',
    TWO_TOP: '2 ตัวบน',
    TWO_BOTTOM: '2 ตัวล่าง',
    RUN_TOP: 'วิ่งบน',
    RUN_BOTTOM: 'วิ่งล่าง',
  },
};

/** The Thai name of a status code as staff read it everywhere (the audit log, CSV exports); unknown: as sent. */
export const statusName = (code: string): string => valueNames.status?.[code] ?? code;

export const auditDisplayTh = {
  yes: 'ใช่',
  no: 'ไม่ใช่',
  nothing: '–',
  arrow: ' → ',
  /** An id no row of the site answers to any more (a deleted draft, another module switched off). */
  unknownRow: 'รายการที่ไม่พบแล้ว',
  noDetail: 'ไม่มีรายละเอียด',
  item: 'รายการที่ {n}',
  before: 'เดิม',
  after: 'ใหม่',
  percent: '{value}%',
  rate: 'จ่าย {value} เท่า',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DECIMAL = /^-?\d+(\.\d{1,2})?$/;
const INTEGER = /^-?\d+$/;

/** True for a uuid (what the server resolves to names, and what a reader is never shown). */
export const isAuditId = (value: string): boolean => UUID.test(value);

const bangkokTime = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Asia/Bangkok',
});
/** An ISO time as Bangkok staff read it (Thai calendar, 24 h): the back office's `formatDateTime`. */
export const formatBangkokTime = (iso: string): string => bangkokTime.format(new Date(iso));

const grouped = new Intl.NumberFormat('th-TH');

/** A piece of text, or a row named by the server (the back office links it to its page). */
export type AuditPiece = { text: string; ref?: { type: AuditTargetType; id: string; key?: string } };
/** One readable line of an entry's detail: a field's Thai name and what it was / became. */
export type AuditLine = { depth: number; label: string; pieces: AuditPiece[] };
export type AuditDescription = {
  /** Who did what to which row: `[staff, action, target type, target]`. */
  headline: AuditPiece[];
  lines: AuditLine[];
};

/** What `describeAuditEntry` reads of a listed entry (the contract's `AuditLogEntry`). */
export type DescribableAuditEntry = {
  staffId: string;
  staffUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  names: Record<string, AuditName>;
};

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Thai name of a field; an unknown one shows as recorded (the audit-display tests list every recorded field). */
export const auditFieldLabel = (action: string, field: string): string =>
  fieldOf(action, field)?.label ?? field;

const fieldOf = (action: string, field: string): AuditField | undefined =>
  actionFields[action as AuditAction]?.[field] ?? auditFields[field];

/** The Thai name of an action; an action this build does not know shows as recorded. */
export const auditActionName = (action: string): string =>
  (auditActionNames as Record<string, string>)[action] ?? action;

/** The Thai name of the kind of row a target is. */
export const auditTargetTypeName = (type: string): string =>
  (auditTargetTypes as Record<string, { name: string }>)[type]?.name ?? type;

const text = (value: string): AuditPiece => ({ text: value });

/** Turns an entry's recorded values into Thai: the renderer of one entry, with its names. */
const renderer = (entry: DescribableAuditEntry) => {
  const named = (id: string): AuditPiece => {
    const name = entry.names[id];
    return name
      ? { text: name.name, ref: { type: name.type, id, ...(name.key ? { key: name.key } : {}) } }
      : text(auditDisplayTh.unknownRow);
  };

  const scalar = (field: string, value: unknown): AuditPiece => {
    if (value === null || value === undefined || value === '') return text(auditDisplayTh.nothing);
    if (typeof value === 'boolean') return text(value ? auditDisplayTh.yes : auditDisplayTh.no);
    const format = fieldOf(entry.action, field)?.as ?? (field.endsWith('Satang') ? 'satang' : undefined);
    if (typeof value === 'number')
      return format === 'satang'
        ? text(formatBaht(formatAmount(BigInt(value))))
        : text(grouped.format(value));
    if (typeof value !== 'string') return text(auditDisplayTh.nothing);
    if (format === 'satang' && INTEGER.test(value)) return text(formatBaht(formatAmount(BigInt(value))));
    if (format === 'baht' && DECIMAL.test(value)) return text(formatBaht(value));
    if (format === 'percent') return text(auditDisplayTh.percent.replace('{value}', value));
    if (format === 'rate') return text(auditDisplayTh.rate.replace('{value}', value));
    if (UUID.test(value)) return named(value);
    if (ISO_TIME.test(value)) return text(formatBangkokTime(value));
    const coded = valueNames[field]?.[value];
    return text(coded ?? value);
  };

  /** A flat list of scalars in one line; a list of records as one line per record. */
  const inline = (field: string, value: unknown): AuditPiece[] => {
    if (Array.isArray(value)) {
      if (value.length === 0) return [text(auditDisplayTh.nothing)];
      return value.flatMap((item, i) => [...(i > 0 ? [text(', ')] : []), ...inline(field, item)]);
    }
    if (isRecord(value))
      return Object.entries(value)
        .filter(([key]) => fieldOf(entry.action, key)?.as !== 'hidden')
        .flatMap(([key, item], i) => [
          ...(i > 0 ? [text(' · ')] : []),
          text(`${auditFieldLabel(entry.action, key)} `),
          ...inline(key, item),
        ]);
    return [scalar(field, value)];
  };

  const plain = (pieces: AuditPiece[]) => pieces.map((piece) => piece.text).join('');
  const lines: AuditLine[] = [];

  /** One field: its Thai name, then before → after (or the one recorded side); records nest. */
  const field = (
    key: string,
    was: unknown,
    now: unknown,
    depth: number,
    sides: 'both' | 'before' | 'after',
  ) => {
    if (fieldOf(entry.action, key)?.as === 'hidden') return;
    const label = auditFieldLabel(entry.action, key);
    if (
      (isRecord(was) || was == null) &&
      (isRecord(now) || now == null) &&
      (isRecord(was) || isRecord(now))
    ) {
      lines.push({ depth, label, pieces: [] });
      fields(isRecord(was) ? was : {}, isRecord(now) ? now : {}, depth + 1, sides);
      return;
    }
    const listOfRecords = (value: unknown) => Array.isArray(value) && value.some(isRecord);
    if (listOfRecords(was) || listOfRecords(now)) {
      lines.push({ depth, label, pieces: [] });
      const list = (side: string | undefined, value: unknown) => {
        if (!Array.isArray(value)) return;
        if (side)
          lines.push({
            depth: depth + 1,
            label: side,
            pieces: value.length ? [] : [text(auditDisplayTh.nothing)],
          });
        value.forEach((item, i) => {
          lines.push({
            depth: depth + (side ? 2 : 1),
            label: auditDisplayTh.item.replace('{n}', String(i + 1)),
            pieces: inline(key, item),
          });
        });
      };
      if (sides === 'both') {
        list(auditDisplayTh.before, was);
        list(auditDisplayTh.after, now);
      } else list(undefined, sides === 'before' ? was : now);
      return;
    }
    // A field nothing was recorded in says nothing (an approval's empty bank reference).
    if (was == null && now == null) return;
    const from = inline(key, was);
    const to = inline(key, now);
    if (sides === 'after') lines.push({ depth, label, pieces: to });
    else if (sides === 'before')
      lines.push({
        depth,
        label,
        pieces: [...from, text(auditDisplayTh.arrow), text(auditDisplayTh.nothing)],
      });
    else if (plain(from) === plain(to)) lines.push({ depth, label, pieces: to });
    else lines.push({ depth, label, pieces: [...from, text(auditDisplayTh.arrow), ...to] });
  };

  const fields = (was: Json, now: Json, depth: number, sides: 'both' | 'before' | 'after') => {
    for (const key of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
      const side = sides !== 'both' ? sides : !(key in was) ? 'after' : !(key in now) ? 'before' : 'both';
      field(key, was[key], now[key], depth, side);
    }
  };

  return { lines, fields, named };
};

/** A recorded side as a record of fields (a bare value, an array, is one field named `value`). */
const sideOf = (value: unknown): Json | undefined =>
  value === null || value === undefined ? undefined : isRecord(value) ? value : { value };

/**
 * An audit entry in Thai: "who — what — which row", then each recorded field as a line (its Thai
 * name, `before → after` or the one recorded side; nested records indented; amounts in baht; times
 * in Bangkok; ids by the names the server gave them; statuses and codes by their Thai names).
 */
export const describeAuditEntry = (entry: DescribableAuditEntry): AuditDescription => {
  const r = renderer(entry);
  const was = sideOf(entry.before);
  const now = sideOf(entry.after);
  r.fields(was ?? {}, now ?? {}, 0, was && now ? 'both' : was ? 'before' : 'after');

  const site = (auditTargetTypes as Record<string, { site?: true }>)[entry.targetType]?.site === true;
  const target: AuditPiece[] = site
    ? []
    : entry.names[entry.targetId]
      ? [r.named(entry.targetId)]
      : UUID.test(entry.targetId)
        ? []
        : [text(entry.targetId)];
  const staff = entry.names[entry.staffId];
  return {
    headline: [
      staff ? r.named(entry.staffId) : text(entry.staffUsername),
      text(auditActionName(entry.action)),
      text(auditTargetTypeName(entry.targetType)),
      ...target,
    ],
    lines: r.lines,
  };
};

/** An entry as plain Thai text: the headline, then a line per field (the CSV export's cells). */
export const auditEntryText = (description: AuditDescription): { headline: string; detail: string } => ({
  headline: description.headline.map((piece) => piece.text).join(' '),
  detail: description.lines
    .map((line) => {
      const value = line.pieces.map((piece) => piece.text).join('');
      return `${'  '.repeat(line.depth)}${line.label}${value ? `: ${value}` : ''}`;
    })
    .join('\n'),
});
