import type { AdminGameProvider } from '@chokdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamesTh } from '../../../messages/games';
import { adminTh } from '../../../messages/th';
import { uiTh } from '../../../messages/ui';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const PROVIDER_ID = '0190a0a0-0000-7000-8000-0000000000p1';
const provider = (overrides: Partial<AdminGameProvider> = {}): AdminGameProvider => ({
  id: PROVIDER_ID,
  code: 'amb-poker',
  name: 'AMB Poker',
  adapter: 'AMB',
  categories: ['LIVE_CASINO'],
  apiBaseUrl: 'https://api.amb.example/',
  walletKey: 'wk_demo_amb',
  allowList: ['203.0.113.0/24'],
  enabled: true,
  sortOrder: 1,
  logoUrl: '',
  secretRotatedAt: '2026-11-23T03:00:00.000Z',
  createdAt: '2026-11-23T03:00:00.000Z',
  ...overrides,
});

describe('game providers', () => {
  it('creates a provider and shows its secret once, with a warning and copy; closing forgets it', async () => {
    let created = false;
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/games/providers': () => ok(created ? [provider()] : []),
      'POST /api/admin/games/providers': () => {
        created = true;
        return ok({ provider: provider(), secret: 'sk_live_0123456789abcdef' });
      },
    });
    const { user } = renderAdmin('/games/providers', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: gamesTh.createProvider }));
    const form = await screen.findByRole('dialog', { name: gamesTh.createProvider });
    // Nothing is sent while a required field is wrong.
    await user.click(within(form).getByRole('button', { name: gamesTh.save }));
    expect(await within(form).findByText('เลือกอย่างน้อยหนึ่งหมวด')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/games/providers')).toHaveLength(0);

    await user.type(within(form).getByLabelText(gamesTh.codeLabel), 'amb-poker');
    await user.type(within(form).getByLabelText(gamesTh.nameLabel), 'AMB Poker');
    await user.type(within(form).getByLabelText(gamesTh.apiBaseUrlLabel), 'https://api.amb.example/');
    await user.click(within(form).getByLabelText('คาสิโนสด'));
    await user.type(within(form).getByLabelText(gamesTh.allowListLabel), '203.0.113.0/24\n198.51.100.7');
    await user.click(within(form).getByRole('button', { name: gamesTh.save }));

    const secret = await screen.findByRole('dialog', { name: 'รหัสลับของค่าย AMB Poker' });
    expect(secret).toHaveTextContent(gamesTh.secretWarning);
    expect(within(secret).getByTestId('provider-secret')).toHaveValue('sk_live_0123456789abcdef');
    expect(within(secret).getByLabelText(gamesTh.walletKeyLabel)).toHaveValue('wk_demo_amb');
    expect(api.callsTo('POST', '/api/admin/games/providers')[0]?.body).toEqual({
      code: 'amb-poker',
      name: 'AMB Poker',
      adapter: 'AMB',
      categories: ['LIVE_CASINO'],
      apiBaseUrl: 'https://api.amb.example/',
      allowList: ['203.0.113.0/24', '198.51.100.7'],
      sortOrder: 0,
      enabled: true,
      logoUrl: '',
    });

    await user.click(within(secret).getByRole('button', { name: gamesTh.copySecret }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('sk_live_0123456789abcdef');
    // Esc or a stray click outside does not close it; the acknowledgement does, and the secret is gone
    // for good.
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(screen.getByTestId('shown-once-overlay'));
    expect(screen.getByTestId('provider-secret')).toHaveValue('sk_live_0123456789abcdef');
    await user.click(within(secret).getByRole('button', { name: uiTh.shownOnceAcknowledge }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('sk_live_0123456789abcdef')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('sk_live_0123456789abcdef')).not.toBeInTheDocument();
    expect(await screen.findByTestId('provider-amb-poker')).toHaveTextContent('wk_demo_amb');
  });

  it('rotates a secret only after a confirmation, and shows the new one once', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/games/providers': () => ok([provider()]),
      [`POST /api/admin/games/providers/${PROVIDER_ID}/rotate-secret`]: () =>
        ok({ provider: provider({ secretRotatedAt: '2026-11-24T03:00:00.000Z' }), secret: 'sk_rotated_new' }),
    });
    const { user } = renderAdmin('/games/providers', { signedIn: true });
    const row = await screen.findByTestId('provider-amb-poker');
    await user.click(within(row).getByRole('button', { name: gamesTh.rotate }));
    const confirm = await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสลับของค่าย AMB Poker' });
    expect(confirm).toHaveTextContent(gamesTh.rotateBody);
    expect(api.callsTo('POST', `/api/admin/games/providers/${PROVIDER_ID}/rotate-secret`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: gamesTh.rotate }));
    const secret = await screen.findByRole('dialog', { name: 'รหัสลับของค่าย AMB Poker' });
    expect(within(secret).getByTestId('provider-secret')).toHaveValue('sk_rotated_new');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('provider-secret')).toHaveValue('sk_rotated_new');
    expect(api.callsTo('POST', `/api/admin/games/providers/${PROVIDER_ID}/rotate-secret`)).toHaveLength(1);
  });

  it('shows a refused create in the form (a taken code), not a secret', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/games/providers': () => ok([]),
      'POST /api/admin/games/providers': () => fail('GAME_PROVIDER_CODE_TAKEN'),
    });
    const { user } = renderAdmin('/games/providers', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: gamesTh.createProvider }));
    const form = await screen.findByRole('dialog', { name: gamesTh.createProvider });
    await user.type(within(form).getByLabelText(gamesTh.codeLabel), 'amb-poker');
    await user.type(within(form).getByLabelText(gamesTh.nameLabel), 'AMB Poker');
    await user.type(within(form).getByLabelText(gamesTh.apiBaseUrlLabel), 'https://api.amb.example/');
    await user.click(within(form).getByLabelText('สล็อต'));
    await user.click(within(form).getByRole('button', { name: gamesTh.save }));
    expect(await within(form).findByText('รหัสค่ายเกมนี้ถูกใช้แล้ว')).toBeInTheDocument();
    expect(screen.queryByTestId('provider-secret')).not.toBeInTheDocument();
  });

  it('lets finance read the providers without the owner’s buttons; lottery sees no permission', async () => {
    stubApi({ ...sessionHandlers('finance'), 'GET /api/admin/games/providers': () => ok([provider()]) });
    const view = renderAdmin('/games/providers', { signedIn: true });
    const row = await screen.findByTestId('provider-amb-poker');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: gamesTh.createProvider })).toBeNull();
    view.unmount();

    const api = stubApi({ ...sessionHandlers('lottery') });
    renderAdmin('/games/providers', { signedIn: true });
    expect(await screen.findByText(adminTh.forbiddenTitle)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/games/providers')).toHaveLength(0);
  });
});
