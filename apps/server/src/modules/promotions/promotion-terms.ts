import {
  bahtText,
  type CategoryWeights,
  type PromotionKind,
  TAKE_CASH_THRESHOLD_SATANG,
  type TurnoverBase,
  type WageringCategory,
  wageringCategories,
} from '@chokdee/contracts';
import { bangkokMidnightOf } from '#platform/db/bangkok-day';
import { targetOf } from './wagering';

/** The rules of a promotion, as stored (amounts in satang, the multiplier in tenths). */
export type PromotionRules = {
  kind: PromotionKind;
  periodDays: number | null;
  bonusPercent: number | null;
  bonusCapSatang: bigint | null;
  fixedBonusSatang: bigint | null;
  minDepositSatang: bigint;
  multiplierTenths: number;
  base: TurnoverBase;
  categoryWeights: CategoryWeights;
  maxStakeSatang: bigint;
  validFrom: Date | null;
  validTo: Date | null;
  createdAt: Date;
};

export type PromotionQuote = { qualifies: boolean; bonusSatang: bigint; targetSatang: bigint };

/**
 * What a deposit of `depositSatang` gets: the bonus (a percentage floored to the satang and capped, or
 * the fixed amount) and the turnover target, `multiplier × base` rounded **up** to the satang so the
 * target is never a fraction the member cannot reach exactly. A deposit below the minimum, or one
 * whose bonus rounds to nothing, does not qualify (bonus and target 0).
 */
export const quotePromotion = (promotion: PromotionRules, depositSatang: bigint): PromotionQuote => {
  const percentBonus = (satang: bigint, percent: number) => {
    const raw = (satang * BigInt(percent)) / 100n;
    const cap = promotion.bonusCapSatang;
    return cap !== null && raw > cap ? cap : raw;
  };
  const bonusSatang =
    promotion.fixedBonusSatang ??
    (promotion.bonusPercent === null ? 0n : percentBonus(depositSatang, promotion.bonusPercent));
  if (depositSatang <= 0n || depositSatang < promotion.minDepositSatang || bonusSatang <= 0n)
    return { qualifies: false, bonusSatang: 0n, targetSatang: 0n };
  const base = promotion.base === 'BONUS' ? bonusSatang : depositSatang + bonusSatang;
  return { qualifies: true, bonusSatang, targetSatang: targetOf(promotion.multiplierTenths, base) };
};

/** "5", "1.5": the multiplier as staff wrote it. */
export const multiplierText = (tenths: number): string =>
  tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;

/** "1.5" → 15. The schema allows one decimal place at most. */
export const multiplierTenthsOf = (multiplier: string): number => {
  const [whole = '0', tenth = '0'] = multiplier.split('.');
  return Number(whole) * 10 + Number(tenth);
};

/** Thai names of the wagering categories as the member reads them in the terms. */
const categoryNamesTh: Record<WageringCategory, string> = {
  LOTTERY: 'หวย',
  YEEKEE: 'หวยยี่กี',
  SLOT: 'สล็อต',
  FISH: 'ยิงปลา',
  LIVE_CASINO: 'คาสิโนสด',
  TABLE: 'เกมโต๊ะ',
  SPORTS: 'กีฬา',
};

const thaiDateTime = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The deposit the terms' worked example uses: 1,000 baht, or the minimum when that is higher. */
const EXAMPLE_DEPOSIT_SATANG = 100_000n;

/**
 * The plain-Thai terms a member reads before taking the promotion (the list, the join modal and the
 * back office's preview show the same lines): when it can be taken, the bonus, the minimum, the
 * turnover with a worked example, what counts, the maximum stake, the take rule, the forfeit right and
 * the end date. No rule is left to a footnote (docs/domain/rewards.md §3 rule 3).
 */
