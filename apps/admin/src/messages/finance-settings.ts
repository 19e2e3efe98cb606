/** Thai text of the money settings: deposits list, deposit accounts, bank-feed secret, auto-approve. */
export const financeSettingsTh = {
  // Deposits list
  searchLabel: 'ค้นหา',
  searchHint: 'เลขที่รายการ เลขอ้างอิงธนาคาร ชื่อหรือเลขบัญชีผู้โอน หรือเบอร์โทรสมาชิก',
  transferredFrom: 'โอนตั้งแต่วันที่',
  transferredTo: 'ถึงวันที่',
  colTransferredAt: 'เวลาโอน',
  colRefs: 'เลขที่รายการ / อ้างอิงธนาคาร',
  colSender: 'ผู้โอน',
  colCreditedAt: 'เวลาเติมเงิน',
  promptPay: 'พร้อมเพย์',
  noMember: 'ยังไม่จับคู่สมาชิก',
  dismissReason: 'เหตุผล: {reason}',

  // Deposit accounts
  colBank: 'ธนาคาร',
  colAccountNumber: 'เลขบัญชี',
  colAccountName: 'ชื่อบัญชี',
  colType: 'ประเภท',
  colVisibility: 'การแสดงผล',
  colAddedAt: 'เพิ่มเมื่อ',
  typeBank: 'บัญชีธนาคาร',
  typePromptPay: 'พร้อมเพย์ {id}',
  shown: 'สมาชิกเห็น',
  hidden: 'ซ่อนอยู่',
  addAccount: 'เพิ่มบัญชีรับฝาก',
  addAccountBody: 'สมาชิกจะเห็นบัญชีนี้ในหน้าฝากเงินทันที ใส่พร้อมเพย์ถ้าต้องการให้ฝากผ่าน QR พร้อมเพย์ได้',
  bank: 'ธนาคาร',
  chooseBank: 'เลือกธนาคาร',
  accountNumber: 'เลขบัญชี',
  accountName: 'ชื่อบัญชี',
  promptPayId: 'พร้อมเพย์ (ไม่บังคับ)',
  promptPayIdHint: 'เบอร์มือถือ 10 หลัก หรือเลขประจำตัวประชาชน/เลขผู้เสียภาษี 13 หลัก',
  accountAdded: 'เพิ่มบัญชีรับฝากแล้ว',
  showAccount: 'แสดงให้สมาชิก',
  showAccountBody: 'สมาชิกจะเห็นบัญชี {bank} {account} ในหน้าฝากเงินอีกครั้ง',
  accountShown: 'แสดงบัญชีให้สมาชิกแล้ว',
  hideAccount: 'ซ่อนจากสมาชิก',
  hideAccountBody: 'สมาชิกจะไม่เห็นบัญชี {bank} {account} อีก ยอดที่โอนเข้าบัญชีนี้ภายหลังยังเข้ามาในรายการเดินบัญชีตามปกติ',
  accountHidden: 'ซ่อนบัญชีจากสมาชิกแล้ว',

  // Bank-feed secret
  feedSecretIntro:
    'รหัสลับที่ระบบ Bank feed ใช้เซ็นรายการเดินบัญชีที่ส่งเข้ามา ระบบไม่แสดงรหัสปัจจุบัน แสดงเฉพาะลายนิ้วมือไว้เทียบกับฝั่ง Bank feed',
  feedSecretState: 'สถานะ',
  feedSecretSet: 'ตั้งค่าแล้ว',
  feedSecretNotSet: 'ยังไม่ได้ตั้งค่า',
  feedSecretSource: 'ที่มา',
  sourceConfig: 'จากการตั้งค่าของเซิร์ฟเวอร์',
  sourceRotated: 'เปลี่ยนโดยเจ้าของระบบ',
  feedSecretRotatedAt: 'เปลี่ยนล่าสุด',
  feedSecretFingerprint: 'ลายนิ้วมือ (4 ตัวท้ายของ SHA-256)',
  rotate: 'เปลี่ยนรหัสลับ',
  rotateBody: 'รหัสเดิมจะใช้ไม่ได้ทันที รายการเดินบัญชีที่ Bank feed ส่งมาด้วยรหัสเดิมจะถูกปฏิเสธจนกว่าจะตั้งรหัสใหม่ที่ฝั่ง Bank feed',
  newSecretTitle: 'รหัสลับใหม่',
  newSecretWarning: 'รหัสนี้แสดงครั้งเดียวเท่านั้น คัดลอกไปตั้งที่ระบบ Bank feed ก่อนปิดหน้าต่างนี้ เมื่อปิดแล้วจะดูอีกไม่ได้',
  newSecretLabel: 'รหัสลับใหม่ (แสดงครั้งเดียว)',
  ownerOnly: 'เฉพาะเจ้าของระบบเท่านั้นที่เปลี่ยนรหัสลับได้',

  // Auto-approve rule
  autoApproveIntro:
    'เมื่อเปิดใช้ รายการถอนที่เข้าเงื่อนไขทั้งหมดจะได้รับอนุมัติทันทีเมื่อสมาชิกแจ้งถอน ใช้กับรายการถอนที่แจ้งหลังบันทึกเท่านั้น',
  /** What happens after an automatic approval, by the payout account's mode (docs/modules/payouts.md). */
  autoApprovePayoutAuto:
    'ขณะนี้เปิดการโอนอัตโนมัติอยู่: รายการที่อนุมัติแล้วระบบโอนเงินให้สมาชิกเองผ่านผู้ให้บริการโอนเงิน ภายในเพดานโอนอัตโนมัติต่อวัน พนักงานไม่ต้องโอนเอง',
  autoApprovePayoutOff:
    'ขณะนี้ปิดการโอนอัตโนมัติอยู่: รายการที่อนุมัติแล้วรอพนักงานโอนเงินและกด “โอนแล้ว” เอง (หรือกด “โอนเลย”)',
  autoApprovePayoutNone: 'ยังไม่ได้ตั้งค่าบัญชีโอนเงินอัตโนมัติ: รายการที่อนุมัติแล้วรอพนักงานโอนเงินและกด “โอนแล้ว” เอง',
  autoApproveEnabled: 'เปิดอนุมัติถอนอัตโนมัติ',
  maxAmount: 'ยอดถอนสูงสุดต่อรายการ (บาท)',
  minMemberAgeDays: 'สมัครสมาชิกมาแล้วอย่างน้อย (วัน)',
  maxPerDay: 'อนุมัติอัตโนมัติได้สูงสุดต่อสมาชิกต่อวัน (ครั้ง)',
  save: 'บันทึก',
  saved: 'บันทึกแล้ว',
  lastSaved: 'บันทึกล่าสุด {time}',
  neverSaved: 'ยังไม่เคยตั้งค่า (ปิดอยู่)',

  // Bank-feed settings
  feedSettingsTitle: 'เพดานยอดต่อรายการเดินบัญชี',
  feedSettingsIntro:
    'รายการเดินบัญชีที่ยอดเกินเพดานนี้จะถูกปฏิเสธ (ไม่เติมเงิน) และแสดงในแท็บ “ถูกปฏิเสธ” ของหน้ารายการเดินบัญชี ค่าเริ่มต้น 10,000,000 บาท',
  maxLineAmount: 'ยอดสูงสุดต่อรายการ (บาท)',
  feedSettingsDefault: 'ยังไม่เคยตั้งค่า (ใช้ค่าเริ่มต้น)',
} as const;
