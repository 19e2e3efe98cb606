/** Thai text of the back office's loss-cashback pages (features/cashback). */
export const cashbackTh = {
  pageSettings: 'ตั้งค่าคืนยอดเสีย',
  pageRuns: 'รอบคำนวณคืนยอดเสีย',
  settingsIntro:
    'คืนยอดเสียให้สมาชิกเป็นเปอร์เซ็นต์ของยอดเสียสุทธิ (ยอดเดิมพันที่ชำระผลแล้ว − ยอดชนะ) แยกตามประเภทเกมและงวด ไม่นับการแทงคลุมและยอดที่ใช้ทำเทิร์นโอเวอร์ของโปรโมชั่นไปแล้ว ระบบคำนวณงวดที่จบแล้วเวลา 04:00 น. ของวันถัดไป',
  enabled: 'เปิดใช้คืนยอดเสีย',
  period: 'รอบการคำนวณ',
  periodWeekly: 'รายสัปดาห์ (จันทร์–อาทิตย์)',
  periodDaily: 'รายวัน',
  percentsTitle: 'เปอร์เซ็นต์ที่คืนต่อประเภทเกม (%)',
  /** `{category}`. */
  percentOf: '{category} (%)',
  minimumLoss: 'ยอดเสียสุทธิขั้นต่ำ (บาท) — ต่ำกว่านี้คืน 0 บาท',
  cap: 'คืนสูงสุดต่อสมาชิก ต่อประเภทเกม ต่องวด (บาท)',
  turnoverMultiplier: 'เทิร์นโอเวอร์ (0 = จ่ายเป็นเงินสด, สูงสุด 1 เท่า = จ่ายเป็นโบนัส)',
  claimDays: 'กดรับได้ภายใน (วัน)',
  save: 'บันทึก',
  saved: 'บันทึกการตั้งค่าคืนยอดเสียแล้ว',
  /** `{time}`, `{by}`. */
  lastSaved: 'บันทึกล่าสุด {time} โดย {by}',
  neverSaved: 'ยังไม่เคยตั้งค่า — คืนยอดเสียปิดอยู่ (แสดงค่าเริ่มต้น)',
  readOnly: 'คุณดูการตั้งค่าได้อย่างเดียว',

  runsIntro: 'สรุปแต่ละงวด: สมาชิกที่มียอดเล่น ยอดที่คืน ยอดที่รับแล้ว และยอดที่หมดอายุ สั่งคำนวณงวดที่จบแล้วซ้ำได้ (ไม่จ่ายซ้ำ)',
  runPeriod: 'งวดที่จะคำนวณ (YYYY-Www หรือ YYYY-MM-DD)',
  runNow: 'คำนวณงวดนี้ตอนนี้',
  /** `{period}`, `{credits}`, `{amount}`. */
  runDone: 'คำนวณงวด {period} แล้ว: รายการใหม่ {credits} รายการ ยอดคืน {amount} บาท',
  runsTable: 'รอบคำนวณคืนยอดเสีย',
  colPeriod: 'งวด',
  colRun: 'สถานะการคำนวณ',
  colMembers: 'สมาชิก',
  colCredited: 'ยอดคืน',
  colClaimable: 'รอรับ',
  colClaimed: 'รับแล้ว',
  colExpired: 'หมดอายุ',
  colBelow: 'ไม่ถึงขั้นต่ำ',
  colLocked: 'บัญชีถูกระงับ',
  /** `{count}` `{amount}`. */
  countAmount: '{count} รายการ · {amount}',
  noRun: 'ยังไม่ได้คำนวณ',
  runStatus: { RUNNING: 'กำลังคำนวณ', DONE: 'เสร็จ', FAILED: 'ล้มเหลว' } as Record<string, string>,
  /** `{by}`. */
  runBy: 'โดย {by}',
  runByScheduler: 'โดยระบบ',
  empty: 'ยังไม่มีงวดที่คำนวณ',
} as const;
