import { type LottoResult, lotteryPaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { formatCountdown } from '../hooks/use-now';
import { resultFixture } from '../testing-fixtures';
import { LotteryListPage } from './lottery-list-page';

const product = (
  code: string,
  productName: string,
  group: string,
  round: Record<string, string> | null,
  latestResult: LottoResult | null = null,
) => ({
  code,
  productName,
  group,
  resultFormat: 'LAO',
  logoUrl: '',
  options: [],
  currentRound: round && { roundName: `${productName} ${round.roundCode}`, ...round },
  latestResult,
});

const laoResult = resultFixture();

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
            product(
              'LAO',
              'หวยลาวพัฒนา',
              'FOREIGN',
              {
                roundCode: 'LAO1',
                roundName: 'หวยลาวพัฒนา 23/11/69',
                openAt: past,
                closeAt: inHour,
                status: 'OPEN',
              },
              laoResult,
            ),
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

  it('names the round, shows its close time beside the countdown and the latest result', async () => {
    const closeAt = new Date(Date.now() + 3_600_000).toISOString();
    const closeText = new Intl.DateTimeFormat('th-TH', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Bangkok',
    }).format(new Date(closeAt));
    stubApi({
      [`GET ${lotteryPaths.list}`]: () =>
        okReply({
          data: [
            product(
              'LAO',
              'หวยลาวพัฒนา',
              'FOREIGN',
              {
                roundCode: 'LAO1',
                roundName: 'หวยลาวพัฒนา 23/11/69',
                openAt: closeAt,
                closeAt,
                status: 'OPEN',
              },
              laoResult,
            ),
          ],
        }),
    });
    renderWithApp(<LotteryListPage />, { url: '/lottery' });
    const card = await screen.findByTestId('lotto-product');
    expect(card).toHaveTextContent('หวยลาวพัฒนา 23/11/69');
    expect(card).toHaveTextContent(`(ปิด ${closeText.replace(/\s+/g, ' ')})`);
    const latest = within(card).getByTestId('latest-result');
    expect(latest).toHaveTextContent('ผลล่าสุด หวยลาวพัฒนา 20/11/69');
    expect(latest).toHaveTextContent('129813 · 3 ตัวบน 813 · 2 ตัวล่าง 98');
    expect(latest).toHaveAttribute('href', '/lottery/results?product=LAO');
  });

  it('shows one group when the home page asks for it', async () => {
    stubApi({
      [`GET ${lotteryPaths.list}`]: () =>
        okReply({
          data: [product('GLO', 'หวยรัฐบาลไทย', 'THAI', null), product('SET', 'หุ้นไทย', 'STOCK', null)],
        }),
    });
    renderWithApp(<LotteryListPage />, { url: '/lottery?group=STOCK' });
    expect(await screen.findByRole('heading', { name: 'หวยหุ้น' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'หวยไทย' })).toBeNull();
    expect(screen.getByRole('link', { name: 'หวยหุ้น' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the Yeekee group, whose open round leads to its Yeekee round page', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const soon = new Date(Date.now() + 600_000).toISOString();
    stubApi({
      [`GET ${lotteryPaths.list}`]: () =>
        okReply({
          data: [
            product('YK', 'จับยี่กี', 'YEEKEE', {
              roundCode: 'YK2026112412',
              roundName: 'จับยี่กี รอบที่ 12',
              openAt: past,
              closeAt: soon,
              status: 'OPEN',
            }),
          ],
        }),
    });
    renderWithApp(<LotteryListPage />, { url: '/lottery?group=YEEKEE' });
    expect(await screen.findByRole('heading', { name: 'หวยยี่กี' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'หวยยี่กี' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByTestId('lotto-product')).getByRole('link', { name: 'แทงหวย' })).toHaveAttribute(
      'href',
      '/lottery/yk/round/YK2026112412',
    );
  });

  it('formats countdowns', () => {
    expect(formatCountdown(3_661_000)).toBe('01:01:01');
    expect(formatCountdown(90_061_000)).toBe('1 วัน 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
