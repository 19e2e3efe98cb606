import type { AdminBank } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsTh as th } from '../../../messages/settings';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const bank = (code: string, bankName: string, enabled: boolean): AdminBank => ({
  companyId: code.length,
  code,
  bankName,
  bankNumber: '014',
  logoUrl: `/api/v2/banks/${code}.svg`,
  enabled,
});

const openPage = async (role: 'owner' | 'finance' | 'lottery') => {
  const state = { SCB: true, GSB: false };
  const api = stubApi({
    ...sessionHandlers(role),
    'GET /api/admin/settings/banks': () =>
      ok({ data: [bank('SCB', 'ไทยพาณิชย์', state.SCB), bank('GSB', 'ออมสิน', state.GSB)] }),
    'POST /api/admin/settings/banks/SCB/disable': () => {
      state.SCB = false;
      return ok({ enabled: false });
    },
  });
  const view = renderAdmin('/settings/banks', { signedIn: true });
  return { ...view, api };
};

describe('banks', () => {
  it('the owner switches a bank off for members', async () => {
    const { api, user } = await openPage('owner');
    const scb = await screen.findByRole('switch', { name: 'เปิดให้สมาชิกใช้ ไทยพาณิชย์' });
    expect(scb).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'เปิดให้สมาชิกใช้ ออมสิน' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(scb);
    // Switching a bank off asks first.
    const dialog = await screen.findByRole('dialog', { name: 'ปิด ไทยพาณิชย์' });
    expect(api.callsTo('POST', '/api/admin/settings/banks/SCB/disable')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'ปิด ไทยพาณิชย์' }));
    expect(await screen.findByText('ปิด ไทยพาณิชย์ แล้ว')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/settings/banks/SCB/disable')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'เปิดให้สมาชิกใช้ ไทยพาณิชย์' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('finance sees on/off only, with no switches', async () => {
    await openPage('finance');
    const row = await screen.findByTestId('bank-SCB');
    expect(within(row).getByText(th.offered)).toBeInTheDocument();
    expect(within(screen.getByTestId('bank-GSB')).getByText(th.notOffered)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('is not in the menu for lottery staff', async () => {
    const { api } = await openPage('lottery');
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: adminTh.pageBanks })).toBeNull();
    expect(screen.queryByRole('link', { name: adminTh.pageWebConfig })).toBeNull();
    expect(api.callsTo('GET', '/api/admin/settings/banks')).toHaveLength(0);
  });
});
