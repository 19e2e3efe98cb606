/**
 * The Thai text the originals server answers its own pages with (refusals and errors). The UI shows
 * `message` as it is; its own labels live in `web/src/messages/th.ts`.
 */
export const playErrors = {
  SESSION_EXPIRED: { status: 401, message: 'เซสชันเกมหมดอายุ กรุณาออกแล้วเปิดเกมใหม่จากหน้าเว็บ' },
  WRONG_GAME: { status: 400, message: 'เซสชันนี้ไม่ได้เปิดเกมนี้ กรุณาเปิดเกมใหม่จากหน้าเว็บ' },
  BAD_REQUEST: { status: 400, message: 'ข้อมูลไม่ถูกต้อง กรุณาลองใหม่' },
  BAD_STAKE: { status: 400, message: 'จำนวนเดิมพันไม่ถูกต้อง' },
  NO_BET: { status: 400, message: 'กรุณาวางชิปอย่างน้อยหนึ่งช่องก่อนแจกไพ่' },
  BAD_CLIENT_SEED: { status: 400, message: 'Client seed ต้องยาว 1–64 ตัวอักษร และไม่มีอักขระควบคุม' },
  SHOE_CHANGED: { status: 409, message: 'ขอไพ่เปลี่ยนแล้ว กรุณาดูแฮชของขอไพ่ใหม่ก่อนแจกไพ่' },
  TOO_FAST: { status: 429, message: 'กรุณารอให้วงล้อหยุดก่อนหมุนครั้งถัดไป' },
  BUSY: { status: 429, message: 'กำลังประมวลผลรอบก่อนหน้า กรุณารอสักครู่' },
  INSUFFICIENT_BALANCE: { status: 409, message: 'ยอดเงินไม่พอ กรุณาฝากเงินหรือลดจำนวนเดิมพัน' },
  MEMBER_NOT_FOUND: { status: 409, message: 'ไม่พบบัญชีผู้เล่น กรุณาเปิดเกมใหม่จากหน้าเว็บ' },
  SESSION_MISMATCH: {
    status: 409,
    message: 'คุณเปิดเกมนี้จากที่อื่นแล้ว เซสชันนี้ใช้เดิมพันไม่ได้ กรุณาเปิดเกมใหม่',
  },
  REFUSED: {
    status: 409,
    message: 'ระบบไม่รับเดิมพันนี้ (บัญชีอาจถูกระงับ หรือมียอดค้างชำระ) กรุณาติดต่อฝ่ายบริการ',
  },
  UNAVAILABLE: { status: 503, message: 'เชื่อมต่อกระเป๋าเงินไม่ได้ชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  SETTLEMENT_PENDING: {
    status: 503,
    message: 'รอบก่อนหน้ายังรอยืนยันการจ่ายเงิน กรุณาลองใหม่ในอีกสักครู่',
  },
  NOT_FOUND: { status: 404, message: 'ไม่พบหน้านี้' },
  INTERNAL: { status: 500, message: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง' },
} as const;
export type PlayErrorCode = keyof typeof playErrors;

/** A refusal the play API answers as `{error: {code, message}}` with the code's HTTP status. */
export class PlayError extends Error {
  constructor(
    readonly code: PlayErrorCode,
    /** The member's balance when the refusal knows it (a wallet refusal answers the unchanged balance). */
    readonly balance?: number,
  ) {
    super(code);
  }
}

/** Launch refusals go to the platform, not a member: English is fine there. */
export const launchErrors = {
  UNAUTHORIZED: 'unknown key or bad signature',
  BAD_REQUEST: 'invalid launch request',
  UNKNOWN_GAME: 'unknown gameCode',
} as const;
