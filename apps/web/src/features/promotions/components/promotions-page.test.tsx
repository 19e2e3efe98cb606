import { errorCatalogue, promotionPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { fail, ok, renderApp, shellHandlers, stubFetch } from '../../../testing/render-app';
import { activeFixture, promotionFixture, promotionListFixture } from '../testing-fixtures';

const first = promotionFixture();
const newMember = promotionFixture({
  id: '7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0002',
  name: 'สมาชิกใหม่ รับ 50 บาท',
  kind: 'NEW_MEMBER',
  bonusPercent: null,
  bonusCap: null,
  fixedBonus: '50.00',
  bannerUrl: null,
  terms: ['โบนัส 50 บาท', 'ทำยอดเทิร์นโอเวอร์ 3 เท่าของโบนัส'],
  available: false,
  unavailableReason: 'โปรโมชั่นนี้สำหรับสมาชิกใหม่ที่ยังไม่เคยฝากเงินเท่านั้น',
});

const mine = (overrides: object = {}) => ({ selected: null, active: null, history: [], ...overrides });

describe('/promotions', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('shows a guest every promotion with its plain-Thai terms, and login to take one', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${promotionPaths.list}`]: () => ok(promotionListFixture([first, newMember])),
    });
    const { user, router } = renderApp('/promotions');
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'โปรโมชั่น' })).toBeInTheDocument();
    const terms = within(cards[0] as HTMLElement).getByRole('region', { name: `เงื่อนไข ${first.name}` });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(first.terms);
    expect(screen.queryByText('ประวัติโบนัส')).toBeNull();
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=login'));
  });

  it('a member takes a promotion with an Idempotency-Key and goes on to deposit', async () => {
    const api = stubFetch({
      ...shellHandlers(),
      [`GET ${promotionPaths.list}`]: () => ok(promotionListFixture([first, newMember])),
      [`GET ${promotionPaths.me}`]: () => ok(mine()),
      [`GET ${promotionPaths.history}`]: () => ok({ data: [], total: 0, pageNo: 1, pageSize: 25 }),
      [`POST ${promotionPaths.select}`]: () => ok(null),
      'GET /api/v2/deposit/bank-list': () => ok([]),
    });
    const { user, router } = renderApp('/promotions', { asMember: true });
    const take = await screen.findByRole('button', { name: `รับโปรโมชั่น ${first.name}` });
    // Not available now: disabled, with the server's reason beside it.
    expect(screen.getByRole('button', { name: `รับโปรโมชั่น ${newMember.name}` })).toBeDisabled();
    expect(screen.getByText(newMember.unavailableReason ?? '')).toBeInTheDocument();

    await user.click(take);
    await waitFor(() => expect(router.state.location.search).toBe('?modal=deposit'));
    const [call] = api.callsTo('POST', promotionPaths.select);
    expect(call?.body).toEqual({ promotionId: first.id });
    expect(call?.headers.get('idempotency-key')).toMatch(/.{16,}/);
    expect(await screen.findByText('บันทึกการเลือกโปรโมชั่นแล้ว')).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีประวัติโบนัส')).toBeInTheDocument();
  });

  it('says what the next deposit takes, with the way to change it (ไม่รับโปรโมชั่น included)', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${promotionPaths.list}`]: () => ok(promotionListFixture([first])),
      [`GET ${promotionPaths.me}`]: () =>
        ok(mine({ selected: { promotionId: first.id, promotionName: first.name } })),
      [`GET ${promotionPaths.history}`]: () => ok({ data: [], total: 0, pageNo: 1, pageSize: 25 }),
    });
    const { user, router } = renderApp('/promotions', { asMember: true });
    const line = await screen.findByTestId('next-deposit-promotion');
    expect(line).toHaveTextContent(first.name);
    // The chosen card says so and leads to the deposit instead of taking it again.
    expect(screen.getByRole('button', { name: 'เลือกแล้ว · ไปฝากเงิน' })).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: 'เปลี่ยน' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=join-promotion'));
  });

  it('a refused take toasts the server message and stays on the page', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${promotionPaths.list}`]: () => ok(promotionListFixture([first])),
      [`GET ${promotionPaths.me}`]: () => ok(mine()),
      [`GET ${promotionPaths.history}`]: () => ok({ data: [], total: 0, pageNo: 1, pageSize: 25 }),
      [`POST ${promotionPaths.select}`]: () => fail('PROMOTION_CASH_ABOVE_THRESHOLD'),
    });
    const { user, router } = renderApp('/promotions', { asMember: true });
    await user.click(await screen.findByRole('button', { name: `รับโปรโมชั่น ${first.name}` }));
    expect(
      await screen.findByText(errorCatalogue.PROMOTION_CASH_ABOVE_THRESHOLD.message),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the open condition with its progress, and the bonus history', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${promotionPaths.list}`]: () => ok(promotionListFixture([first])),
      [`GET ${promotionPaths.me}`]: () => ok(mine({ active: activeFixture() })),
      [`GET ${promotionPaths.history}`]: () =>
        ok({
          data: [
            {
              kind: 'GRANTED',
              promotionName: first.name,
              amount: '100.00',
              note: null,
              createdAt: '2026-11-24T02:00:00.000Z',
            },
            {
              kind: 'CANCELLED',
              promotionName: 'โปรเก่า',
              amount: '30.00',
              note: 'ผิดเงื่อนไข',
              createdAt: '2026-11-20T02:00:00.000Z',
            },
          ],
          total: 2,
          pageNo: 1,
          pageSize: 25,
        }),
    });
    renderApp('/promotions', { asMember: true });
    const card = await screen.findByTestId('active-promotion');
    expect(within(card).getByTestId('turnover-amounts')).toHaveTextContent('฿1,375.00 / ฿5,500.00');
    expect(within(card).getByRole('progressbar', { name: 'ยอดเทิร์นโอเวอร์' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(card).toHaveTextContent('ต้องทำยอดอีก ฿4,125.00');
    expect(card).toHaveTextContent('เดิมพันสูงสุดต่อรายการ ฿500.00');
    const items = await screen.findAllByTestId('bonus-history-item');
    expect(items[0]).toHaveTextContent('ได้รับโบนัส');
    expect(items[0]).toHaveTextContent('฿100.00');
    expect(items[1]).toHaveTextContent('ยกเลิกโดยเจ้าหน้าที่');
    expect(items[1]).toHaveTextContent('ผิดเงื่อนไข');
  });

  it('says what the last deposit with a selection got, or why it got no bonus', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${promotionPaths.list}`]: () =>
        ok(
          promotionListFixture([first], {
            lastDepositResult: {
              promotionId: first.id,
              promotionName: first.name,
              deposit: '50.00',
              granted: false,
              bonus: '0.00',
              turnoverTarget: '0.00',
              reason: 'ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (100 บาท)',
              at: '2026-11-24T02:00:00.000Z',
            },
          }),
        ),
      [`GET ${promotionPaths.me}`]: () => ok(mine()),
      [`GET ${promotionPaths.history}`]: () => ok({ data: [], total: 0, pageNo: 1, pageSize: 25 }),
    });
    renderApp('/promotions', { asMember: true });
    expect(await screen.findByTestId('last-deposit-result')).toHaveTextContent(
      `ยอดฝาก ฿50.00 ไม่ได้รับโบนัส ${first.name}: ยอดฝากต่ำกว่าขั้นต่ำของโปรโมชั่น (100 บาท)`,
    );
  });
});
