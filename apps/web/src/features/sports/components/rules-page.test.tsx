import { sportsPaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { rulesFixture } from '../testing-fixtures';
import { blackWaterExample, handicapTable, parlayExample, redWaterExample } from '../utils/rules-examples';
import { SportsRulesPage } from './rules-page';

describe('SportsRulesPage', () => {
  it('works the examples of docs/domain/sportsbook.md with the engine and states the rules’ numbers', async () => {
    stubApi({
      [`GET ${sportsPaths.rules}`]: () =>
        okReply(rulesFixture({ postponeHours: 24, maxPayout: '2000000.00' })),
    });
    renderWithApp(<SportsRulesPage />);
    expect(await screen.findByTestId('sports-rules-version')).toHaveTextContent('กติกาฉบับ 2026-11-01');
    const limits = screen.getByTestId('sports-rules-limits');
    expect(limits).toHaveTextContent('แทงขั้นต่ำ 10 บาทต่อบิล');
    expect(limits).toHaveTextContent('บอลสเต็ปสูงสุด 12 คู่ ราคารวมไม่เกิน 1,000');
    expect(limits).toHaveTextContent('จ่ายสูงสุด 2,000,000 บาทต่อบิล');
    expect(limits).toHaveTextContent(
      'แทงสูงสุดต่อบิล 50,000 บาท สำหรับลีกหลัก และ 10,000 บาท สำหรับลีกอื่น แทงสดได้ 50%',
    );
    expect(screen.getByTestId('sports-rules-void')).toHaveTextContent('ภายใน 24 ชั่วโมงหลังเวลาเดิม');

    const water = screen.getByTestId('sports-water-example');
    expect(water).toHaveTextContent('แทง 100 บาท หักจริง 100 บาท ถ้าชนะได้รับ 190 บาท');
    expect(water).toHaveTextContent('ยอดแทง × 0.80 แทง 100 บาท หักจริง 80 บาท');
    expect(
      within(water)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ชนะ: ได้รับ 180 บาท',
      'ชนะครึ่ง: ได้รับ 130 บาท',
      'เสมอ (คืนทุน): ได้รับ 80 บาท',
      'เสียครึ่ง: ได้รับ 40 บาท',
      'เสีย: ได้รับ 0 บาท',
    ]);
    expect(screen.getByTestId('sports-parlay-example')).toHaveTextContent(
      '100 × 1.95 × 0.5 × 1.5 = 146.25 บาท',
    );
    const quarter = screen.getByTestId('sports-handicap-table').querySelector('[data-quarters="-1"]');
    expect(quarter).toHaveTextContent('0/0.5 ป.ปเสียเสียครึ่งได้ได้ได้');
  });

  it('computes the examples rather than typing them in', () => {
    expect(parlayExample().payoutSatang).toBe(14_625n);
    expect(parlayExample().legs.map((leg) => leg.result)).toEqual(['WIN', 'HALF_LOSE', 'HALF_WIN']);
    expect(redWaterExample()).toMatchObject({ price: '-0.80', riskSatang: 8_000n });
    expect(redWaterExample().returns.map((row) => row.satang)).toEqual([
      18_000n,
      13_000n,
      8_000n,
      4_000n,
      0n,
    ]);
    expect(blackWaterExample().returns.map((row) => row.satang)).toEqual([
      19_000n,
      14_500n,
      10_000n,
      5_000n,
      0n,
    ]);
    // docs/domain/sportsbook.md §2's table, for the giving side by margin ≤ −1, 0, +1, +2, ≥ +3.
    expect(handicapTable().map((row) => [row.line, row.results.join(' ')])).toEqual([
      ['0', 'LOSE PUSH WIN WIN WIN'],
      ['0/0.5', 'LOSE HALF_LOSE WIN WIN WIN'],
      ['0.5', 'LOSE LOSE WIN WIN WIN'],
      ['0.5/1', 'LOSE LOSE HALF_WIN WIN WIN'],
      ['1', 'LOSE LOSE PUSH WIN WIN'],
      ['1/1.5', 'LOSE LOSE HALF_LOSE WIN WIN'],
      ['1.5', 'LOSE LOSE LOSE WIN WIN'],
      ['1.5/2', 'LOSE LOSE LOSE HALF_WIN WIN'],
      ['2', 'LOSE LOSE LOSE PUSH WIN'],
    ]);
  });
});
