import type { ReferralInvalidReason } from '@chokdee/contracts';

/** Thai text of the referral pages and the invitation (features/referral). */
export const referralText = {
  tabs: {
    summary: 'ภาพรวม',
    members: 'เพื่อนของฉัน',
    history: 'ประวัติ',
    byPeriod: 'สรุปรายได้',
  },
  tabsLabel: 'เมนูแนะนำเพื่อน',
  loading: 'กำลังโหลด…',
  failed: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองใหม่',
  loadMore: 'ดูเพิ่มเติม',
  off: 'ระบบแนะนำเพื่อนยังไม่เปิดให้บริการ',
  intro: 'ชวนเพื่อนมาเล่น รับรายได้ทุกวันจากยอดเล่นของเพื่อน',
  /** `{lottery}` and `{games}` are percents. */
  rates: 'หวย {lottery}% · เกม {games}% ของยอดเล่นของเพื่อน จ่ายทุกวันหลัง 04:00 น.',
  linkLabel: 'ลิงก์ชวนเพื่อน',
  codeLabel: 'รหัสแนะนำ',
  copyLink: 'คัดลอกลิงก์ชวนเพื่อน',
  copyCode: 'คัดลอกรหัสแนะนำ',
  shareLine: 'แชร์ทาง LINE',
  /** The text a LINE share carries; `{link}` is the invitation. */
  shareMessage: 'มาเล่นหวยออนไลน์ด้วยกัน สมัครผ่านลิงก์ของฉัน {link}',
  clicks: 'คลิกลิงก์',
  registered: 'สมัครแล้ว',
  validFriends: 'เพื่อนที่ผ่านเงื่อนไข',
  incomeToday: 'รายได้วันนี้ (ประมาณการ)',
  incomeMonth: 'รายได้เดือนนี้',
  claimable: 'รายได้ที่รับได้',
  claim: 'รับรายได้',
  /** `{min}` is in baht. */
  claimMinimum: 'รับได้เมื่อมียอดตั้งแต่ {min} บาท',
  claimAsCash: 'รับเป็นเงินสด ถอนได้ทันที',
  claimAsBonus: 'รับเป็นโบนัส ต้องทำยอดเทิร์นโอเวอร์ก่อนถอน',
  /** `{amount}` formatted baht. */
  claimedCash: 'รับรายได้ {amount} เข้ากระเป๋าเงินแล้ว',
  claimedBonus: 'รับรายได้ {amount} เป็นโบนัสแล้ว ทำยอดเทิร์นโอเวอร์ {target} เพื่อถอน',
  validRules:
    'เพื่อนที่ผ่านเงื่อนไข: ยืนยันเบอร์โทรแล้ว ฝากครั้งแรกอย่างน้อย 100 บาท ชื่อบัญชีธนาคารไม่ซ้ำกับคุณ และไม่ได้เข้าระบบจากเครือข่ายเดียวกับคุณใน 30 วัน',
  membersEmpty: 'ยังไม่มีเพื่อนสมัครผ่านลิงก์ของคุณ',
  joined: 'สมัครเมื่อ',
  valid: 'ผ่านเงื่อนไข',
  notValid: 'ยังไม่ผ่านเงื่อนไข',
  reasons: {
    FIRST_DEPOSIT: 'ยังไม่ได้ฝากครั้งแรกตั้งแต่ 100 บาท',
    SAME_BANK_NAME: 'ชื่อบัญชีธนาคารซ้ำกับของคุณ',
    SHARED_ADDRESS: 'เข้าระบบจากเครือข่ายเดียวกับคุณ',
  } satisfies Record<ReferralInvalidReason, string>,
  turnoverThisMonth: 'ยอดเล่นเดือนนี้',
  incomeFromFriend: 'รายได้จากเพื่อนเดือนนี้',
  noTurnover: 'ยังไม่มียอดเล่นเดือนนี้',
  historyEmpty: 'ยังไม่มีประวัติรายได้หรือการรับ',
  historyIncome: 'รายได้แนะนำเพื่อน',
  /** `{friends}` a count. */
  historyIncomeFrom: 'จากเพื่อน {friends} คน',
  historyClaim: 'รับรายได้',
  paidAs: { CASH: 'เป็นเงินสด', BONUS: 'เป็นโบนัส' },
  byDay: 'รายวัน',
  byMonth: 'รายเดือน',
  periodEmpty: 'ยังไม่มีรายได้ในช่วงนี้',
  period: 'งวด',
  turnover: 'ยอดเล่นของเพื่อน',
  income: 'รายได้',
  friends: 'เพื่อน',
  invitation: {
    title: 'คำเชิญจากเพื่อน',
    /** `{name}` masked inviter name, `{site}` the site's name. */
    body: '{name} ชวนคุณมาเล่นที่ {site}',
    perks: 'สมัครง่าย ฝาก-ถอนอัตโนมัติ หวยครบทุกงวด',
    register: 'สมัครสมาชิก',
    kept: 'ระบบจำรหัสแนะนำของเพื่อนไว้ให้ 7 วัน',
    notFound: 'ไม่พบลิงก์แนะนำเพื่อนนี้ คุณยังสมัครสมาชิกได้ตามปกติ',
    member: 'คุณเป็นสมาชิกอยู่แล้ว',
  },
} as const;
