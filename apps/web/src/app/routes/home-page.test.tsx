import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISMISSED_ANNOUNCEMENTS_KEY } from '../../features/content/stores/dismissed-announcements-store';
import { productFixture, resultFixture } from '../../features/lottery/testing-fixtures';
import { announcementsText } from '../../messages/announcements';
import { demoWebConfig, ok, renderApp, shellHandlers, stubFetch } from '../../testing/render-app';

describe('home page', () => {
  it("shows the operator's banners in their order and leads to the lotteries", async () => {
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/config/web': () =>
        ok({
          ...demoWebConfig,
          banners: [
            { imageUrl: '/banners/b.png', linkUrl: '', sortOrder: 2 },
            { imageUrl: '/banners/a.png', linkUrl: '/lottery', sortOrder: 1 },
          ],
        }),
    });
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'โปรโมชั่น' });
    const images = within(strip).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/banners/b.png', '/banners/a.png']);
    expect(images[1]?.closest('a')).toHaveAttribute('href', '/lottery');
    expect(images[0]?.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'แทงหวยเลย' })).toHaveAttribute('href', '/lottery');
  });

  it('shows no banner strip when the operator has none', async () => {
    stubFetch(shellHandlers());
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'แทงหวยเลย' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'โปรโมชั่น' })).toBeNull();
  });
});

describe('home page: announcements', () => {
  const announcement = (id: string, title: string) => ({
    id,
    title,
    body: 'คืนนี้ 02:00–03:00 น.',
    startsAt: '2026-12-08T03:00:00.000Z',
  });

  it("shows a member the site's announcements, and one closed stays closed", async () => {
    localStorage.removeItem(DISMISSED_ANNOUNCEMENTS_KEY);
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/announcements': () =>
        ok({ announcements: [announcement('a1', 'ปิดปรับปรุงระบบ'), announcement('a2', 'โปรวันหยุด')] }),
    });
    const { user, unmount } = renderApp('/', { asMember: true });
    const region = await screen.findByRole('region', { name: announcementsText.label });
    expect(
      within(region)
        .getAllByTestId('announcement')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('ปิดปรับปรุงระบบ'), expect.stringContaining('โปรวันหยุด')]);
    await user.click(within(region).getByRole('button', { name: 'ปิดประกาศ "ปิดปรับปรุงระบบ"' }));
    expect(within(region).getAllByTestId('announcement')).toHaveLength(1);
    expect(localStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY)).toContain('"a1"');
    unmount();
    renderApp('/', { asMember: true });
    const again = await screen.findByRole('region', { name: announcementsText.label });
    expect(
      within(again)
        .getAllByTestId('announcement')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('โปรวันหยุด')]);
  });

  it('asks nothing for a guest', async () => {
    const api = stubFetch(shellHandlers());
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'แทงหวยเลย' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/v2/announcements')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: announcementsText.label })).toBeNull();
  });
});

describe('home page: the lobby', () => {
  const inHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const product = (code: string, productName: string, status: 'OPEN' | 'CLOSED', closeAt: string) =>
    productFixture({
      code,
      productName,
      currentRound: {
        roundCode: `${code}1`,
        roundName: `${productName} 24/11/69`,
        openAt: closeAt,
        closeAt,
        status,
      },
      latestResult: resultFixture({
        roundCode: `${code}0`,
        roundName: `${productName} 23/11/69`,
        productCode: code,
        productName,
      }),
    });

  it('shows the products open now with their countdowns, the latest results and the way to each category', async () => {
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/lotto/list': () =>
        ok({
          data: [
            product('HANOI', 'ฮานอยปกติ', 'OPEN', inHour()),
            product('GLO', 'หวยรัฐบาลไทย', 'CLOSED', new Date(Date.now() - 60_000).toISOString()),
          ],
        }),
    });
    renderApp('/');
    const open = await screen.findByRole('region', { name: 'หวยที่เปิดรับตอนนี้' });
    const cards = within(open).getAllByTestId('lotto-product');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent(/ฮานอยปกติ 24\/11\/69/);
    expect(cards[0]).toHaveTextContent(/ปิดรับใน 0[01]:\d\d:\d\d/);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'แทงหวย' })).toHaveAttribute(
      'href',
      '/lotto/buy?round=HANOI1',
    );
    const results = screen.getByRole('region', { name: 'ผลหวย' });
    expect(
      within(results)
        .getAllByTestId('lotto-result')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('ฮานอยปกติ 23/11/69'),
      expect.stringContaining('หวยรัฐบาลไทย 23/11/69'),
    ]);
    const categories = screen.getByRole('navigation', { name: 'เลือกเล่น' });
    expect(within(categories).getByRole('link', { name: 'หวยหุ้น' })).toHaveAttribute(
      'href',
      '/lottery?group=STOCK',
    );
    expect(within(categories).getByRole('link', { name: 'ผลหวย' })).toHaveAttribute(
      'href',
      '/lottery/results',
    );
  });
});
