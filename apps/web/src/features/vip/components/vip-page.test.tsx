import { errorCatalogue, vipPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { fail, ok, renderApp, shellHandlers, stubFetch } from '../../../testing/render-app';
import { vipFixture } from '../testing-fixtures';

describe('/vip', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('shows the level badge, the 90-day turnover, the bar to the next level and every level’s benefits', async () => {
    stubFetch({ ...shellHandlers(), [`GET ${vipPaths.me}`]: () => ok(vipFixture()) });
    renderApp('/vip', { asMember: true });
    expect(await screen.findByTestId('vip-level-name')).toHaveTextContent('บรอนซ์');
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(screen.getByTestId('vip-badge')).toHaveTextContent('VIP2');
    expect(screen.getByTestId('vip-turnover')).toHaveTextContent('30,000.00');
    const bar = screen.getByRole('progressbar', { name: 'ความคืบหน้าสู่ระดับ ซิลเวอร์: 50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('vip-next')).toHaveTextContent('อีก 20,000.00 บาท เลื่อนเป็นระดับ ซิลเวอร์');

    const levels = within(screen.getByRole('region', { name: 'สิทธิประโยชน์ทุกระดับ' })).getAllByRole('listitem');
    expect(levels).toHaveLength(8);
    const current = levels[1] as HTMLElement;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByText('5.5%')).toBeInTheDocument();
    expect(within(current).getByText('+0.05%')).toBeInTheDocument();
    expect(within(levels[0] as HTMLElement).getByText('ตามโปรปกติ')).toBeInTheDocument();
    expect(within(levels[7] as HTMLElement).getAllByText('ตามเว็บไซต์')).toHaveLength(2);
  });

  it('claims an upgrade bonus with an Idempotency-Key and says what turnover it asks', async () => {
    let claimed = false;
    const api = stubFetch({
      ...shellHandlers(),
      [`GET ${vipPaths.me}`]: () =>
        ok(
          claimed
            ? vipFixture({
                upgradeBonuses: [
                  {
                    ...vipFixture().upgradeBonuses[0],
                    status: 'CLAIMED',
                    claimedAt: '2026-11-23T04:00:00.000Z',
                  } as never,
                ],
              })
            : vipFixture(),
        ),
      [`POST ${vipPaths.claimBonus}`]: () => {
        claimed = true;
        return ok({ level: 2, bonus: '50.00', turnoverTarget: '500.00' });
      },
    });
    const { user } = renderApp('/vip', { asMember: true });
    expect(await screen.findByText(/ทำเทิร์นโอเวอร์ 10 เท่าของโบนัส \(500\.00 บาท\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'รับโบนัสเลื่อนระดับ บรอนซ์' }));
    expect(
      await screen.findByText('รับโบนัสเลื่อนระดับ 50.00 แล้ว ทำเทิร์นโอเวอร์ 500.00 บาทเพื่อถอน'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST', vipPaths.claimBonus);
    expect(call?.body).toEqual({ level: 2 });
    expect(call?.headers.get('idempotency-key')).toMatch(/.{16,}/);
    await waitFor(() => expect(screen.getByText('รับแล้ว')).toBeInTheDocument());
  });

  it('while another bonus is wagering the claim waits, and the page says why', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${vipPaths.me}`]: () =>
        ok(vipFixture({ claimBlockedReason: errorCatalogue.VIP_BONUS_ONE_ACTIVE.message })),
      [`POST ${vipPaths.claimBonus}`]: () => fail('VIP_BONUS_ONE_ACTIVE'),
    });
    renderApp('/vip', { asMember: true });
    expect(await screen.findByText(errorCatalogue.VIP_BONUS_ONE_ACTIVE.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รับโบนัสเลื่อนระดับ บรอนซ์' })).toBeDisabled();
  });

  it('at the top level the bar is full and no bonus is listed', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${vipPaths.me}`]: () =>
        ok(vipFixture({ level: 8, name: 'เลเจนด์', next: null, upgradeBonuses: [] })),
    });
    renderApp('/vip', { asMember: true });
    expect(await screen.findByTestId('vip-next')).toHaveTextContent('คุณอยู่ระดับสูงสุดแล้ว');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText('โบนัสเลื่อนระดับของคุณ')).toBeNull();
  });

  it('with VIP off the page says so', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${vipPaths.me}`]: () =>
        ok(vipFixture({ enabled: false, level: 0, name: '', levels: [], next: null })),
    });
    renderApp('/vip', { asMember: true });
    expect(await screen.findByText('ระบบ VIP ยังไม่เปิดให้บริการ')).toBeInTheDocument();
  });
});
