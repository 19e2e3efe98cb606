import type {
  PayoutRecipientState,
  PayoutTransferState,
  payoutAccountSources,
  ReconciliationIssueKind,
} from '@chokdee/contracts';

/**
 * Thai text of automatic withdrawals (docs/modules/payouts.md): the payout provider's settings, each withdrawal's
 * transfers and timeline, the members' payout recipients and the reconciliation report. The page
 * titles are in `adminTh`; the server's refusals come from the error catalogue.
 */
export const payoutsTh = {
  // The payout account page
  provider: 'ผู้ให้บริการ',
  providerOpn: 'Opn Payments (Omise)',
  accountIntro:
    'บัญชีผู้ให้บริการโอนเงินที่ใช้โอนเงินถอนให้สมาชิกอัตโนมัติ รายการถอนที่อนุมัติแล้ว (โดยกฎอนุมัติอัตโนมัติหรือพนักงาน) จะถูกส่งโอนทันทีเมื่อเข้าเงื่อนไขทั้งหมด',
  accountState: 'สถานะ',
  configured: 'ตั้งค่าแล้ว',
  notConfigured: 'ยังไม่ได้ตั้งค่า',
  notConfiguredHint: 'ยังไม่มีบัญชีผู้ให้บริการ รายการถอนทุกรายการรอพนักงานโอนเองเหมือนเดิม',
  source: 'ที่มาของรหัส',
  baseUrl: 'ที่อยู่ API',
  secretKeyHint: 'Secret key',
  webhookSecretHint: 'Webhook secret',
  hintPrefix: 'ลงท้ายด้วย',
  none: '–',
  credentialsRotatedAt: 'เปลี่ยนรหัสล่าสุด',
  updatedAt: 'แก้ไขล่าสุด',
  webhookUrl: 'Webhook URL (นำไปตั้งที่ผู้ให้บริการ)',
  webhookUrlHint: 'ตั้ง URL นี้เป็นปลายทาง Webhook ในหน้าตั้งค่าของผู้ให้บริการ เพื่อให้ระบบรู้ผลการโอนทันที',
  copyWebhookUrl: 'คัดลอก URL',
  webhookUrlCopied: 'คัดลอก Webhook URL แล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ กรุณาเลือกข้อความแล้วคัดลอกเอง',

  // The kill switch and the daily cap
  autoSendTitle: 'การโอนอัตโนมัติ',
  autoSendSwitch: 'โอนเงินถอนอัตโนมัติ',
  autoSendOn: 'เปิดอยู่: รายการที่เข้าเงื่อนไขถูกส่งโอนทันที',
  autoSendOff: 'หยุดอยู่: รายการที่อนุมัติแล้วทั้งหมดรอพนักงานสั่งโอนหรือโอนเอง',
  stopAutoSend: 'หยุดการโอนอัตโนมัติ',
  stopAutoSendBody: 'หยุดส่งโอนอัตโนมัติทันที รายการที่กำลังโอนอยู่จะดำเนินต่อจนผู้ให้บริการตอบผล รายการที่อนุมัติหลังจากนี้จะรอพนักงาน',
  autoSendStopped: 'หยุดการโอนอัตโนมัติแล้ว',
  startAutoSend: 'เปิดการโอนอัตโนมัติ',
  startAutoSendBody: 'รายการถอนที่อนุมัติหลังจากนี้และเข้าเงื่อนไข (กฎอนุมัติอัตโนมัติ เพดานต่อวัน ผู้รับเงินยืนยันแล้ว) จะถูกส่งโอนทันที',
  autoSendStarted: 'เปิดการโอนอัตโนมัติแล้ว',
  dailyCapTitle: 'เพดานโอนอัตโนมัติต่อวัน',
  dailyCapUse: 'วันนี้โอนอัตโนมัติแล้ว {sent} จาก {cap}',
  dailyCapBar: 'ยอดโอนอัตโนมัติวันนี้เทียบกับเพดาน',
  dailyCapHint:
    'นับเฉพาะรายการที่ระบบส่งโอนเอง (ไม่นับที่ล้มเหลว) ตามวันเวลาประเทศไทย เมื่อเต็มเพดาน รายการถัดไปจะรอพนักงาน',
  dailyCap: 'เพดานต่อวัน (บาท)',
  saveCap: 'บันทึกเพดาน',
  capSaved: 'บันทึกเพดานต่อวันแล้ว',

  // The provider's balance
  balanceTitle: 'ยอดเงินที่ผู้ให้บริการ',
  balanceAvailable: 'โอนได้',
  balanceTotal: 'ยอดทั้งหมด',
  balanceCheckedAt: 'ตรวจเมื่อ {time}',
  balanceFailed: 'ดูยอดเงินที่ผู้ให้บริการไม่ได้',
  balanceNotConfigured: 'ตั้งค่าบัญชีผู้ให้บริการก่อนจึงจะดูยอดเงินได้',
  checkBalance: 'ตรวจยอดอีกครั้ง',

  // Credentials (owner)
  credentialsTitle: 'รหัสเชื่อมต่อผู้ให้บริการ',
  credentialsNeverShown:
    'Secret key และ Webhook secret ถูกเข้ารหัสเก็บไว้และจะไม่แสดงอีกหลังบันทึก (เห็นเพียง 4 ตัวท้าย) หากลืม ให้สร้างรหัสใหม่ที่ผู้ให้บริการแล้วบันทึกที่นี่',
  credentialsRotate: 'บัญชีนี้ตั้งค่าแล้ว การบันทึกอีกครั้งคือการเปลี่ยนรหัส: ระบบจะใช้รหัสใหม่ทันทีและเลิกใช้รหัสเดิม',
  secretKey: 'Secret key (ขึ้นต้นด้วย skey_)',
  webhookSecret: 'Webhook secret',
  saveCredentials: 'บันทึกรหัส',
  rotateCredentials: 'บันทึกและเปลี่ยนรหัส',
  credentialsSaved: 'บันทึกรหัสแล้ว ระบบจะไม่แสดงรหัสนี้อีก',
  ownerOnly: 'เฉพาะเจ้าของระบบเท่านั้นที่ตั้งค่าหรือเปลี่ยนรหัสเชื่อมต่อได้',

  // Recipients (a member's bank account at the provider)
  recipientTitle: 'ผู้รับเงินที่ผู้ให้บริการโอนเงิน',
  recipientState: 'สถานะ',
  recipientId: 'รหัสผู้รับเงิน',
  recipientAccount: 'บัญชี',
  recipientFailure: 'เหตุผล',
  recipientVerifiedAt: 'ยืนยันเมื่อ',
  recipientUpdatedAt: 'อัปเดตล่าสุด',
  recipientNone: 'ยังไม่ได้สร้างผู้รับเงินที่ผู้ให้บริการ (ยังโอนอัตโนมัติให้สมาชิกนี้ไม่ได้)',
  recipientPendingHint: 'รอผู้ให้บริการยืนยันบัญชี ระหว่างนี้รายการถอนของสมาชิกรอไว้และจะถูกส่งโอนเมื่อยืนยันแล้ว',
  recipientFailed: 'โหลดข้อมูลผู้รับเงินไม่ได้',
  refreshRecipient: 'ตรวจสอบผู้รับเงินอีกครั้ง',
  recipientRefreshed: 'ตรวจสอบผู้รับเงินกับผู้ให้บริการแล้ว',

  // A withdrawal's page
  backToWithdrawals: '← กลับไปรายการถอนเงิน',
  withdrawalTitle: 'รายการถอน {ref}',
  summary: 'รายละเอียดรายการถอน',
  status: 'สถานะ',
  amount: 'จำนวนเงิน',
  member: 'สมาชิก',
  bankAccount: 'บัญชีรับเงิน',
  requestedAt: 'แจ้งถอนเมื่อ',
  transferId: 'รหัสการโอน',
  approvedBy: 'อนุมัติโดย',
  autoApproved: 'อนุมัติอัตโนมัติ',
  staffApproved: 'พนักงาน',
  auto: 'อัตโนมัติ',
  failureReason: 'สาเหตุที่โอนไม่สำเร็จ',
  waitReason: 'รอพนักงานเพราะ',
  bankRef: 'เลขอ้างอิงการโอน',
  rejectReason: 'เหตุผลที่ปฏิเสธ',
  holdReason: 'เหตุผลที่ระงับ',
  sendingHint: 'อยู่ระหว่างโอนที่ผู้ให้บริการ ทำรายการใดไม่ได้จนกว่าจะได้ผล (สำเร็จหรือไม่สำเร็จ)',
  transfersTitle: 'การโอนผ่านผู้ให้บริการ',
  colAttempt: 'ครั้งที่',
  colProviderId: 'รหัสที่ผู้ให้บริการ',
  colTransferState: 'สถานะ',
  colAmount: 'จำนวนเงิน',
  colRequestedBy: 'ส่งโดย',
  colFailure: 'สาเหตุที่ไม่สำเร็จ',
  colTimes: 'เวลา',
  byStaff: 'พนักงาน {name}',
  byStaffUnknown: 'พนักงาน',
  createdAt: 'สร้าง {time}',
  sentAt: 'ส่ง {time}',
  settledAt: 'ได้ผล {time}',
  timelineTitle: 'ลำดับเหตุการณ์',
  timelineEmpty: 'ยังไม่มีเหตุการณ์',
  timelineBy: 'โดย {name}',
  detailFailed: 'โหลดรายการถอนไม่ได้',

  // Actions on a withdrawal
  retry: 'โอนอีกครั้ง',
  send: 'ส่งโอนทันที',
  retryTitle: 'ส่งโอนผ่านผู้ให้บริการ',
  retryBody:
    'ส่งคำสั่งโอน {amount} เข้าบัญชี {bank} {account} ({member}) ผ่านผู้ให้บริการ เป็นการโอนครั้งใหม่ (ไม่นับรวมเพดานต่อวัน) ผลการโอนจะแสดงในรายการนี้',
  retried: 'ส่งคำสั่งโอนแล้ว รอผลจากผู้ให้บริการ',
  markPaidFailedBody:
    'การโอนผ่านผู้ให้บริการไม่สำเร็จ หากโอนเองแล้ว ({amount} เข้าบัญชี {bank} {account} ของ {member}) กรอกเลขอ้างอิงจากสลิป ตรวจให้แน่ใจว่าไม่ได้โอนซ้ำ',
  openDetail: 'ดูรายละเอียด',

  // The reconciliation report
  reconciliationIntro:
    'ระบบเทียบรายการโอนที่ผู้ให้บริการกับรายการถอนทุก 10 นาที (ย้อนหลัง 48 ชั่วโมง) สิ่งที่ไม่ตรงกันแสดงที่นี่ให้ฝ่ายการเงินตรวจและปิดพร้อมหมายเหตุ',
  open: 'รอตรวจสอบ',
  resolved: 'ปิดแล้ว',
  colFoundAt: 'พบเมื่อ',
  colKind: 'ประเภท',
  colWithdrawal: 'รายการถอน',
  colProviderTransfer: 'รหัสการโอนที่ผู้ให้บริการ',
  colDetail: 'รายละเอียด',
  colResolution: 'การปิดรายการ',
  resolvedBy: 'ปิดโดย {name} เมื่อ {time}',
  resolve: 'ปิดรายการ',
  resolveTitle: 'ปิดรายการผิดปกติ',
  resolveBody: '{kind}: {detail} บันทึกสิ่งที่ตรวจพบหรือแก้ไขแล้ว',
  note: 'หมายเหตุ',
  resolvedToast: 'ปิดรายการแล้ว',
  runNow: 'กระทบยอดตอนนี้',
  runDone: 'กระทบยอดแล้ว: ตรวจ {transfers} รายการโอน พบ {issues} รายการผิดปกติ',
  runStarted: 'สั่งกระทบยอดแล้ว',
  runsTitle: 'การกระทบยอดล่าสุด',
  colStartedAt: 'เริ่มเมื่อ',
  colWindow: 'ช่วงเวลาที่ตรวจ',
  colTransfersChecked: 'รายการโอนที่ตรวจ',
  colIssuesFound: 'พบผิดปกติ',
  colRunResult: 'ผล',
  window: '{from} – {to}',
  runOk: 'สำเร็จ',
  runGoing: 'กำลังตรวจ…',
  noWithdrawal: 'ไม่พบรายการถอน',
} as const;

