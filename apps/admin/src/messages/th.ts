import type { StaffRoleName } from '@chokdee/contracts';

/**
 * Thai text of the back office, in the words an operator's staff use at work. Validation and error
 * messages shared with the server come from `staffTh` and the error catalogue in @chokdee/contracts;
 * import this one as `adminTh`.
 */
export const adminTh = {
  appName: 'โชคดี หลังบ้าน',
  loading: 'กำลังโหลด…',
  close: 'ปิด',
  cancel: 'ยกเลิก',
  refresh: 'รีเฟรช',
  genericError: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  networkError: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',

  // Login and session
  loginTitle: 'เข้าสู่ระบบหลังบ้าน',
  username: 'ชื่อผู้ใช้',
  password: 'รหัสผ่าน',
  login: 'เข้าสู่ระบบ',
  loginSuccess: 'เข้าสู่ระบบสำเร็จ',
  totpStepTitle: 'ยืนยันตัวตนสองขั้นตอน',
  totpStepHint: 'เปิดแอป Authenticator แล้วกรอกรหัส 6 หลักของบัญชีนี้',
  totpCode: 'รหัสยืนยันตัวตน 6 หลัก',
  confirmCode: 'ยืนยันรหัส',
  useAnotherAccount: 'กลับไปกรอกชื่อผู้ใช้',
  sessionExpired: 'เซสชันหมดอายุหรือถูกยกเลิก กรุณาเข้าสู่ระบบใหม่',
  logout: 'ออกจากระบบ',
  logoutSuccess: 'ออกจากระบบเรียบร้อย',

  // Shell
  mainMenu: 'เมนูหลัก',
  signedInAs: 'ผู้ใช้งาน',
  forbiddenTitle: 'ไม่มีสิทธิ์เข้าหน้านี้',
  forbiddenBody: 'บัญชีของคุณไม่มีสิทธิ์ใช้งานหน้านี้ หากต้องใช้งานกรุณาติดต่อเจ้าของระบบ',
  notFoundTitle: 'ไม่พบหน้านี้',
  backHome: 'กลับหน้าหลัก',
  navGroupGeneral: 'ทั่วไป',
  navGroupFinance: 'การเงิน',
  navGroupAdmin: 'ผู้ดูแลระบบ',
  navGroupLottery: 'หวย',
  navGroupMarketing: 'การตลาด',

  // Pages
  pageHome: 'แดชบอร์ด',
  pageAccount: 'บัญชีของฉัน',
  pageWithdrawals: 'รายการถอนเงิน',
  pageWithdrawal: 'รายละเอียดรายการถอน',
  pagePayoutAccount: 'ผู้ให้บริการโอนเงิน (ถอนอัตโนมัติ)',
  pagePayoutReconciliation: 'กระทบยอดการโอน',
  pageReceivables: 'ยอดค้างชำระของสมาชิก',
  pageStatementLines: 'รายการฝากที่ยังไม่จับคู่',
  pageStaff: 'พนักงานและสิทธิ์',
  pageLotteryProducts: 'ตั้งค่าหวย',
  pageLotteryRounds: 'ปฏิทินงวดหวย',
  pageLotteryRound: 'งวดหวย',
  pageReports: 'รายงาน',
  pageDeposits: 'รายการฝากเงิน',
  pageDepositAccounts: 'บัญชีรับฝาก',
  pageFeedSecret: 'รหัสลับ Bank feed',
  pageAutoApprove: 'อนุมัติถอนอัตโนมัติ',
  pageAdjustments: 'อนุมัติการปรับยอด',
  pageWebConfig: 'ตั้งค่าเว็บไซต์',
  pageBanks: 'ธนาคารที่เปิดให้สมาชิก',
  pageMembers: 'รายชื่อสมาชิก',
  pageMember: 'ข้อมูลสมาชิก',

  // My account and TOTP
  role: 'สิทธิ์การใช้งาน',
  totpStatus: 'การยืนยันตัวตนสองขั้นตอน (TOTP)',
  totpOn: 'เปิดใช้งานแล้ว',
  totpOff: 'ยังไม่เปิดใช้งาน',
  totpWhy: 'เมื่อเปิดใช้งาน ทุกครั้งที่เข้าสู่ระบบต้องกรอกรหัส 6 หลักจากแอป Authenticator ในมือถือ',
  totpStart: 'เริ่มตั้งค่า',
  totpScan: 'สแกน QR นี้ด้วยแอป Authenticator (เช่น Google Authenticator) หรือพิมพ์รหัสลับด้านล่างเอง',
  totpQr: 'QR สำหรับตั้งค่าแอป Authenticator',
  totpSecret: 'รหัสลับ',
  totpEnable: 'เปิดใช้งาน',
  totpEnabled: 'เปิดใช้งานการยืนยันตัวตนสองขั้นตอนแล้ว',
  totpDisableHint: 'กรอกรหัส 6 หลักปัจจุบันจากแอป Authenticator เพื่อปิดการยืนยันตัวตนสองขั้นตอน',
  totpDisable: 'ปิดการยืนยันตัวตนสองขั้นตอน',
  totpDisabled: 'ปิดการยืนยันตัวตนสองขั้นตอนแล้ว',

  // Lists
  pagination: 'เปลี่ยนหน้า',
  previousPage: 'หน้าก่อน',
  nextPage: 'หน้าถัดไป',
  pageOf: 'หน้า {page} จาก {pages} ({total} รายการ)',
  empty: 'ไม่มีรายการ',
  actions: 'จัดการ',
  statusFilter: 'กรองตามสถานะ',
  all: 'ทั้งหมด',

  // Withdrawals
  colCreatedAt: 'เวลาแจ้งถอน',
  colRef: 'เลขที่รายการ',
  colMember: 'สมาชิก',
  colBankAccount: 'บัญชีรับเงิน',
  colAmount: 'จำนวนเงิน',
  colStatus: 'สถานะ',
  colNote: 'หมายเหตุ',
  approve: 'อนุมัติ',
  markPaid: 'โอนแล้ว',
  reject: 'ปฏิเสธ',
  approveTitle: 'อนุมัติรายการถอน',
  approveBody: 'อนุมัติรายการถอน {ref} ของ {member} จำนวน {amount} ใช่หรือไม่',
  approved: 'อนุมัติรายการถอนแล้ว',
  markPaidTitle: 'บันทึกว่าโอนเงินแล้ว',
  markPaidBody: 'โอนเงิน {amount} เข้าบัญชี {bank} {account} ({member}) แล้ว กรอกเลขอ้างอิงจากสลิปโอนเงิน',
  bankRef: 'เลขอ้างอิงการโอน',
  markedPaid: 'บันทึกการโอนเงินแล้ว',
  rejectTitle: 'ปฏิเสธรายการถอน',
  rejectBody: 'ยอด {amount} จะคืนเข้ากระเป๋าของ {member} ทันที',
  reason: 'เหตุผล',
  rejected: 'ปฏิเสธรายการถอนแล้ว เงินคืนเข้ากระเป๋าสมาชิก',
  bankRefShort: 'อ้างอิง {ref}',

  // Statement lines
  colTransferredAt: 'เวลาโอน',
  colFromBank: 'ธนาคารผู้โอน',
  colFromAccount: 'บัญชีผู้โอน',
  colFromName: 'ชื่อผู้โอน',
  colToAccount: 'เข้าบัญชี',
  assign: 'จับคู่สมาชิก',
  dismiss: 'ไม่ใช่ยอดฝาก',
  assignTitle: 'จับคู่ยอดฝากกับสมาชิก',
  assignBody: 'ยอด {amount} จาก {name} จะเติมเข้ากระเป๋าของสมาชิกที่เลือกทันที',
  memberRef: 'เบอร์โทรศัพท์หรือรหัสสมาชิก',
  memberRefHint: 'เบอร์โทรศัพท์ 10 หลัก หรือรหัสสมาชิก (UUID)',
  findMember: 'ค้นหาสมาชิก',
  assignConfirm: 'เติมเงินให้สมาชิกคนนี้',
  memberPhoneNotFound: 'ไม่พบสมาชิกเบอร์ {phone}',
  memberIdNotFound: 'ไม่พบสมาชิกรหัสนี้',
  assignMemberName: 'ชื่อ',
  assignMemberPhone: 'เบอร์โทร',
  assignMemberBank: 'บัญชีธนาคาร',
  assignMemberStatus: 'สถานะ',
  assignMemberBalance: 'ยอดเงินตอนนี้',
  assigned: 'เติมเงินเข้ากระเป๋าสมาชิกแล้ว (เลขอ้างอิง {ref})',
  dismissTitle: 'ตั้งเป็นรายการที่ไม่ใช่ยอดฝาก',
  dismissBody: 'ยอด {amount} จาก {name} จะไม่ถูกเติมเข้ากระเป๋าสมาชิก',
  dismissed: 'บันทึกรายการเรียบร้อย',

  // Staff accounts (owner)
  pageAuditLog: 'ประวัติการทำรายการ',
  colUsername: 'ชื่อผู้ใช้',
  colRole: 'สิทธิ์',
  colTotp: 'TOTP',
  colAccountStatus: 'สถานะบัญชี',
  colLastLogin: 'เข้าสู่ระบบล่าสุด',
  accountActive: 'ใช้งานได้',
  accountDisabled: 'ระงับแล้ว',
  never: 'ยังไม่เคย',
  you: '(คุณ)',
  addStaff: 'เพิ่มพนักงาน',
  addStaffBody: 'บัญชีใหม่เข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่านนี้ แล้วตั้งค่า TOTP เองที่หน้า “บัญชีของฉัน”',
  staffAdded: 'เพิ่มพนักงานแล้ว',
  disableStaff: 'ระงับบัญชี',
  disableStaffBody: 'ระงับบัญชี {name}: ออกจากระบบทุกเครื่องทันทีและเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้งานอีกครั้ง',
  staffDisabled: 'ระงับบัญชีแล้ว',
  enableStaff: 'เปิดใช้งานบัญชี',
  enableStaffBody: 'เปิดใช้งานบัญชี {name} อีกครั้ง',
  staffEnabled: 'เปิดใช้งานบัญชีแล้ว',
  resetTotp: 'รีเซ็ต TOTP',
  resetTotpBody: 'ล้างการยืนยันตัวตนสองขั้นตอนของ {name} (เช่น ทำมือถือหาย) บัญชีจะเข้าสู่ระบบด้วยรหัสผ่านได้ แล้วตั้งค่าใหม่เอง',
  totpReset: 'รีเซ็ต TOTP แล้ว',

  // Audit log
  colTime: 'เวลา',
  colStaff: 'พนักงาน',
  colAction: 'การทำรายการ',
  colTarget: 'รายการที่ถูกแก้ไข',
  colChange: 'ก่อน → หลัง',
  colIp: 'IP',
  filterStaff: 'พนักงาน',
  filterAction: 'การทำรายการ (ขึ้นต้นด้วย)',
  filterFrom: 'ตั้งแต่',
  filterTo: 'ถึงก่อน',
  search: 'ค้นหา',
  clearFilters: 'ล้างตัวกรอง',
} as const;

