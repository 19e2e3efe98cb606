import { type AdminBank, type AdminDepositAccount, financeTh } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, type StubHandlers, sessionHandlers, stubApi } from '../../../testing/render-admin';

const account = (overrides: Partial<AdminDepositAccount> = {}): AdminDepositAccount => ({
  id: '0190a0a0-0000-7000-8000-0000000000d1',
  type: 'BANK',
  logoUrl: '/api/v2/banks/KBANK.svg',
  bankName: 'กสิกรไทย',
  bankCode: 'KBANK',
  accountName: 'บจก. โชคดี',
  accountNumber: '1234567890',
  promptPayId: null,
  enabled: true,
  sortOrder: 0,
  createdAt: '2026-11-01T02:00:00.000Z',
  ...overrides,
});

const bank = (code: string, bankName: string, enabled = true): AdminBank => ({
  companyId: code.length,
  code,
  bankName,
  bankNumber: '004',
  logoUrl: `/api/v2/banks/${code}.svg`,
  enabled,
});

const openPage = async (role: 'owner' | 'finance' | 'support', handlers: StubHandlers = {}) => {
  const api = stubApi({
    ...sessionHandlers(role),
    'GET /api/admin/finance/deposit-accounts': () =>
      ok({
        data: [
          account(),
          account({
            id: '0190a0a0-0000-7000-8000-0000000000d2',
            type: 'PROMPTPAY',
            accountNumber: '9876543210',
            promptPayId: '0812345678',
            enabled: false,
          }),
        ],
      }),
    'GET /api/admin/settings/banks': () =>
      ok({ data: [bank('KBANK', 'กสิกรไทย'), bank('SCB', 'ไทยพาณิชย์'), bank('GSB', 'ออมสิน', false)] }),
    ...handlers,
  });
  const view = renderAdmin('/finance/deposit-accounts', { signedIn: true });
  await screen.findByTestId('deposit-account-1234567890');
  return { ...view, api };
};

describe('deposit accounts', () => {
  it('lists the accounts with type and whether members see them', async () => {
    await openPage('finance');
    expect(screen.getByTestId('deposit-account-1234567890')).toHaveTextContent(th.typeBank);
    expect(screen.getByTestId('deposit-account-1234567890')).toHaveTextContent(th.shown);
    const promptPay = screen.getByTestId('deposit-account-9876543210');
    expect(promptPay).toHaveTextContent('พร้อมเพย์ 0812345678');
    expect(promptPay).toHaveTextContent(th.hidden);
  });

  it('support reads the list but is offered no add and no show/hide', async () => {
    await openPage('support');
    expect(screen.queryByRole('button', { name: th.addAccount })).toBeNull();
    expect(screen.queryByRole('button', { name: th.hideAccount })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: adminTh.actions })).toBeNull();
  });

  it('adds an account: checks the fields with the contract (PromptPay id included), sends them cleaned', async () => {
    const { api, user } = await openPage('finance', {
      'POST /api/admin/finance/deposit-accounts': ({ body }) =>
        ok(account({ id: '0190a0a0-0000-7000-8000-0000000000d3', ...(body as object), type: 'PROMPTPAY' })),
    });
    await user.click(screen.getByRole('button', { name: th.addAccount }));
    const dialog = await screen.findByRole('dialog', { name: th.addAccount });
    // Only banks offered to members can take deposits.
    expect(within(dialog).queryByRole('option', { name: 'ออมสิน' })).toBeNull();
    await within(dialog).findByRole('option', { name: 'ไทยพาณิชย์' });

    await user.click(within(dialog).getByRole('button', { name: th.addAccount }));
    expect(await within(dialog).findByText(financeTh.bankCodeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(financeTh.depositAccountNumberInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(financeTh.depositAccountNameRequired)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(th.bank), 'SCB');
    await user.type(within(dialog).getByLabelText(th.accountNumber), '123-4-56789-0');
    await user.type(within(dialog).getByLabelText(th.accountName), '  บจก.   โชคดี ');
    await user.type(within(dialog).getByLabelText(th.promptPayId), '1234567890123');
    await user.click(within(dialog).getByRole('button', { name: th.addAccount }));
    expect(await within(dialog).findByText(financeTh.promptPayIdInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/finance/deposit-accounts')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(th.promptPayId));
    await user.type(within(dialog).getByLabelText(th.promptPayId), '081-234-5678');
    await user.click(within(dialog).getByRole('button', { name: th.addAccount }));
    expect(await screen.findByText(th.accountAdded)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/finance/deposit-accounts')[0]?.body).toEqual({
      bankCode: 'SCB',
      accountNumber: '1234567890',
      accountName: 'บจก. โชคดี',
      promptPayId: '0812345678',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hides an account from members after a confirmation', async () => {
    const id = account().id;
    const { api, user } = await openPage('owner', {
      [`POST /api/admin/finance/deposit-accounts/${id}/disable`]: () => ok({ enabled: false }),
    });
    const row = screen.getByTestId('deposit-account-1234567890');
    await user.click(within(row).getByRole('button', { name: th.hideAccount }));
    const dialog = await screen.findByRole('dialog', { name: th.hideAccount });
    expect(dialog).toHaveTextContent('กสิกรไทย 1234567890');
    const lists = api.callsTo('GET', '/api/admin/finance/deposit-accounts').length;
    await user.click(within(dialog).getByRole('button', { name: th.hideAccount }));
    expect(await screen.findByText(th.accountHidden)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/finance/deposit-accounts/${id}/disable`)).toHaveLength(1);
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/finance/deposit-accounts').length).toBeGreaterThan(lists),
    );
  });
});
