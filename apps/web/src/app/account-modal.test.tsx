import { apiPaths, errorCatalogue, th, type VipView, vipDefaultLevels, vipPaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { vipLevelOf } from '../features/account/api/get-vip-level';
import { useAuthStore } from '../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../testing/render-modal';
import { AccountModalWithWallet } from './account-modal';

const me = {
  id: 'm1',
  loginName: '0812345678',
  name: 'สมชาย ใจดี',
  mobileNo: '0812345678',
  gender: 'M',
  email: null,
  referralCode: 'ABCD2345',
  bankAccount: {
    bankCompanyId: 1,
    bankCode: 'KBANK',
    bankName: 'ธนาคารกสิกรไทย',
    accountNumber: '1234567890',
    accountName: 'สมชาย ใจดี',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
};
const vip: VipView = {
  enabled: true,
  level: 3,
  name: 'ทองคำ',
  turnover: '100.00',
  windowFrom: '2026-08-26',
  windowTo: '2026-11-23',
  next: null,
  levels: [...vipDefaultLevels],
  upgradeBonuses: [],
  claimBlockedReason: null,
};
const wallet = { balance: '1500.50', lockedBalance: '200.00', cash: '1000.25', bonus: '500.25' };

describe('AccountModal', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));

  it('shows the member masked, the balances, the referral code and the bank account masked', async () => {
    stubApi({
      [`GET ${apiPaths.me}`]: () => okReply(me),
      [`GET ${apiPaths.balance}`]: () => okReply(wallet),
      [`GET ${vipPaths.me}`]: () => okReply(vip),
    });
    const { user, currentPath } = renderWithApp(<AccountModalWithWallet />, { url: '/?modal=account' });

    const member = await screen.findByRole('region', { name: 'ข้อมูลสมาชิก' });
    expect(member).toHaveTextContent('สม***');
    expect(member).not.toHaveTextContent('สมชาย');
    expect(member).toHaveTextContent('081-xxx-5678');
    expect(await screen.findByTestId('account-vip-level')).toHaveTextContent('ระดับ 3 · ทองคำ');

    expect(await screen.findByText('฿1,000.25')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-part-bonus')).toHaveTextContent('฿500.25');
    expect(screen.getByTestId('wallet-part-locked')).toHaveTextContent('฿200.00');

    const bank = screen.getByRole('region', { name: 'บัญชีธนาคารสำหรับถอนเงิน' });
    expect(bank).toHaveTextContent('xxxxxx7890');
    expect(bank).not.toHaveTextContent('1234567890');
    expect(bank).toHaveTextContent('ธนาคารกสิกรไทย');

    const referral = screen.getByRole('region', { name: 'รหัสแนะนำเพื่อน' });
    expect(referral).toHaveTextContent('ABCD2345');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(referral).getByRole('button', { name: 'คัดลอกรหัสแนะนำ' }));
    expect(writeText).toHaveBeenCalledWith('ABCD2345');
    expect(await screen.findByText(th.copied)).toBeInTheDocument();
    await user.click(within(referral).getByRole('link', { name: 'ไปหน้าแนะนำเพื่อน' }));
    expect(currentPath()).toBe('/referral-friend');
  });

  it('leaves the VIP row out, without an error, when the VIP call fails', async () => {
    const api = stubApi({
      [`GET ${apiPaths.me}`]: () => okReply(me),
      [`GET ${apiPaths.balance}`]: () => okReply(wallet),
    });
    renderWithApp(<AccountModalWithWallet />, { url: '/?modal=account' });
    expect(await screen.findByRole('region', { name: 'ข้อมูลสมาชิก' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/v2/vip').length).toBeGreaterThan(0));
    expect(screen.queryByText('ระดับ VIP')).not.toBeInTheDocument();
    expect(screen.queryByText(errorCatalogue.NOT_FOUND.message)).not.toBeInTheDocument();
  });

  it('shows no level while the site has VIP switched off', () => {
    expect(vipLevelOf(vip)).toEqual({ level: 3, name: 'ทองคำ' });
    expect(vipLevelOf({ ...vip, enabled: false })).toBeNull();
  });

  it('says so when the member does not load', async () => {
    stubApi({ [`GET ${apiPaths.me}`]: () => errorReply('INTERNAL') });
    renderWithApp(<AccountModalWithWallet />, { url: '/?modal=account' });
    expect(await screen.findByText('โหลดข้อมูลบัญชีไม่สำเร็จ', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
