import { gameHref, referralPaths, sportsPaths, yeekeePaths } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAgentCode, getReferralCode } from '../lib/referral-store';
import { ok, renderApp, shellHandlers, stubFetch } from '../testing/render-app';

describe('routes', () => {
  it('/register keeps ref and agref and opens the register modal over the home page', async () => {
    stubFetch(shellHandlers());
    const { router } = renderApp('/register?ref=FRIEND9&agref=AGENT9');
    expect(await screen.findByRole('dialog', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?modal=register');
    expect(getReferralCode()).toBe('FRIEND9');
    expect(getAgentCode()).toBe('AGENT9');
  });

  it('/login opens the login modal over the home page', async () => {
    stubFetch(shellHandlers());
    const { router } = renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?modal=login');
  });

  it('/login takes a member straight home', async () => {
    stubFetch(shellHandlers());
    const { router } = renderApp('/login', { asMember: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the auth callback goes to /login', async () => {
    stubFetch(shellHandlers());
    const { router } = renderApp('/auth/token');
    await waitFor(() => expect(router.state.location.search).toBe('?modal=login'));
  });

  it('the sidebar’s /fishing-hunter lands on the declared /fish-hunter', async () => {
    stubFetch(shellHandlers());
    const { router } = renderApp('/fishing-hunter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fish-hunter'));
    expect(await screen.findByRole('heading', { name: 'เกมยิงปลา' })).toBeInTheDocument();
  });

  it('a member page asks a guest to log in instead of showing anything', async () => {
    stubFetch(shellHandlers());
    renderApp('/referral-friend/summary');
    // The referral pages' chunk: give its first load (transform in the test) time.
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อใช้งานส่วนนี้', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('เร็วๆ นี้')).toBeNull();
  });

  it('/invite-friend/{slug} shows a guest the invitation', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${referralPaths.invite.replace(':slug', 'ABCD2345')}`]: () =>
        ok({ code: 'ABCD2345', inviterName: 'สมชาย ใ***' }),
    });
    const { router } = renderApp('/invite-friend/ABCD2345');
    expect(await screen.findByTestId('invitation', {}, { timeout: 5000 })).toHaveTextContent('สมชาย ใ***');
    expect(screen.getByRole('heading', { name: 'ชวนเพื่อน' })).toBeInTheDocument();
    expect(screen.queryByText('เร็วๆ นี้')).toBeNull();
    expect(router.state.location.pathname).toBe('/invite-friend/ABCD2345');
  });

  it('/referral-friend/member shows a member the referral tabs', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${referralPaths.members}`]: () => ok({ data: [], total: 0, pageNo: 1, pageSize: 20 }),
    });
    renderApp('/referral-friend/member', { asMember: true });
    expect(await screen.findByText('ยังไม่มีเพื่อนสมัครผ่านลิงก์ของคุณ', {}, { timeout: 5000 })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'เมนูแนะนำเพื่อน' });
    expect(tabs).toHaveTextContent('ภาพรวม');
    expect(screen.getByRole('link', { name: 'เพื่อนของฉัน' })).toHaveAttribute('aria-current', 'page');
  });

  it('a later page shows the real layout and a coming-soon notice', async () => {
    stubFetch(shellHandlers());
    renderApp('/crypto-lottery');
    expect(await screen.findByRole('heading', { name: 'หวยคริปโต' })).toBeInTheDocument();
    expect(screen.getByText('เร็วๆ นี้')).toBeInTheDocument();
  });

  it('/sports is the house sportsbook: the day tabs and the fixtures of today', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${sportsPaths.fixtures}`]: () => ok([]),
    });
    renderApp('/sports');
    expect(await screen.findByRole('heading', { name: 'กีฬา' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'สด' })).toBeInTheDocument();
    expect(await screen.findByText('วันนี้ยังไม่มีคู่ที่เปิดรับแทง')).toBeInTheDocument();
    expect(screen.queryByText('เร็วๆ นี้')).toBeNull();
  });

  it('the game launcher uses the game-loader layout without bars', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${gameHref.one('fake-slot')}`]: () =>
        ok({
          slug: 'fake-slot',
          name: 'สล็อตทดสอบ',
          category: 'SLOT',
          provider: 'fake',
          providerName: 'ค่ายทดสอบ',
          imageUrl: '',
          rtp: null,
          isNew: false,
          isHot: false,
          description: '',
        }),
      [`POST ${gameHref.launch('fake-slot')}`]: () => ok({ url: '/originals/play/fake-slot' }),
    });
    renderApp('/game/launcher/fake-slot', { asMember: true });
    expect(await screen.findByRole('heading', { name: 'สล็อตทดสอบ' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'เมนูสมาชิก' })).toBeNull();
  });

  it('/lottery/yk is the Yeekee lobby, no longer "coming soon"; a round page asks a guest to log in', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${yeekeePaths.markets}`]: () => ok({ data: [] }),
    });
    const { router } = renderApp('/lottery/yk');
    // The Yeekee pages' chunk is the lottery feature's: give its first load (transform in the test) time.
    expect(await screen.findByText('ยังไม่มีตลาดยี่กีที่เปิดให้เล่น', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'หวยยี่กี' })).toBeInTheDocument();
    expect(screen.queryByText('เร็วๆ นี้')).toBeNull();
    await router.navigate('/lottery/yk/round/YK2026112412');
    expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อใช้งานส่วนนี้')).toBeInTheDocument();
  });
});
