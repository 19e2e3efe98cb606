import { apiPaths } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { SocialModal } from './social-modal';

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

describe('SocialModal', () => {
  it("links to each of the site's channels, opening in a new tab", async () => {
    stubApi({ [`GET ${apiPaths.webConfig}`]: () => okReply(webConfig) });
    renderWithApp(<SocialModal />, { url: '/?modal=social' });
    const line = await screen.findByRole('link', { name: 'เปิด LINE (แท็บใหม่)' });
    expect(line).toHaveAttribute('href', webConfig.lineUrl);
    expect(line).toHaveAttribute('target', '_blank');
    expect(line).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'เปิด Telegram (แท็บใหม่)' })).toHaveAttribute(
      'href',
      webConfig.telegramUrl,
    );
  });

  it('leaves out a channel the site has not set (or set to something that is not a web link)', async () => {
    stubApi({
      [`GET ${apiPaths.webConfig}`]: () =>
        okReply({ ...webConfig, telegramUrl: '', lineUrl: 'javascript:alert(1)' }),
    });
    renderWithApp(<SocialModal />, { url: '/?modal=social' });
    expect(await screen.findByText('เว็บไซต์ยังไม่ได้ตั้งค่าช่องทางโซเชียล')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows only LINE when Telegram is not set', async () => {
    stubApi({ [`GET ${apiPaths.webConfig}`]: () => okReply({ ...webConfig, telegramUrl: '' }) });
    renderWithApp(<SocialModal />, { url: '/?modal=social' });
    expect(await screen.findByRole('link', { name: 'เปิด LINE (แท็บใหม่)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Telegram/ })).not.toBeInTheDocument();
  });

  it('says so when the config does not load, and retries', async () => {
    stubApi({ [`GET ${apiPaths.webConfig}`]: () => errorReply('INTERNAL') });
    renderWithApp(<SocialModal />, { url: '/?modal=social' });
    expect(await screen.findByText('โหลดช่องทางโซเชียลไม่สำเร็จ', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });
});
