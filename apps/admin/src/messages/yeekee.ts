import type { YeekeeFormula, YeekeePhase, YeekeeVoidReason } from '@chokdee/contracts';

/**
 * Thai text of the Yeekee pages (markets, a market's rounds of a day, a round's shots), in a file of
 * its own so it loads with them. Validation messages of the settings come from the contracts' schemas.
 */
export const yeekeeTh = {
  pageMarkets: 'หวยยี่กี',
  pageRounds: 'รอบยี่กีของวัน',
  pageShots: 'เลขที่ยิงของรอบยี่กี',

  // Markets list
  marketsIntro:
    'ตลาดยี่กีออกผลจากเลขที่สมาชิกยิง การตั้งค่าที่แก้ไขใช้กับทุกรอบที่ยังไม่เปิด ส่วนจำนวนรอบ ความยาวรอบ และเวลาปิดรอบแรก ใช้กับรอบที่ระบบสร้างหลังบันทึก',
  addMarket: 'เพิ่มตลาดยี่กี',
  colMarket: 'ตลาด',
  colRounds: 'รอบต่อวัน',
  colFirstClose: 'ปิดรอบแรก',
  colWindow: 'ยิงต่อหลังปิดรับ',
  colMinShots: 'ขั้นต่ำ',
  colLimits: 'จำกัดต่อคน',
  colFormula: 'สูตร',
  colRewards: 'รางวัลคนยิง',
  colEnabled: 'สถานะ',
  roundsSummary: '{rounds} รอบ × {minutes} นาที',
  seconds: '{seconds} วินาที',
  shotsCount: '{count} ครั้ง',
  limitsSummary: '{max} ครั้ง/รอบ · เว้น {seconds} วินาที',
  enabledOn: 'เปิด',
  enabledOff: 'ปิด',
  rewardsOff: 'ไม่มี',
  rewardsSummary: '{amount} ตำแหน่ง {positions}',
  edit: 'แก้ไข',
  view: 'ดูการตั้งค่า',
  roundsOfDay: 'รอบของวัน',
  readOnly: 'คุณดูการตั้งค่าได้อย่างเดียว เฉพาะฝ่ายหวยและเจ้าของระบบที่แก้ไขได้',

  // Market form
  createTitle: 'เพิ่มตลาดยี่กี',
  createBody: 'รอบแรกของตลาดใหม่เริ่มรับแทงตั้งแต่นาทีถัดไป ค่าเริ่มต้นเป็นไปตามกติกายี่กีของเว็บ (88 รอบ รอบละ 15 นาที)',
  editTitle: 'ตั้งค่า {name}',
  editBody:
    'ช่วงเวลายิง จำนวนครั้ง สูตร และรางวัลผู้ยิง ใช้กับทุกรอบที่ยังไม่เปิด (รอบที่เปิดแล้วคงค่าเดิม) ส่วนจำนวนรอบ ความยาวรอบ และเวลาปิดรอบแรก ใช้กับรอบที่ระบบสร้างหลังบันทึก',
  sectionMarket: 'ตลาด',
  sectionRounds: 'รอบและเวลา',
  sectionShots: 'การยิงเลข',
  sectionFormula: 'สูตรออกผล',
  sectionRewards: 'รางวัลคนยิงเลข',
  code: 'รหัสตลาด',
  codeHint: 'ภาษาอังกฤษพิมพ์ใหญ่และตัวเลข เช่น YK หรือ YK5 ใช้นำหน้ารหัสรอบ เปลี่ยนภายหลังไม่ได้',
  name: 'ชื่อตลาด',
  isEnabled: 'เปิดตลาดนี้ (สร้างรอบใหม่และให้สมาชิกเห็น)',
  roundsPerDay: 'จำนวนรอบต่อวัน',
  roundMinutes: 'นาทีต่อรอบ',
  roundMinutesHint: '1–60 นาที',
  firstCloseTime: 'เวลาปิดรับรอบแรก (เวลาไทย)',
  firstCloseTimeHint: 'วันทำการของยี่กีเริ่มที่รอบแรกนี้ รอบหลังเที่ยงคืนยังนับเป็นวันเดิม',
  shootWindowSeconds: 'ยิงเลขต่อหลังปิดรับแทง (วินาที)',
  shootWindowHint: '0–300 วินาที เมื่อครบเวลาระบบปิดรายการเลขและคำนวณผล',
  minShots: 'จำนวนเลขขั้นต่ำต่อรอบ',
  minShotsHint: 'ถ้าเลขที่ยิงไม่ถึงจำนวนนี้ รอบเป็นโมฆะและคืนเงินทุกโพย',
  maxShotsPerMember: 'ยิงได้สูงสุดต่อคนต่อรอบ (ครั้ง)',
  shotCooldownSeconds: 'เว้นระยะระหว่างการยิงของคนเดียวกัน (วินาที)',
  formula: 'สูตรออกผล',
  rewardsEnabled: 'จ่ายรางวัลให้คนยิงเลขในตำแหน่งที่กำหนด',
  rewardsHint:
    'นับตำแหน่งจากเลขสุดท้าย: 1 = เลขสุดท้าย, 16 = เลขที่ถูกนำมาลบ คนหนึ่งได้ไม่เกิน 1 รางวัลต่อรอบ และต้องแทงในรอบนั้นอย่างน้อยตามยอดที่กำหนด',
  rewardPositions: 'ตำแหน่งที่ได้รางวัล (คั่นด้วยจุลภาค)',
  wholeNumber: 'กรุณากรอกจำนวนเต็ม',
  rewardPositionsInvalid: 'กรอกตำแหน่งเป็นตัวเลขคั่นด้วยจุลภาค เช่น 1, 16',
  rewardPositionsRepeated: 'ตำแหน่งซ้ำกัน',
  rewardAmount: 'เงินรางวัลต่อคน (บาท)',
  rewardMinStake: 'ยอดแทงขั้นต่ำในรอบ (บาท)',
  create: 'เพิ่มตลาด',
  save: 'บันทึก',
  created: 'เพิ่มตลาด {name} แล้ว รอบแรกเริ่มในนาทีถัดไป',
  saved: 'บันทึกการตั้งค่า {name} แล้ว ใช้กับรอบที่ยังไม่เปิด',

  // A market's rounds of a day
  backToMarkets: 'กลับไปรายการตลาดยี่กี',
  roundsTitle: '{name} ({code})',
  businessDate: 'วันทำการ',
  businessDateHint: 'วันทำการเริ่มที่รอบแรกของวัน รอบหลังเที่ยงคืนยังนับเป็นวันก่อนหน้า',
  today: 'วันนี้',
  autoRefresh: 'อัปเดตอัตโนมัติทุก {seconds} วินาที',
  colRound: 'รอบ',
  colTimes: 'เวลา',
  closeAtShort: 'ปิดรับ',
  freezeAtShort: 'ปิดยิง',
  colPhase: 'สถานะ',
  colShots: 'เลขที่ยิง',
  shooters: '{count} คนยิง',
  colBettors: 'คนแทง',
  colBills: 'โพย',
  colStake: 'ยอดแทง',
  colPaid: 'ยอดจ่าย',
  colProfit: 'กำไร/ขาดทุน',
  colRewardsPaid: 'รางวัลคนยิง',
  colResult: 'ผล',
  nextDay: '(วันถัดไป)',
  resultText: '3 ตัวบน {top3} · 2 ตัวล่าง {bottom2}',
  notSettled: 'รอจ่าย',
  roundLink: 'ดูงวด {roundCode}',
  shotsLink: 'ดูเลขที่ยิง {roundCode}',
  totals: 'รวมทั้งวัน',
  noRounds: 'ไม่มีรอบในวันทำการนี้',

  // A round's shots
  backToRounds: 'กลับไปรอบของวัน',
  shotsTitle: 'เลขที่ยิง รอบ {roundCode}',
  shotsCountOf: 'แสดง {shown} จาก {count} เลข',
  memberHidden: 'ชื่อสมาชิกแสดงแบบปิดบางส่วน เฉพาะเจ้าของระบบที่เห็นสมาชิกผู้ยิงแต่ละเลข',
  colSeq: 'ลำดับ',
  colNumber: 'เลข',
  colName: 'ชื่อ (ปิดบางส่วน)',
  colReceivedAt: 'เวลาที่รับเลข',
  colMember: 'สมาชิก',
  loadMore: 'โหลดเพิ่ม',
} as const;

