import { otpLimitsTh as contractTh } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeSettingsTh } from '../../../messages/finance-settings';
import { otpLimitsTh as th } from '../../../messages/otp-limits';
import { settingsTh } from '../../../messages/settings';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const limits = { perAddressPer10Min: 20, operatorPerHour: 500, updatedAt: null };

describe('OTP limits', () => {
  it('the owner changes both limits, checked with the contract, with PUT', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/settings/otp-limits': () => ok(limits),
      'PUT /api/admin/settings/otp-limits': ({ body }) =>
        ok({ ...(body as object), updatedAt: '2026-11-23T05:00:00.000Z' }),
    });
    const { user } = renderAdmin('/settings/otp-limits', { signedIn: true });
    const perAddress = await screen.findByLabelText(th.perAddressPer10Min);
    expect(perAddress).toHaveValue(20);
    expect(screen.getByText(th.neverSaved)).toBeInTheDocument();

    await user.clear(perAddress);
    await user.type(perAddress, '0');
    await user.click(screen.getByRole('button', { name: financeSettingsTh.save }));
    expect(await screen.findByText(contractTh.perAddressInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/settings/otp-limits')).toHaveLength(0);

    await user.clear(perAddress);
    await user.type(perAddress, '40');
    await user.clear(screen.getByLabelText(th.operatorPerHour));
    await user.type(screen.getByLabelText(th.operatorPerHour), '800');
    await user.click(screen.getByRole('button', { name: financeSettingsTh.save }));
    expect(await screen.findByText(financeSettingsTh.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/settings/otp-limits')[0]?.body).toEqual({
      perAddressPer10Min: 40,
      operatorPerHour: 800,
    });
  });

  it('finance reads the limits without a save button', async () => {
    stubApi({ ...sessionHandlers('finance'), 'GET /api/admin/settings/otp-limits': () => ok(limits) });
    renderAdmin('/settings/otp-limits', { signedIn: true });
    expect(await screen.findByLabelText(th.operatorPerHour)).toBeDisabled();
    expect(screen.getByText(settingsTh.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: financeSettingsTh.save })).toBeNull();
  });
});
