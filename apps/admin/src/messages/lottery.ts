import {
  type ProductGroup,
  type ResultFormatCode,
  type RoundStatus,
  roundStatusNames,
} from '@chokdee/contracts';

/**
 * Thai text of the lottery pages (products, rounds calendar, round page), in a file of its own so it
 * loads with them. Page titles and the menu section stay in `th.ts` with the other pages'.
 */
export const lotteryTh = {
  // Products
  colProduct: 'หวย',
  colGroup: 'กลุ่ม',
  colResultFormat: 'รูปแบบผล',
  colSchedule: 'รอบออกผล',
  colCloseTime: 'เวลาปิดรับ',
  colEnabled: 'เปิดขาย',
  colHolidays: 'วันหยุด',
  enabledOn: 'เปิดขาย',
  enabledOff: 'ปิดขาย',
  toggleProduct: 'เปิดขาย {name}',
  productEnabled: 'เปิดขาย {name} แล้ว',
  productDisabled: 'ปิดขาย {name} แล้ว',
  confirmDisableProduct: 'ปิดขาย {name}',
  confirmDisableProductBody: 'ปิดขาย {name}: สมาชิกจะแทงหวยนี้ไม่ได้จนกว่าจะเปิดขายอีกครั้ง โพยที่แทงไว้แล้วยังอยู่ตามเดิม',
  edit: 'แก้ไข',
  view: 'ดูรายละเอียด',
  holidays: 'วันหยุด',
  holidaysCount: '{count} วัน',
  noCloseTime: '–',
  scheduleKind: {
    daily: 'ทุกวัน',
    weekdays: 'ตามวันในสัปดาห์',
    explicitDates: 'ตามวันออกรางวัล',
    nextDayClose: 'ปิดรับวันถัดไป',
    yeekee: 'ยี่กี (ตามการตั้งค่าตลาดยี่กี)',
  } as Record<string, string>,

  // Product editor
  editTitle: 'แก้ไข {name}',
  editBody: 'อัตราจ่ายและวงเงินใหม่ใช้กับโพยที่แทงหลังบันทึก เวลาปิดรับใหม่ใช้กับงวดที่ระบบสร้างต่อจากนี้',
  productEnabledField: 'เปิดขายหวยนี้',
  closeTime: 'เวลาปิดรับ (เวลาไทย)',
  closeTimeNone: 'หวยนี้ไม่มีเวลาปิดรับเดียว',
  betTypesTable: 'อัตราจ่ายและวงเงินต่อประเภทการแทง',
  colBetType: 'ประเภทการแทง',
  colBetEnabled: 'เปิดรับ',
  colRate: 'อัตราจ่าย (บาทละ)',
  colMinBet: 'ขั้นต่ำต่อรายการ',
  colMaxBet: 'สูงสุดต่อรายการ',
  colMemberMax: 'สูงสุดต่อคนต่อเลข',
  colLiabilityCap: 'เพดานยอดจ่ายต่อเลข',
  betFieldLabel: '{field} {betType}',
  rateInvalid: 'อัตราจ่ายต้องเป็นตัวเลข ทศนิยมไม่เกิน 4 ตำแหน่ง เช่น 900 หรือ 3.2',
  save: 'บันทึก',
  saved: 'บันทึกการตั้งค่า {name} แล้ว',
  nothingChanged: 'ยังไม่ได้แก้ไขค่าใด',

  // Holidays
  holidaysTitle: 'วันหยุดของ {name}',
  holidaysBody: 'วันที่ระบุจะไม่มีงวด (ใช้กับงวดที่ระบบสร้างต่อจากนี้ งวดที่สร้างแล้วให้ยกเลิกงวดแทน)',
  holidayDate: 'วันที่',
  holidayNote: 'หมายเหตุ',
  holidayDateRequired: 'กรุณาเลือกวันที่',
  addHoliday: 'เพิ่มวันหยุด',
  removeHoliday: 'ลบวันหยุด {date}',
  remove: 'ลบ',
  holidayAdded: 'เพิ่มวันหยุด {date} แล้ว',
  holidayRemoved: 'ลบวันหยุด {date} แล้ว',
  noHolidays: 'ยังไม่มีวันหยุด',

  // Rounds calendar
  filterFrom: 'ปิดรับตั้งแต่วันที่',
  filterTo: 'ถึงวันที่',
  filterProduct: 'หวย',
  filterStatus: 'สถานะงวด',
  colRound: 'งวด',
  colClosesAt: 'ปิดรับ',
  colBills: 'โพย',
  colStake: 'ยอดแทง',
  colWin: 'ยอดจ่าย',
  colProfit: 'กำไร/ขาดทุน',

  // Round page
  backToRounds: 'กลับไปปฏิทินงวด',
  roundTitle: '{product} งวด {roundCode}',
  opensAt: 'เปิดรับ',
  closesAt: 'ปิดรับ',
  enteredBy: 'บันทึกผลโดย',
  confirmedBy: 'ยืนยันผลโดย',
  settledAt: 'จ่ายรางวัลเสร็จ',
  corrections: 'แก้ไขผลแล้ว',
  correctionsCount: '{count} ครั้ง',
  cancelReason: 'เหตุผลที่ยกเลิก',
  byAt: '{name} · {time}',
  money: 'ยอดเงินของงวด',
  bills: 'โพยทั้งหมด',
  pendingBills: 'โพยรอผล',
  stake: 'ยอดแทง',
  win: 'ยอดจ่ายรางวัล',
  refunded: 'คืนเงิน',
  profit: 'กำไร/ขาดทุน',
  settlement: 'การจ่ายรางวัล',
  settling: 'ยืนยันผลแล้ว กำลังจ่ายรางวัล (โพยรอผล {count} ใบ)',
  settledDone: 'จ่ายรางวัลครบแล้ว',
  notSettled: 'ยังไม่ได้จ่ายรางวัล',

  // Exposure board
  exposure: 'ยอดเสี่ยงรายเลข',
  exposureHint: 'เรียงจากเลขที่ใกล้เพดานที่สุด แถวสีแดงใช้เพดานไปแล้วตั้งแต่ 80%',
  autoRefresh: 'อัปเดตอัตโนมัติทุก {seconds} วินาที · ล่าสุด {time}',
  lastUpdated: 'ข้อมูลล่าสุด {time}',
  totalStake: 'ยอดแทงรวม',
  worstCase: 'ยอดจ่ายสูงสุดหากเลขเดียวออก',
  betTypeFilter: 'ประเภทการแทง',
  colNumber: 'เลข',
  colLiability: 'ยอดจ่ายถ้าออก',
  colCap: 'เพดาน',
  colCapUsed: 'ใช้เพดานไป',
  colRule: 'เลขปิด/อั้น',
  nearCap: 'ใกล้เต็ม',

  // Closed and reduced-rate numbers
  numberRules: 'เลขปิดและเลขอั้น',
  numberRulesHint: 'เลขปิดไม่รับแทงเพิ่ม เลขอั้นจ่ายตามอัตราที่ลดลง (โพยที่แทงแล้วได้อัตราเดิม)',
  numberRulesLocked: 'เปลี่ยนเลขปิดและเลขอั้นได้เฉพาะงวดที่ยังไม่ปิดรับ',
  ruleKind: { CLOSED: 'เลขปิด', REDUCED: 'เลขอั้น' },
  kind: 'ชนิด',
  number: 'เลข',
  reducedRate: 'อัตราจ่ายที่ลดลง (บาทละ)',
  normalRate: 'อัตราปกติ {rate}',
  numberDigits: 'เลขต้องเป็นตัวเลข {digits} หลัก',
  reducedRateRequired: 'กรุณากรอกอัตราจ่ายของเลขอั้น',
  addRule: 'เพิ่ม',
  ruleAdded: 'บันทึก{kind} {number} แล้ว',
  removeRule: 'ยกเลิก{kind} {betType} {number}',
  ruleRemoved: 'ยกเลิก{kind} {number} แล้ว',

  // Actions
  roundActions: 'จัดการงวด',
  closeEarly: 'ปิดรับก่อนเวลา',
  closeEarlyTitle: 'ปิดรับงวดนี้ก่อนเวลา',
  closeEarlyBody: 'งวด {roundCode} จะไม่รับโพยเพิ่มทันที (กำหนดปิดรับ {closeAt}) และเปิดรับอีกไม่ได้',
  closed: 'ปิดรับงวดแล้ว',
  cancelRound: 'ยกเลิกงวด',
  cancelRoundTitle: 'ยกเลิกงวดนี้',
  cancelRoundBody: 'โพยที่รอผลทั้งหมด ({count} ใบ) จะถูกยกเลิกและคืนเงินเข้ากระเป๋าสมาชิกทันที ย้อนกลับไม่ได้',
  cancelled: 'ยกเลิกงวดและคืนเงินแล้ว',

  // Result entry and the checker
  enterResult: 'บันทึกผลรางวัล',
  enterResultHint: 'กรอกผลตามแหล่งทางการ ผลจะยังไม่จ่ายจนกว่าเจ้าหน้าที่อีกคนตรวจและยืนยัน',
  resultEntered: 'บันทึกผลแล้ว รอเจ้าหน้าที่อีกคนยืนยัน',
  yeekeeNoEntry: 'ผลยี่กีคำนวณจากเลขที่สมาชิกยิง ไม่ต้องกรอกผล',
  yeekeeShots: 'ดูเลขที่ยิงของรอบนี้',
  enteredResult: 'ผลที่บันทึกไว้',
  derivedResult: 'ใช้ตัดสิน',
  checkerTitle: 'ตรวจและยืนยันผล',
  checkerHint: 'พิมพ์ผลจากแหล่งทางการเองโดยไม่ดูผลที่บันทึกไว้ (ระบบไม่แสดงให้เห็น) เมื่อกดยืนยัน ระบบจะเทียบกับที่ผู้บันทึกกรอกทุกช่อง',
  officialResult: 'ผลจากแหล่งทางการ',
  resultDiffers: 'ตรวจกับแหล่งทางการอีกครั้ง หากผลที่บันทึกผิด ให้กด “ยกเลิกผลที่บันทึก” แล้วบันทึกใหม่',
  resultFieldDiffers: '{field} ไม่ตรงกับที่ผู้บันทึกกรอก',
  fieldDiffers: 'ไม่ตรงกับที่ผู้บันทึกกรอก',
  confirmResult: 'ยืนยันผลและจ่ายรางวัล',
  confirmed: 'ยืนยันผลแล้ว จ่ายรางวัล {bills} โพย ถูกรางวัล {winning} โพย รวม {total}',
  confirmedPending: 'ยืนยันผลแล้ว ระบบกำลังจ่ายรางวัล',
  makerMustWait: 'คุณเป็นผู้บันทึกผลนี้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน',
  waitingChecker: 'รอเจ้าหน้าที่ฝ่ายหวยหรือเจ้าของระบบอีกคนยืนยันผล',
  voidResult: 'ยกเลิกผลที่บันทึก',
  voidResultTitle: 'ยกเลิกผลที่บันทึกไว้',
  voidResultBody: 'ผลที่บันทึกจะถูกล้าง งวดกลับเป็น “ปิดรับแล้ว” เพื่อบันทึกผลใหม่ (ประวัติยังเก็บไว้)',
  voided: 'ยกเลิกผลที่บันทึกแล้ว บันทึกผลใหม่ได้',

  // Correction (owner)
  correctTitle: 'แก้ไขผลรางวัล (เจ้าของระบบ)',
  correctHint:
    'ใช้เมื่อผลที่ยืนยันไปแล้วผิด ทุกโพยจะถูกตัดสินใหม่ ส่วนต่างจะโอนเข้าหรือหักจากกระเป๋าสมาชิกทันที และบันทึกประวัติพร้อมเหตุผล',
  correctReason: 'เหตุผลที่แก้ไขผล',
  correctSubmit: 'แก้ไขผลและปรับยอดสมาชิก',
  correctConfirmTitle: 'ยืนยันการแก้ไขผล',
  correctConfirmBody: 'ผลใหม่: {result} ระบบจะตัดสินทุกโพยใหม่และปรับยอดเงินสมาชิกทันที',
  corrected: 'แก้ไขผลแล้ว',
  correctionOutcome: 'ผลของการแก้ไขล่าสุด',
  billsChanged: 'โพยที่ยอดถูกรางวัลเปลี่ยน',
  membersCredited: 'สมาชิกที่ได้เงินเพิ่ม',
  membersDebited: 'สมาชิกที่ถูกหักเงิน',
  creditedTotal: 'ยอดโอนเพิ่มรวม',
  debitedTotal: 'ยอดหักคืนรวม',
  shortfallTotal: 'ยอดที่หักคืนไม่ได้ (เงินในกระเป๋าไม่พอ)',
  shortfallHint:
    'ยอดที่หักคืนไม่ได้เป็นยอดค้างชำระของสมาชิก: รายการถอนถูกระงับ เงินที่เข้าบัญชีจะหักชำระก่อน ดูที่เมนูยอดค้างชำระของสมาชิก',
  correctionHistory: 'ประวัติการแก้ไขผล',
  correctionNo: 'ครั้งที่',
  correctionAt: 'เมื่อ',
  correctionReason: 'เหตุผล',
  people: '{count} คน',
  billsUnit: '{count} ใบ',
} as const;