export const payoutSourceLabel: Record<(typeof payoutAccountSources)[number], string> = {
  SIMULATED: 'ธนาคารจำลอง (ตั้งให้อัตโนมัติสำหรับทดลองระบบ)',
  STAFF: 'ตั้งโดยเจ้าของระบบ',
};

export const recipientStateLabel: Record<PayoutRecipientState, string> = {
  PENDING: 'รอผู้ให้บริการยืนยัน',
  VERIFIED: 'ยืนยันแล้ว',
  FAILED: 'ไม่ผ่านการยืนยัน',
};

export const transferStateLabel: Record<PayoutTransferState, string> = {
  CREATING: 'กำลังส่งคำสั่ง',
  SENT: 'ส่งแล้ว รอผล',
  PAID: 'โอนสำเร็จ',
  FAILED: 'ไม่สำเร็จ',
};

/** What a reconciliation finding means, in the words finance uses. */
export const reconciliationKindLabel: Record<ReconciliationIssueKind, string> = {
  UNKNOWN_TRANSFER: 'ผู้ให้บริการมีรายการโอนที่ระบบไม่รู้จัก',
  AMOUNT_MISMATCH: 'ยอดโอนไม่ตรงกับรายการถอน',
  PROVIDER_PAID_NOT_PAID: 'ผู้ให้บริการโอนแล้ว แต่รายการถอนยังไม่เป็น “โอนแล้ว”',
  PAID_NOT_AT_PROVIDER: 'รายการถอน “โอนแล้ว” แต่ผู้ให้บริการไม่มีหรือโอนไม่สำเร็จ',
  DUPLICATE_TRANSFER: 'โอนซ้ำมากกว่าหนึ่งครั้งสำหรับรายการถอนเดียว',
  STUCK: 'ค้างที่ผู้ให้บริการนานเกิน 30 นาที',
  LATE: 'ยังไม่ได้ส่งโอนภายใน 30 วินาทีที่สัญญากับสมาชิก',
};
