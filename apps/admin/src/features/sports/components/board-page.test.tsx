import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportsDeskTh as th } from '../../../messages/sports';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { adminFixture, boardRow, FIXTURE_ID } from '../testing/fixtures';

const STALE_ID = '0190a0a0-0000-7000-8000-0000000000f2';
const HAND_ID = '0190a0a0-0000-7000-8000-0000000000f3';

const rows = [
  boardRow(),
  boardRow({
    id: STALE_ID,
    home: 'เชียงใหม่',
    away: 'ชลบุรี',
    simulated: true,
    feedAgeSeconds: 42,
    worstLiability: '270000.00',
    resultPending: true,
  }),
  boardRow({ id: HAND_ID, home: 'ลำพูน', away: 'แพร่', source: 'เจ้าหน้าที่', feedAgeSeconds: null }),
];

describe('sports board', () => {
  it('shows each fixture with its feed age, red past 20 s, and the liability against the cap', async () => {
    stubApi({ ...sessionHandlers('trader'), 'GET /api/admin/sports/fixtures': () => ok(rows) });
    renderAdmin('/sports', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: th.pageBoard })).toBeInTheDocument();

    const fresh = await screen.findByTestId(`board-row-${FIXTURE_ID}`);
    expect(fresh).toHaveTextContent('บุรีรัมย์ พบ ท่าเรือ');
    expect(fresh).toHaveTextContent('กำลังแข่ง');
    expect(fresh).toHaveTextContent("37'");
    expect(fresh).toHaveTextContent('1 - 0');
    expect(fresh).toHaveTextContent('8 / 1');
    expect(fresh).toHaveTextContent('15.0%');
    expect(within(fresh).getByTestId('feed-age')).not.toHaveAttribute('data-stale');
    expect(within(fresh).queryByText(th.feedStale)).not.toBeInTheDocument();
    expect(within(fresh).queryByText('จำลอง')).not.toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'บุรีรัมย์ พบ ท่าเรือ' })).toHaveAttribute(
      'href',
      `/admin/sports/fixtures/${FIXTURE_ID}`,
    );

    const stale = screen.getByTestId(`board-row-${STALE_ID}`);
    const age = within(stale).getByTestId('feed-age');
    expect(age).toHaveAttribute('data-stale', 'true');
    expect(age).toHaveClass('text-red-600');
    expect(age).toHaveTextContent('42 วิ');
    expect(within(stale).getByText(th.feedStale)).toBeInTheDocument();
    expect(within(stale).getByText('จำลอง')).toBeInTheDocument();
    expect(within(stale).getByText(th.resultPending)).toBeInTheDocument();
    expect(stale).toHaveTextContent('90.0%');

    expect(screen.getByTestId(`board-row-${HAND_ID}`)).toHaveTextContent(th.handEntered);
  });

  it('asks for the live fixtures on the live tab and tomorrow’s on its tab', async () => {
    const api = stubApi({ ...sessionHandlers('owner'), 'GET /api/admin/sports/fixtures': () => ok(rows) });
    const { user } = renderAdmin('/sports', { signedIn: true });
    await screen.findByTestId(`board-row-${FIXTURE_ID}`);
    expect(api.callsTo('GET', '/api/admin/sports/fixtures')[0]?.query.get('day')).toBe('today');

    await user.click(screen.getByRole('tab', { name: th.tabLive }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/sports/fixtures').at(-1)?.query.get('live')).toBe('true'),
    );
    await user.click(screen.getByRole('tab', { name: th.tabTomorrow }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/sports/fixtures').at(-1)?.query.get('day')).toBe('tomorrow'),
    );
  });

  it('adds a fixture by hand with its kick-off in Bangkok time, then opens it', async () => {
    const api = stubApi({
      ...sessionHandlers('trader'),
      'GET /api/admin/sports/fixtures': () => ok([]),
      'POST /api/admin/sports/fixtures': () => ok(adminFixture({ status: 'SCHEDULED', markets: [] })),
      [`GET /api/admin/sports/fixtures/${FIXTURE_ID}`]: () => ok(adminFixture({ status: 'SCHEDULED' })),
    });
    const { user, path } = renderAdmin('/sports', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: th.newFixture }));
    const dialog = await screen.findByRole('dialog', { name: th.newFixture });
    await user.click(within(dialog).getByRole('button', { name: th.save }));
    expect(await within(dialog).findByText(th.kickoffInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/sports/fixtures')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(th.competition), 'ลีกภูธร');
    await user.type(within(dialog).getByLabelText(th.home), 'ลำพูน');
    await user.type(within(dialog).getByLabelText(th.away), 'แพร่');
    await user.type(within(dialog).getByLabelText(th.kickoff), '2026-12-08T19:30');
    await user.selectOptions(within(dialog).getByLabelText(th.tier), 'LOWER');
    await user.click(within(dialog).getByRole('button', { name: th.save }));

    await waitFor(() => expect(path()).toBe(`/sports/fixtures/${FIXTURE_ID}`));
    expect(api.callsTo('POST', '/api/admin/sports/fixtures')[0]?.body).toEqual({
      competition: 'ลีกภูธร',
      home: 'ลำพูน',
      away: 'แพร่',
      kickoffAt: '2026-12-08T19:30:00+07:00',
      tier: 'LOWER',
    });
  });
});
