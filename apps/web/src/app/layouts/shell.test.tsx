import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { demoWebConfig, renderApp, shellHandlers, stubFetch } from '../../testing/render-app';
import { SIDEBAR_ID } from './sidebar-store';

const guestBar = () => screen.queryByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' });
const memberBar = () => screen.queryByRole('navigation', { name: 'เมนูสมาชิก' });
const guestFooter = () => screen.queryByRole('navigation', { name: 'เมนูผู้เยี่ยมชมบนมือถือ' });
const memberFooter = () => screen.queryByRole('navigation', { name: 'เมนูสมาชิกบนมือถือ' });

const itemNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('app shell for a guest', () => {
  it('shows the guest bar: login, register, home (/), promotions, contact', async () => {
    stubFetch(shellHandlers());
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' });
    expect(itemNames(bar)).toEqual(['เข้าสู่ระบบ', 'สมัครสมาชิก', 'หน้าแรก', 'โปรโมชั่น', 'ติดต่อเรา']);
    expect(within(bar).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('button', { name: 'ติดต่อเรา' })).toBeInTheDocument();
    expect(memberBar()).toBeNull();
    expect(guestFooter()).toBeNull();
  });

  it('in the lottery section shows the guest mobile footer: home goes to /lottery, contact to LINE', async () => {
    stubFetch(shellHandlers());
    renderApp('/lottery');
    const footer = await screen.findByRole('navigation', { name: 'เมนูผู้เยี่ยมชมบนมือถือ' });
    expect(itemNames(footer)).toEqual(['สมัครสมาชิก', 'เข้าสู่ระบบ', 'หน้าแรก', 'ติดต่อเรา', 'โปรโมชั่น']);
    expect(within(footer).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('href', '/lottery');
    const contact = await within(footer).findByRole('link', { name: 'ติดต่อเรา' });
    expect(contact).toHaveAttribute('href', demoWebConfig.lineUrl);
    expect(contact).toHaveAttribute('target', '_blank');
  });

  it('opens the register modal from the header button', async () => {
    stubFetch(shellHandlers());
    const { user, router } = renderApp('/');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(router.state.location.search).toBe('?modal=register');
    expect(await screen.findByRole('dialog', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
  });

  it('sends a guest who opens a member modal to login instead', async () => {
    stubFetch(shellHandlers());
    const { router } = renderApp('/?modal=deposit');
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?modal=login');
  });

  it('loads the web config with the hostname, and the bank list, at start', async () => {
    const api = stubFetch(shellHandlers());
    renderApp('/');
    await waitFor(() => expect(api.callsTo('GET', '/api/v2/config/bank-list')).toHaveLength(1));
    const [config] = api.callsTo('GET', '/api/v2/config/web');
    expect(config?.search).toBe('?query=localhost');
    expect(api.callsTo('GET', '/api/v2/user/balance')).toHaveLength(0);
  });
});

describe('app shell for a member', () => {
  it('shows the member bar instead of the guest one', async () => {
    stubFetch(shellHandlers());
    renderApp('/', { asMember: true });
    const bar = await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    expect(itemNames(bar)).toEqual(['ฝากเงิน', 'ถอนเงิน', 'หน้าแรก', 'โปรโมชั่น', 'โปรไฟล์']);
    expect(within(bar).getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('href', '/');
    expect(memberFooter()).toBeNull();
    expect(guestBar()).toBeNull();
    expect(guestFooter()).toBeNull();
  });

  it('in the lottery section shows the member mobile footer with referral', async () => {
    stubFetch(shellHandlers());
    renderApp('/lottery', { asMember: true });
    const footer = await screen.findByRole('navigation', { name: 'เมนูสมาชิกบนมือถือ' });
    expect(itemNames(footer)).toEqual(['ฝากเงิน', 'ถอนเงิน', 'หน้าแรก', 'แนะนำเพื่อน', 'โปรไฟล์']);
    expect(within(footer).getByRole('link', { name: 'แนะนำเพื่อน' })).toHaveAttribute(
      'href',
      '/referral-friend',
    );
    expect(guestBar()).toBeNull();
    expect(guestFooter()).toBeNull();
  });

  it('shows the balance in baht and refreshes it from the header', async () => {
    const api = stubFetch(shellHandlers());
    const { user } = renderApp('/', { asMember: true });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('฿1,250.50')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/v2/user/balance')).toHaveLength(1);
    await user.click(within(header).getByRole('button', { name: 'รีเฟรชยอดเงิน' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/v2/user/balance')).toHaveLength(2));
  });

  it('opens the full-screen deposit frame with balance, locked credit and both tabs', async () => {
    stubFetch(shellHandlers());
    const { user } = renderApp('/', { asMember: true });
    const bar = await screen.findByRole('navigation', { name: 'เมนูสมาชิก' });
    await user.click(within(bar).getByRole('button', { name: 'ถอนเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ฝาก-ถอน' });
    expect(within(dialog).getByRole('tab', { name: 'ถอนเงิน' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(within(dialog).getByTestId('modal-locked-balance')).toHaveTextContent('฿300.00'),
    );
    expect(within(dialog).getByTestId('modal-balance')).toHaveTextContent('฿1,250.50');
    expect(within(dialog).getByRole('textbox', { name: 'ยอดเงินที่ต้องการถอน (บาท)' })).toBeInTheDocument();
    expect(within(dialog).queryByText('เร็วๆ นี้')).toBeNull();
  });

  it('logs out from the user menu: calls the server, forgets the token, goes home as a guest', async () => {
    const api = stubFetch(shellHandlers());
    const { user, router } = renderApp('/profile', { asMember: true });
    await user.click(await screen.findByRole('button', { name: 'เมนูผู้ใช้' }));
    await user.click(within(screen.getByRole('banner')).getByRole('menuitem', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(useAuthStore.getState().accessToken).toBeNull());
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' })).toBeInTheDocument();
  });
});

describe('footer visibility', () => {
  it.each(['/lotto/buy', '/lotto/checkout'])('hides every bar on %s', async (url) => {
    stubFetch(shellHandlers());
    renderApp(url, { asMember: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The bars mount with the sidebar once the browser is idle after the first render: wait for it.
    await waitFor(() => expect(document.getElementById(SIDEBAR_ID)).not.toBeNull());
    expect(memberBar()).toBeNull();
    expect(memberFooter()).toBeNull();
  });

  it('keeps the footer on /lotto', async () => {
    stubFetch(shellHandlers());
    renderApp('/lotto', { asMember: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(memberBar()).not.toBeNull());
    expect(memberFooter()).not.toBeNull();
  });
});
