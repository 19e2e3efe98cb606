import { defaultCategoryWeights } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  claimPeriodKey,
  multiplierTenthsOf,
  multiplierText,
  type PromotionRules,
  promotionTerms,
  quotePromotion,
} from './promotion-terms';

const baht = (amount: number) => BigInt(Math.round(amount * 100));

/** The demo's first-deposit-of-the-day promotion: 10% up to 500 baht, ×5 of deposit + bonus. */
const firstOfDay: PromotionRules = {
  kind: 'FIRST_DEPOSIT_OF_DAY',
  periodDays: null,
  bonusPercent: 10,
  bonusCapSatang: baht(500),
  fixedBonusSatang: null,
  minDepositSatang: baht(100),
  multiplierTenths: 50,
  base: 'DEPOSIT_PLUS_BONUS',
  categoryWeights: defaultCategoryWeights,
  maxStakeSatang: baht(500),
  validFrom: null,
  validTo: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
};

const sharedTail = [
  'นับเฉพาะยอดเดิมพันที่ออกผลแล้ว ตามสัดส่วน: หวย 100%, หวยยี่กี 100%, สล็อต 100%, ยิงปลา 100%, คาสิโนสด 10%, เกมโต๊ะ 10%, กีฬา 50%',
  'การแทงคลุมตั้งแต่ 70% ของเลขทั้งหมดในประเภทเดียวกันของงวดเดียวกัน ไม่นับเป็นยอดเทิร์นโอเวอร์',
  'ระหว่างทำเทิร์นโอเวอร์ เดิมพันได้ไม่เกิน 500 บาทต่อรายการ',
  'รับได้เมื่อยอดเงินในบัญชีไม่เกิน 20 บาท และไม่มีโบนัสอื่นที่กำลังทำเทิร์นโอเวอร์อยู่',
  'เลือกโปรโมชั่นก่อนฝากเงิน โบนัสจะเข้าเมื่อยอดฝากเข้าบัญชีแล้ว',
  'สละสิทธิ์ได้ทุกเมื่อ: โบนัสและยอดที่ได้จากโบนัสจะถูกหักออก เงินของคุณเองถอนได้ทันที',
];

describe('quotePromotion', () => {
  it('gives 10% of the deposit, capped, and a target of ×5 (deposit + bonus)', () => {
    expect(quotePromotion(firstOfDay, baht(1000))).toEqual({
      qualifies: true,
      bonusSatang: baht(100),
      targetSatang: baht(5500),
    });
    expect(quotePromotion(firstOfDay, baht(20_000))).toEqual({
      qualifies: true,
      bonusSatang: baht(500),
      targetSatang: baht(102_500),
    });
  });

  it('floors the bonus and rounds the target up to the satang', () => {
    // 10% of 100.05 = 10.005 → 10.00; ×1.5 of the bonus alone = 15.00; of 133.33 → 13.33 × 1.5 = 19.995 → 20.00.
    const bonusBase = { ...firstOfDay, base: 'BONUS' as const, multiplierTenths: 15 };
    expect(quotePromotion(bonusBase, baht(100.05))).toEqual({
      qualifies: true,
      bonusSatang: baht(10),
      targetSatang: baht(15),
    });
    expect(quotePromotion(bonusBase, baht(133.33)).targetSatang).toBe(baht(20));
  });

  it('does not qualify below the minimum (exactly the minimum does)', () => {
    expect(quotePromotion(firstOfDay, baht(99.99))).toEqual({
      qualifies: false,
      bonusSatang: 0n,
      targetSatang: 0n,
    });
    expect(quotePromotion(firstOfDay, baht(100)).qualifies).toBe(true);
  });

  it('gives a fixed bonus whatever the deposit', () => {
    const fixed = {
      ...firstOfDay,
      bonusPercent: null,
      bonusCapSatang: null,
      fixedBonusSatang: baht(100),
      base: 'BONUS' as const,
    };
    expect(quotePromotion(fixed, baht(100))).toEqual({
      qualifies: true,
      bonusSatang: baht(100),
      targetSatang: baht(500),
    });
  });
});

