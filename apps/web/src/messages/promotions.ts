/** Promotions, the bonus balance and its turnover, in the member's words (features/promotions). */
export const promotionText = {
  pageIntro: 'เลือกโปรโมชั่นก่อนฝากเงิน โบนัสจะเข้ากระเป๋าโบนัสเมื่อยอดฝากเข้าระบบ เงื่อนไขทุกข้อแสดงไว้ด้านล่าง',
  listLoading: 'กำลังโหลดโปรโมชั่น',
  listFailed: 'โหลดโปรโมชั่นไม่สำเร็จ',
  listEmpty: 'ยังไม่มีโปรโมชั่นในขณะนี้',
  retry: 'ลองใหม่',
  terms: 'เงื่อนไข',
  take: 'รับโปรโมชั่น',
  selected: 'เลือกแล้ว',
  loginToTake: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น',
  validUntil: 'ถึง {date}',

  // Join-promotion modal and the deposit tab's choice
  joinIntro: 'เลือกโปรโมชั่นสำหรับการฝากเงินครั้งถัดไป หรือไม่รับโปรโมชั่น',
  noPromotion: 'ไม่รับโปรโมชั่น',
  noPromotionHint: 'ฝากเงินโดยไม่มีโบนัส ไม่มีเงื่อนไขเทิร์นโอเวอร์ ถอนได้ทันที',
  choices: 'ตัวเลือกโปรโมชั่น',
  confirmChoice: 'ยืนยันการเลือก',
  choiceSaved: 'บันทึกการเลือกโปรโมชั่นแล้ว',
  choiceNone: 'บันทึกแล้ว: ไม่รับโปรโมชั่น',
  goDeposit: 'ไปฝากเงิน',
  nextDeposit: 'โปรโมชั่นสำหรับการฝากครั้งถัดไป',
  change: 'เปลี่ยน',
  unavailable: 'รับไม่ได้ในขณะนี้',

  // The active condition
  activeTitle: 'โปรโมชั่นที่กำลังใช้งาน',
  turnoverProgress: 'ยอดเทิร์นโอเวอร์',
  bonus: 'โบนัส',
  cash: 'เงินสด',
  bonusBalance: 'ยอดโบนัส',
  maxStake: 'เดิมพันสูงสุดต่อรายการ {amount}',
  remaining: 'ต้องทำยอดอีก {amount}',
  startedAt: 'เริ่ม {date}',
  withdrawBlocked: 'ถอนได้เฉพาะเงินสดหลังทำเทิร์นโอเวอร์ครบ หรือสละโบนัส',
  forfeit: 'สละโบนัส',
  forfeitTitle: 'สละโบนัสโปรโมชั่นนี้?',
  forfeitBody:
    'โบนัสและยอดที่ได้จากโบนัสจะถูกนำออกทั้งหมด เงื่อนไขเทิร์นโอเวอร์จะสิ้นสุด และเงินสดของคุณถอนได้ทันที ยกเลิกภายหลังไม่ได้',
  forfeitConfirm: 'ยืนยันสละโบนัส',
  keep: 'เก็บไว้ก่อน',
  forfeited: 'สละโบนัส {amount} แล้ว ถอนเงินสดได้ทันที',
  progressLabel: 'ความคืบหน้าเทิร์นโอเวอร์ {percent}%',
  converted: 'ทำเทิร์นโอเวอร์ครบแล้ว โบนัสเปลี่ยนเป็นเงินสด',

  // What the last deposit with a selection got
  lastDepositGranted: 'ยอดฝาก {deposit} ได้รับโบนัส {bonus} จาก {name} ยอดเทิร์นโอเวอร์ที่ต้องทำ {target}',
  lastDepositRefused: 'ยอดฝาก {deposit} ไม่ได้รับโบนัส {name}: {reason}',
  lastDepositTitle: 'ผลโปรโมชั่นของการฝากล่าสุด',

  // Bonus history
  historyTitle: 'ประวัติโบนัส',
  historyLoading: 'กำลังโหลดประวัติโบนัส',
  historyFailed: 'โหลดประวัติโบนัสไม่สำเร็จ',
  historyEmpty: 'ยังไม่มีประวัติโบนัส',
  loadMore: 'โหลดเพิ่มเติม',
  historyKinds: {
    GRANTED: 'ได้รับโบนัส',
    CONVERTED: 'เปลี่ยนเป็นเงินสด',
    FORFEITED: 'สละโบนัส',
    CANCELLED: 'ยกเลิกโดยเจ้าหน้าที่',
    CLOSED_SMALL_BALANCE: 'ปิดเพราะยอดคงเหลือน้อย',
  },

  // Home banners
  banners: 'โปรโมชั่นแนะนำ',
} as const;
