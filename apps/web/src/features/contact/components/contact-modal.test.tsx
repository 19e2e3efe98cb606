import { apiPaths, th } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { ContactModal } from './contact-modal';

const webConfig = {
  operatorKey: 'demo',
  siteName: 'โชคดี',
  minimumDeposit: '100.00',
  maximumDeposit: '50000.00',
  minWithdraw: '100.00',
  maxWithdraw: '50000.00',
  lineId: '@chokdee',
  lineUrl: 'https://line.me/R/ti/p/@chokdee',
  telegramId: '@chokdee_support',
  telegramUrl: 'https://t.me/chokdee_support',
  banners: [],
};

describe('ContactModal', () => {
  it('asks for the web config of this hostname and links to LINE and Telegram', async () => {
    const api = stubApi({ [`GET ${apiPaths.webConfig}`]: () => okReply(webConfig) });
    renderWithApp(<ContactModal />, { url: '/?modal=contact' });

    expect(await screen.findByRole('link', { name: 'เปิด LINE' })).toHaveAttribute('href', webConfig.lineUrl);
    expect(screen.getByRole('link', { name: 'เปิด Telegram' })).toHaveAttribute('href', webConfig.telegramUrl);
    expect(screen.getByText('@chokdee')).toBeInTheDocument();
    expect(screen.getByText('@chokdee_support')).toBeInTheDocument();
    expect(api.callsTo('GET', apiPaths.webConfig)[0]?.search).toBe(`?query=${window.location.hostname}`);
  });

  it.each([
    ['คัดลอก LINE ID', webConfig.lineId],
    ['คัดลอก Telegram ID', webConfig.telegramId],
  ])('"%s" copies the id and says so', async (label, id) => {
    stubApi({ [`GET ${apiPaths.webConfig}`]: () => okReply(webConfig) });
    const { user } = renderWithApp(<ContactModal />, { url: '/?modal=contact' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: label }));

    expect(writeText).toHaveBeenCalledWith(id);
    expect(await navigator.clipboard.readText()).toBe(id);
    expect(await screen.findByText(th.copied)).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    stubApi({ [`GET ${apiPaths.webConfig}`]: () => okReply(webConfig) });
    const { user } = renderWithApp(<ContactModal />, { url: '/?modal=contact' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: 'คัดลอก LINE ID' }));

    expect(await screen.findByText('คัดลอกไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.queryByText(th.copied)).not.toBeInTheDocument();
  });
});
