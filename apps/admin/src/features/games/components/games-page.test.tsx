import type { AdminGame } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamesTh } from '../../../messages/games';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const PROVIDER_ID = '0190a0a0-0000-7000-8000-0000000000a1';
const game: AdminGame = {
  id: '0190a0a0-0000-7000-8000-0000000000b1',
  providerId: PROVIDER_ID,
  providerCode: 'chokdee-originals',
  slug: 'lucky-slot',
  gameCode: 'lucky-01',
  name: 'สล็อตนำโชค',
  category: 'SLOT',
  imageUrl: '',
  rtp: '96.5', // as a provider publishes it; shown as 96.50%
  description: '',
  enabled: true,
  sortOrder: 1,
  isNew: true,
  isHot: false,
};
const NEW_PROVIDER_ID = '0190a0a0-0000-7000-8000-0000000000a2';
/** The server's providers: the house's, and one the owner added that has no game yet. */
const providerOptions = [
  {
    id: PROVIDER_ID,
    code: 'chokdee-originals',
    name: 'Chokdee Originals',
    categories: ['SLOT'],
    enabled: true,
  },
  { id: NEW_PROVIDER_ID, code: 'new-fish', name: 'New Fish', categories: ['FISH'], enabled: true },
];
const page = (data: AdminGame[]) => ok({ data, total: data.length, pageNo: 1, pageSize: 25 });

describe('games catalogue', () => {
  it('filters by category and search, and adds a game for a newly added provider (lottery, who may not read providers)', async () => {
    const api = stubApi({
      ...sessionHandlers('lottery'),
      'GET /api/admin/games/provider-options': () => ok(providerOptions),
      'GET /api/admin/games': () => page([game]),
      'POST /api/admin/games': (call) => ok({ ...game, ...(call.body as object), id: 'new' }),
    });
    const { user } = renderAdmin('/games/catalogue', { signedIn: true });
    const row = await screen.findByTestId('game-lucky-slot');
    expect(row).toHaveTextContent('สล็อตนำโชค');
    expect(row).toHaveTextContent('96.50%');
    expect(row).toHaveTextContent(gamesTh.flagNew);
    expect(api.callsTo('GET', '/api/admin/games/providers')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(gamesTh.filterCategory), 'FISH');
    await user.type(screen.getByLabelText(gamesTh.filterSearch), 'ปลา');
    await user.click(screen.getByRole('button', { name: gamesTh.search }));
    const query = api.callsTo('GET', '/api/admin/games').at(-1)?.query;
    expect(query?.get('category')).toBe('FISH');
    expect(query?.get('q')).toBe('ปลา');

    await user.click(screen.getByRole('button', { name: gamesTh.createGame }));
    const form = await screen.findByRole('dialog', { name: gamesTh.createGame });
    await user.type(within(form).getByLabelText(gamesTh.gameNameLabel), 'ยิงปลาทอง');
    await user.type(within(form).getByLabelText(gamesTh.slugLabel), 'Golden Fish');
    await user.type(within(form).getByLabelText(gamesTh.gameCodeLabel), 'fish-01');
    await user.selectOptions(within(form).getByLabelText(gamesTh.categoryLabel), 'FISH');
    // Every provider the server has, not only those of the games listed.
    await user.selectOptions(within(form).getByLabelText(gamesTh.providerLabel), 'New Fish');
    await user.click(within(form).getByRole('button', { name: gamesTh.save }));
    // A slug with capitals and a space is refused in the form, before any call.
    expect(await within(form).findByText('ใช้ได้เฉพาะ a-z, 0-9 และ -')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/games')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(gamesTh.slugLabel));
    await user.type(within(form).getByLabelText(gamesTh.slugLabel), 'golden-fish');
    await user.type(within(form).getByLabelText(gamesTh.rtpLabel), '96');
    await user.click(within(form).getByRole('button', { name: gamesTh.save }));
    expect(await screen.findByText(gamesTh.gameSaved)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/games')[0]?.body).toEqual({
      providerId: NEW_PROVIDER_ID,
      slug: 'golden-fish',
      gameCode: 'fish-01',
      name: 'ยิงปลาทอง',
      category: 'FISH',
      imageUrl: '',
      rtp: '96',
      description: '',
      sortOrder: 0,
      enabled: true,
      isNew: false,
      isHot: false,
    });
  });

  it('lets finance read the catalogue without changing it', async () => {
    stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/games/provider-options': () => ok(providerOptions),
      'GET /api/admin/games': () => page([game]),
    });
    renderAdmin('/games/catalogue', { signedIn: true });
    const row = await screen.findByTestId('game-lucky-slot');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: gamesTh.createGame })).toBeNull();
  });
});
