import { lotteryPaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { formatCountdown } from '../hooks/use-now';
import { LotteryListPage } from './lottery-list-page';

const product = (code: string, productName: string, group: string, round: Record<string, string> | null) => ({
  code,
  productName,
  group,
  resultFormat: 'LAO',
  logoUrl: '',
  options: [],
  currentRound: round,
});

describe('LotteryListPage', () => {
  it('groups products Thai / foreign / stock with a countdown for open rounds and closed ones marked', async () => {
    const inHour = new Date(Date.now() + 3_600_000 + 5_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    stubApi({
      [`GET ${lotteryPaths.list}`]: () =>
        okReply({
          data: [
            product('GLO', 'หวยรัฐบาลไทย', 'THAI', {
              roundCode: 'GLO1',
              openAt: past,
              closeAt: past,
              status: 'CLOSED',
            }),
            product('LAO', 'หวยลาวพัฒนา', 'FOREIGN', {
              roundCode: 'LAO1',
              openAt: past,
              closeAt: inHour,
              status: 'OPEN',
            }),
            product('SET', 'หุ้นไทย', 'STOCK', null),
          ],
        }),
    });
    renderWithApp(<LotteryListPage />, { url: '/lotto' });
    expect(await screen.findByRole('heading', { name: 'หวยไทย' })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['หวยไทย', 'หวยต่างประเทศ', 'หวยหุ้น']);
    const [thai, lao, stock] = screen.getAllByTestId('lotto-product') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(thai).toHaveTextContent('ปิดรับแล้ว');
    expect(within(thai).queryByRole('link')).toBeNull();
    expect(lao).toHaveTextContent(/ปิดรับใน 01:00:0\d/);
    expect(within(lao).getByRole('link', { name: 'แทงหวย' })).toHaveAttribute(
      'href',
      '/lotto/buy?round=LAO1',
    );
    expect(stock).toHaveTextContent('ยังไม่มีงวดที่เปิด');
  });

  it('formats countdowns', () => {
    expect(formatCountdown(3_661_000)).toBe('01:01:01');
    expect(formatCountdown(90_061_000)).toBe('1 วัน 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
