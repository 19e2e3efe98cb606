import type { AdminGameRound, AdminGameTxn } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamesTh } from '../../../messages/games';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const MEMBER_ID = '0190a0a0-0000-7000-8000-0000000000m1';
const ROUND_ID = '0190a0a0-0000-7000-8000-0000000000r1';
const round = (overrides: Partial<AdminGameRound> = {}): AdminGameRound => ({
  id: ROUND_ID,
  member: { id: MEMBER_ID, phone: '0812345678', name: 'สมชาย ใจดี' },
  provider: 'chokdee-originals',
  game: 'สล็อตนำโชค',
  providerRoundId: 'R-2026-0001',
  category: 'SLOT',
  status: 'SETTLED',
  stake: '100.00',
  bonusStake: '0.00',
  win: '250.00',
  openedAt: '2026-11-23T03:00:00.000Z',
  settledAt: '2026-11-23T03:00:03.000Z',
  ...overrides,
});
const page = (data: AdminGameRound[]) => ok({ data, total: data.length, pageNo: 1, pageSize: 25 });
const memberRow = {
  id: MEMBER_ID,
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  bank: null,
  balance: '10.00',
  status: 'ACTIVE',
  createdAt: '2026-11-01T03:00:00.000Z',
  lastLoginAt: null,
};

describe('game rounds', () => {
  it('searches by a member’s phone (through the members search) and by a provider txn id', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      'GET /api/admin/games/providers': () => ok([]),
      'GET /api/admin/members': () => ok({ data: [memberRow], total: 1, pageNo: 1, pageSize: 5 }),
      'GET /api/admin/games/rounds': (call) =>
        call.query.get('memberId') === MEMBER_ID || call.query.get('providerTxnId') === 'T-1'
          ? page([round()])
          : page([]),
    });
    const { user } = renderAdmin('/games/rounds', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: gamesTh.pageRounds })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: gamesTh.searchForm });
    expect(await within(form).findByLabelText(gamesTh.filterProvider)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(gamesTh.memberLabel), '0812345678');
    await user.selectOptions(within(form).getByLabelText(gamesTh.statusLabel), 'SETTLED');
    await user.type(within(form).getByLabelText(gamesTh.fromLabel), '2026-11-23');
    await user.type(within(form).getByLabelText(gamesTh.toLabel), '2026-11-23');
    await user.click(within(form).getByRole('button', { name: gamesTh.search }));

    const row = await screen.findByTestId(`round-${ROUND_ID}`);
    expect(row).toHaveTextContent('0812345678');
    expect(row).toHaveTextContent('สล็อตนำโชค');
    expect(row).toHaveTextContent('R-2026-0001');
    expect(row).toHaveTextContent(gamesTh.statusSETTLED);
    expect(row).toHaveTextContent('฿250.00');
    expect(api.callsTo('GET', '/api/admin/members')[0]?.query.get('q')).toBe('0812345678');
    const query = api.callsTo('GET', '/api/admin/games/rounds').at(-1)?.query;
    expect(query?.get('memberId')).toBe(MEMBER_ID);
    expect(query?.get('status')).toBe('SETTLED');
    // Bangkok days: from its first instant to the first instant of the day after.
    expect(query?.get('from')).toBe('2026-11-23T00:00:00+07:00');
    expect(query?.get('to')).toBe('2026-11-23T17:00:00.000Z');

    await user.click(within(form).getByRole('button', { name: gamesTh.clear }));
    await user.type(within(form).getByLabelText(gamesTh.txnIdLabel), 'T-1');
    await user.click(within(form).getByRole('button', { name: gamesTh.search }));
    await screen.findByTestId(`round-${ROUND_ID}`);
    const byTxn = api.callsTo('GET', '/api/admin/games/rounds').at(-1)?.query;
    expect(byTxn?.get('providerTxnId')).toBe('T-1');
    expect(byTxn?.has('memberId')).toBe(false);
  });

  it('says so when no member has that phone, without searching rounds', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/games/providers': () => ok([]),
      'GET /api/admin/members': () => ok({ data: [], total: 0, pageNo: 1, pageSize: 5 }),
      'GET /api/admin/games/rounds': () => page([]),
    });
    const { user } = renderAdmin('/games/rounds', { signedIn: true });
    const form = await screen.findByRole('form', { name: gamesTh.searchForm });
    const before = api.callsTo('GET', '/api/admin/games/rounds').length;
    await user.type(within(form).getByLabelText(gamesTh.memberLabel), '0899999999');
    await user.click(within(form).getByRole('button', { name: gamesTh.search }));
    expect(await screen.findByText('ไม่พบสมาชิก 0899999999')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/games/rounds')).toHaveLength(before);
  });

  it('opens with a member’s rounds from a link (?memberId=)', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/games/providers': () => ok([]),
      'GET /api/admin/games/rounds': () => page([round()]),
    });
    renderAdmin(`/games/rounds?memberId=${MEMBER_ID}`, { signedIn: true });
    await screen.findByTestId(`round-${ROUND_ID}`);
    expect(api.callsTo('GET', '/api/admin/games/rounds')[0]?.query.get('memberId')).toBe(MEMBER_ID);
    expect(screen.getByLabelText(gamesTh.memberLabel)).toHaveValue(MEMBER_ID);
  });

  it('opens a round with its transactions in Thai', async () => {
    const txn = (kind: AdminGameTxn['kind'], amount: string, id: string): AdminGameTxn => ({
      id,
      roundId: ROUND_ID,
      providerRoundId: 'R-2026-0001',
      provider: 'chokdee-originals',
      memberId: MEMBER_ID,
      providerTxnId: 'T-1',
      kind,
      amount,
      receivable: '0.00',
      createdAt: '2026-11-23T03:00:00.000Z',
    });
    stubApi({
      ...sessionHandlers('support'),
      [`GET /api/admin/games/rounds/${ROUND_ID}`]: () =>
        ok({ ...round(), transactions: [txn('BET', '-100.00', 't1'), txn('WIN', '250.00', 't2')] }),
    });
    renderAdmin(`/games/rounds/${ROUND_ID}`, { signedIn: true });
    expect(await screen.findByTestId('txn-t1')).toHaveTextContent(gamesTh.kindBET);
    expect(screen.getByTestId('txn-t1')).toHaveTextContent('-฿100.00');
    expect(screen.getByTestId('txn-t2')).toHaveTextContent(gamesTh.kindWIN);
    expect(screen.getByRole('table', { name: gamesTh.txnsTable })).toBeInTheDocument();
  });
});
