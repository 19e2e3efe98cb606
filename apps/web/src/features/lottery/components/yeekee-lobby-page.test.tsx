import { yeekeeHref, yeekeePaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { yeekeeMarketFixture, yeekeeRoundItemFixture } from '../testing-fixtures';
import { YeekeeLobbyPage } from './yeekee-lobby-page';

const MINUTE = 60_000;

const day = (marketCode: string, now = Date.now()) => ({
  marketCode,
  marketName: marketCode === 'YK' ? 'จับยี่กี' : 'ยี่กี 5 นาที',
  businessDate: '2026-11-24',
  serverTime: new Date(now).toISOString(),
  rounds: [
    yeekeeRoundItemFixture(9, {
      closesInMs: -45 * MINUTE,
      phase: 'RESULTED',
      status: 'SETTLED',
      shotCount: 412,
      result: { r: '21381', top3: '381', bottom2: '21' },
    }),
    yeekeeRoundItemFixture(10, {
      closesInMs: -30 * MINUTE,
      phase: 'VOID',
      status: 'CANCELLED',
      voidReason: 'TOO_FEW_SHOTS',
    }),
    yeekeeRoundItemFixture(11, { closesInMs: -MINUTE, shotCount: 57 }),
    yeekeeRoundItemFixture(12, { closesInMs: 10 * MINUTE + 5_000 }),
    yeekeeRoundItemFixture(13, { closesInMs: 25 * MINUTE }),
  ],
});

describe('YeekeeLobbyPage', () => {
  it("shows the market's rounds of the day: playing now with their countdowns, next, and results", async () => {
    const api = stubApi({
      [`GET ${yeekeePaths.markets}`]: () =>
        okReply({ data: [yeekeeMarketFixture(), yeekeeMarketFixture({ code: 'YK5', name: 'ยี่กี 5 นาที' })] }),
      [`GET ${yeekeeHref.marketRounds('YK')}`]: () => okReply(day('YK')),
      [`GET ${yeekeeHref.marketRounds('YK5')}`]: () => okReply(day('YK5')),
    });
    const { user } = renderWithApp(<YeekeeLobbyPage />, { url: '/lottery/yk' });

    const now = await screen.findByRole('region', { name: 'รอบที่กำลังเล่น' });
    const playing = within(now).getAllByTestId('yeekee-round');
    expect(playing.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^รอบที่ 11ยิงเลขต่อ.*ยิงแล้ว 57 ครั้งปิดยิงเลขใน 00:0(1:00|0:59)เข้าเล่น$/),
      expect.stringMatching(/^รอบที่ 12เปิดรับแทง.*ปิดรับแทงใน 00:10:0[45]เข้าเล่น$/),
    ]);
    expect(within(playing[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/lottery/yk/round/YK2026112412',
    );
    const next = screen.getByRole('region', { name: 'รอบถัดไป' });
    expect(within(next).getByText('ยังไม่เปิด')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'ผลรอบก่อนหน้า' });
    const pastRows = within(past).getAllByTestId('yeekee-round');
    expect(pastRows[0]).toHaveTextContent(/รอบที่ 10ยกเลิกรอบ คืนเงิน.*ยิงเลขไม่ถึงจำนวนขั้นต่ำ/);
    expect(pastRows[1]).toHaveTextContent(/รอบที่ 9ออกผลแล้ว.*3 ตัวบน 381.*2 ตัวล่าง 21/);
    expect(screen.getByText('รอบของวันที่ 24/11/2569')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กติกา' })).toHaveAttribute('href', '/lottery/yk/rules/YK');
    expect(screen.getByRole('link', { name: 'ผลย้อนหลัง' })).toHaveAttribute(
      'href',
      '/lottery/results?product=YK',
    );

    await user.click(screen.getByRole('link', { name: 'ยี่กี 5 นาที' }));
    expect(await screen.findByRole('heading', { name: 'ยี่กี 5 นาที' })).toBeInTheDocument();
    expect(api.callsTo('GET', yeekeeHref.marketRounds('YK5'))).toHaveLength(1);
  });

  it('says so when there is no Yeekee market', async () => {
    stubApi({ [`GET ${yeekeePaths.markets}`]: () => okReply({ data: [] }) });
    renderWithApp(<YeekeeLobbyPage />, { url: '/lottery/yk' });
    expect(await screen.findByText('ยังไม่มีตลาดยี่กีที่เปิดให้เล่น')).toBeInTheDocument();
  });
});
