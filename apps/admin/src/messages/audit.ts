import { auditActionNames } from '@chokdee/contracts';
import { membersTh } from './members';
import { yeekeeTh } from './yeekee';

/** Thai names of audit-log actions and of the fields their before/after records hold. */
/** Thai names of the audit log's actions live in contracts (the server records only those). */
export const auditActionLabel: Record<string, string> = auditActionNames;

/** The Thai name of an action; an action the back office does not know yet shows as recorded. */
export const auditActionName = (action: string): string => auditActionLabel[action] ?? action;

export const auditFieldLabel: Record<string, string> = {
  amount: 'จำนวนเงิน',
  balance: 'ยอดเงิน',
  lockedBalance: 'ยอดที่ถูกพัก',
  direction: 'ประเภท',
  reason: 'เหตุผล',
  status: 'สถานะ',
  role: 'สิทธิ์',
  disabled: 'ระงับบัญชี',
  sessionsEnded: 'ออกจากระบบ (เครื่อง)',
  sessionsRevoked: 'ออกจากระบบ (เครื่อง)',
  totpEnabled: 'TOTP',
  username: 'ชื่อผู้ใช้',
  approvalThreshold: 'ยอดที่ต้องมีผู้อนุมัติ',
  dailyCapPerStaff: 'วงเงินปรับยอดต่อคนต่อวัน',
  enabled: 'เปิดใช้งาน',
  maxAmount: 'ยอดสูงสุด',
  minMemberAgeDays: 'อายุสมาชิกขั้นต่ำ (วัน)',
  maxPerDay: 'จำนวนต่อวัน',
  bankRef: 'เลขอ้างอิงการโอน',
  requestId: 'เลขคำขอ',
  makerId: 'ผู้ทำรายการ',
  expiresAt: 'หมดอายุ',
  // Yeekee markets (yeekee.market.create|update) and the account kind (member.account-kind.set)
  code: 'รหัส',
  name: 'ชื่อ',
  isEnabled: 'เปิดใช้งาน',
  roundsPerDay: yeekeeTh.roundsPerDay,
  roundMinutes: yeekeeTh.roundMinutes,
  firstCloseTime: yeekeeTh.firstCloseTime,
  shootWindowSeconds: yeekeeTh.shootWindowSeconds,
  minShots: yeekeeTh.minShots,
  maxShotsPerMember: yeekeeTh.maxShotsPerMember,
  shotCooldownSeconds: yeekeeTh.shotCooldownSeconds,
  formula: yeekeeTh.formula,
  shooterRewards: yeekeeTh.sectionRewards,
  createdAt: 'สร้างเมื่อ',
  updatedAt: 'แก้ไขเมื่อ',
  accountKind: membersTh.accountKind,
  kind: membersTh.accountKind,
  // Agents (agent.create|update) and manual bonus grants (reward_grant.*)
  commissionPercent: 'ค่าคอมมิชชัน (%)',
  active: 'เปิดใช้งาน',
  grantId: 'เลขรายการให้โบนัส',
  multiplier: 'ตัวคูณเทิร์นโอเวอร์',
  conditionId: 'เงื่อนไขเทิร์นโอเวอร์',
  rejectReason: 'เหตุผลที่ปฏิเสธ',
};

export const auditTh = {
  yes: 'ใช่',
  no: 'ไม่ใช่',
  nothing: '–',
  noChange: 'ไม่มีรายละเอียด',
  credit: 'เพิ่ม',
  debit: 'ลด',
  rewards: '{state} · ตำแหน่ง {positions} · รางวัล {amount} · แทงขั้นต่ำ {minStake}',
  rewardsOn: 'เปิด',
  rewardsOff: 'ปิด',
} as const;