/** Shared with the server's CSV exports (contracts' `roundStatusNames`). */
export const roundStatusLabel: Record<RoundStatus, string> = roundStatusNames;

export const productGroupLabel: Record<ProductGroup, string> = {
  THAI: 'หวยไทย',
  FOREIGN: 'หวยต่างประเทศ',
  STOCK: 'หวยหุ้น',
  YEEKEE: 'หวยยี่กี',
};

export const resultFormatLabel: Record<ResultFormatCode, string> = {
  GLO: 'รัฐบาลไทย (รางวัลที่ 1 เลขหน้า เลขท้าย)',
  LAO: 'ลาว (เลข 4–6 หลัก)',
  HANOI: 'ฮานอย (รางวัลพิเศษ รางวัลที่ 1)',
  STOCK: 'หุ้น (ราคาปิด ค่าเปลี่ยนแปลง)',
  TOP_BOTTOM: '3 ตัวบน 2 ตัวล่าง',
  YEEKEE: 'ยี่กี (คำนวณจากเลขที่ยิง)',
};

/** What each field of a raw result is called on the official result sheet. */
export const resultFieldLabel = {
  first: 'รางวัลที่ 1',
  front3: 'เลขหน้า 3 ตัว ชุดที่ {n}',
  back3: 'เลขท้าย 3 ตัว ชุดที่ {n}',
  back2: 'เลขท้าย 2 ตัว',
  number: 'เลขที่ออก',
  special: 'รางวัลพิเศษ',
  close: 'ราคาปิด',
  change: 'ค่าเปลี่ยนแปลง',
  top3: '3 ตัวบน',
  bottom2: '2 ตัวล่าง',
} as const;

