import { type AdminWebConfig, financeTh } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsTh as th } from '../../../messages/settings';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const config: AdminWebConfig = {
  siteName: 'โชคดี',
  minimumDeposit: '100.00',
  maximumDeposit: '50000.00',
  minWithdraw: '300.00',
  maxWithdraw: '100000.00',
  lineId: '@chokdee',
  lineUrl: 'https://line.me/R/ti/p/@chokdee',
  telegramId: '',
  telegramUrl: '',
  banners: [{ imageUrl: '/banners/1.jpg', linkUrl: '', sortOrder: 10 }],
  updatedAt: '2026-11-01T02:00:00.000Z',
};

const openPage = async (role: 'owner' | 'finance') => {
  const api = stubApi({
    ...sessionHandlers(role),
    'GET /api/admin/settings/web-config': () => ok(config),
    'PUT /api/admin/settings/web-config': ({ body }) =>
      ok({ ...config, ...(body as object), updatedAt: '2026-11-23T05:00:00.000Z' }),
  });
  const view = renderAdmin('/settings/web-config', { signedIn: true });
  await waitFor(() => expect(screen.getByLabelText(th.siteName)).toHaveValue('โชคดี'));
  return { ...view, api };
};

describe('web config', () => {
  it('checks the form with the contract schema and sends nothing while it is wrong', async () => {
    const { api, user } = await openPage('owner');
    await user.clear(screen.getByLabelText(th.siteName));
    await user.clear(screen.getByLabelText(th.maximumDeposit));
    await user.type(screen.getByLabelText(th.maximumDeposit), '50');
    await user.clear(screen.getByLabelText(th.lineUrl));
    await user.type(screen.getByLabelText(th.lineUrl), 'http://line.me/x');
    await user.click(screen.getByRole('button', { name: th.addBanner }));
    await user.click(screen.getByRole('button', { name: th.save }));

    expect(await screen.findByText(financeTh.siteNameRequired)).toBeInTheDocument();
    expect(screen.getByText(financeTh.depositRangeInvalid)).toBeInTheDocument();
    expect(screen.getByText(financeTh.urlInvalid)).toBeInTheDocument();
    const added = screen.getByRole('group', { name: 'แบนเนอร์ที่ 2' });
    expect(within(added).getByText(financeTh.bannerImageInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/settings/web-config')).toHaveLength(0);
  });

  it('saves the whole config as typed, banners included', async () => {
    const { api, user } = await openPage('owner');
    await user.clear(screen.getByLabelText(th.siteName));
    await user.type(screen.getByLabelText(th.siteName), 'โชคดีมาก');
    await user.type(screen.getByLabelText(th.telegramId), 'chokdee_bot');
    await user.click(screen.getByRole('button', { name: th.addBanner }));
    const added = screen.getByRole('group', { name: 'แบนเนอร์ที่ 2' });
    await user.type(within(added).getByLabelText(th.bannerImage), 'https://cdn.example.com/2.jpg');
    await user.click(screen.getByRole('button', { name: 'ลบแบนเนอร์ที่ 1' }));
    await user.click(screen.getByRole('button', { name: th.save }));

    expect(await screen.findByText(th.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/settings/web-config')[0]?.body).toEqual({
      siteName: 'โชคดีมาก',
      minimumDeposit: '100.00',
      maximumDeposit: '50000.00',
      minWithdraw: '300.00',
      maxWithdraw: '100000.00',
      lineId: '@chokdee',
      lineUrl: 'https://line.me/R/ti/p/@chokdee',
      telegramId: 'chokdee_bot',
      telegramUrl: '',
      banners: [{ imageUrl: 'https://cdn.example.com/2.jpg', linkUrl: '', sortOrder: 20 }],
    });
  });

  it('is read-only for finance: inputs disabled, no save, no banner buttons', async () => {
    await openPage('finance');
    expect(screen.getByText(th.readOnly)).toBeInTheDocument();
    expect(screen.getByLabelText(th.siteName)).toBeDisabled();
    expect(screen.getByLabelText(th.bannerImage)).toBeDisabled();
    expect(screen.queryByRole('button', { name: th.save })).toBeNull();
    expect(screen.queryByRole('button', { name: th.addBanner })).toBeNull();
  });
});
