import { type PayoutAccount, payoutTh, type StaffRoleName, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payoutsTh } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';
import { ok, renderAdmin, type StubHandlers, sessionHandlers, stubApi } from '../../../testing/render-admin';

const ACCOUNT = '/api/admin/finance/payout-account';
const SETTINGS = `${ACCOUNT}/settings`;
const BALANCE = `${ACCOUNT}/balance`;
const SECRET_KEY = 'skey_test_5zq8Tj1mNbW3kq9LrX';
const WEBHOOK_SECRET = 'c2VjcmV0LXdlYmhvb2sta2V5LTQ1Njc=';

const account = (overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  configured: true,
  provider: 'opn',
  source: 'SIMULATED',
  baseUrl: 'http://127.0.0.1:3000/simulated-bank',
  secretKeyHint: 'a1B2',
  webhookSecretHint: 'x9Y8',
  webhookUrl: 'https://demo.example/api/integrations/payouts/demo/events',
  autoSendEnabled: true,
  dailyCap: '200000.00',
  sentToday: '50000.00',
  credentialsRotatedAt: null,
  updatedAt: '2026-11-24T02:00:00.000Z',
  ...overrides,
});

const balance = () =>
  ok({ available: '987654.32', total: '1000000.00', checkedAt: '2026-11-24T03:00:00.000Z' });

const openPage = async (role: StaffRoleName, handlers: StubHandlers = {}, saved = account()) => {
  const api = stubApi({
    ...sessionHandlers(role),
    [`GET ${ACCOUNT}`]: () => ok(saved),
    [`GET ${BALANCE}`]: balance,
    ...handlers,
  });
  const view = renderAdmin('/finance/payout-account', { signedIn: true });
  await screen.findByTestId('payout-account-state');
  return { ...view, api };
};

