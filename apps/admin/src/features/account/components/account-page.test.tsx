import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTh } from '../../../messages/th';
import { uiTh } from '../../../messages/ui';
import { ok, renderAdmin, sessionHandlers, staffAccount, stubApi } from '../../../testing/render-admin';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('my account: TOTP', () => {
  it('setup shows the QR and the secret; a code enables it', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'POST /api/admin/me/totp/setup': () =>
        ok({ secret, otpauthUrl: `otpauth://totp/Chokdee:finance1?secret=${secret}` }),
      'POST /api/admin/me/totp/enable': () => ok(staffAccount('finance', { totpEnabled: true })),
    });
    const { user } = renderAdmin('/account', { signedIn: true });
    expect(await screen.findByText(adminTh.totpOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: adminTh.totpStart }));

    const shown = await screen.findByRole('dialog', { name: adminTh.totpStatus });
    expect(within(shown).getByRole('img', { name: adminTh.totpQr })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    // Shown once: Esc does not close it, "I have copied it" does, and then only the code is asked.
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('totp-secret')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: uiTh.copy }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(within(shown).getByRole('button', { name: uiTh.shownOnceAcknowledge }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(adminTh.totpCode), '123456');
    await user.click(screen.getByRole('button', { name: adminTh.totpEnable }));

    expect(await screen.findByText(adminTh.totpEnabled)).toBeInTheDocument();
    expect(screen.getByText(adminTh.totpOn)).toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/me/totp/enable')[0]?.body).toEqual({ code: '123456' });
    // The secret is never kept in the browser.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(secret);
  });

  it('disables with a current code', async () => {
    const api = stubApi({
      ...sessionHandlers('support', { totpEnabled: true }),
      'POST /api/admin/me/totp/disable': () => ok(staffAccount('support', { totpEnabled: false })),
    });
    const { user } = renderAdmin('/account', { signedIn: true });
    await user.type(await screen.findByLabelText(adminTh.totpCode), '654321');
    await user.click(screen.getByRole('button', { name: adminTh.totpDisable }));
    expect(await screen.findByText(adminTh.totpDisabled)).toBeInTheDocument();
    expect(screen.getByText(adminTh.totpOff)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/me/totp/disable')[0]?.body).toEqual({ code: '654321' });
  });
});
