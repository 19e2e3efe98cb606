import type { FeedSecretStatus } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { uiTh } from '../../../messages/ui';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const SECRET = 'f3a9c1d27be84e0a9c5d6f7081b2c3d4e5f60718293a4b5c';

const status = (overrides: Partial<FeedSecretStatus> = {}): FeedSecretStatus => ({
  isSet: true,
  source: 'CONFIG',
  rotatedAt: null,
  fingerprint: 'a1b2',
  ...overrides,
});

const openPage = async (role: 'owner' | 'finance') => {
  let rotated = false;
  const api = stubApi({
    ...sessionHandlers(role),
    'GET /api/admin/finance/feed-secret': () =>
      ok(
        rotated
          ? status({ source: 'ROTATED', rotatedAt: '2026-11-23T05:00:00.000Z', fingerprint: '9f8e' })
          : status(),
      ),
    'POST /api/admin/finance/feed-secret/rotate': () => {
      rotated = true;
      return ok({ secret: SECRET, fingerprint: '9f8e', rotatedAt: '2026-11-23T05:00:00.000Z' });
    },
  });
  const view = renderAdmin('/finance/feed-secret', { signedIn: true });
  await waitFor(() => expect(screen.getByTestId('feed-secret-fingerprint')).toHaveTextContent('a1b2'));
  return { ...view, api };
};

describe('bank-feed secret', () => {
  it('shows the status without the secret', async () => {
    await openPage('finance');
    expect(screen.getByText(th.feedSecretSet)).toBeInTheDocument();
    expect(screen.getByText(th.sourceConfig)).toBeInTheDocument();
  });

  it('finance reads the status but is offered no rotation', async () => {
    await openPage('finance');
    expect(screen.queryByRole('button', { name: th.rotate })).toBeNull();
    expect(screen.getByText(th.ownerOnly)).toBeInTheDocument();
  });

  it('the owner rotates after a confirmation and sees the new secret once, with copy', async () => {
    const { api, user } = await openPage('owner');
    await user.click(screen.getByRole('button', { name: th.rotate }));
    const confirm = await screen.findByRole('dialog', { name: th.rotate });
    expect(confirm).toHaveTextContent(th.rotateBody);
    expect(api.callsTo('POST', '/api/admin/finance/feed-secret/rotate')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: th.rotate }));

    const reveal = await screen.findByRole('dialog', { name: th.newSecretTitle });
    expect(reveal).toHaveTextContent(th.newSecretWarning);
    expect(within(reveal).getByLabelText(th.newSecretLabel)).toHaveValue(SECRET);
    expect(api.callsTo('POST', '/api/admin/finance/feed-secret/rotate')).toHaveLength(1);

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(within(reveal).getByRole('button', { name: uiTh.copy }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText(uiTh.copied)).toBeInTheDocument();

    // The status refreshed behind the dialog; Esc does not close it, the acknowledgement drops the
    // secret for good.
    await waitFor(() => expect(screen.getByTestId('feed-secret-fingerprint')).toHaveTextContent('9f8e'));
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText(th.newSecretLabel)).toHaveValue(SECRET);
    await user.click(within(reveal).getByRole('button', { name: uiTh.shownOnceAcknowledge }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(screen.getByText(th.sourceRotated)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/finance/feed-secret/rotate')).toHaveLength(1);
  });

  it('cancelling the confirmation rotates nothing', async () => {
    const { api, user } = await openPage('owner');
    await user.click(screen.getByRole('button', { name: th.rotate }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/admin/finance/feed-secret/rotate')).toHaveLength(0);
  });
});