describe('payout provider settings', () => {
  it('shows the account with hints only, the webhook URL with copy, today’s use of the cap and the live balance', async () => {
    const { user } = await openPage('finance');
    expect(screen.getByTestId('payout-account-state')).toHaveTextContent(payoutsTh.configured);
    expect(screen.getByTestId('secret-key-hint')).toHaveTextContent('ลงท้ายด้วย a1B2');
    expect(screen.getByTestId('webhook-secret-hint')).toHaveTextContent('ลงท้ายด้วย x9Y8');
    expect(screen.getByTestId('payout-webhook-url')).toHaveTextContent(
      'https://demo.example/api/integrations/payouts/demo/events',
    );
    expect(screen.getByTestId('daily-cap-use')).toHaveTextContent('฿50,000.00 จาก ฿200,000.00');
    expect(screen.getByRole('progressbar', { name: payoutsTh.dailyCapBar })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(await screen.findByTestId('payout-balance')).toHaveTextContent('฿987,654.32');

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: payoutsTh.copyWebhookUrl }));
    expect(writeText).toHaveBeenCalledWith('https://demo.example/api/integrations/payouts/demo/events');
  });

  it("shows the provider's error on the balance card when it cannot be reached", async () => {
    await openPage('finance', {
      [`GET ${BALANCE}`]: () => ({
        status: 502,
        body: {
          status: { code: 1791, message: 'ติดต่อผู้ให้บริการโอนเงินไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง' },
          data: null,
        },
      }),
    });
    const card = screen.getByRole('region', { name: payoutsTh.balanceTitle });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      `${payoutsTh.balanceFailed}: ติดต่อผู้ให้บริการโอนเงินไม่ได้ในขณะนี้`,
    );
  });

  it('stops automatic sending only after a confirmation, sending the cap as saved; cancelling sends nothing', async () => {
    let saved = account();
    const { api, user } = await openPage('finance', {
      [`GET ${ACCOUNT}`]: () => ok(saved),
      [`PUT ${SETTINGS}`]: (call) => {
        saved = account({ autoSendEnabled: (call.body as { autoSendEnabled: boolean }).autoSendEnabled });
        return ok(saved);
      },
    });
    const toggle = screen.getByRole('switch', { name: payoutsTh.autoSendSwitch });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('auto-send-state')).toHaveTextContent(payoutsTh.autoSendOn);

    await user.click(toggle);
    const cancelled = await screen.findByRole('dialog', { name: payoutsTh.stopAutoSend });
    await user.click(within(cancelled).getByRole('button', { name: adminTh.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', SETTINGS)).toHaveLength(0);
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: payoutsTh.stopAutoSend });
    expect(dialog).toHaveTextContent(payoutsTh.stopAutoSendBody);
    await user.click(within(dialog).getByRole('button', { name: payoutsTh.stopAutoSend }));
    expect(await screen.findByText(payoutsTh.autoSendStopped)).toBeInTheDocument();
    expect(api.callsTo('PUT', SETTINGS)[0]?.body).toEqual({ autoSendEnabled: false, dailyCap: '200000.00' });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: payoutsTh.autoSendSwitch })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(screen.getByTestId('auto-send-state')).toHaveTextContent(payoutsTh.autoSendOff);

    // Starting again asks too, in its own words.
    await user.click(screen.getByRole('switch', { name: payoutsTh.autoSendSwitch }));
    const start = await screen.findByRole('dialog', { name: payoutsTh.startAutoSend });
    await user.click(within(start).getByRole('button', { name: payoutsTh.startAutoSend }));
    await waitFor(() => expect(api.callsTo('PUT', SETTINGS)).toHaveLength(2));
    expect(api.callsTo('PUT', SETTINGS)[1]?.body).toEqual({ autoSendEnabled: true, dailyCap: '200000.00' });
  });

  it('changes the daily cap, checked with the contract first, keeping the kill switch as it is', async () => {
    const { api, user } = await openPage(
      'finance',
      { [`PUT ${SETTINGS}`]: () => ok(account({ autoSendEnabled: false, dailyCap: '150000.00' })) },
      account({ autoSendEnabled: false }),
    );
    const cap = screen.getByLabelText(payoutsTh.dailyCap);
    await user.clear(cap);
    await user.type(cap, '0');
    await user.click(screen.getByRole('button', { name: payoutsTh.saveCap }));
    expect(await screen.findByText(th.amountInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', SETTINGS)).toHaveLength(0);

    await user.clear(cap);
    await user.type(cap, '150000');
    await user.click(screen.getByRole('button', { name: payoutsTh.saveCap }));
    expect(await screen.findByText(payoutsTh.capSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', SETTINGS)[0]?.body).toEqual({ autoSendEnabled: false, dailyCap: '150000' });
  });

  it('the owner saves credentials: the secrets are sent once, cleared from the form and never shown again', async () => {
    let saved = account({
      configured: false,
      source: null,
      baseUrl: null,
      secretKeyHint: null,
      webhookSecretHint: null,
    });
    const { api, user, queryClient } = await openPage(
      'owner',
      {
        [`GET ${ACCOUNT}`]: () => ok(saved),
        [`PUT ${ACCOUNT}`]: () => {
          saved = account({
            source: 'STAFF',
            baseUrl: 'https://api.omise.co',
            secretKeyHint: '9LrX',
            webhookSecretHint: 'Nw==',
          });
          return ok(saved);
        },
      },
      saved,
    );
    expect(screen.getByTestId('payout-account-state')).toHaveTextContent(payoutsTh.notConfigured);
    const form = screen.getByRole('form', { name: payoutsTh.credentialsTitle });
    expect(form).toHaveTextContent(payoutsTh.credentialsNeverShown);
    expect(within(form).getByLabelText(payoutsTh.baseUrl)).toHaveValue('https://api.omise.co');
    const secretKey = within(form).getByLabelText(payoutsTh.secretKey);
    const webhookSecret = within(form).getByLabelText(payoutsTh.webhookSecret);
    expect(secretKey).toHaveAttribute('type', 'password');
    expect(webhookSecret).toHaveAttribute('type', 'password');

    await user.type(secretKey, 'not-a-key');
    await user.click(within(form).getByRole('button', { name: payoutsTh.saveCredentials }));
    expect(await within(form).findByText(payoutTh.secretKeyInvalid)).toBeInTheDocument();
    expect(await within(form).findByText(payoutTh.webhookSecretInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', ACCOUNT)).toHaveLength(0);

    await user.clear(secretKey);
    await user.type(secretKey, SECRET_KEY);
    await user.type(webhookSecret, WEBHOOK_SECRET);
    await user.click(within(form).getByRole('button', { name: payoutsTh.saveCredentials }));
    expect(await screen.findByText(payoutsTh.credentialsSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', ACCOUNT)[0]?.body).toEqual({
      baseUrl: 'https://api.omise.co',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });

    // Saved: the inputs are empty, the page shows hints only, and saving again says it rotates.
    await waitFor(() => expect(screen.getByTestId('secret-key-hint')).toHaveTextContent('ลงท้ายด้วย 9LrX'));
    const after = screen.getByRole('form', { name: payoutsTh.credentialsTitle });
    expect(within(after).getByLabelText(payoutsTh.secretKey)).toHaveValue('');
    expect(within(after).getByLabelText(payoutsTh.webhookSecret)).toHaveValue('');
    expect(screen.queryByDisplayValue(SECRET_KEY)).toBeNull();
    expect(screen.queryByDisplayValue(WEBHOOK_SECRET)).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET_KEY);
    expect(document.body).not.toHaveTextContent(WEBHOOK_SECRET);
    expect(after).toHaveTextContent(payoutsTh.credentialsRotate);
    // Nor does the client keep them: the finished call is gone from the mutation cache.
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state.variables),
        ),
      ).not.toContain(SECRET_KEY),
    );
    expect(within(after).getByRole('button', { name: payoutsTh.rotateCredentials })).toBeInTheDocument();
  });

  it('finance changes the switch and the cap but is not offered the credentials', async () => {
    await openPage('finance');
    expect(screen.getByRole('switch', { name: payoutsTh.autoSendSwitch })).toBeEnabled();
    expect(screen.getByLabelText(payoutsTh.dailyCap)).toHaveValue('200000.00');
    expect(screen.queryByRole('form', { name: payoutsTh.credentialsTitle })).toBeNull();
    expect(screen.getByText(payoutsTh.ownerOnly)).toBeInTheDocument();
  });

  it('is not open to support (the server admits owner and finance only)', async () => {
    const api = stubApi({ ...sessionHandlers('support'), [`GET ${ACCOUNT}`]: () => ok(account()) });
    renderAdmin('/finance/payout-account', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(api.callsTo('GET', ACCOUNT)).toHaveLength(0);
  });
});