describe('promotionTerms: the exact Thai terms of each kind', () => {
  it('first deposit of the day, 10% up to 500, ×5 deposit + bonus', () => {
    expect(promotionTerms(firstOfDay)).toEqual([
      'รับได้กับยอดฝากแรกของวันเท่านั้น วันละ 1 ครั้ง (นับวันตามเวลาประเทศไทย)',
      'รับโบนัส 10% ของยอดฝาก สูงสุด 500 บาท',
      'ฝากขั้นต่ำ 100 บาท',
      'ทำยอดเทิร์นโอเวอร์ 5 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอนโบนัสและยอดที่ได้จากโบนัส',
      'ตัวอย่าง: ฝาก 1,000 บาท ได้โบนัส 100 บาท ต้องทำยอดเทิร์นโอเวอร์ 5,500 บาท',
      ...sharedTail,
    ]);
  });

  it('new member, a fixed 100 baht, ×5 of the bonus', () => {
    const newMember: PromotionRules = {
      ...firstOfDay,
      kind: 'NEW_MEMBER',
      bonusPercent: null,
      bonusCapSatang: null,
      fixedBonusSatang: baht(100),
      base: 'BONUS',
    };
    expect(promotionTerms(newMember).slice(0, 5)).toEqual([
      'สำหรับสมาชิกใหม่ รับได้กับยอดฝากครั้งแรกเท่านั้น',
      'รับโบนัส 100 บาท',
      'ฝากขั้นต่ำ 100 บาท',
      'ทำยอดเทิร์นโอเวอร์ 5 เท่าของโบนัส ก่อนถอนโบนัสและยอดที่ได้จากโบนัส',
      'ตัวอย่าง: ฝาก 1,000 บาท ได้โบนัส 100 บาท ต้องทำยอดเทิร์นโอเวอร์ 500 บาท',
    ]);
  });

  it('every deposit, 5% without a cap, ×1.5, no minimum', () => {
    const every: PromotionRules = {
      ...firstOfDay,
      kind: 'EVERY_DEPOSIT',
      bonusPercent: 5,
      bonusCapSatang: null,
      minDepositSatang: 0n,
      multiplierTenths: 15,
    };
    expect(promotionTerms(every).slice(0, 5)).toEqual([
      'รับได้ทุกยอดฝาก',
      'รับโบนัส 5% ของยอดฝาก',
      'ไม่มียอดฝากขั้นต่ำ',
      'ทำยอดเทิร์นโอเวอร์ 1.5 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอนโบนัสและยอดที่ได้จากโบนัส',
      'ตัวอย่าง: ฝาก 1,000 บาท ได้โบนัส 50 บาท ต้องทำยอดเทิร์นโอเวอร์ 1,575 บาท',
    ]);
  });

  it('once per 7 days, with an end date, the example at a minimum above 1,000 baht', () => {
    const weekly: PromotionRules = {
      ...firstOfDay,
      kind: 'ONCE_PER_PERIOD',
      periodDays: 7,
      minDepositSatang: baht(2000),
      validTo: new Date('2026-12-31T16:59:00Z'),
    };
    const terms = promotionTerms(weekly);
    expect(terms.slice(0, 5)).toEqual([
      'รับได้ 1 ครั้งทุก 7 วัน',
      'รับโบนัส 10% ของยอดฝาก สูงสุด 500 บาท',
      'ฝากขั้นต่ำ 2,000 บาท',
      'ทำยอดเทิร์นโอเวอร์ 5 เท่าของ (ยอดฝาก + โบนัส) ก่อนถอนโบนัสและยอดที่ได้จากโบนัส',
      'ตัวอย่าง: ฝาก 2,000 บาท ได้โบนัส 200 บาท ต้องทำยอดเทิร์นโอเวอร์ 11,000 บาท',
    ]);
    // Bangkok time, Buddhist era: 31 Dec 2026 23:59 → 31 ธ.ค. 2569 23:59.
    expect(terms.at(-1)).toMatch(/^รับได้ถึง 31 ธ\.ค\. 2569.*23:59 น\.$/);
  });
});

describe('claimPeriodKey', () => {
  it('first deposit of the day: the Bangkok date (07:00 Bangkok is still the same day, 00:00 the next)', () => {
    expect(claimPeriodKey(firstOfDay, new Date('2026-11-23T16:59:59Z'), 'd1')).toBe('2026-11-23');
    expect(claimPeriodKey(firstOfDay, new Date('2026-11-23T17:00:00Z'), 'd1')).toBe('2026-11-24');
  });

  it('new member: once; every deposit: the deposit', () => {
    expect(claimPeriodKey({ ...firstOfDay, kind: 'NEW_MEMBER' }, new Date(), 'd1')).toBe('once');
    expect(claimPeriodKey({ ...firstOfDay, kind: 'EVERY_DEPOSIT' }, new Date(), 'd9')).toBe('deposit:d9');
  });

  it('once per period: the first Bangkok date of the window, counted from the start', () => {
    const weekly = {
      ...firstOfDay,
      kind: 'ONCE_PER_PERIOD' as const,
      periodDays: 7,
      validFrom: new Date('2026-11-01T05:00:00Z'),
    };
    expect(claimPeriodKey(weekly, new Date('2026-11-01T05:00:00Z'), 'x')).toBe('2026-11-01');
    expect(claimPeriodKey(weekly, new Date('2026-11-07T16:59:59Z'), 'x')).toBe('2026-11-01');
    expect(claimPeriodKey(weekly, new Date('2026-11-07T17:00:00Z'), 'x')).toBe('2026-11-08');
    expect(claimPeriodKey(weekly, new Date('2026-11-23T03:00:00Z'), 'x')).toBe('2026-11-22');
  });
});

describe('multiplier text', () => {
  it('round-trips tenths', () => {
    for (const text of ['1', '1.5', '5', '9.9', '10'])
      expect(multiplierText(multiplierTenthsOf(text))).toBe(text);
  });
});
