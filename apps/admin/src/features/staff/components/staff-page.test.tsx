import { errorCatalogue, staffTh } from '@chokdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffAdminTh } from '../../../messages/staff';
import { adminTh, roleLabel } from '../../../messages/th';
import { uiTh } from '../../../messages/ui';
import { fail, ok, renderAdmin, sessionHandlers, staffAccount, stubApi } from '../../../testing/render-admin';

const me = staffAccount('owner');
const finance = staffAccount('finance', {
  id: '0190a0a0-0000-7000-8000-0000000000f1',
  username: 'finance1',
  totpEnabled: true,
  lastLoginAt: null,
});

describe('staff accounts (owner)', () => {
  it('lists accounts; the own row offers nothing; disabling another asks first and refreshes', async () => {
    let disabled = false;
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/staff': () => ok([me, { ...finance, disabled }]),
      [`POST /api/admin/staff/${finance.id}/disable`]: () => {
        disabled = true;
        return ok({ ...finance, disabled: true });
      },
    });
    const { user } = renderAdmin('/staff', { signedIn: true });
    const own = await screen.findByTestId('staff-owner1');
    expect(within(own).queryAllByRole('button')).toHaveLength(0);
    const row = screen.getByTestId('staff-finance1');
    expect(row).toHaveTextContent(adminTh.never);
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([adminTh.disableStaff, adminTh.resetTotp, staffAdminTh.changeRole, staffAdminTh.resetPassword]);

    await user.click(within(row).getByRole('button', { name: adminTh.disableStaff }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.disableStaff });
    expect(dialog).toHaveTextContent('finance1');
    await user.click(within(dialog).getByRole('button', { name: adminTh.disableStaff }));
    expect(await screen.findByText(adminTh.staffDisabled)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('staff-finance1')).toHaveTextContent(adminTh.accountDisabled),
    );
    expect(api.callsTo('POST', `/api/admin/staff/${finance.id}/disable`)).toHaveLength(1);
  });

  it('the create dialog preselects no role: the owner must choose one', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/staff': () => ok([me]),
      'POST /api/admin/staff': () => ok(finance),
    });
    const { user } = renderAdmin('/staff', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: adminTh.addStaff }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.addStaff });
    const role = within(dialog).getByLabelText(adminTh.role);
    expect(role).toHaveValue('');
    await user.type(within(dialog).getByLabelText(adminTh.username), 'finance1');
    await user.type(within(dialog).getByLabelText(adminTh.password), 'a-long-staff-password');
    await user.click(within(dialog).getByRole('button', { name: adminTh.addStaff }));
    expect(await within(dialog).findByText(staffTh.roleRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/staff')).toHaveLength(0);
    await user.selectOptions(role, roleLabel.finance);
    await user.click(within(dialog).getByRole('button', { name: adminTh.addStaff }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/staff')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/staff')[0]?.body).toMatchObject({ role: 'finance' });
  });

  it('changes a role and resets a password, showing the generated one once', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/staff': () => ok([me, finance]),
      [`POST /api/admin/staff/${finance.id}/role`]: () => ok({ ...finance, role: 'support' }),
      [`POST /api/admin/staff/${finance.id}/password-reset`]: () =>
        ok({ username: 'finance1', password: 'Xk7mPq2RsT9vWz3a', sessionsEnded: 2 }),
    });
    const { user } = renderAdmin('/staff', { signedIn: true });
    const row = await screen.findByTestId('staff-finance1');
    await user.click(within(row).getByRole('button', { name: staffAdminTh.changeRole }));
    let dialog = await screen.findByRole('dialog', { name: staffAdminTh.changeRole });
    await user.selectOptions(within(dialog).getByLabelText(staffAdminTh.newRole), roleLabel.support);
    await user.click(within(dialog).getByRole('button', { name: staffAdminTh.changeRole }));
    expect(await screen.findByText(staffAdminTh.roleChanged)).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/staff/${finance.id}/role`)[0]?.body).toEqual({ role: 'support' });

    await user.click(within(row).getByRole('button', { name: staffAdminTh.resetPassword }));
    dialog = await screen.findByRole('dialog', { name: staffAdminTh.resetPassword });
    await user.click(within(dialog).getByRole('button', { name: staffAdminTh.resetPassword }));
    expect(await screen.findByTestId('staff-new-password')).toHaveTextContent('Xk7mPq2RsT9vWz3a');
    // Esc or a stray click outside would lose it for good: only the acknowledgement closes it.
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(screen.getByTestId('shown-once-overlay'));
    expect(screen.getByTestId('staff-new-password')).toHaveTextContent('Xk7mPq2RsT9vWz3a');
    await user.click(screen.getByRole('button', { name: uiTh.copy }));
    expect(await navigator.clipboard.readText()).toBe('Xk7mPq2RsT9vWz3a');
    await user.click(screen.getByRole('button', { name: uiTh.shownOnceAcknowledge }));
    await waitFor(() => expect(screen.queryByTestId('staff-new-password')).not.toBeInTheDocument());
  });

  it('shows the server refusal in the dialog', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/staff': () => ok([me, finance]),
      [`POST /api/admin/staff/${finance.id}/totp/reset`]: () => fail('INVALID_STATE'),
    });
    const { user } = renderAdmin('/staff', { signedIn: true });
    const row = await screen.findByTestId('staff-finance1');
    await user.click(within(row).getByRole('button', { name: adminTh.resetTotp }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: adminTh.resetTotp }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorCatalogue.INVALID_STATE.message);
  });

  it('is not in the menu of finance, and its URL shows "no permission"', async () => {
    const api = stubApi({ ...sessionHandlers('finance'), 'GET /api/admin/staff': () => ok([]) });
    renderAdmin('/staff', { signedIn: true });
    expect(await screen.findByRole('heading', { name: adminTh.forbiddenTitle })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: adminTh.pageStaff })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/staff')).toHaveLength(0);
  });
});