export const yeekeePhaseLabel: Record<YeekeePhase, string> = {
  SCHEDULED: 'ยังไม่เปิด',
  BETTING: 'รับแทงและยิงเลข',
  SHOOTING: 'ปิดรับแทง ยิงเลขต่อ',
  FROZEN: 'ปิดยิงเลข กำลังออกผล',
  RESULTED: 'ออกผลแล้ว',
  VOID: 'โมฆะ คืนเงินแล้ว',
};

export const yeekeeVoidReasonLabel: Record<YeekeeVoidReason, string> = {
  TOO_FEW_SHOTS: 'เลขที่ยิงไม่ถึงขั้นต่ำ',
  INTAKE_OUTAGE: 'ระบบรับเลขขัดข้องช่วงใกล้ปิดยิง',
};

export const yeekeeFormulaLabel: Record<YeekeeFormula, string> = {
  CLASSIC: 'แบบดั้งเดิม (ผลรวม − เลขลำดับที่ 16 นับจากท้าย)',
  SEEDED: 'แบบมีเลขลับของระบบ (แนะนำ: ประกาศแฮชก่อนเปิดรอบ คนยิงท้ายกำหนดผลไม่ได้)',
};

/** The short name of a formula in a table. */
export const yeekeeFormulaShort: Record<YeekeeFormula, string> = {
  CLASSIC: 'ดั้งเดิม',
  SEEDED: 'มีเลขลับ',
};
