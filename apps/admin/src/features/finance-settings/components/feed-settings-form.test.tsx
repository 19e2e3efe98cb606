import { financeTh } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

describe('bank-feed per-line ceiling', () => {
  it('shows the default, refuses a ceiling above the contract, then saves with PUT', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/finance/feed-secret': () =>
        ok({ isSet: true, source: 'CONFIG', rotatedAt: null, fingerprint: 'a1b2' }),
      'GET /api/admin/finance/feed-settings': () => ok({ maxLineAmount: '10000000.00', updatedAt: null }),
      'PUT /api/admin/finance/feed-settings': () =>
        ok({ maxLineAmount: '500000.00', updatedAt: '2026-11-23T05:00:00.000Z' }),
    });
    const { user } = renderAdmin('/finance/feed-secret', { signedIn: true });
    const field = await screen.findByLabelText(th.maxLineAmount);
    expect(field).toHaveValue('10000000.00');
    expect(screen.getByText(th.feedSettingsDefault)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '1000000000.01');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText(financeTh.maxLineAmountInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/finance/feed-settings')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '500000');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText(th.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/finance/feed-settings')[0]?.body).toEqual({
      maxLineAmount: '500000',
    });
    expect(screen.getByLabelText(th.maxLineAmount)).toHaveValue('500000.00');
  });
});