export const promotionTerms = (promotion: PromotionRules): string[] => {
  const kindLine = {
    FIRST_DEPOSIT_OF_DAY: 'รับได้กับยอดฝากแรกของวันเท่านั้น วันละ 1 ครั้ง (นับวันตามเวลาประเทศไทย)',
    NEW_MEMBER: 'สำหรับสมาชิกใหม่ รับได้กับยอดฝากครั้งแรกเท่านั้น',
    EVERY_DEPOSIT: 'รับได้ทุกยอดฝาก',
    ONCE_PER_PERIOD: `รับได้ 1 ครั้งทุก ${promotion.periodDays ?? 1} วัน`,
  }[promotion.kind];
  const bonusLine =
    promotion.fixedBonusSatang !== null
      ? `รับโบนัส ${bahtText(promotion.fixedBonusSatang)} บาท`
      : `รับโบนัส ${promotion.bonusPercent}% ของยอดฝาก${
          promotion.bonusCapSatang !== null ? ` สูงสุด ${bahtText(promotion.bonusCapSatang)} บาท` : ''
        }`;
  const minimumLine =
    promotion.minDepositSatang > 0n ? `ฝากขั้นต่ำ ${bahtText(promotion.minDepositSatang)} บาท` : 'ไม่มียอดฝากขั้นต่ำ';
  const multiplier = multiplierText(promotion.multiplierTenths);
  const turnoverLine =
    promotion.base === 'BONUS'
      ? `ทำยอดเทิร์นโอเวอร์ ${multiplier} เท่าของโบนัส ก่อนถอนโบนัสและยอดที่ได้จากโบนัส`
      : `ทำยอดเทิร์นโอเวอร์ ${multiplier} เท่าของ (ยอดฝาก + โบนัส) ก่อนถอนโบนัสและยอดที่ได้จากโบนัส`;
  const exampleDeposit =
    promotion.minDepositSatang > EXAMPLE_DEPOSIT_SATANG ? promotion.minDepositSatang : EXAMPLE_DEPOSIT_SATANG;
  const example = quotePromotion(promotion, exampleDeposit);
  const weights = wageringCategories
    .map((category) => `${categoryNamesTh[category]} ${promotion.categoryWeights[category]}%`)
    .join(', ');
  const lines = [
    kindLine,
    bonusLine,
    minimumLine,
    turnoverLine,
    ...(example.qualifies
      ? [
          `ตัวอย่าง: ฝาก ${bahtText(exampleDeposit)} บาท ได้โบนัส ${bahtText(example.bonusSatang)} บาท ต้องทำยอดเทิร์นโอเวอร์ ${bahtText(example.targetSatang)} บาท`,
        ]
      : []),
    `นับเฉพาะยอดเดิมพันที่ออกผลแล้ว ตามสัดส่วน: ${weights}`,
    'การแทงคลุมตั้งแต่ 70% ของเลขทั้งหมดในประเภทเดียวกันของงวดเดียวกัน ไม่นับเป็นยอดเทิร์นโอเวอร์',
    `ระหว่างทำเทิร์นโอเวอร์ เดิมพันได้ไม่เกิน ${bahtText(promotion.maxStakeSatang)} บาทต่อรายการ`,
    `รับได้เมื่อยอดเงินในบัญชีไม่เกิน ${bahtText(TAKE_CASH_THRESHOLD_SATANG)} บาท และไม่มีโบนัสอื่นที่กำลังทำเทิร์นโอเวอร์อยู่`,
    'เลือกโปรโมชั่นก่อนฝากเงิน โบนัสจะเข้าเมื่อยอดฝากเข้าบัญชีแล้ว',
    'สละสิทธิ์ได้ทุกเมื่อ: โบนัสและยอดที่ได้จากโบนัสจะถูกหักออก เงินของคุณเองถอนได้ทันที',
    ...(promotion.validTo ? [`รับได้ถึง ${thaiDateTime.format(promotion.validTo)} น.`] : []),
  ];
  return lines;
};

const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' of the Bangkok day an instant falls on. */
const bangkokDateOf = (at: Date): string =>
  new Date(bangkokMidnightOf(at).getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The period a claim at `at` belongs to: one claim per (member, promotion, period) is the unique
 * index. FIRST_DEPOSIT_OF_DAY: the Bangkok date. NEW_MEMBER: `once`. EVERY_DEPOSIT: the deposit itself.
 * ONCE_PER_PERIOD: the first Bangkok date of the `periodDays` window, windows counted from the
 * promotion's start (`validFrom`, else its creation day).
 */
export const claimPeriodKey = (promotion: PromotionRules, at: Date, depositId: string): string => {
  switch (promotion.kind) {
    case 'FIRST_DEPOSIT_OF_DAY':
      return bangkokDateOf(at);
    case 'NEW_MEMBER':
      return 'once';
    case 'EVERY_DEPOSIT':
      return `deposit:${depositId}`;
    case 'ONCE_PER_PERIOD': {
      const days = promotion.periodDays ?? 1;
      const anchor = bangkokMidnightOf(promotion.validFrom ?? promotion.createdAt).getTime();
      const elapsed = Math.floor((bangkokMidnightOf(at).getTime() - anchor) / DAY_MS);
      const window = Math.floor(elapsed / days);
      return bangkokDateOf(new Date(anchor + window * days * DAY_MS));
    }
  }
};
