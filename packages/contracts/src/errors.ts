import { fillMessage, th } from './messages';

type CatalogueEntry = {
  /** The number in `status.code`; stable forever, never reused. */
  code: number;
  http: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 422 | 429 | 431 | 500 | 502 | 503;
  /** Thai text for `status.message`; `{placeholders}` are filled from the error's params. */
  message: string;
};

/**
 * Every way a call can fail. Clients branch on `status.code` (never on the text); the HTTP status
 * follows the envelope rules (docs/architecture.md#a-request-end-to-end): 400 validation, 401 auth, 403, 404, 409 duplicate, 422 rule, 429, 500.
 */
export const errorCatalogue = {
  /** A field failed its schema; `status.message` is that field's own Thai message, `data.field` names it. */
  VALIDATION_FAILED: { code: 1000, http: 400, message: 'ข้อมูลไม่ถูกต้อง' },
  /** The body is not JSON, or not the content type the call takes. Nothing was read. */
  MALFORMED_REQUEST: { code: 1001, http: 400, message: 'รูปแบบข้อมูลที่ส่งมาไม่ถูกต้อง' },
  BANK_NOT_FOUND: { code: 1002, http: 400, message: 'ไม่พบธนาคารที่เลือก' },

  /** HTTP hygiene (codes 1010–1029): refused before any route runs, and nothing of the request is echoed. */
  /** A path segment is longer than a route parameter may be (100 characters). */
  URI_TOO_LONG: { code: 1010, http: 414, message: 'ที่อยู่ที่เรียกยาวเกินไป' },
  /** The request's headers are larger than the server reads (Node's 16 KB). */
  HEADERS_TOO_LARGE: { code: 1011, http: 431, message: 'ข้อมูลส่วนหัวของคำขอใหญ่เกินไป' },
  /** The request (headers and body) did not arrive within the server's request timeout. */
  REQUEST_TIMEOUT: { code: 1012, http: 408, message: 'การเชื่อมต่อช้าเกินไป กรุณาลองใหม่อีกครั้ง' },
  /** A call that takes no body got one (anything but `{}`): nothing was read. */
  BODY_NOT_ACCEPTED: { code: 1013, http: 400, message: 'คำขอนี้ไม่รับข้อมูลที่ส่งมา' },
  /** The JSON body nests deeper than the server reads (32 levels): refused before it is parsed. */
  JSON_TOO_DEEP: { code: 1014, http: 400, message: 'รูปแบบข้อมูลที่ส่งมาซับซ้อนเกินไป' },
  /** The body is larger than the server reads (64 KiB); nothing of it was parsed. */
  PAYLOAD_TOO_LARGE: { code: 1015, http: 413, message: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป' },

  /** No token, a bad token, or a revoked or expired session: the client logs out. */
  UNAUTHORIZED: { code: 1100, http: 401, message: 'กรุณาเข้าสู่ระบบ' },
  INVALID_CREDENTIALS: { code: 1101, http: 401, message: 'หมายเลขโทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
  /** Too many failed logins for this phone or address; `{minutes}` says how long to wait. */
  LOGIN_THROTTLED: {
    code: 1102,
    http: 429,
    message: 'เข้าสู่ระบบผิดพลาดหลายครั้ง กรุณารอ {minutes} นาทีแล้วลองใหม่',
  },
  CURRENT_PASSWORD_WRONG: { code: 1103, http: 422, message: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  MEMBER_SUSPENDED: { code: 1104, http: 403, message: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่' },

  FORBIDDEN: { code: 1200, http: 403, message: 'ไม่มีสิทธิ์ทำรายการนี้' },
  /** A profile change touched a field the member may not change themselves (name, phone). */
  PROFILE_FIELD_LOCKED: {
    code: 1201,
    http: 403,
    message: 'ไม่สามารถแก้ไขชื่อหรือหมายเลขโทรศัพท์ได้ กรุณาติดต่อเจ้าหน้าที่',
  },

  NOT_FOUND: { code: 1300, http: 404, message: 'ไม่พบข้อมูลที่ต้องการ' },
  /** Neither `x-operator` nor the hostname names a site of this deployment. */
  OPERATOR_NOT_FOUND: { code: 1301, http: 404, message: 'ไม่พบเว็บไซต์นี้ในระบบ' },

  PHONE_ALREADY_REGISTERED: { code: 1400, http: 409, message: 'หมายเลขโทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว' },
  BANK_ACCOUNT_ALREADY_USED: { code: 1401, http: 409, message: 'เลขบัญชีธนาคารนี้ถูกใช้สมัครสมาชิกแล้ว' },
  /** Registration named a referral code no member of this site has; `data.field` is `referralCode`. */
  REFERRAL_CODE_UNKNOWN: {
    code: 2220,
    http: 422,
    message: 'ไม่พบรหัสแนะนำนี้ กรุณาตรวจสอบหรือเว้นว่างไว้',
  },

  /** A new code for the same phone within 60 s of the last; `{seconds}` is the wait left. */
  OTP_RESEND_TOO_SOON: { code: 1500, http: 429, message: 'กรุณารอ {seconds} วินาทีก่อนขอรหัส OTP ใหม่' },
  OTP_HOURLY_LIMIT: {
    code: 1501,
    http: 429,
    message: 'ขอรหัส OTP ครบ 5 ครั้งในหนึ่งชั่วโมงแล้ว กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  /** Wrong code; `{left}` tries remain on this verifyRef. */
  OTP_INVALID: { code: 1502, http: 422, message: 'รหัส OTP ไม่ถูกต้อง (เหลืออีก {left} ครั้ง)' },
  OTP_EXPIRED: { code: 1503, http: 422, message: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่' },
  /** Five wrong tries: this verifyRef is dead and the member must request a new code. */
  OTP_LOCKED: { code: 1504, http: 422, message: 'กรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่' },
  /** `create` without a verified, unexpired verifyRef for this phone. */
  OTP_NOT_VERIFIED: { code: 1505, http: 422, message: 'กรุณายืนยันหมายเลขโทรศัพท์ด้วยรหัส OTP ก่อนสมัครสมาชิก' },
  SMS_SEND_FAILED: { code: 1506, http: 502, message: 'ส่ง SMS ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
  /**
   * verify-pin with a verifyRef that was never issued to this phone (unknown, or issued to another
   * phone): one answer for both, so a ref never reveals whose it is. The member requests a new code.
   */
  OTP_REF_INVALID: { code: 1507, http: 422, message: 'รหัสอ้างอิง OTP ไม่ถูกต้อง กรุณาขอรหัสใหม่' },
  /**
   * Forgot password: the new password came with a verifyRef that is not (or no longer) verified for
   * this phone — never verified, used by an earlier reset, or past its 30 minutes. A new code helps.
   */
  FORGOT_PASSWORD_NOT_VERIFIED: {
    code: 1508,
    http: 422,
    message: 'รหัส OTP นี้ใช้ตั้งรหัสผ่านใหม่ไม่ได้แล้ว กรุณาขอรหัส OTP ใหม่',
  },
  /** Too many OTP sends from this client address (to any phones) within the window; `{minutes}` to wait. */
  OTP_ADDRESS_LIMIT: {
    code: 1520,
    http: 429,
    message: 'มีการขอรหัส OTP จากเครือข่ายนี้จำนวนมาก กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  /** The operator's hourly OTP SMS budget is spent (staff are alerted); `{minutes}` to wait. */
  OTP_BUDGET_EXHAUSTED: {
    code: 1521,
    http: 429,
    message: 'ขณะนี้มีการขอรหัส OTP จำนวนมาก กรุณาลองใหม่ในอีก {minutes} นาที',
  },

  /** A money-moving POST without an `Idempotency-Key` header (8–128 characters). */
  IDEMPOTENCY_KEY_REQUIRED: { code: 1700, http: 400, message: 'คำขอนี้ต้องมี Idempotency-Key' },
  /** The key was used before for a different request body: nothing was done. */
  IDEMPOTENCY_KEY_REUSED: { code: 1701, http: 409, message: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว' },
  INSUFFICIENT_BALANCE: { code: 1710, http: 422, message: 'ยอดเงินคงเหลือไม่เพียงพอ' },
  WITHDRAW_BELOW_MIN: { code: 1711, http: 422, message: 'ถอนขั้นต่ำ {min} บาท' },
  WITHDRAW_ABOVE_MAX: { code: 1712, http: 422, message: 'ถอนได้สูงสุด {max} บาทต่อรายการ' },
  /**
   * The member accepted a promotion whose turnover is not met yet. `data` carries `isTrigger: true`
   * and the promotion (`promotionName`, `currentTurnover`, `turnoverTarget`) for the notice card.
   */
  WITHDRAW_PROMOTION_ACTIVE: {
    code: 1713,
    http: 422,
    message: 'คุณกำลังใช้งานโปรโมชั่น กรุณาทำยอดเทิร์นโอเวอร์ให้ครบตามเงื่อนไขก่อนถอนเงิน',
  },
  DEPOSIT_BELOW_MIN: { code: 1714, http: 422, message: 'ฝากขั้นต่ำ {min} บาท' },
  DEPOSIT_ABOVE_MAX: { code: 1715, http: 422, message: 'ฝากได้สูงสุด {max} บาทต่อรายการ' },
  /** The operator has no active PromptPay deposit account. */
  PROMPTPAY_UNAVAILABLE: { code: 1716, http: 422, message: 'ขณะนี้ยังไม่เปิดให้ฝากผ่านพร้อมเพย์' },
  /** Every satang tag for this amount is taken by an open intent; try another amount or later. */
  PROMPTPAY_BUSY: { code: 1717, http: 429, message: 'มีรายการฝากยอดนี้จำนวนมาก กรุณาเปลี่ยนยอดเงินหรือลองใหม่ภายหลัง' },
  /** A staff action on a withdrawal or statement line that is no longer in the state it needs. */
  INVALID_STATE: { code: 1720, http: 409, message: 'รายการนี้ถูกดำเนินการไปแล้ว' },
  /** Staff named a member by phone (assigning a deposit, a grant) and no member of the site has it. */
  MEMBER_PHONE_NOT_FOUND: { code: 1721, http: 404, message: 'ไม่พบสมาชิกเบอร์ {phone}' },
  /** Staff named a member by their id and no member of the site has it. */
  MEMBER_ID_NOT_FOUND: { code: 1722, http: 404, message: 'ไม่พบสมาชิกรหัส {memberId}' },
  /** Bank-statement feed: no, malformed or wrong signature (not signed with the operator's feed secret). */
  FEED_SIGNATURE_INVALID: { code: 1730, http: 401, message: 'ลายเซ็นของรายการเดินบัญชีไม่ถูกต้อง' },
  /**
   * Bank-statement feed: rightly signed, but `x-timestamp` is more than 5 minutes from the server's
   * clock (an old request replayed, or the feed's clock is off): a different fix from a wrong secret.
   */
  FEED_TIMESTAMP_STALE: {
    code: 1731,
    http: 401,
    message:
      'เวลาที่ส่งรายการเดินบัญชี (x-timestamp) ห่างจากเวลาของระบบเกิน 5 นาที กรุณาตรวจนาฬิกาของระบบ Bank feed แล้วส่งใหม่',
  },
  /**
   * Feed line reasons (codes 1740–1759): never an HTTP answer, but the `reason` of a REJECTED line in
   * a 200 batch answer and in the staff list. A field failed the line schema (`{field}` names it).
   */
  FEED_LINE_INVALID: { code: 1740, http: 400, message: 'รายการเดินบัญชีไม่ถูกต้อง (ช่อง {field})' },
  /** A text field or key of the line holds a control character (e.g. NUL). */
  FEED_LINE_CONTROL_CHARACTER: {
    code: 1741,
    http: 400,
    message: 'รายการเดินบัญชีมีอักขระควบคุมที่ไม่อนุญาต (ช่อง {field})',
  },
  /** The line's amount is above the operator's per-line ceiling (bank-feed settings). */
  FEED_LINE_AMOUNT_TOO_LARGE: {
    code: 1742,
    http: 422,
    message: 'ยอดเงินของรายการเกินเพดานต่อรายการ {max} บาท',
  },

  /**
   * Automatic withdrawals (codes 1780–1789, docs/modules/payouts.md). A staff action on a withdrawal whose transfer
   * is at the provider right now: its outcome (paid or failed) decides what staff may do next.
   */
  WITHDRAWAL_SENDING: {
    code: 1780,
    http: 409,
    message: 'รายการนี้กำลังโอนเงินผ่านผู้ให้บริการ กรุณารอผลการโอนก่อน',
  },
  /** The payout provider's webhook: bad or missing signature, or a timestamp too old. Nothing changed. */
  PAYOUT_WEBHOOK_REFUSED: { code: 1781, http: 401, message: 'ลายเซ็นของการแจ้งเตือนการโอนเงินไม่ถูกต้อง' },
  /** Retry or send of a withdrawal on a site with no payout account: pay by hand. */
  PAYOUT_NOT_CONFIGURED: {
    code: 1782,
    http: 422,
    message: 'ยังไม่ได้ตั้งค่าบัญชีโอนเงินอัตโนมัติ กรุณาโอนเองแล้วกดยืนยันโอนแล้ว',
  },
  /** Retry or send while finance switched automatic payouts off (the kill switch). */
  PAYOUT_AUTO_SEND_OFF: {
    code: 1783,
    http: 422,
    message: 'ปิดการโอนอัตโนมัติอยู่ กรุณาเปิดก่อนสั่งโอน หรือโอนเองแล้วกดยืนยันโอนแล้ว',
  },
  /** Retry or send to a member whose recipient the provider has not verified (or refused). */
  PAYOUT_RECIPIENT_NOT_READY: {
    code: 1784,
    http: 422,
    message: 'บัญชีผู้รับของสมาชิกยังไม่ผ่านการยืนยันจากผู้ให้บริการโอนเงิน',
  },
  /** Retry or send to a member who owes a receivable; `{amount}` is what they owe. */
  PAYOUT_RECEIVABLE_OPEN: {
    code: 1785,
    http: 422,
    message: 'สมาชิกมียอดค้างชำระ {amount} บาท จึงยังโอนเงินถอนไม่ได้',
  },
  /** The provider could not be reached or refused the call; nothing was paid. */
  PAYOUT_PROVIDER_FAILED: {
    code: 1786,
    http: 502,
    message: 'ติดต่อผู้ให้บริการโอนเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  },
  /** Retry or send for a member without a registered bank account. */
  PAYOUT_NO_BANK_ACCOUNT: { code: 1787, http: 422, message: 'สมาชิกยังไม่มีบัญชีธนาคารสำหรับรับเงิน' },

  /**
   * The payout account's back office (codes 1790–1799, docs/modules/payouts.md). Settings, balance or a recipient
   * asked of a site that has no payout account yet: the owner sets its credentials first.
   */
  PAYOUT_ACCOUNT_MISSING: {
    code: 1790,
    http: 422,
    message: 'ยังไม่ได้ตั้งค่าบัญชีผู้ให้บริการโอนเงิน กรุณาบันทึก Secret key ก่อน',
  },
  /** The provider did not answer (network, timeout): nothing changed; try again later. */
  PAYOUT_PROVIDER_UNREACHABLE: {
    code: 1791,
    http: 502,
    message: 'ติดต่อผู้ให้บริการโอนเงินไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  },
  /** The provider refused the account's secret key (wrong or revoked): the owner rotates it. */
  PAYOUT_PROVIDER_UNAUTHORIZED: {
    code: 1792,
    http: 502,
    message: 'ผู้ให้บริการโอนเงินไม่ยอมรับ Secret key ของบัญชีนี้ กรุณาตรวจสอบหรือเปลี่ยน Secret key',
  },
  /** The provider answered with an error of its own; `{reason}` is its code. Nothing changed. */
  PAYOUT_PROVIDER_REFUSED: {
    code: 1793,
    http: 502,
    message: 'ผู้ให้บริการโอนเงินปฏิเสธคำขอ ({reason}) กรุณาลองใหม่อีกครั้ง',
  },
  /** A reconciliation finding that a staff member already closed. */
  RECONCILIATION_ISSUE_RESOLVED: { code: 1794, http: 409, message: 'รายการนี้ตรวจสอบและปิดไปแล้ว' },
  /** Reconcile now while a run of the site is still going (another staff member or the job). */
  RECONCILIATION_RUNNING: {
    code: 1795,
    http: 409,
    message: 'กำลังกระทบยอดกับผู้ให้บริการอยู่ กรุณารอสักครู่แล้วดูผลอีกครั้ง',
  },

  /** Staff login: right password, TOTP enabled, `totpCode` missing — ask for it and resend. */
  STAFF_TOTP_REQUIRED: { code: 1800, http: 401, message: 'กรุณากรอกรหัสยืนยันตัวตน 6 หลักจากแอป Authenticator' },
  STAFF_TOTP_INVALID: { code: 1801, http: 401, message: 'รหัสยืนยันตัวตนไม่ถูกต้อง' },
  STAFF_INVALID_CREDENTIALS: { code: 1802, http: 401, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  STAFF_USERNAME_TAKEN: { code: 1803, http: 409, message: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' },
  /** Staff login with the right password on an account the owner disabled. */
  STAFF_ACCOUNT_DISABLED: {
    code: 1804,
    http: 403,
    message: 'บัญชีผู้ใช้นี้ถูกระงับการใช้งาน กรุณาติดต่อเจ้าของระบบ',
  },
  /** An owner may not disable their own account or reset their own TOTP (that needs a code: me/totp/disable). */
  STAFF_SELF_ACTION: { code: 1805, http: 422, message: 'ไม่สามารถทำรายการนี้กับบัญชีของตัวเองได้' },
  /**
   * The owner requires TOTP of every staff member and this account has none yet: every back-office call
   * but the account's own (me, TOTP setup, password, logout) is refused until it is set up.
   */
  STAFF_TOTP_SETUP_REQUIRED: {
    code: 1806,
    http: 403,
    message: 'เจ้าของระบบกำหนดให้พนักงานทุกคนใช้รหัสยืนยันตัวตน (TOTP) กรุณาตั้งค่าที่หน้า "บัญชีของฉัน" ก่อนใช้งาน',
  },
  /** me/totp/disable while the owner requires TOTP of every staff member. */
  STAFF_TOTP_MANDATORY: {
    code: 1807,
    http: 422,
    message: 'เจ้าของระบบกำหนดให้พนักงานทุกคนใช้รหัสยืนยันตัวตน (TOTP) จึงปิดไม่ได้',
  },
  /** Requiring TOTP of every staff member while the owner's own account has none. */
  STAFF_TOTP_OWN_FIRST: {
    code: 1808,
    http: 422,
    message: 'กรุณาเปิดใช้รหัสยืนยันตัวตน (TOTP) ของบัญชีตัวเองก่อนบังคับใช้กับพนักงานทุกคน',
  },
  /** me/totp enable/disable: too many wrong codes for this staff member in the window; `{minutes}` to wait. */
  STAFF_TOTP_THROTTLED: {
    code: 1820,
    http: 429,
    message: 'กรอกรหัสยืนยันตัวตนผิดหลายครั้ง กรุณารอ {minutes} นาทีแล้วลองใหม่',
  },
  /** me/totp enable/disable: still guessing after the limit; the session was ended (log in again). */
  STAFF_TOTP_SESSION_ENDED: {
    code: 1821,
    http: 401,
    message: 'กรอกรหัสยืนยันตัวตนผิดหลายครั้ง ระบบออกจากระบบแล้ว กรุณาเข้าสู่ระบบใหม่',
  },

  /** No round with this code on the site. */
  ROUND_NOT_FOUND: { code: 1900, http: 404, message: 'ไม่พบงวดหวยนี้' },
  /** The round is not taking bills (not open yet, closed, resulted or cancelled), by the server's clock. */
  ROUND_NOT_OPEN: { code: 1901, http: 422, message: 'งวดนี้ปิดรับแทงแล้วหรือยังไม่เปิดรับ' },
  /** A bill line's bet type is not offered by this product, or its number has the wrong digits. `data` is `{ lineIndex, field }`. */
  BET_LINE_INVALID: { code: 1902, http: 422, message: 'รายการแทงลำดับที่ {line} ไม่ถูกต้อง' },
  /** A line's stake is below the minimum or above the maximum of its bet type. `data` is `{ lineIndex, field }`. */
  BET_AMOUNT_OUT_OF_RANGE: {
    code: 1903,
    http: 422,
    message: 'รายการแทงลำดับที่ {line} ต้องแทงขั้นต่ำ {min} บาท สูงสุด {max} บาท',
  },
  /** The number is closed (เลขปิด) in this round. `data` is `{ lineIndex, field }`. */
  NUMBER_CLOSED: { code: 1904, http: 422, message: 'เลข {number} ปิดรับแล้วในงวดนี้ (รายการลำดับที่ {line})' },
  /** The member's stakes on this (bet type, number) in this round would pass its maximum. `data` is `{ lineIndex, field }`. */
  MEMBER_NUMBER_LIMIT: {
    code: 1905,
    http: 422,
    message: 'เลข {number} แทงได้สูงสุด {max} บาทต่องวด (รายการลำดับที่ {line})',
  },
  /** The house's liability on this (bet type, number) would pass its cap: the number is full (เลขเต็ม). `data` is `{ lineIndex, field }`. */
  EXPOSURE_CAP_REACHED: { code: 1906, http: 422, message: 'เลข {number} เต็มแล้ว (รายการลำดับที่ {line})' },
  /** Cancellation refused: settled or cancelled already, round closed, past 60 minutes, or 10 cancellations in the round. */
  BILL_NOT_CANCELLABLE: { code: 1907, http: 422, message: 'ไม่สามารถยกเลิกโพยนี้ได้' },
  /** No bill with this number for this member. */
  BILL_NOT_FOUND: { code: 1908, http: 404, message: 'ไม่พบโพยนี้' },
  /** A result cannot be entered while the round still takes bills (SCHEDULED or OPEN). */
  ROUND_STILL_OPEN: { code: 1909, http: 422, message: 'งวดนี้ยังไม่ปิดรับแทง จึงยังบันทึกผลไม่ได้' },
  /** The round is not in a state that allows this action (e.g. closing a resulted round, voiding a confirmed result). */
  ROUND_STATE_INVALID: { code: 1910, http: 409, message: 'สถานะงวดนี้ไม่อนุญาตให้ทำรายการนี้' },
  /** Maker-checker: the staff member who entered a result cannot confirm it. */
  RESULT_MAKER_CHECKER: {
    code: 1911,
    http: 403,
    message: 'ผู้บันทึกผลไม่สามารถยืนยันผลเองได้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน',
  },
  /** A reduced rate must be below the bet type's normal rate. */
  REDUCED_RATE_INVALID: { code: 1912, http: 400, message: 'อัตราจ่ายเลขอั้นต้องน้อยกว่าอัตราจ่ายปกติ' },
  /** The number does not have the bet type's digit count (e.g. "5" for 2 ตัวบน). */
  NUMBER_INVALID_FOR_BET_TYPE: { code: 1915, http: 400, message: 'เลขไม่ตรงกับประเภทการแทง' },
  /** Several numbers at once: the ones that do not fit the bet type, named (nothing was changed). */
  NUMBERS_INVALID_FOR_BET_TYPE: { code: 1921, http: 400, message: 'เลขไม่ตรงกับประเภทการแทง: {numbers}' },
  /** The round's product does not offer this bet type. */
  BET_TYPE_NOT_OFFERED: { code: 1916, http: 400, message: 'หวยนี้ไม่มีประเภทการแทงนี้' },
  /** No lottery product with this code for this operator. */
  PRODUCT_NOT_FOUND: { code: 1917, http: 404, message: 'ไม่พบหวยนี้' },
  /** Limits must hold together: minimum ≤ maximum per line ≤ maximum per member. */
  BET_LIMITS_INVALID: {
    code: 1918,
    http: 400,
    message: 'ขั้นต่ำต้องไม่เกินสูงสุดต่อรายการ และสูงสุดต่อรายการต้องไม่เกินสูงสุดต่อคน',
  },
  /** No holiday on this date for this product. */
  HOLIDAY_NOT_FOUND: { code: 1919, http: 404, message: 'ไม่พบวันหยุดนี้' },
  /** No closed or reduced-rate rule for this number in this round. */
  NUMBER_RULE_NOT_FOUND: { code: 1913, http: 404, message: 'ไม่พบเลขปิดหรือเลขอั้นนี้ในงวดนี้' },
  /** The corrected result is the one already settled: nothing would change. */
  RESULT_UNCHANGED: { code: 1914, http: 422, message: 'ผลที่แก้ไขตรงกับผลเดิม ไม่มีอะไรเปลี่ยนแปลง' },
  /**
   * Maker-checker's blind re-type: the checker's typing differs from the entered result. `data.fields`
   * names the fields that differ (keys of the raw result, e.g. "first", "front3"), never the values.
   */
  RESULT_MISMATCH: { code: 1920, http: 422, message: 'ผลที่พิมพ์ไม่ตรงกับที่ผู้บันทึกกรอก' },

  /** Member administration (codes 2000–2019). Lock refused: the member is locked already. */
  MEMBER_ALREADY_LOCKED: { code: 2000, http: 409, message: 'บัญชีนี้ถูกระงับการใช้งานอยู่แล้ว' },
  /** Unlock refused: the member is not locked. */
  MEMBER_NOT_LOCKED: { code: 2001, http: 409, message: 'บัญชีนี้ไม่ได้ถูกระงับการใช้งาน' },
  /**
   * reset-password with a code that is wrong, expired, used, replaced by a newer one or worn out by
   * wrong tries, or for a phone without a reset: one answer for all, so the call reveals nothing.
   */
  PASSWORD_RESET_CODE_INVALID: {
    code: 2002,
    http: 422,
    message: 'รหัสสำหรับตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว หากต้องการรหัสใหม่ กดลืมรหัสผ่านที่หน้าเข้าสู่ระบบ',
  },

  /** Finance administration (codes 2020–2039). This site has a deposit account with that bank and number. */
  DEPOSIT_ACCOUNT_EXISTS: { code: 2020, http: 409, message: 'มีบัญชีรับฝากเลขนี้ของธนาคารนี้อยู่แล้ว' },
  /** Enable refused: the item (deposit account, bank) is enabled already. */
  ALREADY_ENABLED: { code: 2021, http: 409, message: 'รายการนี้เปิดใช้งานอยู่แล้ว' },
  /** Disable refused: the item (deposit account, bank) is disabled already. */
  ALREADY_DISABLED: { code: 2022, http: 409, message: 'รายการนี้ปิดใช้งานอยู่แล้ว' },

  /** Staff money powers (codes 2320–2349). Maker-checker: who made an adjustment cannot approve or reject it. */
  ADJUSTMENT_MAKER_CHECKER: {
    code: 2320,
    http: 403,
    message: 'ผู้ทำรายการปรับยอดไม่สามารถอนุมัติหรือปฏิเสธเองได้ ต้องให้เจ้าหน้าที่อีกคนดำเนินการ',
  },
  /** The staff member's adjustments today (Bangkok day, pending ones included) would pass the owner's daily cap. */
  ADJUSTMENT_DAILY_CAP: {
    code: 2321,
    http: 422,
    message: 'เกินวงเงินปรับยอดต่อวัน ({cap} บาท) วันนี้ปรับยอดได้อีก {left} บาท',
  },
  /** No adjustment with this id on this site. */
  ADJUSTMENT_NOT_FOUND: { code: 2322, http: 404, message: 'ไม่พบรายการปรับยอดนี้' },
  /** Own password change: the current password is wrong. */
  STAFF_CURRENT_PASSWORD_WRONG: { code: 2323, http: 422, message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' },
  /** Role change to the role the account already has. */
  STAFF_ROLE_UNCHANGED: { code: 2324, http: 409, message: 'บัญชีนี้มีบทบาทนี้อยู่แล้ว' },
  /**
   * Receivables (codes 2300–2319). Approve or paid on an ON_HOLD withdrawal: the member owes money
   * after a result correction; staff may only reject it until the receivable is settled or written off.
   */
  WITHDRAWAL_ON_HOLD: {
    code: 2300,
    http: 422,
    message:
      'รายการถอนนี้ถูกระงับ เพราะสมาชิกมียอดค้างชำระหลังการแก้ไขผลรางวัล อนุมัติหรือจ่ายไม่ได้จนกว่าจะชำระครบหรือตัดหนี้สูญ (ปฏิเสธรายการได้)',
  },
  /** A new withdrawal while the member owes money after a correction; `{amount}` is what they owe. */
  WITHDRAW_RECEIVABLE_OPEN: {
    code: 2301,
    http: 422,
    message: 'คุณมียอดค้างชำระ {amount} บาท จากการแก้ไขผลรางวัล จึงยังถอนเงินไม่ได้ เงินที่เข้าบัญชีครั้งถัดไปจะหักชำระยอดนี้ก่อน',
  },
  /** Write-off of a member who owes nothing (or nothing any more). */
  RECEIVABLE_NOT_OPEN: { code: 2302, http: 422, message: 'สมาชิกนี้ไม่มียอดค้างชำระ' },
  /** Write-off above what the member owes; `{amount}` is what they owe now. */
  WRITE_OFF_ABOVE_OWED: { code: 2303, http: 422, message: 'ตัดหนี้สูญได้ไม่เกินยอดค้างชำระ {amount} บาท' },

  /**
   * Yeekee (codes 2400–2419). A refused shot carries `data.retryAfterMs`: when the next shot may be
   * tried (null when it never can in this round).
   */
  YEEKEE_SHOOT_NOT_OPEN: { code: 2400, http: 422, message: 'รอบนี้ยังไม่เปิดให้ยิงเลข' },
  YEEKEE_SHOOT_CLOSED: { code: 2401, http: 422, message: 'รอบนี้ปิดรับการยิงเลขแล้ว' },
  /** `{max}`: the market's per-member limit. */
  YEEKEE_SHOT_LIMIT: { code: 2402, http: 429, message: 'คุณยิงเลขครบ {max} ครั้งในรอบนี้แล้ว' },
  /** `{seconds}`: how long until the next shot (rounded up). */
  YEEKEE_SHOT_COOLDOWN: { code: 2403, http: 429, message: 'ยิงเลขถี่เกินไป กรุณารอ {seconds} วินาที' },
  /** Staff and house accounts never shoot (enforced in the database too). */
  YEEKEE_SHOOTER_NOT_ALLOWED: { code: 2404, http: 403, message: 'บัญชีนี้ไม่สามารถยิงเลขยี่กีได้' },
  YEEKEE_MARKET_NOT_FOUND: { code: 2405, http: 404, message: 'ไม่พบตลาดยี่กีนี้' },
  YEEKEE_MARKET_CODE_TAKEN: { code: 2406, http: 409, message: 'รหัสนี้ถูกใช้แล้ว กรุณาใช้รหัสอื่น' },
  /** Staff cancel of a Yeekee round once its shots are frozen: its result comes by rule only. */
  YEEKEE_ROUND_BY_RULE: {
    code: 2407,
    http: 409,
    message: 'รอบยี่กีที่ปิดการยิงเลขแล้วจะออกผลหรือยกเลิกตามกติกาเท่านั้น',
  },
  /** The proof of a round whose shooting window has not ended. */
  YEEKEE_PROOF_NOT_READY: {
    code: 2408,
    http: 409,
    message: 'รอบนี้ยังไม่ปิดการยิงเลข ข้อมูลตรวจสอบผลจะแสดงเมื่อปิดรับ',
  },
  /** Not a Yeekee round (the Yeekee calls on a daily product's round). */
  YEEKEE_NOT_A_YEEKEE_ROUND: { code: 2409, http: 404, message: 'งวดนี้ไม่ใช่รอบหวยยี่กี' },
  /** Owner marking as HOUSE or STAFF an account that has shot Yeekee: its shots stay a member's. */
  YEEKEE_ACCOUNT_HAS_SHOTS: {
    code: 2410,
    http: 409,
    message: 'บัญชีนี้เคยยิงเลขยี่กีแล้ว จึงเปลี่ยนเป็นบัญชีบ้านหรือบัญชีพนักงานไม่ได้',
  },

  /**
   * Promotions, bonus and wagering (codes 2500–2519), coupons (2520–2529), blog (2530–2539).
   */
  PROMOTION_NOT_FOUND: { code: 2500, http: 404, message: 'ไม่พบโปรโมชั่นนี้' },
  /** Expired, disabled or outside its validity. */
  PROMOTION_NOT_AVAILABLE: { code: 2501, http: 422, message: 'โปรโมชั่นนี้ไม่เปิดให้รับในขณะนี้' },
  /** docs/domain/rewards.md §3 rule 5: one active bonus at a time. */
  PROMOTION_ONE_ACTIVE: {
    code: 2502,
    http: 422,
    message: 'คุณมีโบนัสที่กำลังทำเทิร์นโอเวอร์อยู่ กรุณาทำให้ครบหรือสละสิทธิ์ก่อนรับโปรโมชั่นใหม่',
  },
  /** docs/domain/rewards.md §3 rule 5: `{max}` is the cash threshold in baht. */
  PROMOTION_CASH_ABOVE_THRESHOLD: {
    code: 2503,
    http: 422,
    message: 'รับโปรโมชั่นได้เมื่อยอดเงินในบัญชีไม่เกิน {max} บาท',
  },
  /** Already taken in this period (one claim per member, promotion and period). */
  PROMOTION_ALREADY_TAKEN: { code: 2504, http: 409, message: 'คุณรับโปรโมชั่นนี้ในรอบนี้แล้ว' },
  /** NEW_MEMBER promotion for a member who has deposited before. */
  PROMOTION_NEW_MEMBERS_ONLY: { code: 2505, http: 422, message: 'โปรโมชั่นนี้สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น' },
  /** Forfeit with no open condition. */
  PROMOTION_NONE_ACTIVE: { code: 2506, http: 422, message: 'คุณไม่มีโปรโมชั่นที่กำลังใช้งาน' },
  /** A line (or game round) above the condition's maximum stake; `{max}` in baht. */
  WAGERING_MAX_STAKE: {
    code: 2507,
    http: 422,
    message: 'ระหว่างทำเทิร์นโอเวอร์ เดิมพันได้ไม่เกิน {max} บาทต่อรายการ',
  },
  /** Staff action on a condition that is no longer open. */
  CONDITION_NOT_OPEN: { code: 2508, http: 409, message: 'เงื่อนไขนี้ปิดไปแล้ว' },
  /** docs/domain/rewards.md §3 rule 11: no reward for a locked member. */
  REWARD_MEMBER_LOCKED: { code: 2509, http: 403, message: 'บัญชีของคุณถูกระงับ ไม่สามารถรับโบนัสได้' },
  /** A FIRST_DEPOSIT_OF_DAY promotion for a member who has deposited already this Bangkok day. */
  PROMOTION_NOT_FIRST_DEPOSIT_TODAY: {
    code: 2515,
    http: 422,
    message: 'โปรโมชั่นนี้รับได้กับยอดฝากแรกของวันเท่านั้น วันนี้คุณฝากเงินไปแล้ว',
  },
  /** The credited deposit is below the promotion's minimum; `{min}` in baht. */
  PROMOTION_DEPOSIT_BELOW_MINIMUM: {
    code: 2516,
    http: 422,
    message: 'ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น ({min} บาท)',
  },

  /** Unknown, already used or wrong code: one answer, so codes cannot be probed. */
  COUPON_INVALID: { code: 2520, http: 422, message: 'โค้ดคูปองไม่ถูกต้องหรือถูกใช้ไปแล้ว' },
  COUPON_EXPIRED: { code: 2521, http: 422, message: 'คูปองนี้หมดอายุแล้ว' },
  COUPON_SOLD_OUT: { code: 2522, http: 422, message: 'คูปองของแคมเปญนี้ถูกใช้ครบแล้ว' },
  /** One redemption per member per campaign. */
  COUPON_ALREADY_REDEEMED: { code: 2523, http: 409, message: 'คุณใช้คูปองของแคมเปญนี้ไปแล้ว' },
  /** An eligibility flag failed; `data.reason`: NEW_MEMBERS_ONLY | MIN_DEPOSIT. */
  COUPON_NOT_ELIGIBLE: { code: 2524, http: 422, message: 'คุณไม่ตรงตามเงื่อนไขของคูปองนี้' },
  COUPON_CAMPAIGN_NOT_FOUND: { code: 2525, http: 404, message: 'ไม่พบแคมเปญคูปองนี้' },
  /** Too many wrong codes from this member or this address; `{minutes}` says how long to wait. */
  COUPON_THROTTLED: {
    code: 2526,
    http: 429,
    message: 'กรอกโค้ดคูปองผิดหลายครั้ง กรุณารอ {minutes} นาทีแล้วลองใหม่',
  },

  BLOG_ARTICLE_NOT_FOUND: { code: 2530, http: 404, message: 'ไม่พบบทความนี้' },
  BLOG_SLUG_TAKEN: { code: 2531, http: 409, message: 'slug นี้ถูกใช้แล้ว กรุณาใช้ slug อื่น' },

  /**
   * Loyalty programmes (docs/modules/rewards.md): referral 2540–2549, cashback 2550–2559, VIP 2560–2569, missions
   * 2570–2579, the reward jobs 2580–2584, manual grants 2585–2589, agents 2590–2594.
   */
  /** Missions (2570–2579): the claim's id is not one of this member's missions. */
  MISSION_NOT_FOUND: { code: 2570, http: 404, message: 'ไม่พบภารกิจนี้' },
  /** The mission's target is not reached yet. */
  MISSION_NOT_COMPLETED: { code: 2571, http: 422, message: 'ภารกิจนี้ยังทำไม่ครบตามเป้าหมาย' },
  /** Claimed before (a retry with the same Idempotency-Key answers the first claim instead). */
  MISSION_ALREADY_CLAIMED: { code: 2572, http: 409, message: 'คุณรับรางวัลภารกิจนี้ไปแล้ว' },
  /** The claim window has passed. */
  MISSION_CLAIM_EXPIRED: { code: 2573, http: 422, message: 'หมดเวลารับรางวัลภารกิจนี้แล้ว' },
  MISSION_TEMPLATE_NOT_FOUND: { code: 2574, http: 404, message: 'ไม่พบแม่แบบภารกิจนี้' },
  /** Loss cashback: nothing claimable right now (claimed already, expired, or none credited). */
  CASHBACK_NOTHING_TO_CLAIM: { code: 2550, http: 422, message: 'ไม่มียอดคืนยอดเสียที่รับได้ในตอนนี้' },
  /** Referral (docs/domain/rewards.md rule 7). An invitation slug no member has. */
  REFERRAL_NOT_FOUND: { code: 2540, http: 404, message: 'ไม่พบลิงก์แนะนำเพื่อนนี้' },
  /** The operator has not switched the referral programme on. */
  REFERRAL_PROGRAMME_OFF: { code: 2541, http: 422, message: 'ระบบแนะนำเพื่อนยังไม่เปิดให้บริการ' },
  /** A claim of nothing. */
  REFERRAL_NOTHING_TO_CLAIM: { code: 2542, http: 422, message: 'ยังไม่มีรายได้แนะนำเพื่อนให้รับ' },
  /** The claimable balance is below the setting's minimum; `{min}` in baht. */
  REFERRAL_CLAIM_BELOW_MINIMUM: {
    code: 2543,
    http: 422,
    message: 'รับรายได้แนะนำเพื่อนได้เมื่อมียอดตั้งแต่ {min} บาทขึ้นไป',
  },
  REWARD_JOB_PERIOD_INVALID: {
    code: 2580,
    http: 400,
    message: 'งวดนี้ใช้กับงานนี้ไม่ได้ ({expected})',
  },
  REWARD_JOB_PERIOD_NOT_ENDED: { code: 2581, http: 422, message: 'งวดนี้ยังไม่สิ้นสุด จึงยังคำนวณไม่ได้' },
  REWARD_JOB_RUNNING: { code: 2582, http: 409, message: 'งานนี้กำลังทำงานสำหรับงวดนี้อยู่ กรุณารอสักครู่' },
  REWARD_GRANT_NOT_FOUND: { code: 2585, http: 404, message: 'ไม่พบรายการให้โบนัสนี้' },
  /** The staff member who asked for a grant cannot approve or reject it: a second person must. */
  REWARD_GRANT_MAKER_CHECKER: {
    code: 2586,
    http: 403,
    message: 'ผู้ขอให้โบนัสไม่สามารถอนุมัติหรือปฏิเสธรายการของตัวเองได้',
  },
  AGENT_NOT_FOUND: { code: 2590, http: 404, message: 'ไม่พบตัวแทนนี้' },
  AGENT_CODE_TAKEN: { code: 2591, http: 409, message: 'รหัสตัวแทนนี้ถูกใช้แล้ว' },

  /** VIP (2560–2569). A VIP call while the operator has no level table. */
  VIP_OFF: { code: 2560, http: 422, message: 'ระบบ VIP ยังไม่เปิดให้บริการ' },
  /** No upgrade bonus of that level was earned by the member. */
  VIP_BONUS_NOT_FOUND: { code: 2561, http: 404, message: 'ไม่พบโบนัสเลื่อนระดับนี้' },
  /** The level's upgrade bonus was taken already (once per level per member's life). */
  VIP_BONUS_ALREADY_CLAIMED: { code: 2562, http: 409, message: 'คุณรับโบนัสเลื่อนระดับนี้ไปแล้ว' },
  /** docs/domain/rewards.md §3 rule 5 for the upgrade bonus: it stays claimable until the open bonus is done or forfeited. */
  VIP_BONUS_ONE_ACTIVE: {
    code: 2563,
    http: 422,
    message: 'คุณมีโบนัสที่กำลังทำเทิร์นโอเวอร์อยู่ รับโบนัสเลื่อนระดับได้เมื่อทำเทิร์นโอเวอร์ครบหรือสละสิทธิ์โบนัสเดิม โบนัสนี้ยังเก็บไว้ให้คุณ',
  },
  /** A withdrawal above the member's VIP level's limit per request; nothing moved. `{level}` is its name. */
  VIP_WITHDRAW_ABOVE_LEVEL_MAX: {
    code: 2564,
    http: 422,
    message: 'ระดับ {level} ถอนได้สูงสุด {max} บาทต่อครั้ง',
  },
  /** Today's withdrawals (Bangkok day, rejected ones not counted) would pass the level's daily limit. */
  VIP_WITHDRAW_DAY_LIMIT: {
    code: 2565,
    http: 422,
    message: 'ระดับ {level} ถอนได้รวมไม่เกิน {max} บาทต่อวัน วันนี้ถอนได้อีก {left} บาท',
  },

  /** Provider games (docs/modules/games.md, 2600–2629). */
  GAME_NOT_FOUND: { code: 2600, http: 404, message: 'ไม่พบเกมนี้' },
  /** The game or its provider is switched off by staff. */
  GAME_UNAVAILABLE: { code: 2601, http: 422, message: 'เกมนี้ปิดให้บริการชั่วคราว' },
  /** The provider did not answer the launch (or answered an error); nothing changed. */
  GAME_PROVIDER_FAILED: { code: 2602, http: 502, message: 'ไม่สามารถเปิดเกมได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง' },
  GAME_PROVIDER_NOT_FOUND: { code: 2603, http: 404, message: 'ไม่พบค่ายเกมนี้' },
  GAME_SLUG_TAKEN: { code: 2604, http: 409, message: 'ชื่อลิงก์เกมนี้ถูกใช้แล้ว' },
  GAME_PROVIDER_CODE_TAKEN: { code: 2605, http: 409, message: 'รหัสค่ายเกมนี้ถูกใช้แล้ว' },
  /** The member owes a receivable (a reversal their cash could not cover): no new stakes until it is paid. */
  GAME_RECEIVABLE_OPEN: {
    code: 2606,
    http: 422,
    message: 'มียอดค้างชำระ {amount} บาท กรุณาฝากเงินเพื่อชำระก่อนเล่นเกม',
  },
  /** A provider's wallet call that failed authentication (key, signature or address). */
  GAME_PROVIDER_UNAUTHORIZED: { code: 2607, http: 401, message: 'ไม่ได้รับอนุญาต' },
  /** The catalogue's block (2620–2624). A provider lists each of its game codes once. */
  GAME_CODE_TAKEN: { code: 2620, http: 409, message: 'รหัสเกมนี้มีอยู่แล้วในค่ายนี้' },

  /** The sportsbook's block (2700–2739): tickets, markets, results (docs/domain/sportsbook.md). */
  SPORTS_FIXTURE_NOT_FOUND: { code: 2700, http: 404, message: 'ไม่พบคู่แข่งขันนี้' },
  /** The market is not taking bets: suspended (bet stop, feed silence, a goal, liability full), closed or settled. `data` is `{ legIndex, field }`. */
  SPORTS_MARKET_CLOSED: {
    code: 2701,
    http: 422,
    message: 'ราคานี้ปิดรับแทงชั่วคราว (รายการลำดับที่ {leg}) กรุณาเลือกใหม่',
  },
  /** The leg's market or outcome does not exist on this fixture. `data` is `{ legIndex, field }`. */
  SPORTS_SELECTION_INVALID: { code: 2702, http: 422, message: 'ตัวเลือกลำดับที่ {leg} ไม่ถูกต้อง' },
  /** The price the member saw is not the price now, and the member's price policy does not take the new one. `data` is `{ legIndex, field, odds }`. */
  SPORTS_ODDS_CHANGED: {
    code: 2703,
    http: 409,
    message: 'ราคาเปลี่ยนเป็น {odds} (รายการลำดับที่ {leg}) กรุณายืนยันอีกครั้ง',
  },
  /** A stake under the minimum (10 baht). */
  SPORTS_STAKE_TOO_SMALL: { code: 2704, http: 422, message: 'ยอดแทงขั้นต่ำ {min} บาท' },
  /** More than one leg on one fixture (1H and FT of a match never combine). `data` is `{ legIndex, field }`. */
  SPORTS_ONE_LEG_PER_FIXTURE: {
    code: 2705,
    http: 422,
    message: 'บอลสเต็ปเลือกได้คู่ละ 1 ตัวเลือกเท่านั้น (รายการลำดับที่ {leg})',
  },
  /** A parlay of more legs than allowed (12). */
  SPORTS_TOO_MANY_LEGS: { code: 2706, http: 422, message: 'บอลสเต็ปเลือกได้สูงสุด {max} คู่' },
  /** The parlay's combined odds pass the maximum (1,000). */
  SPORTS_COMBINED_ODDS_TOO_HIGH: { code: 2707, http: 422, message: 'ราคารวมของบอลสเต็ปต้องไม่เกิน {max}' },
  /** The most the ticket could pay (with the member's identical open parlays) passes the maximum payout. */
  SPORTS_PAYOUT_OVER_CAP: {
    code: 2708,
    http: 422,
    message: 'ยอดจ่ายสูงสุดต่อบิลต้องไม่เกิน {max} บาท ลดยอดแทงได้สูงสุด {stake} บาท',
  },
  /** The stake passes the member's maximum per bet on this market (the tier's, × the stake factor; live half). */
  SPORTS_STAKE_OVER_MAX: { code: 2709, http: 422, message: 'ยอดแทงสูงสุดสำหรับราคานี้ {max} บาท' },
  /** The member's stakes on this selection in 24 hours would pass twice the maximum bet. */
  SPORTS_SELECTION_DAY_LIMIT: {
    code: 2710,
    http: 422,
    message: 'ตัวเลือกนี้แทงได้อีกไม่เกิน {max} บาทใน 24 ชั่วโมง',
  },
  /** The market's or the fixture's liability would pass its cap: the price is full. `data` is `{ legIndex, field }`. */
  SPORTS_LIABILITY_FULL: { code: 2711, http: 422, message: 'ราคานี้เต็มแล้ว (รายการลำดับที่ {leg})' },
  /** No ticket with this id for this member. */
  SPORTS_TICKET_NOT_FOUND: { code: 2712, http: 404, message: 'ไม่พบบิลนี้' },
  /** A live bet during its delay met a bet stop, goal, card or price move: `{reason}` is the Thai reason. */
  SPORTS_LIVE_BET_REJECTED: { code: 2713, http: 409, message: 'ไม่รับบิลนี้: {reason}' },
  /** A result, market change or void the fixture's state does not allow (e.g. a result before kick-off, a revision after 72 h). */
  SPORTS_STATE_INVALID: { code: 2714, http: 409, message: 'สถานะของคู่นี้ไม่อนุญาตให้ทำรายการนี้' },
  /** Maker-checker: the staff member who entered the result (or asked for the void) cannot confirm it. */
  SPORTS_MAKER_CHECKER: {
    code: 2715,
    http: 403,
    message: 'ผู้บันทึกไม่สามารถยืนยันรายการของตนเองได้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน',
  },
  /** Staff prices that are not valid (a key that is not a market, an outcome missing, odds ≤ 1). `data` is `{ field }`. */
  SPORTS_PRICES_INVALID: { code: 2716, http: 400, message: 'ราคาไม่ถูกต้อง: {detail}' },
  /** An obvious-error void that the rule does not allow (price within 100% of the reference, after the result or too late). */
  SPORTS_VOID_NOT_ALLOWED: { code: 2717, http: 422, message: 'ไม่สามารถยกเลิกบิลนี้ได้: {reason}' },
  /** A result whose first-half score is above its full-time score. */
  SPORTS_RESULT_INVALID: { code: 2718, http: 422, message: 'ผลครึ่งแรกต้องไม่มากกว่าผลเต็มเวลา' },

  RATE_LIMITED: { code: 1600, http: 429, message: 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง' },

  INTERNAL: { code: 9000, http: 500, message: th.genericError },
  /** The health check of a node that listens but has not started its jobs yet: a balancer waits for it. */
  STARTING: { code: 9001, http: 503, message: 'ระบบกำลังเริ่มทำงาน กรุณาลองใหม่อีกครั้งในอีกสักครู่' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;

export const errorMessage = (name: ErrorName, params?: Record<string, string | number>): string =>
  fillMessage(errorCatalogue[name].message, params);

const byCode = new Map<number, ErrorName>(
  Object.entries(errorCatalogue).map(([name, entry]) => [entry.code, name as ErrorName]),
);

/** The catalogue name for a `status.code`, for clients that branch on it. */
export const errorNameOf = (code: number): ErrorName | undefined => byCode.get(code);