/** GLO's pairs as a whole: their two prizes count in either order, so a mismatch names the pair. */
export const resultPairLabel = {
  front3: 'เลขหน้า 3 ตัว',
  back3: 'เลขท้าย 3 ตัว',
} as const;

/** The values bills are judged against (derived from the raw result). */
export const derivedLabel = {
  top3: '3 ตัวบน',
  top2: '2 ตัวบน',
  bottom2: '2 ตัวล่าง',
  front3: '3 ตัวหน้า',
  back3: '3 ตัวล่าง (ท้าย)',
} as const;

/** A round's bills and winners, a bill's lines, and the payout previews (result confirm, correction). */
export const lotteryBillsTh = {
  section: 'โพยของงวด',
  tabs: 'โพยและผู้ถูกรางวัล',
  tabBills: 'โพย',
  tabWinners: 'ผู้ถูกรางวัล',
  winnersHint: 'ผู้ถูกรางวัลแสดงเมื่อจ่ายรางวัลของงวดแล้ว เรียงจากยอดถูกรางวัลมากที่สุด',
  numberFilter: 'ใครแทงเลขนี้',
  numberPlaceholder: 'เช่น 90 หรือ 345',
  search: 'ค้นหา',
  clear: 'ล้าง',
  colTime: 'เวลาแทง',
  colBillNo: 'เลขที่โพย',
  colMember: 'สมาชิก',
  colNumbers: 'เลขที่แทง',
  colTotal: 'ยอดแทง',
  colWin: 'ถูกรางวัล',
  colStatus: 'สถานะ',
  moreLines: '+{count} รายการ',
  billStatus: { PENDING: 'รอผล', SETTLED: 'ออกผลแล้ว', CANCELLED: 'ยกเลิก' },
  openBill: 'ดูโพย {billNo}',

  // The bill dialog
  billTitle: 'โพย {billNo}',
  billDescription: 'งวด {roundCode} · แทงเมื่อ {time}',
  billNotFound: 'ไม่พบโพยนี้ในงวด',
  memberLink: 'หน้าสมาชิก {name}',
  colLine: 'ลำดับ',
  colBetType: 'ประเภท',
  colNumber: 'เลข',
  colStake: 'ยอดแทง',
  colRate: 'อัตราจ่าย',
  colOutcome: 'ผล',
  colLineWin: 'ได้รับ',
  outcome: { PENDING: 'รอผล', WIN: 'ถูกรางวัล', LOSE: 'ไม่ถูก', CANCELLED: 'ยกเลิก' },
  billTotals: 'ยอดแทงรวม {total} · ถูกรางวัลรวม {win}',
  close: 'ปิด',

  // Payout preview (before the confirm)
  previewTitle: 'ยอดจ่ายรางวัลหากยืนยันผลนี้',
  previewHint: 'คำนวณด้วยขั้นตอนเดียวกับการจ่ายรางวัลจริง ยังไม่มีการโอนเงิน',
  colLines: 'รายการที่ถูก',
  colMembers: 'สมาชิก',
  colPayout: 'ยอดจ่าย',
  total: 'รวม',
  previewTotal: 'รวม {bills} โพย {members} คน',
  noWinners: 'ไม่มีรายการที่ถูกรางวัล',

  // Correction preview (before the owner's correction)
  correctionPreviewTitle: 'ผลกระทบหากแก้ไขเป็นผลนี้',
  colStop: 'เลิกถูกรางวัล',
  colStart: 'ถูกรางวัลใหม่',
  colNet: 'ส่วนต่าง',
  linesPayout: '{lines} รายการ · {payout}',
  netTotal: 'ส่วนต่างรวม (บวก = จ่ายเพิ่ม ลบ = หักคืน)',
  moves: 'โอนเพิ่ม {credited} ({creditedPeople} คน) · หักคืน {debited} ({debitedPeople} คน)',
  owingTitle: 'สมาชิกที่เงินในกระเป๋าไม่พอให้หักคืน',
  colOwed: 'ต้องหักคืน',
  colHolds: 'หักได้',
  colShortfall: 'เป็นยอดค้างชำระ',
  noOwing: 'สมาชิกทุกคนมีเงินพอให้หักคืน',
  nothingChanges: 'ผลนี้ไม่เปลี่ยนการถูกรางวัลของโพยใด',

  // Rounds calendar and round facts
  notResulted: 'ยังไม่ออกผล',
  showYeekee: 'แสดงรอบยี่กี',
  closedEarlyAt: 'ปิดก่อนเวลา {time}',
  scheduledClose: 'กำหนดเดิม',
} as const;
