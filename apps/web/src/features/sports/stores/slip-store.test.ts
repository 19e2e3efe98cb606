import { describe, expect, it } from 'vitest';
import { sportsTicketQueryOptions } from '../api/get-ticket';
import { OTHER_FIXTURE_ID, slipLegFixture, ticketFixture } from '../testing-fixtures';
import { activeLegs, SPORTS_SLIP_STORAGE_KEY, useSportsSlipStore } from './slip-store';

const leg = slipLegFixture;

describe('useSportsSlipStore', () => {
  it('reuses the Idempotency-Key only to send the same confirmation again', () => {
    const store = useSportsSlipStore.getState();
    const first = store.keyFor('{"stake":"100.00"}');
    // No answer came (a network failure): confirming the same body again is a retry.
    expect(useSportsSlipStore.getState().keyFor('{"stake":"100.00"}')).toBe(first);
    // Anything else is a new confirmation.
    const second = useSportsSlipStore.getState().keyFor('{"stake":"200.00"}');
    expect(second).not.toBe(first);
    // The server answered: the next confirmation of even the same body is a new one.
    useSportsSlipStore.getState().settleConfirmation();
    expect(useSportsSlipStore.getState().keyFor('{"stake":"200.00"}')).not.toBe(second);
  });

  it('keeps each mode’s selection; an empty parlay starts from the single', () => {
    const store = useSportsSlipStore.getState();
    store.pick(leg(), 12);
    store.setMode('PARLAY');
    expect(activeLegs(useSportsSlipStore.getState())).toEqual([leg()]);
    useSportsSlipStore.getState().pick(leg({ fixtureId: OTHER_FIXTURE_ID }), 12);
    useSportsSlipStore.getState().setMode('SINGLE');
    expect(activeLegs(useSportsSlipStore.getState())).toEqual([leg()]);
    useSportsSlipStore.getState().setMode('PARLAY');
    expect(activeLegs(useSportsSlipStore.getState())).toHaveLength(2);
  });

  it('takes an accepted ticket’s selections off both modes and is kept on the device', () => {
    const store = useSportsSlipStore.getState();
    store.pick(leg(), 12);
    store.setMode('PARLAY');
    useSportsSlipStore.getState().pick(leg({ fixtureId: OTHER_FIXTURE_ID }), 12);
    useSportsSlipStore.getState().removeSelections(ticketFixture().legs);
    expect(useSportsSlipStore.getState().single).toEqual([]);
    expect(useSportsSlipStore.getState().parlay.map((kept) => kept.fixtureId)).toEqual([OTHER_FIXTURE_ID]);
    const saved = JSON.parse(localStorage.getItem(SPORTS_SLIP_STORAGE_KEY) ?? '{}') as {
      state?: { parlay?: unknown[]; sheetOpen?: unknown };
    };
    expect(saved.state?.parlay).toHaveLength(1);
    expect(saved.state).not.toHaveProperty('sheetOpen');
  });

  it('a PENDING ticket is re-read every 2 s until it is OPEN or REJECTED', () => {
    const options = sportsTicketQueryOptions('t-1');
    const interval = options.refetchInterval as (query: { state: { data: unknown } }) => number | false;
    expect(interval({ state: { data: ticketFixture({ status: 'PENDING' }) } })).toBe(2000);
    expect(interval({ state: { data: ticketFixture({ status: 'OPEN' }) } })).toBe(false);
    expect(interval({ state: { data: ticketFixture({ status: 'REJECTED' }) } })).toBe(false);
  });
});