/** What each role is called at work. */
export const roleLabel: Record<StaffRoleName, string> = {
  owner: 'เจ้าของระบบ',
  finance: 'ฝ่ายการเงิน',
  lottery: 'ฝ่ายหวย',
  support: 'ฝ่ายดูแลลูกค้า',
  trader: 'ฝ่ายเทรดกีฬา',
};

export const withdrawalStatusLabel = {
  PENDING: 'รอตรวจสอบ',
  APPROVED: 'อนุมัติแล้ว รอโอน',
  PAID: 'โอนแล้ว',
  REJECTED: 'ปฏิเสธแล้ว',
  SENDING: 'กำลังโอน',
  FAILED: 'โอนไม่สำเร็จ',
  ON_HOLD: 'ระงับ (ค้างชำระ)',
} as const;

export const statementLineStatusLabel = {
  UNMATCHED: 'ยังไม่จับคู่',
  CREDITED: 'เติมเงินแล้ว',
  DISMISSED: 'ไม่ใช่ยอดฝาก',
  /** Lines the feed sent that could not be taken (a bad field, a control character, above the ceiling). */
  REJECTED: 'ถูกปฏิเสธ',
} as const;

/** Columns of the rejected statement lines tab. */
export const rejectedLineTh = {
  colReceivedAt: 'รับเมื่อ',
  colExternalId: 'เลขอ้างอิงธนาคาร',
  colReason: 'เหตุผล',
  colLine: 'ข้อมูลที่ได้รับ',
  noExternalId: '(ไม่มี)',
} as const;

/** The fields of a bank-feed line by their Thai names (a rejected line's reason and its data). */
export const feedLineFieldLabel: Record<string, string> = {
  externalId: 'เลขอ้างอิงธนาคาร',
  toAccountNumber: 'เลขบัญชีรับเงิน',
  amount: 'จำนวนเงิน',
  fromBankCode: 'ธนาคารผู้โอน',
  fromAccountNumber: 'เลขบัญชีผู้โอน',
  fromName: 'ชื่อผู้โอน',
  transferredAt: 'เวลาที่โอน',
};
