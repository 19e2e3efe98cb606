import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './money-amount';
import { bahtText, formatAmountNumber, formatBaht, INVALID_AMOUNT_TEXT, signedBaht } from './money-display';

describe('formatBaht', () => {
  // The member site's cases are in apps/web/src/lib/format.test.ts; these are the back office's.
  it('shows a wire amount with ฿, thousands and two decimals', () => {
    expect(formatBaht('1234567')).toBe('฿1,234,567.00');
    expect(formatBaht('-1234567.5')).toBe('-฿1,234,567.50');
    expect(formatBaht(' 007.5 ')).toBe('฿7.50');
  });

  // The back office's copy printed whatever it got ("฿abc.00", "฿12.34" for "12.345"); the member
  // site's refused it. A wrong amount on screen is worse than a dash: the member site's rule is kept.
  it('shows a dash for what is not an amount', () => {
    for (const bad of ['1e3', '12.345', '', 'abc', '1,000.00', '+5'])
      expect(formatBaht(bad)).toBe(INVALID_AMOUNT_TEXT);
  });

  it('agrees with th-TH Intl currency formatting for any amount', () => {
    const intl = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (satang) => {
        expect(formatBaht(formatAmount(satang))).toBe(intl.format(Number(satang) / 100));
      }),
    );
  });
});

describe('formatAmountNumber', () => {
  it('is formatBaht without the ฿', () => {
    expect(formatAmountNumber('-1000')).toBe('-1,000.00');
    expect(formatAmountNumber('12.345')).toBe(INVALID_AMOUNT_TEXT);
  });
});

describe('signedBaht', () => {
  it('says the way of a movement', () => {
    expect(signedBaht('-90.00')).toBe('-฿90.00');
    expect(signedBaht('1250.50')).toBe('+฿1,250.50');
  });

  // The back office showed "+฿0.00", the member statement "฿0.00": a zero moved nothing either way.
  it('gives a zero no sign', () => {
    expect(signedBaht('0.00')).toBe('฿0.00');
    expect(signedBaht('000.00')).toBe('฿0.00');
  });
});

describe('bahtText (amounts inside server messages)', () => {
  // The adjustments' copy always printed satang ("300.00"); every other message, and the
  // architecture's "money in messages" rule, drops zero satang ("300"): that rule is kept.
  it('drops zero satang, as in every other server message', () => {
    expect(bahtText(30_000n)).toBe('300');
    expect(bahtText(5_000_000n)).toBe('50,000');
    expect(bahtText(7_050n)).toBe('70.50');
  });
});
