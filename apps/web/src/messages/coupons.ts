/** Thai text of the coupon modal (features/coupons). */
export const couponText = {
  title: 'คูปอง',
  intro: 'กรอกโค้ดคูปองเพื่อรับโบนัส โบนัสจะเปลี่ยนเป็นเงินสดเมื่อทำยอดเทิร์นโอเวอร์ครบ',
  rules: 'ใช้ได้เมื่อยอดเงินสดไม่เกิน 20 บาทและไม่มีโบนัสที่กำลังทำเทิร์นโอเวอร์ · ใช้ได้ 1 โค้ดต่อแคมเปญ',
  codeLabel: 'โค้ดคูปอง',
  codePlaceholder: 'เช่น ABCD2345EFGH',
  codeRequired: 'กรุณากรอกโค้ดคูปอง',
  submit: 'ใช้คูปอง',
  successTitle: 'รับโบนัสสำเร็จ',
  /** `{bonus}` and `{target}` are formatted amounts, `{name}` the campaign. */
  successBonus: 'ได้รับโบนัส {bonus} บาท จาก {name}',
  successTarget: 'ทำยอดเทิร์นโอเวอร์ให้ครบ {target} บาท โบนัสจะเปลี่ยนเป็นเงินสดที่ถอนได้',
  successForfeit: 'สละสิทธิ์ได้ทุกเมื่อ เงินสดของคุณถอนได้ทันที',
  seeProgress: 'ดูความคืบหน้า',
  close: 'ปิด',
  notEligibleNewMembers: 'คูปองนี้สำหรับสมาชิกใหม่เท่านั้น',
  notEligibleDeposit: 'คูปองนี้ต้องมียอดฝากตามที่กำหนดภายในช่วงเวลาของแคมเปญ',
} as const;
