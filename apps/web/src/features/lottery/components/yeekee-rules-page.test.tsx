import { yeekeePaths } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { yeekeeMarketFixture } from '../testing-fixtures';
import { workedExample, YeekeeRulesPage } from './yeekee-rules-page';

describe('YeekeeRulesPage', () => {
  it("explains a SEEDED market's schedule, limits, formula with the worked example, voids and rewards", async () => {
    stubApi({
      [`GET ${yeekeePaths.markets}`]: () =>
        okReply({
          data: [
            yeekeeMarketFixture({
              shooterRewards: { enabled: true, positions: [1, 16], amount: '50.00', minStake: '100.00' },
            }),
          ],
        }),
    });
    renderWithApp(<YeekeeRulesPage marketCode="YK" />);
    expect(await screen.findByRole('heading', { name: 'กติกาจับยี่กี' })).toBeInTheDocument();
    expect(
      screen.getByText(/วันละ 88 รอบ รอบละ 15 นาที รอบแรกของวันปิดรับแทงเวลา 06:00 น\. รอบสุดท้ายปิดเวลา 03:45 น\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/จนถึง 120 วินาทีหลังปิดรับแทง คนละไม่เกิน 100 ครั้งต่อรอบ และต้องเว้น 3 วินาที/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ลำดับที่ 16 นับย้อนจากเลขสุดท้าย \(นับจากท้าย ไม่ใช่จากเลขแรก\)/)).toBeInTheDocument();
    const example = screen.getByTestId('rules-example');
    expect(example).toHaveTextContent(
      'ผลรวมทุกเลข 2,543,565 ลบเลขลำดับที่ 16 จากท้าย 34,529 = 2,509,036 → 3 ตัวบน 036 2 ตัวล่าง 09',
    );
    expect(example).toHaveTextContent('(2,509,036 + 12,345) mod 100,000 = 21381 → 3 ตัวบน 381 2 ตัวล่าง 21');
    expect(screen.getByText(/น้อยกว่า 20 ครั้ง รอบนั้นยกเลิกและคืนเงินทุกโพย/)).toBeInTheDocument();
    expect(
      screen.getByText(/ลำดับที่ 1, 16 นับจากท้าย ได้รับเครดิต 50.00 บาท เมื่อแทงในรอบนั้นรวมอย่างน้อย 100.00 บาท/),
    ).toBeInTheDocument();
  });

  it('leaves the seed out of a CLASSIC market, and states its own settings', async () => {
    stubApi({
      [`GET ${yeekeePaths.markets}`]: () =>
        okReply({
          data: [
            yeekeeMarketFixture({
              code: 'YK5',
              name: 'ยี่กี 5 นาที',
              formula: 'CLASSIC',
              roundsPerDay: 288,
              roundMinutes: 5,
              minShots: 30,
            }),
          ],
        }),
    });
    renderWithApp(<YeekeeRulesPage marketCode="YK5" />);
    expect(await screen.findByText(/วันละ 288 รอบ รอบละ 5 นาที.*รอบสุดท้ายปิดเวลา 05:55 น\./)).toBeInTheDocument();
    expect(screen.queryByText(/seed/)).toBeNull();
    expect(screen.getByText(/น้อยกว่า 30 ครั้ง/)).toBeInTheDocument();
    expect(screen.queryByText('รางวัลผู้ยิง')).toBeNull();
  });

  it("computes docs/domain/yeekee.md's worked example rather than typing it in", () => {
    expect(workedExample()).toMatchObject({
      sum: '2,543,565',
      shot: '34,529',
      r: '2,509,036',
      top3: '036',
      bottom2: '09',
      final: '21381',
      finalTop3: '381',
      finalBottom2: '21',
    });
  });
});
