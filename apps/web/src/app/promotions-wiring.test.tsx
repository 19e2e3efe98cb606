import { apiPaths, errorCatalogue, paymentPaths, promotionPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeFixture,
  promotionFixture,
  promotionListFixture,
} from '../features/promotions/testing-fixtures';
import { promotionNotice, usePromotionNotice } from '../features/wallet/stores/promotion-notice-store';
import { useAuthStore } from '../lib/auth-store';
import { ok, renderApp, shellHandlers, stubFetch } from '../testing/render-app';

/** How the app composes the promotions feature into the header, the money modal and the refusal notice. */
const mine = (overrides: object = {}) => ({ selected: null, active: null, history: [], ...overrides });

describe('promotions in the app', () => {
  afterEach(() => {
    useAuthStore.getState().clear();
    promotionNotice.dismiss();
  });

  it('the header shows the open condition as a small bar under the balance', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${apiPaths.balance}`]: () =>
        ok({ balance: '1100.00', lockedBalance: '0.00', cash: '1000.00', bonus: '100.00' }),
      [`GET ${promotionPaths.me}`]: () => ok(mine({ active: activeFixture() })),
    });
    renderApp('/', { asMember: true });
    const bar = await screen.findByTestId('balance-progress');
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAccessibleName('ฝากแรกของวัน รับโบนัส 10%: ความคืบหน้าเทิร์นโอเวอร์ 25%');
    expect(screen.getByTestId('wallet-balance')).toHaveAttribute('title', 'เงินสด ฿1,000.00 · โบนัส ฿100.00');
  });

  it('no bar and no split while nothing is open', async () => {
    stubFetch(shellHandlers());
    renderApp('/', { asMember: true });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('฿1,250.50'));
    expect(screen.queryByTestId('balance-progress')).toBeNull();
    expect(screen.getByTestId('wallet-balance')).not.toHaveAttribute('title');
  });

  it('the deposit tab says what the next deposit takes and opens the join-promotion modal', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${paymentPaths.depositBankList}`]: () => ok([]),
      [`GET ${promotionPaths.list}`]: () => ok(promotionListFixture([promotionFixture()])),
      [`GET ${promotionPaths.me}`]: () =>
        ok(
          mine({ selected: { promotionId: promotionFixture().id, promotionName: promotionFixture().name } }),
        ),
    });
    const { user, router } = renderApp('/?modal=deposit', { asMember: true });
    const line = await screen.findByTestId('next-deposit-promotion');
    expect(line).toHaveTextContent(promotionFixture().name);
    await user.click(within(line).getByRole('button', { name: 'เปลี่ยน' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modal=join-promotion'));
    expect(await screen.findByRole('dialog', { name: 'ร่วมโปรโมชั่น' })).toBeInTheDocument();
  });

  it('the withdraw tab shows the open condition, and the balance split into cash and bonus', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${apiPaths.balance}`]: () =>
        ok({ balance: '1100.00', lockedBalance: '0.00', cash: '1000.00', bonus: '100.00' }),
      [`GET ${promotionPaths.me}`]: () => ok(mine({ active: activeFixture() })),
      [`GET ${paymentPaths.withdrawLimits}`]: () =>
        ok({
          min: '100.00',
          siteMax: '100000.00',
          maxPerRequest: '100000.00',
          level: null,
          leftToday: null,
          maxNow: '100000.00',
          cash: '1000.00',
          withdrawAll: '0.00',
          refusal: {
            code: errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.code,
            message: errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.message,
          },
          bankAccount: { bankCode: 'KBANK', bankName: 'กสิกรไทย', accountNumber: 'xxxxxx7890' },
          autoApprove: { upTo: null, waitReason: 'RULE_OFF' },
        }),
    });
    renderApp('/?modal=withdraw', { asMember: true });
    const dialog = await screen.findByRole('dialog');
    const active = await within(dialog).findByTestId('active-promotion');
    expect(active).toHaveTextContent('ถอนได้เฉพาะเงินสด');
    expect(within(dialog).getByTestId('modal-balance-split')).toHaveTextContent(
      'เงินสด ฿1,000.00 · โบนัส ฿100.00',
    );
    // While the turnover is open nothing can be withdrawn: "all" is off, and the server says why.
    expect(await within(dialog).findByTestId('withdraw-refusal')).toHaveTextContent(
      errorCatalogue.WITHDRAW_PROMOTION_ACTIVE.message,
    );
    expect(within(dialog).getByRole('button', { name: 'ถอนทั้งหมด' })).toBeDisabled();
  });

  it('the refusal notice offers forfeit; forfeiting closes it', async () => {
    stubFetch({
      ...shellHandlers(),
      [`POST ${promotionPaths.forfeit}`]: () => ok({ forfeited: '100.00', promotionName: 'x' }),
    });
    promotionNotice.show({
      isTrigger: true,
      promotionName: 'ฝากแรกของวัน รับโบนัส 10%',
      currentTurnover: '1375.00',
      turnoverTarget: '5500.00',
    });
    const { user } = renderApp('/', { asMember: true });
    const notice = await screen.findByRole('alertdialog', { name: 'คุณกำลังใช้งานโปรโมชั่น' });
    expect(within(notice).getByTestId('turnover-amounts')).toHaveTextContent('฿1,375.00 / ฿5,500.00');
    await user.click(within(notice).getByRole('button', { name: 'สละโบนัส' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันสละโบนัส' }));
    await waitFor(() => expect(usePromotionNotice.getState().notice).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('the home page shows promotion banners once idle, each leading to /promotions', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${promotionPaths.banners}`]: () =>
        ok({
          data: [
            { id: 'p1', name: 'ฝากแรกของวัน', bannerUrl: '/promotions/first-deposit.svg' },
            { id: 'p2', name: 'bad' },
          ],
        }),
    });
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'โปรโมชั่นแนะนำ' });
    const image = within(strip).getByRole('img', { name: 'ฝากแรกของวัน' });
    expect(image).toHaveAttribute('src', '/promotions/first-deposit.svg');
    expect(image.closest('a')).toHaveAttribute('href', '/promotions');
    expect(within(strip).getAllByRole('img')).toHaveLength(1);
  });

  it('/member shows the balance split and the open condition beside it', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${apiPaths.balance}`]: () =>
        ok({ balance: '1100.00', lockedBalance: '0.00', cash: '1000.00', bonus: '100.00' }),
      [`GET ${promotionPaths.me}`]: () => ok(mine({ active: activeFixture() })),
      'GET /api/v2/order/history': () => ok({ data: [] }),
      'GET /api/v2/lotto/results': () => ok({ data: [], total: 0, pageNo: 1, pageSize: 20 }),
    });
    renderApp('/member', { asMember: true });
    expect(await screen.findByTestId('member-balance-split')).toHaveTextContent(
      'เงินสด ฿1,000.00 · โบนัส ฿100.00',
    );
    const active = await screen.findByTestId('active-promotion');
    expect(within(active).getByTestId('turnover-amounts')).toHaveTextContent('฿1,375.00 / ฿5,500.00');
    expect(active).not.toHaveTextContent('ถอนได้เฉพาะเงินสด');
  });
});
