import { sportsPaths, sportsSocketEvents } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { createRealtime, type Realtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useSportsRealtime } from '../hooks/use-sports-realtime';
import { fixtureFixture, rulesFixture, ticketFixture, ticketLegFixture } from '../testing-fixtures';
import { SportsSlipHost } from './slip-host';
import { SportsPage } from './sports-page';

/** The price button of a selection on the list. */
const price = (market: string, outcome: string) => {
  const button = document.querySelector<HTMLButtonElement>(
    `[data-testid="sports-price"][data-market="${market}"][data-outcome="${outcome}"]`,
  );
  if (!button) throw new Error(`no price ${market} ${outcome}`);
  return button;
};

const listHandlers = (fixtures = [fixtureFixture()]) => ({
  [`GET ${sportsPaths.fixtures}`]: () => okReply(fixtures),
  [`GET ${sportsPaths.rules}`]: () => okReply(rulesFixture()),
});

/** The sports layout as the route composes it: the room's pushes, the list and the slip. */
const SportsPages = ({ realtime }: { realtime: Realtime }) => {
  useSportsRealtime(realtime);
  return (
    <>
      <SportsPage />
      <SportsSlipHost />
    </>
  );
};

const setup = () => {
  const socket = createFakeSocket();
  socket.answer(sportsSocketEvents.join, () => ({ ok: true }));
  const realtime = createRealtime(async () => socket);
  return { socket, realtime };
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  useAuthStore.getState().clear();
});

