import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffSecurityTh } from '../../../messages/staff-security';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

describe('requiring TOTP of every staff member', () => {
  it('lets the owner turn it on after a confirmation that says what it does', async () => {
    const api = stubApi({
      ...sessionHandlers('owner', { totpEnabled: true }),
      'GET /api/admin/staff': () => ok([]),
      'GET /api/admin/staff-security': () => ok({ totpRequired: false }),
      'PUT /api/admin/staff-security': () => ok({ totpRequired: true }),
    });
    const { user } = renderAdmin('/staff', { signedIn: true });
    const panel = await screen.findByTestId('staff-security');
    expect(panel).toHaveTextContent(staffSecurityTh.requiredOff);
    await user.click(within(panel).getByRole('button', { name: staffSecurityTh.turnOn }));
    const dialog = await screen.findByRole('dialog', { name: staffSecurityTh.turnOnTitle });
    expect(dialog).toHaveTextContent(staffSecurityTh.turnOnDescription);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: staffSecurityTh.turnOn }));
    await waitFor(() => expect(panel).toHaveTextContent(staffSecurityTh.requiredOn));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ totpRequired: true });
  });

  it('sends an account that must set TOTP up to its account page, whatever page it opened', async () => {
    stubApi(sessionHandlers('finance', { totpSetupRequired: true }));
    const { router } = renderAdmin('/finance/withdrawals', { signedIn: true });
    expect(await screen.findByText(staffSecurityTh.setupRequired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
  });
});
