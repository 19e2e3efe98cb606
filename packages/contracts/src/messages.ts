/**
 * Thai text shared by the server and the member site. Texts the member-site contract quotes (docs/domain/member-site.md) are used
 * verbatim; the rest are ours. A later English locale is a second object of the same shape.
 */
export const th = {
  phoneRequired: 'กรุณากรอกหมายเลขโทรศัพท์',
  phoneInvalid: 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง 10 หลัก',
  passwordInvalid: 'รหัสผ่านต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 6-20 ตัว',
  passwordMismatch: 'รหัสผ่านไม่ตรงกัน',
  otpIncomplete: 'กรุณากรอก OTP ให้ครบ 6 หลัก',
  verifyRefRequired: 'กรุณายืนยันหมายเลขโทรศัพท์ด้วยรหัส OTP',
  accountNumberInvalid: 'กรุณากรอกหมายเลขบัญชีธนาคารให้ถูกต้อง',
  fullNameRequired: 'กรุณากรอกชื่อ-นามสกุล',
  bankRequired: 'กรุณาเลือกธนาคาร',
  sourceRefInvalid: 'กรุณาเลือกช่องทางที่รู้จักเรา',
  loginIncomplete: 'กรุณากรอกข้อมูลให้ครบถ้วน',
  currentPasswordInvalid: 'กรุณากรอกรหัสผ่านเดิมให้ถูกต้อง 6-20 ตัว (ตัวอักษรภาษาอังกฤษหรือตัวเลข)',
  newPasswordInvalid: 'กรุณากรอกรหัสผ่านใหม่ให้ถูกต้อง 6-20 ตัว (ตัวอักษรภาษาอังกฤษหรือตัวเลข)',
  newPasswordSameAsOld: 'รหัสผ่านใหม่ต้องไม่เหมือนรหัสผ่านเดิม',
  confirmPasswordInvalid: 'กรุณากรอกยืนยันรหัสผ่านให้ถูกต้อง 6-20 ตัว (ตัวอักษรภาษาอังกฤษหรือตัวเลข)',
  confirmNotMatchNew: 'ยืนยันรหัสผ่านไม่ตรงกับรหัสผ่านใหม่',
  emailInvalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
  genderInvalid: 'กรุณาเลือกเพศ',
  amountInvalid: 'กรุณากรอกจำนวนเงินให้ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
  /** The text rule (`text-rule.ts`): a control character (NUL…) in any field. */
  controlCharacterInvalid: 'ข้อความมีอักขระที่ไม่อนุญาต',
  /** The statement's `cursor`: only what the previous page answered as `nextCursor`. */
  statementCursorInvalid: 'ตำแหน่งของรายการไม่ถูกต้อง กรุณาโหลดรายการใหม่',

  success: 'สำเร็จ',
  genericError: 'เกิดข้อผิดพลาด',
  otpSent: 'ส่งรหัส OTP ไปยังหมายเลขโทรศัพท์ของคุณแล้ว',
  otpSendFailed: 'ส่งรหัส OTP ไม่สำเร็จ',
  otpVerified: 'ยืนยันรหัส OTP สำเร็จ',
  otpVerifyFailed: 'ยืนยันรหัส OTP ไม่สำเร็จ',
  registerSuccess: 'สมัครสมาชิกสำเร็จ',
  registerFailed: 'สมัครสมาชิกไม่สำเร็จ',
  loginSuccess: 'เข้าสู่ระบบสำเร็จ',
  loginFailed: 'เข้าสู่ระบบไม่สำเร็จ',
  logoutSuccess: 'ออกจากระบบเรียบร้อย',
  profileUpdated: 'บันทึกข้อมูลส่วนตัวเรียบร้อย',
  missionClaimed: 'รับรางวัลภารกิจเรียบร้อย',
  passwordUpdated: 'เปลี่ยนรหัสผ่านเรียบร้อย',
  passwordUpdateFailed: 'เปลี่ยนรหัสผ่านไม่สำเร็จ',
  copied: 'คัดลอกเรียบร้อย',
  withdrawCreated: 'สร้างรายการถอนสำเร็จ, โปรดรอการตรวจสอบ',
  /** The reason an ON_HOLD withdrawal shows (staff and member): what the member owed when it was held. */
  withdrawHeldForReceivable: 'ระงับไว้: สมาชิกมียอดค้างชำระ {amount} บาท จากการแก้ไขผลรางวัล',
  comingSoon: 'เร็วๆ นี้',
  memberLocked: 'ระงับการใช้งานบัญชีเรียบร้อย',
  memberUnlocked: 'ยกเลิกการระงับบัญชีเรียบร้อย',
  passwordResetSent: 'ส่งรหัสสำหรับตั้งรหัสผ่านใหม่ทาง SMS แล้ว',
  passwordResetDone: 'ตั้งรหัสผ่านใหม่เรียบร้อย กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
  adjustmentPosted: 'ปรับยอดเงินเรียบร้อย',
  adjustmentPendingApproval: 'บันทึกคำขอปรับยอดแล้ว รอเจ้าหน้าที่อีกคนอนุมัติ',
  adjustmentApproved: 'อนุมัติการปรับยอดเรียบร้อย',
  adjustmentRejected: 'ปฏิเสธการปรับยอดเรียบร้อย',
  adjustmentSettingsSaved: 'บันทึกการตั้งค่าการปรับยอดเรียบร้อย',

  /** The OTP SMS; `{code}` the six digits, `{ref}` the verifyRef shown beside the code boxes. */
  otpSms: 'รหัส OTP ของคุณคือ {code} (Ref: {ref}) ใช้ได้ภายใน {minutes} นาที',
  /**
   * Staff sent the member a reset code; `{code}` sets a new password at reset-password within
   * `{minutes}`. The old password keeps working until then (a member who did not ask can ignore it).
   */
  passwordResetSms:
    'รหัสสำหรับตั้งรหัสผ่านใหม่ของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที หากคุณไม่ได้ขอ รหัสผ่านเดิมยังใช้ได้ตามปกติ',
  /** The member's own "forgot password" OTP; `{ref}` is the verifyRef shown beside the code boxes. */
  forgotPasswordOtpSms:
    'รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ {code} (Ref: {ref}) ใช้ได้ภายใน {minutes} นาที หากคุณไม่ได้ขอ ไม่ต้องทำอะไร',
} as const;