describe('SportsPage', () => {
  it('lists fixtures by competition: simulated labelled, the giver in red, water black and red, a lock when suspended', async () => {
    stubApi(listHandlers());
    const { realtime } = setup();
    renderWithApp(<SportsPages realtime={realtime} />, { url: '/sports' });
    const card = await screen.findByTestId('sports-fixture');
    expect(screen.getByTestId('sports-competition')).toHaveTextContent('พรีเมียร์ลีก (จำลอง)');
    expect(within(card).getByTestId('sports-simulated')).toHaveTextContent('จำลอง');
    expect(within(card).getByTestId('sports-kickoff')).toHaveTextContent('20:00');
    // Home gives 0.5/1 (−0.75 from the home side): its name is marked, the line named under it.
    const giver = within(card)
      .getAllByText('ลิเวอร์พูล')
      .find((node) => node.dataset.giver === 'true');
    expect(giver).toHaveClass('text-red-400');
    expect(within(card).getAllByTestId('sports-line')[0]).toHaveTextContent('ต่อ 0.5/1 ครึ่งควบลูก');
    expect(within(card).getAllByTestId('sports-line')[1]).toHaveTextContent('ต่อ 0/0.5 ป.ป');

    // Malay water: 1.92 is black 0.92, 2.25 is red −0.80.
    const home = price('FT.AH:-0.75', 'HOME');
    expect(home).toHaveAttribute('data-water', 'black');
    expect(within(home).getByText('0.92')).toHaveClass('text-neutral-950');
    const away = price('FT.AH:-0.75', 'AWAY');
    expect(away).toHaveAttribute('data-water', 'red');
    expect(within(away).getByText('-0.80')).toHaveClass('text-red-600');
    expect(away).toHaveAccessibleName('เชลซี (รอง 0.5/1) แฮนดิแคป เต็มเวลา 0.5/1 ราคา -0.80');
    // 1X2 is decimal whatever the format.
    expect(price('FT.1X2', 'DRAW')).toHaveTextContent('3.60');
    // The suspended total shows a lock, not a price, and takes no tap.
    const over = price('FT.OU:2.75', 'OVER');
    expect(over).toBeDisabled();
    expect(over).toHaveAttribute('data-suspended', 'true');
    expect(over).toHaveAccessibleName('สูง สูง/ต่ำ เต็มเวลา 2.5/3 ปิดรับชั่วคราว');
    expect(over).not.toHaveTextContent('0.95');
  });

  it('switches the odds format for handicaps and totals only, and keeps the choice', async () => {
    stubApi(listHandlers());
    const { realtime } = setup();
    const { user } = renderWithApp(<SportsPages realtime={realtime} />, { url: '/sports' });
    await screen.findByTestId('sports-fixture');
    await user.click(screen.getByRole('radio', { name: 'EU ยุโรป' }));
    expect(price('FT.AH:-0.75', 'AWAY')).toHaveTextContent('2.25');
    expect(price('FT.AH:-0.75', 'AWAY')).toHaveAttribute('data-water', 'black');
    await user.click(screen.getByRole('radio', { name: 'ID อินโด' }));
    expect(price('FT.AH:-0.75', 'HOME')).toHaveTextContent('-1.086');
    expect(price('FT.1X2', 'HOME')).toHaveTextContent('1.85');
    expect(localStorage.getItem('chokdee-sports-odds-format')).toContain('"ID"');
  });

  it('joins the sports room and takes a pushed price at once, flashing it', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    stubApi(listHandlers());
    const { socket, realtime } = setup();
    renderWithApp(<SportsPages realtime={realtime} />, { url: '/sports' });
    stop = realtime.start();
    await screen.findByTestId('sports-fixture');
    await waitFor(() => expect(realtime.isOpen()).toBe(true));
    socket.serverEmit('connect');
    await waitFor(() => expect(socket.emitted.map((e) => e.event)).toContain(sportsSocketEvents.join));

    const fixture = fixtureFixture();
    socket.serverEmit(sportsSocketEvents.fixture, {
      ...fixture,
      status: 'LIVE',
      minute: 63,
      score: { home: 1, away: 0 },
      redCards: { home: 0, away: 1 },
      markets: [
        ...fixture.markets.map((market) =>
          market.key === 'FT.AH:-0.75'
            ? {
                ...market,
                prices: [
                  { outcome: 'HOME', odds: '1.950' },
                  { outcome: 'AWAY', odds: '2.250' },
                ],
              }
            : market.key === 'FT.OU:2.75'
              ? { ...market, status: 'OPEN' }
              : market,
        ),
        // Every market comes in a push; the list keeps the main ones.
        { ...fixture.markets[0], key: 'FT.AH:-1', main: false },
      ],
    });
    await waitFor(() => expect(price('FT.AH:-0.75', 'HOME')).toHaveTextContent('0.95'));
    expect(price('FT.AH:-0.75', 'HOME')).toHaveAttribute('data-flash', 'up');
    expect(price('FT.OU:2.75', 'OVER')).toBeEnabled();
    expect(screen.getByTestId('sports-live')).toHaveTextContent("63'");
    expect(screen.getByTestId('sports-score')).toHaveTextContent('1-0');
    // Beside the away team in each period's block.
    expect(screen.getAllByRole('img', { name: 'ใบแดง 1' })).toHaveLength(2);
    expect(document.querySelector('[data-market="FT.AH:-1"]')).toBeNull();
    // A push that is not a fixture is ignored.
    socket.serverEmit(sportsSocketEvents.fixture, { id: 'junk' });
  });
});

