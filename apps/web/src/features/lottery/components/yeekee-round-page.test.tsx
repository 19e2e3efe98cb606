import { lotteryHref, yeekeeHref, yeekeeSocketEvents } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { createRealtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { roundFixture, yeekeeRoundDetailFixture } from '../testing-fixtures';
import { YeekeeRoundPage } from './yeekee-round-page';

const ROUND = 'YK2026112412';
/** How far the server's clock is ahead of this device's in the current test. */
let skewMs = 0;
const serverIso = () => new Date(Date.now() + skewMs).toISOString();
const boardShot = (seq: number, number: string, name = 'สม***') => ({
  seq,
  number,
  name,
  receivedAt: new Date(Date.UTC(2026, 10, 23, 23, 1, 0, seq)).toISOString(),
});
const shotPage = (shots: ReturnType<typeof boardShot>[], lastSeq: number, sum: string) => ({
  roundCode: ROUND,
  shots,
  lastSeq,
  count: lastSeq,
  sum,
  serverTime: serverIso(),
});

/** A member with the socket up (a fake one that acknowledges `yeekee.join`). */
const connect = async () => {
  useAuthStore.getState().setAccessToken('token-1');
  const socket = createFakeSocket();
  socket.answer(yeekeeSocketEvents.join, () => ({ ok: true, serverTime: serverIso() }));
  const realtime = createRealtime(async () => socket);
  stop = realtime.start();
  await waitFor(() => expect(realtime.isOpen()).toBe(true));
  return { socket, realtime };
};

let stop: (() => void) | undefined;
beforeEach(() => {
  skewMs = 0;
  useBetSlipStore.getState().reset();
});
afterEach(() => {
  stop?.();
  useAuthStore.getState().clear();
});

const roundHandlers = (detail = yeekeeRoundDetailFixture(), myShots: unknown[] = []) => ({
  [`GET ${yeekeeHref.round(ROUND)}`]: () => okReply(detail),
  [`GET ${yeekeeHref.shots(ROUND)}`]: () => okReply(shotPage([boardShot(1, '12345')], 1, '12345')),
  [`GET ${yeekeeHref.myShots(ROUND)}`]: () => okReply({ roundCode: ROUND, shots: myShots }),
});

describe('YeekeeRoundPage', () => {
  it('enables "ยิง" only at exactly 5 digits, then shows the seq and server time of the accepted shot', async () => {
    const { realtime } = await connect();
    const accepted = { seq: 1234, number: '56789', receivedAt: '2026-11-23T23:01:59.812Z' };
    const mine: (typeof accepted)[] = [];
    const api = stubApi({
      ...roundHandlers(),
      [`GET ${yeekeeHref.myShots(ROUND)}`]: () => okReply({ roundCode: ROUND, shots: mine }),
      [`POST ${yeekeeHref.shots(ROUND)}`]: () => {
        mine.push(accepted);
        return okReply(accepted);
      },
    });
    const { user } = renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    const pad = await screen.findByRole('group', { name: 'แป้นยิงเลข' });
    const fire = screen.getByRole('button', { name: 'ยิง' });
    for (const digit of ['5', '6', '7', '8'])
      await user.click(within(pad).getByRole('button', { name: digit }));
    expect(fire).toBeDisabled();
    await user.click(within(pad).getByRole('button', { name: '9' }));
    expect(fire).toBeEnabled();
    // A sixth digit does not make a six-digit shot.
    await user.click(within(pad).getByRole('button', { name: '1' }));
    expect(screen.getByLabelText('เลขที่จะยิง')).toHaveTextContent('56789');
    await user.click(fire);

    expect(await screen.findByText('ยิงสำเร็จ ลำดับที่ 1,234 · 06:01:59.812')).toBeInTheDocument();
    const posts = api.callsTo('POST', yeekeeHref.shots(ROUND));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ number: '56789' });
    // Keyless: the server's batched intake takes it (a press is a new shot, nothing retries it).
    expect(posts[0]?.headers['idempotency-key']).toBeUndefined();
    expect(screen.getByLabelText('เลขที่จะยิง')).toHaveTextContent('·····');
    // The cooldown of the round (3 s) counts down before the next shot.
    expect(screen.getByTestId('yeekee-retry')).toHaveTextContent(/ยิงได้อีกใน [1-3] วินาที/);
    await waitFor(() => expect(screen.getByTestId('yeekee-my-shots')).toHaveTextContent('56789'));
    expect(screen.getByTestId('yeekee-my-shots')).toHaveTextContent('1,234');
    expect(screen.getByTestId('yeekee-my-count')).toHaveTextContent('ยิงแล้ว 1/100 ครั้ง');
  });

  it('shows a refusal with its message and counts down to the next try', async () => {
    const { realtime } = await connect();
    stubApi({
      ...roundHandlers(),
      [`POST ${yeekeeHref.shots(ROUND)}`]: () =>
        errorReply('YEEKEE_SHOT_COOLDOWN', { retryAfterMs: 2500 }, 'ยิงเลขถี่เกินไป กรุณารอ 3 วินาที'),
    });
    const { user } = renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    const pad = await screen.findByRole('group', { name: 'แป้นยิงเลข' });
    for (const digit of ['1', '2', '3', '4', '5'])
      await user.click(within(pad).getByRole('button', { name: digit }));
    await user.click(screen.getByRole('button', { name: 'ยิง' }));
    expect(await screen.findByText('ยิงเลขถี่เกินไป กรุณารอ 3 วินาที')).toBeInTheDocument();
    expect(screen.getByTestId('yeekee-retry')).toHaveTextContent(/ยิงได้อีกใน [1-3] วินาที/);
    expect(screen.getByRole('button', { name: 'ยิง' })).toBeDisabled();
    // The typed number stays for the next try.
    expect(screen.getByLabelText('เลขที่จะยิง')).toHaveTextContent('12345');
  });

  it("joins the round's room, shows another member's shots as they arrive, and re-reads after a seq gap", async () => {
    const { socket, realtime } = await connect();
    const api = stubApi({
      ...roundHandlers(),
      [`GET ${yeekeeHref.shots(ROUND)}`]: (call) =>
        new URLSearchParams(call.search).get('afterSeq') === '2'
          ? okReply(shotPage([boardShot(3, '00003', 'มา***'), boardShot(4, '00004', 'มา***')], 4, '12354'))
          : okReply(shotPage([boardShot(1, '12345')], 1, '12345')),
    });
    renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    await waitFor(() => expect(screen.getByTestId('yeekee-board')).toHaveTextContent('12345'));
    await waitFor(() => expect(screen.getByText(/● สด/)).toBeInTheDocument());
    expect(socket.emitted).toContainEqual({ event: 'yeekee.join', payload: { roundCode: ROUND } });

    socket.serverEmit(yeekeeSocketEvents.board, {
      roundCode: ROUND,
      fromSeq: 2,
      toSeq: 2,
      shots: [boardShot(2, '00002', 'วิ***')],
      sum: '12347',
      count: 2,
      serverTime: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.getByTestId('yeekee-board')).toHaveTextContent('วิ***'));
    expect(screen.getByTestId('yeekee-sum')).toHaveTextContent('12,347');
    expect(screen.getByTestId('yeekee-count')).toHaveTextContent('2 ครั้ง');

    // Seqs 3–4 never came: a delta for 5 shows the gap, and the page reads ?afterSeq=2.
    socket.serverEmit(yeekeeSocketEvents.board, {
      roundCode: ROUND,
      fromSeq: 5,
      toSeq: 5,
      shots: [boardShot(5, '00005')],
      sum: '12359',
      count: 5,
      serverTime: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.getByTestId('yeekee-board')).toHaveTextContent('มา***'));
    expect(api.callsTo('GET', yeekeeHref.shots(ROUND)).map((c) => c.search)).toContain(
      '?afterSeq=2&limit=100',
    );
    // Another room's delta is not this board's.
    socket.serverEmit(yeekeeSocketEvents.board, {
      roundCode: 'YK2026112413',
      fromSeq: 5,
      toSeq: 5,
      shots: [boardShot(5, '99999', 'อื่***')],
      sum: '99999',
      count: 1,
      serverTime: new Date().toISOString(),
    });
    expect(screen.queryByText('อื่***')).toBeNull();
  });

  it('joins again and fills the gap after a reconnect, and leaves the room when the page goes', async () => {
    const { socket, realtime } = await connect();
    const api = stubApi(roundHandlers());
    const view = renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    await waitFor(() => expect(screen.getByText(/● สด/)).toBeInTheDocument());
    socket.serverEmit('disconnect');
    await waitFor(() => expect(screen.getByText(/● ไม่ได้เชื่อมต่อสด/)).toBeInTheDocument());
    socket.serverEmit('connect');
    await waitFor(() => expect(screen.getByText(/● สด/)).toBeInTheDocument());
    expect(socket.emitted.filter((e) => e.event === 'yeekee.join')).toHaveLength(2);
    await waitFor(() =>
      expect(api.callsTo('GET', yeekeeHref.shots(ROUND)).map((c) => c.search)).toContain(
        '?afterSeq=1&limit=100',
      ),
    );
    view.unmount();
    expect(socket.emitted.at(-1)).toEqual({ event: 'yeekee.leave', payload: { roundCode: ROUND } });
  });

  it('counts down on the server clock, not the phone clock', async () => {
    const { realtime } = await connect();
    // The server is 1 hour ahead of this device; its round closes 90 s after its own now.
    skewMs = 3600_000;
    stubApi(roundHandlers(yeekeeRoundDetailFixture({ now: Date.now() + skewMs, closesInMs: 90_000 })));
    renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    expect(await screen.findByTestId('yeekee-countdown')).toHaveTextContent(/^00:01:(29|30)$/);
    expect(screen.getByTestId('yeekee-phase')).toHaveTextContent('เปิดรับแทง');
  });

  it('moves from betting to shooting by itself when the close passes on the server clock', async () => {
    const { realtime } = await connect();
    stubApi(roundHandlers(yeekeeRoundDetailFixture({ closesInMs: 700 })));
    renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    await waitFor(() => expect(screen.getByTestId('yeekee-phase')).toHaveTextContent('เปิดรับแทง'));
    await waitFor(() => expect(screen.getByTestId('yeekee-phase')).toHaveTextContent('ยิงเลขต่อ'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('yeekee-countdown').parentElement).toHaveTextContent(/^ปิดยิงเลขใน00:0[12]:/);
  });

  it('shows the result pushed by yeekee.round with the way to verify it', async () => {
    const { socket, realtime } = await connect();
    let detail = yeekeeRoundDetailFixture({ closesInMs: -150_000 });
    stubApi({
      ...roundHandlers(),
      [`GET ${yeekeeHref.round(ROUND)}`]: () => okReply(detail),
    });
    renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    expect(await screen.findByText(/กำลังคำนวณผล…/)).toBeInTheDocument();
    expect(screen.getByText('ปิดรับการยิงเลขแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยิง' })).toBeNull();
    const result = { r: '21381', top3: '381', bottom2: '21' };
    detail = { ...detail, phase: 'RESULTED', status: 'RESULTED', result };
    socket.serverEmit(yeekeeSocketEvents.round, {
      roundCode: ROUND,
      phase: 'RESULTED',
      result,
      voidReason: null,
      serverTime: new Date().toISOString(),
    });
    expect(await screen.findByTestId('yeekee-result')).toHaveTextContent('21381');
    expect(screen.getByRole('link', { name: 'ตรวจสอบผล' })).toHaveAttribute(
      'href',
      `/lottery/yk/round/${ROUND}/proof`,
    );
  });

  it('says why a void round was refunded', async () => {
    const { realtime } = await connect();
    stubApi(
      roundHandlers(
        yeekeeRoundDetailFixture({
          closesInMs: -600_000,
          phase: 'VOID',
          status: 'CANCELLED',
          voidReason: 'TOO_FEW_SHOTS',
        }),
      ),
    );
    renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />);
    expect(await screen.findByText(/ยิงเลขไม่ถึงจำนวนขั้นต่ำ/)).toBeInTheDocument();
  });

  it("has the daily products' bet slip for this round, whose checkout comes back to the round", async () => {
    const { realtime } = await connect();
    stubApi({
      ...roundHandlers(),
      [`GET ${lotteryHref.round(ROUND)}`]: () =>
        okReply(
          roundFixture({
            roundCode: ROUND,
            productCode: 'YK',
            productName: 'จับยี่กี',
            roundName: 'จับยี่กี รอบที่ 12',
          }),
        ),
    });
    const { user } = renderWithApp(<YeekeeRoundPage roundCode={ROUND} realtime={realtime} />, {
      url: `/lottery/yk/round/${ROUND}?tab=bet`,
    });
    const pad = await screen.findByRole('group', { name: 'แป้นตัวเลข' });
    for (const digit of ['1', '2', '3']) await user.click(within(pad).getByRole('button', { name: digit }));
    await waitFor(() => expect(useBetSlipStore.getState().betList.map((l) => l.number)).toEqual(['123']));
    expect(useBetSlipStore.getState().betRoundCode).toBe(ROUND);
    expect(screen.getByRole('link', { name: 'ตรวจสอบโพย' })).toHaveAttribute(
      'href',
      '/lottery/checkout?yeekee=1',
    );
  });
});
