import {
  type CashbackRunRow,
  type CashbackSettings,
  cashbackPaths,
  wageringCategories,
} from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashbackTh } from '../../../messages/cashback';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const settings = (overrides: Partial<CashbackSettings> = {}): CashbackSettings => ({
  enabled: false,
  period: 'WEEKLY',
  percents: Object.fromEntries(
    wageringCategories.map((category) => [category, '5']),
  ) as CashbackSettings['percents'],
  minimumLoss: '100.00',
  cap: '5000.00',
  turnoverMultiplier: '0',
  claimDays: 7,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

const run = (overrides: Partial<CashbackRunRow> = {}): CashbackRunRow => ({
  period: '2026-W47',
  run: {
    status: 'DONE',
    startedAt: '2026-11-23T21:00:00.000Z',
    finishedAt: '2026-11-23T21:00:02.000Z',
    startedBy: null,
    error: null,
  },
  members: 6,
  credited: { count: 5, amount: '260.00' },
  claimable: { count: 0, amount: '0.00' },
  claimed: { count: 3, amount: '135.00' },
  expired: { count: 2, amount: '125.00' },
  belowMinimum: 1,
  locked: 1,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('cashback settings page', () => {
  it('shows the defaults while off, refuses a multiplier above 1 before calling, and saves what finance typed', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET ${cashbackPaths.adminSettings}`]: () => ok(settings()),
      [`PUT ${cashbackPaths.adminSettings}`]: (call) =>
        ok(
          settings({
            ...(call.body as object),
            updatedAt: '2026-11-23T03:00:00.000Z',
            updatedBy: 'finance1',
          } as Partial<CashbackSettings>),
        ),
    });
    const { user } = renderAdmin('/marketing/cashback/settings', { signedIn: true });
    const form = await screen.findByRole('form', { name: cashbackTh.pageSettings });
    expect(form).toHaveTextContent(cashbackTh.neverSaved);
    await user.click(within(form).getByLabelText(cashbackTh.enabled));
    const multiplier = within(form).getByLabelText(cashbackTh.turnoverMultiplier);
    await user.clear(multiplier);
    await user.type(multiplier, '2');
    await user.click(within(form).getByRole('button', { name: cashbackTh.save }));
    expect(await within(form).findByText(/เทิร์นโอเวอร์ต้องอยู่ระหว่าง 0–1 เท่า/)).toBeInTheDocument();
    expect(api.callsTo('PUT', cashbackPaths.adminSettings)).toHaveLength(0);

    await user.clear(multiplier);
    await user.type(multiplier, '1');
    const lottery = within(form).getByLabelText('หวย (%)');
    await user.clear(lottery);
    await user.type(lottery, '7.5');
    await user.click(within(form).getByRole('button', { name: cashbackTh.save }));
    await waitFor(() => expect(api.callsTo('PUT', cashbackPaths.adminSettings)).toHaveLength(1));
    expect(api.callsTo('PUT', cashbackPaths.adminSettings)[0]?.body).toMatchObject({
      enabled: true,
      period: 'WEEKLY',
      turnoverMultiplier: '1',
      percents: { LOTTERY: '7.5', YEEKEE: '5' },
      minimumLoss: '100.00',
      claimDays: 7,
    });
    expect(await screen.findByText(cashbackTh.saved)).toBeInTheDocument();
  });
});

describe('cashback runs page', () => {
  it('lists each period with members, credited, claimed and expired; the owner runs a period now', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      [`GET ${cashbackPaths.adminSettings}`]: () => ok(settings({ enabled: true })),
      [`GET ${cashbackPaths.adminRuns}`]: () => ok({ items: [run()] }),
      'POST /api/admin/jobs/cashback/run': () =>
        ok({
          id: '0190a0a0-0000-7000-8000-0000000000r1',
          job: 'cashback',
          period: '2026-W46',
          status: 'DONE',
          startedBy: 'owner1',
          startedAt: '2026-11-23T03:00:00.000Z',
          finishedAt: '2026-11-23T03:00:01.000Z',
          result: { credits: 2, amountSatang: '200.00' },
          error: null,
        }),
    });
    const { user } = renderAdmin('/marketing/cashback/runs', { signedIn: true });
    const row = await screen.findByTestId('cashback-period-2026-W47');
    expect(row).toHaveTextContent('5 รายการ · ฿260.00');
    expect(row).toHaveTextContent('3 รายการ · ฿135.00');
    expect(row).toHaveTextContent('2 รายการ · ฿125.00');
    expect(row).toHaveTextContent(cashbackTh.runByScheduler);

    const period = await screen.findByLabelText(cashbackTh.runPeriod);
    await user.clear(period);
    await user.type(period, '2026-W46');
    await user.click(screen.getByRole('button', { name: cashbackTh.runNow }));
    expect(
      await screen.findByText('คำนวณงวด 2026-W46 แล้ว: รายการใหม่ 2 รายการ ยอดคืน 200.00 บาท'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/jobs/cashback/run')[0]?.body).toEqual({ period: '2026-W46' });
  });

  it('shows finance the runs without the run button', async () => {
    stubApi({
      ...sessionHandlers('finance'),
      [`GET ${cashbackPaths.adminSettings}`]: () => ok(settings({ enabled: true })),
      [`GET ${cashbackPaths.adminRuns}`]: () => ok({ items: [] }),
    });
    renderAdmin('/marketing/cashback/runs', { signedIn: true });
    expect(await screen.findByText(cashbackTh.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cashbackTh.runNow })).not.toBeInTheDocument();
  });
});