export type MessageKey = keyof typeof th;

/** Fills `{name}` placeholders: `fillMessage('รอ {seconds} วินาที', { seconds: 42 })`. */
export const fillMessage = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/** Thai text of the back-office schemas, shared by the server's validation and the back-office forms. */
export const staffTh = {
  usernameRequired: 'กรุณากรอกชื่อผู้ใช้',
  staffPasswordRequired: 'กรุณากรอกรหัสผ่าน',
  totpCodeInvalid: 'กรุณากรอกรหัสยืนยันตัวตนเป็นตัวเลข 6 หลัก',
  bankRefRequired: 'กรุณากรอกเลขอ้างอิงการโอนเงิน',
  bankRefTooLong: 'เลขอ้างอิงการโอนเงินยาวเกิน 64 ตัวอักษร',
  reasonRequired: 'กรุณาระบุเหตุผล',
  reasonTooLong: 'เหตุผลยาวเกิน 500 ตัวอักษร',
  memberRefInvalid: 'กรุณากรอกเบอร์โทรศัพท์สมาชิก 10 หลัก หรือรหัสสมาชิก',
  staffUsernameInvalid: 'ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข . _ หรือ - ยาว 3-32 ตัว',
  staffPasswordTooShort: 'รหัสผ่านต้องยาว 10-128 ตัวอักษร',
  roleChanged: 'เปลี่ยนสิทธิ์เรียบร้อย',
  roleRequired: 'กรุณาเลือกสิทธิ์การใช้งาน',
  passwordReset: 'ตั้งรหัสผ่านใหม่เรียบร้อย กรุณาแจ้งรหัสผ่านนี้กับเจ้าหน้าที่โดยตรง ระบบจะไม่แสดงอีก',
  passwordChanged: 'เปลี่ยนรหัสผ่านเรียบร้อย',
  dateTimeInvalid: 'วันเวลาไม่ถูกต้อง',
  lotteryNumberInvalid: 'เลขที่ค้นหาต้องเป็นตัวเลข 1-3 หลัก',
  billNoInvalid: 'เลขที่โพยไม่ถูกต้อง',
  winnersFilterInvalid: 'ตัวกรองผู้ถูกรางวัลไม่ถูกต้อง',
} as const;
