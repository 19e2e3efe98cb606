/** Thai text of the account summary modal (`?modal=account`) and the social links modal (`?modal=social`). */
export const accountSummaryText = {
  title: 'บัญชีของฉัน',
  loading: 'กำลังโหลดข้อมูลบัญชี…',
  loadFailed: 'โหลดข้อมูลบัญชีไม่สำเร็จ',
  retry: 'ลองใหม่',
  memberHeading: 'ข้อมูลสมาชิก',
  nameLabel: 'ชื่อ',
  phoneLabel: 'เบอร์โทร',
  vipLabel: 'ระดับ VIP',
  /** `{level}` the number, `{name}` the level's Thai name. */
  vipLevel: 'ระดับ {level} · {name}',
  balancesHeading: 'ยอดเงิน',
  cashLabel: 'เงินสด (ถอนได้)',
  bonusLabel: 'โบนัส',
  lockedLabel: 'รอถอน',
  balancesLoadFailed: 'โหลดยอดเงินไม่สำเร็จ',
  referralHeading: 'รหัสแนะนำเพื่อน',
  copyReferralCode: 'คัดลอกรหัสแนะนำ',
  referralLink: 'ไปหน้าแนะนำเพื่อน',
  bankHeading: 'บัญชีธนาคารสำหรับถอนเงิน',
  bankLabel: 'ธนาคาร',
  accountNumberLabel: 'เลขที่บัญชี',
  accountNameLabel: 'ชื่อบัญชี',
  editProfile: 'แก้ไขข้อมูลส่วนตัว',
} as const;

export const socialText = {
  title: 'โซเชียล',
  intro: 'ติดตามข่าวสาร โปรโมชั่น และติดต่อทีมงานได้ทางช่องทางเหล่านี้',
  loading: 'กำลังโหลด…',
  loadFailed: 'โหลดช่องทางโซเชียลไม่สำเร็จ',
  retry: 'ลองใหม่',
  empty: 'เว็บไซต์ยังไม่ได้ตั้งค่าช่องทางโซเชียล',
  line: 'LINE',
  telegram: 'Telegram',
  /** `{name}` the app's name; the link opens in a new tab. */
  open: 'เปิด {name} (แท็บใหม่)',
} as const;
