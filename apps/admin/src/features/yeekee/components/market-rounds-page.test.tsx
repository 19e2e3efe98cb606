import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { yeekeeTh } from '../../../messages/yeekee';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { BUSINESS_DATE, shotPage, ykMarket, ykRound } from '../testing/fixtures';

const roundsPath = '/api/admin/lottery/yeekee/markets/YK/rounds';

/** Round 1 resulted and settled at a loss, round 2 void, round 80 (01:45, after midnight) still open. */
const day = (businessDate = BUSINESS_DATE) => ({
  marketCode: 'YK',
  businessDate,
  rounds: [
    ykRound(1, { paid: '2100.00', profit: '-600.00', rewardsPaid: '100.00' }),
    ykRound(2, {
      phase: 'VOID',
      status: 'CANCELLED',
      shotCount: 12,
      result: null,
      voidReason: 'TOO_FEW_SHOTS',
      paid: '0.00',
      profit: '0.00',
    }),
    ykRound(80, {
      phase: 'BETTING',
      status: 'OPEN',
      result: null,
      paid: null,
      profit: null,
      stake: '250.50',
      bills: 3,
    }),
  ],
});

const openDay = async (url = '/lottery/yeekee/YK') => {
  const api = stubApi({
    ...sessionHandlers('finance'),
    'GET /api/admin/lottery/yeekee/markets': () => ok({ data: [ykMarket()] }),
    [`GET ${roundsPath}`]: ({ query }) => ok(day(query.get('date') ?? BUSINESS_DATE)),
    'GET /api/admin/lottery/yeekee/rounds/YK2026112401/shots': () =>
      ok(shotPage([1], { count: 1, nextAfterSeq: null })),
  });
  const view = renderAdmin(url, { signedIn: true });
  await screen.findByTestId('yeekee-round-YK2026112401');
  return { ...view, api };
};

describe("a Yeekee market's rounds of a day", () => {
  it('asks for the current business date, and shows phase, shots, people, money, result and void reason', async () => {
    const { api } = await openDay();
    expect(api.callsTo('GET', roundsPath)[0]?.query.has('date')).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'จับยี่กี (YK)' })).toBeInTheDocument();
    expect(screen.getByLabelText(yeekeeTh.businessDate)).toHaveValue(BUSINESS_DATE);

    const first = screen.getByTestId('yeekee-round-YK2026112401');
    for (const text of [
      'จับยี่กี รอบที่ 1',
      '06:00:00',
      '06:02:00',
      'ออกผลแล้ว',
      '1,234',
      '40 คนยิง',
      '฿1,500.00',
      '฿2,100.00',
      '฿100.00',
      '09036',
      '3 ตัวบน 036 · 2 ตัวล่าง 09',
    ])
      expect(first).toHaveTextContent(text);
    expect(within(first).getByText('-฿600.00')).toHaveClass('text-red-600');
    expect(first).not.toHaveTextContent(yeekeeTh.nextDay);

    const voided = screen.getByTestId('yeekee-round-YK2026112402');
    expect(voided).toHaveTextContent('โมฆะ คืนเงินแล้ว');
    expect(voided).toHaveTextContent('เลขที่ยิงไม่ถึงขั้นต่ำ');

    const late = screen.getByTestId('yeekee-round-YK2026112480');
    expect(late).toHaveTextContent(`01:45:00${yeekeeTh.nextDay}`);
    expect(late).toHaveTextContent('รับแทงและยิงเลข');
    expect(late).toHaveTextContent(yeekeeTh.notSettled);

    // Settled money only: round 80 has no P&L yet; stakes include it.
    const totals = screen.getByTestId('yeekee-rounds-totals');
    expect(totals).toHaveTextContent('2,480');
    expect(totals).toHaveTextContent('฿3,250.50');
    expect(totals).toHaveTextContent('฿2,100.00');
    expect(within(totals).getByText('-฿600.00')).toHaveClass('text-red-600');
  });

  it('reads another business date from the date picker, kept in the address', async () => {
    const { api, user, path, router } = await openDay();
    // A date input takes a whole date at once (as the browser's picker sets it).
    fireEvent.change(screen.getByLabelText(yeekeeTh.businessDate), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(api.callsTo('GET', roundsPath).at(-1)?.query.get('date')).toBe('2026-11-20'));
    expect(path()).toBe('/lottery/yeekee/YK');
    expect(router.state.location.search).toBe('?date=2026-11-20');
    expect(screen.getByLabelText(yeekeeTh.businessDate)).toHaveValue('2026-11-20');
    await user.click(screen.getByRole('button', { name: yeekeeTh.today }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("opens a round's shots from its count, and its lottery page from its code", async () => {
    const { user, path } = await openDay('/lottery/yeekee/YK?date=2026-11-24');
    await user.click(screen.getByRole('link', { name: 'ดูเลขที่ยิง YK2026112401' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เลขที่ยิง รอบ YK2026112401' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/lottery/yeekee/YK/rounds/YK2026112401');
    expect(screen.getByRole('link', { name: yeekeeTh.backToRounds })).toHaveAttribute(
      'href',
      '/admin/lottery/yeekee/YK?date=2026-11-24',
    );
    await user.click(screen.getByRole('link', { name: yeekeeTh.backToRounds }));
    expect(
      within(await screen.findByTestId('yeekee-round-YK2026112401')).getByRole('link', {
        name: 'ดูงวด YK2026112401',
      }),
    ).toHaveAttribute('href', '/admin/lottery/rounds/YK2026112401');
  });
});