describe('the slip', () => {
  it('a single on red water shows ยอดแทง, ยอดเสี่ยง = ยอดแทง × |m| and the most it can pay', async () => {
    stubApi(listHandlers());
    const { realtime } = setup();
    const { user } = renderWithApp(<SportsPages realtime={realtime} />, { url: '/sports' });
    await screen.findByTestId('sports-fixture');
    await user.click(price('FT.AH:-0.75', 'AWAY'));
    const slip = await screen.findByRole('dialog', { name: 'สลิปบอล' });
    expect(within(slip).getByTestId('sports-slip-leg')).toHaveTextContent('เชลซี (รอง 0.5/1)');
    expect(within(slip).getByTestId('sports-slip-odds')).toHaveTextContent('-0.80');
    await user.type(within(slip).getByTestId('sports-stake-input'), '100');
    expect(within(slip).getByTestId('sports-typed-stake')).toHaveTextContent('฿100.00');
    expect(within(slip).getByTestId('sports-risk')).toHaveTextContent('฿80.00');
    expect(within(slip).getByTestId('sports-max-payout')).toHaveTextContent('฿180.00');
    expect(within(slip).getByTestId('sports-red-water')).toHaveTextContent('หักจริง 80 บาท');
    // A guest is asked to log in instead of confirming.
    expect(within(slip).queryByTestId('sports-confirm')).toBeNull();
    expect(within(slip).getByRole('button', { name: 'เข้าสู่ระบบเพื่อแทง' })).toBeInTheDocument();
  });

  it('a parlay replaces a second price of the same fixture and says so; it needs two fixtures', async () => {
    const second = fixtureFixture({
      id: 'f-2',
      home: 'อาร์เซนอล',
      away: 'สเปอร์ส',
      competition: { id: 'c2', name: 'ลาลีกา' },
      simulated: false,
    });
    stubApi(listHandlers([fixtureFixture(), second]));
    const { realtime } = setup();
    const { user } = renderWithApp(<SportsPages realtime={realtime} />, { url: '/sports' });
    await screen.findAllByTestId('sports-fixture');
    // The floating button opens the slip; switch to บอลสเต็ป.
    await user.click(price('FT.1X2', 'HOME'));
    const slip = await screen.findByRole('dialog', { name: 'สลิปบอล' });
    await user.click(within(slip).getByRole('radio', { name: 'บอลสเต็ป' }));
    await user.keyboard('{Escape}');
    await user.click(price('FT.AH:-0.75', 'HOME'));
    expect(
      await screen.findByText(
        'เปลี่ยนตัวเลือกของคู่ ลิเวอร์พูล - เชลซี เป็น ลิเวอร์พูล (ต่อ 0.5/1) (บอลสเต็ปเลือกได้คู่ละ 1 ตัวเลือก)',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('sports-slip-button'));
    const reopened = await screen.findByRole('dialog', { name: 'สลิปบอล' });
    expect(within(reopened).getAllByTestId('sports-slip-leg')).toHaveLength(1);
    await user.type(within(reopened).getByTestId('sports-stake-input'), '100');
    expect(within(reopened).getByTestId('sports-slip-problem')).toHaveTextContent(
      'บอลสเต็ปต้องเลือกอย่างน้อย 2 คู่',
    );
    await user.keyboard('{Escape}');
    const secondCard = screen.getAllByTestId('sports-fixture')[1];
    if (!secondCard) throw new Error('no second fixture');
    await user.click(
      within(secondCard).getByRole('button', { name: /^สเปอร์ส \(รอง 0.5\/1\) แฮนดิแคป เต็มเวลา 0.5\/1 ราคา/ }),
    );
    await user.click(screen.getByTestId('sports-slip-button'));
    const parlay = await screen.findByRole('dialog', { name: 'สลิปบอล' });
    expect(within(parlay).getAllByTestId('sports-slip-leg')).toHaveLength(2);
    // Decimal odds in a parlay, whatever the format: 1.92 × 2.25 = 4.32; 100 → 432.
    expect(within(parlay).getByTestId('sports-combined-odds')).toHaveTextContent('4.32');
    expect(within(parlay).getByTestId('sports-risk')).toHaveTextContent('฿100.00');
    expect(within(parlay).getByTestId('sports-max-payout')).toHaveTextContent('฿432.00');
    expect(within(parlay).queryByTestId('sports-slip-problem')).toBeNull();
  });

  it('confirms with an Idempotency-Key; a live bet waits (รอยืนยัน) until the push says it is accepted', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    const live = fixtureFixture({ status: 'LIVE', minute: 30, score: { home: 0, away: 0 } });
    const api = stubApi({
      ...listHandlers([live]),
      [`POST ${sportsPaths.tickets}`]: () =>
        okReply(ticketFixture({ status: 'PENDING', stake: '80.00', typedStake: '100.00', acceptedAt: null })),
    });
    const { socket, realtime } = setup();
    const { user } = renderWithApp(<SportsPages realtime={realtime} />, { url: '/sports?day=live' });
    stop = realtime.start();
    await screen.findByTestId('sports-fixture');
    await user.click(price('FT.AH:-0.75', 'AWAY'));
    const slip = await screen.findByRole('dialog', { name: 'สลิปบอล' });
    await user.type(within(slip).getByTestId('sports-stake-input'), '100');
    await user.click(within(slip).getByTestId('sports-confirm'));

    const state = await within(slip).findByTestId('sports-ticket-state');
    expect(state).toHaveAttribute('data-status', 'PENDING');
    expect(state).toHaveTextContent('รอยืนยัน');
    expect(state).toHaveTextContent('บิล SB000123 แทงสดรอยืนยันราคาประมาณ 5 วินาที');
    const [call] = api.callsTo('POST', sportsPaths.tickets);
    expect(call?.headers['idempotency-key']).toMatch(/\S{8,}/);
    expect(call?.body).toEqual({
      stake: '80.00',
      legs: [{ fixtureId: live.id, market: 'FT.AH:-0.75', outcome: 'AWAY', odds: '2.250' }],
      acceptPolicy: 'BETTER',
      oddsFormat: 'MY',
    });
    expect(within(slip).getByTestId('sports-confirm')).toBeDisabled();

    socket.serverEmit(
      sportsSocketEvents.ticket,
      ticketFixture({
        status: 'OPEN',
        stake: '80.00',
        legs: [ticketLegFixture({ outcome: 'AWAY', odds: '2.250' })],
      }),
    );
    expect(await screen.findByText('รับบิล SB000123 แล้ว', { selector: '[data-title]' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(slip).getByTestId('sports-ticket-state')).toHaveAttribute('data-status', 'OPEN'),
    );
    // Accepted: its selection leaves the slip.
    expect(within(slip).queryByTestId('sports-slip-leg')).toBeNull();
  });

  it('shows the server’s Thai refusal and takes the price it says is current', async () => {
    useAuthStore.getState().setAccessToken('token-1');
    const api = stubApi({
      ...listHandlers(),
      [`POST ${sportsPaths.tickets}`]: () =>
        errorReply(
          'SPORTS_ODDS_CHANGED',
          { legIndex: 0, field: 'legs.0.odds', odds: '1.880' },
          'ราคาเปลี่ยนเป็น 0.88 (รายการลำดับที่ 1) กรุณายืนยันอีกครั้ง',
        ),
    });
    const { realtime } = setup();
    const { user } = renderWithApp(<SportsPages realtime={realtime} />, { url: '/sports' });
    await screen.findByTestId('sports-fixture');
    await user.click(price('FT.AH:-0.75', 'HOME'));
    const slip = await screen.findByRole('dialog', { name: 'สลิปบอล' });
    await user.type(within(slip).getByTestId('sports-stake-input'), '50');
    await user.click(within(slip).getByTestId('sports-confirm'));
    expect(await within(slip).findByTestId('sports-place-error')).toHaveTextContent(
      'ราคาเปลี่ยนเป็น 0.88 (รายการลำดับที่ 1) กรุณายืนยันอีกครั้ง',
    );
    expect(within(slip).getByTestId('sports-slip-odds')).toHaveTextContent('0.88');
    expect(within(slip).getByText('ราคาเปลี่ยนจาก 0.92')).toBeInTheDocument();
    // Confirming again is a new confirmation: a new key.
    await user.click(within(slip).getByTestId('sports-confirm'));
    await waitFor(() => expect(api.callsTo('POST', sportsPaths.tickets)).toHaveLength(2));
    const [first, second] = api.callsTo('POST', sportsPaths.tickets);
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    expect(second?.body).toMatchObject({ legs: [{ odds: '1.880' }] });
  });
});
