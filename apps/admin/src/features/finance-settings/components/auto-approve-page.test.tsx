import { financeTh, type PayoutAccount, th as sharedTh } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeSettingsTh, financeSettingsTh as th } from '../../../messages/finance-settings';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const rule = { enabled: false, maxAmount: '0.00', minMemberAgeDays: 0, maxPerDay: 1, updatedAt: null };

const payoutAccount = (overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  configured: true,
  provider: 'opn',
  source: 'SIMULATED',
  baseUrl: 'http://127.0.0.1:3000/simulated-bank',
  secretKeyHint: 'a1B2',
  webhookSecretHint: 'x9Y8',
  webhookUrl: 'https://demo.example/api/integrations/payouts/demo/events',
  autoSendEnabled: true,
  dailyCap: '200000.00',
  sentToday: '0.00',
  credentialsRotatedAt: null,
  updatedAt: '2026-11-24T02:00:00.000Z',
  ...overrides,
});

describe('withdrawal auto-approve rule', () => {
  it('validates with the contract, then saves the rule with PUT', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/finance/withdraw-auto-approve': () => ok(rule),
      'GET /api/admin/finance/payout-account': () => ok(payoutAccount({ configured: false })),
      'PUT /api/admin/finance/withdraw-auto-approve': ({ body }) =>
        ok({
          ...(body as object),
          maxAmount: '2000.00',
          updatedAt: '2026-11-23T05:00:00.000Z',
        }),
    });
    const { user } = renderAdmin('/finance/auto-approve', { signedIn: true });
    const maxAmount = await screen.findByLabelText(th.maxAmount);
    expect(screen.getByText(th.neverSaved)).toBeInTheDocument();

    await user.click(screen.getByLabelText(th.autoApproveEnabled));
    await user.clear(maxAmount);
    await user.type(maxAmount, '12.345');
    await user.clear(screen.getByLabelText(th.maxPerDay));
    await user.type(screen.getByLabelText(th.maxPerDay), '500');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText(financeTh.maxPerDayInvalid)).toBeInTheDocument();
    expect(screen.getByText(sharedTh.amountInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/finance/withdraw-auto-approve')).toHaveLength(0);

    await user.clear(maxAmount);
    await user.type(maxAmount, '2000');
    await user.clear(screen.getByLabelText(th.minMemberAgeDays));
    await user.type(screen.getByLabelText(th.minMemberAgeDays), '7');
    await user.clear(screen.getByLabelText(th.maxPerDay));
    await user.type(screen.getByLabelText(th.maxPerDay), '3');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText(th.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/finance/withdraw-auto-approve')[0]?.body).toEqual({
      enabled: true,
      maxAmount: '2000',
      minMemberAgeDays: 7,
      maxPerDay: 3,
    });
    await waitFor(() => expect(screen.getByLabelText(th.maxAmount)).toHaveValue('2000.00'));
    expect(screen.queryByText(th.neverSaved)).toBeNull();
  });

  it.each([
    ['sends automatically', payoutAccount(), financeSettingsTh.autoApprovePayoutAuto],
    [
      'has automatic sending off',
      payoutAccount({ autoSendEnabled: false }),
      financeSettingsTh.autoApprovePayoutOff,
    ],
    [
      'is not set up',
      payoutAccount({ configured: false, autoSendEnabled: false }),
      financeSettingsTh.autoApprovePayoutNone,
    ],
  ] as const)(
    'tells staff who pays an approved withdrawal when the payout account %s',
    async (_name, account, text) => {
      stubApi({
        ...sessionHandlers('finance'),
        'GET /api/admin/finance/withdraw-auto-approve': () => ok(rule),
        'GET /api/admin/finance/payout-account': () => ok(account),
      });
      renderAdmin('/finance/auto-approve', { signedIn: true });
      expect(await screen.findByTestId('auto-approve-payout-mode')).toHaveTextContent(text);
      // Only the payout mode's words: never "staff transfer by hand" while payouts are automatic.
      const page = screen.getByRole('main');
      const manual = 'พนักงานโอนเงินและกด “โอนแล้ว” เอง';
      if (account.configured && account.autoSendEnabled) expect(page).not.toHaveTextContent(manual);
      else expect(page).toHaveTextContent(manual);
    },
  );

  it('is not in the menu for support', async () => {
    stubApi(sessionHandlers('support'));
    renderAdmin('/finance/auto-approve', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: adminTh.pageAutoApprove })).toBeNull();
    expect(screen.queryByRole('link', { name: adminTh.pageFeedSecret })).toBeNull();
    expect(screen.getByRole('link', { name: adminTh.pageDeposits })).toBeInTheDocument();
  });
});
