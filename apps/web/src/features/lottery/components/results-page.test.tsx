import { lotteryPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { productFixture, resultFixture } from '../testing-fixtures';
import { ResultsPage } from './results-page';

const product = (code: string, productName: string) =>
  productFixture({ code, productName, resultFormat: 'HANOI' });

const hanoiResult = (day: number) =>
  resultFixture({
    roundCode: `HANOI202611${day}`,
    roundName: `ฮานอยปกติ ${day}/11/69`,
    productCode: 'HANOI',
    productName: 'ฮานอยปกติ',
    drawDate: `2026-11-${day}`,
    result: '45061',
    top3: '061',
    top2: '61',
    bottom2: '03',
  });

describe('ResultsPage', () => {
  it('lists results newest first, by product, and pages with "see more"', async () => {
    const api = stubApi({
      [`GET ${lotteryPaths.list}`]: () =>
        okReply({ data: [product('HANOI', 'ฮานอยปกติ'), product('LAO', 'หวยลาวพัฒนา')] }),
      [`GET ${lotteryPaths.results}`]: (call) => {
        const query = new URLSearchParams(call.search);
        if (query.get('productCode') === 'LAO')
          return okReply({ data: [resultFixture()], total: 1, pageNo: 1, pageSize: 20 });
        const pageNo = Number(query.get('pageNo'));
        const rows =
          pageNo === 1 ? Array.from({ length: 20 }, (_, i) => hanoiResult(30 - i)) : [hanoiResult(10)];
        return okReply({ data: rows, total: 21, pageNo, pageSize: 20 });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ResultsPage />, { url: '/lottery/results' });
    const cards = await screen.findAllByTestId('lotto-result');
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveTextContent('ฮานอยปกติ 30/11/69');
    expect(within(cards[0] as HTMLElement).getByText('061')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ดูเพิ่ม' }));
    expect(await screen.findByText('ฮานอยปกติ 10/11/69')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ดูเพิ่ม' })).toBeNull();

    const filters = screen.getByRole('navigation', { name: 'เลือกหวย' });
    expect(within(filters).getByRole('link', { name: 'ทั้งหมด' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filters).getByRole('link', { name: 'หวยลาวพัฒนา' }));
    expect(await screen.findByText('หวยลาวพัฒนา 20/11/69')).toBeInTheDocument();
    expect(screen.getAllByTestId('lotto-result')).toHaveLength(1);
    expect(api.callsTo('GET', lotteryPaths.results).at(-1)?.search).toContain('productCode=LAO');
  });

  it('says so when a product has no result yet', async () => {
    stubApi({
      [`GET ${lotteryPaths.list}`]: () => okReply({ data: [product('HANOI', 'ฮานอยปกติ')] }),
      [`GET ${lotteryPaths.results}`]: () => okReply({ data: [], total: 0, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<ResultsPage />, { url: '/lottery/results?product=HANOI' });
    expect(await screen.findByText('ยังไม่มีผลหวย')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ฮานอยปกติ' })).toHaveAttribute('aria-current', 'page');
  });

  it("links a Yeekee round's result to its proof", async () => {
    stubApi({
      [`GET ${lotteryPaths.list}`]: () =>
        okReply({
          data: [
            productFixture({ code: 'YK', productName: 'จับยี่กี', group: 'YEEKEE', resultFormat: 'YEEKEE' }),
            product('HANOI', 'ฮานอยปกติ'),
          ],
        }),
      [`GET ${lotteryPaths.results}`]: () =>
        okReply({
          data: [
            resultFixture({
              roundCode: 'YK2026112412',
              roundName: 'จับยี่กี รอบที่ 12 24/11/69',
              productCode: 'YK',
              productName: 'จับยี่กี',
              result: '21381',
              top3: '381',
              top2: '81',
              bottom2: '21',
            }),
            hanoiResult(23),
          ],
          total: 2,
          pageNo: 1,
          pageSize: 20,
        }),
    });
    renderWithApp(<ResultsPage />, { url: '/lottery/results' });
    const [yeekee, hanoi] = await screen.findAllByTestId('lotto-result');
    await waitFor(() =>
      expect(within(yeekee as HTMLElement).getByRole('link', { name: 'ตรวจสอบผล' })).toHaveAttribute(
        'href',
        '/lottery/yk/round/YK2026112412/proof',
      ),
    );
    expect(within(hanoi as HTMLElement).queryByRole('link', { name: 'ตรวจสอบผล' })).toBeNull();
  });
});
