import { beforeEach, describe, expect, it } from 'vitest';
import { roundFixture } from '../testing-fixtures';
import { addToSlip, isAmountOutOfRange, payOutTotalOf, slipTotal } from '../utils/slip';
import { BET_SLIP_STORAGE_KEY, useBetSlipStore } from './bet-slip-store';

const store = () => useBetSlipStore.getState();

beforeEach(() => {
  store().reset();
  store().setDefaultAmount('1.00');
  store().setRound('LAO20261123');
  store().setRoundInfo(
    roundFixture({ reducedNumbers: [{ betType: 'TWO_TOP', number: '99', payOutPrice: '45' }] }),
  );
});

describe('payOutTotalOf', () => {
  it('is buyAmount × rewardPrice, exact in satang (no float drift)', () => {
    expect(payOutTotalOf('0.10', '3.2')).toBe('0.32');
    expect(payOutTotalOf('33.33', '4.2')).toBe('139.99'); // 139.986 → half up
    expect(payOutTotalOf('0.01', '0.5')).toBe('0.01'); // 0.005 → half up
    expect(payOutTotalOf('90071992547409.99', '900')).toBe('81064793292668991.00');
  });

  it('totals are the sum of buyAmount', () => {
    expect(slipTotal([{ buyAmount: '0.10' }, { buyAmount: '0.20' }])).toBe('0.30');
    expect(slipTotal([])).toBe('0.00');
  });
});

describe('bet slip store', () => {
  it('adds a number with the default amount, its rate and payout', () => {
    store().setBetType('TWO_TOP');
    store().setDefaultAmount('10.00');
    store().addNumber('12');
    expect(store().betList).toMatchObject([
      { betType: 'TWO_TOP', number: '12', buyAmount: '10.00', rewardPrice: '90', payOutTotal: '900.00' },
    ]);
  });

  it('merges a repeated (betType, number), summing the amounts', () => {
    store().setBetType('TWO_TOP');
    store().addNumber('12');
    store().addNumber('12');
    store().setBetType('TWO_BOTTOM');
    store().addNumber('12');
    expect(
      store().betList.map((line) => [line.betType, line.number, line.buyAmount, line.payOutTotal]),
    ).toEqual([
      ['TWO_TOP', '12', '2.00', '180.00'],
      ['TWO_BOTTOM', '12', '1.00', '90.00'],
    ]);
  });

  it('กลับเลข adds every ordering once (repeated digits too)', () => {
    store().setBetType('THREE_TOP');
    store().setReverse(true);
    store().addNumber('112');
    expect(store().betList.map((line) => line.number)).toEqual(['112', '121', '211']);
    store().addNumber('123');
    expect(store().betList).toHaveLength(3 + 6);
    store().addNumber('121'); // all already there: merged
    expect(store().betList).toHaveLength(9);
    expect(store().betList.find((line) => line.number === '211')?.buyAmount).toBe('2.00');
  });

  it('a reduced-rate number gets its reduced rate', () => {
    store().setBetType('TWO_TOP');
    store().addNumber('99');
    expect(store().betList[0]).toMatchObject({ rewardPrice: '45', payOutTotal: '45.00' });
  });

  it('sets one line or every line to the same amount; the total is the sum', () => {
    store().setBetType('TWO_TOP');
    store().addNumbers(['01', '02', '03']);
    const [first] = store().betList;
    store().setLineAmount(first?.betId ?? '', '5.50');
    expect(slipTotal(store().betList)).toBe('7.50');
    store().setAllAmounts('0.10');
    expect(store().betList.map((line) => line.payOutTotal)).toEqual(['9.00', '9.00', '9.00']);
    expect(slipTotal(store().betList)).toBe('0.30');
  });

  it('keeps the bill key across retries until the slip changes or resets', () => {
    store().setBetType('TWO_TOP');
    store().addNumber('12');
    const key = store().billKey();
    expect(store().billKey()).toBe(key);
    store().addNumber('13');
    expect(store().billKey()).not.toBe(key);
  });

  it('reset clears the list, the confirm step and the round code', () => {
    store().setBetType('TWO_TOP');
    store().addNumber('12');
    store().setConfirmOpen(true);
    store().reset();
    expect(store()).toMatchObject({ betList: [], isConfirmOpen: false, betRoundCode: null, roundInfo: null });
  });

  it('a different round empties the slip; the same round keeps it', () => {
    store().setBetType('TWO_TOP');
    store().addNumber('12');
    store().setRound('LAO20261123');
    expect(store().betList).toHaveLength(1);
    store().setRound('HANOI20261123');
    expect(store().betList).toHaveLength(0);
  });

  it('persists to localStorage and survives a reload', async () => {
    store().setBetType('TWO_TOP');
    store().addNumber('12');
    const saved = JSON.parse(localStorage.getItem(BET_SLIP_STORAGE_KEY) ?? '{}');
    expect(saved.state.betRoundCode).toBe('LAO20261123');
    expect(saved.state.betList[0]).toMatchObject({ number: '12', buyAmount: '1.00', payOutTotal: '90.00' });

    useBetSlipStore.setState({ betList: [], betRoundCode: null });
    localStorage.setItem(BET_SLIP_STORAGE_KEY, JSON.stringify(saved));
    await useBetSlipStore.persist.rehydrate();
    expect(store().betRoundCode).toBe('LAO20261123');
    expect(store().betList.map((line) => line.number)).toEqual(['12']);
  });
});

describe('addToSlip', () => {
  it('merges additions into existing lines through mergeSlipLines', () => {
    let id = 0;
    const newId = () => `id-${++id}`;
    const round = roundFixture();
    const once = addToSlip([], [{ betType: 'TWO_TOP', number: '12' }], '1.00', round, newId);
    const twice = addToSlip(once, [{ betType: 'TWO_TOP', number: '12' }], '0.50', round, newId);
    expect(twice).toEqual([
      {
        betId: 'id-1',
        betType: 'TWO_TOP',
        number: '12',
        buyAmount: '1.50',
        rewardPrice: '90',
        payOutTotal: '135.00',
      },
    ]);
  });
});

describe('isAmountOutOfRange', () => {
  it('compares the amount with the bet type min / max in satang', () => {
    const round = roundFixture();
    expect(isAmountOutOfRange(round, { betType: 'TWO_TOP', buyAmount: '1.00' })).toBe(false);
    expect(isAmountOutOfRange(round, { betType: 'TWO_TOP', buyAmount: '0.99' })).toBe(true);
    expect(isAmountOutOfRange(round, { betType: 'TWO_TOP', buyAmount: '1000.00' })).toBe(false);
    expect(isAmountOutOfRange(round, { betType: 'TWO_TOP', buyAmount: '1000.01' })).toBe(true);
  });
});

describe('bet slip store: rounds and reused numbers', () => {
  it('resets the default amount when the slip moves to a new round', () => {
    store().setDefaultAmount('50.00');
    store().setRound('LAO20261123');
    expect(store().configs.defaultAmount).toBe('50.00');
    store().setRound('HANOI20261124');
    expect(store().configs.defaultAmount).toBe('1.00');
    store().setDefaultAmount('20.00');
    store().reset();
    store().setRound('HANOI20261124');
    expect(store().configs.defaultAmount).toBe('1.00');
  });

  it('adds lines with their own amounts, merging repeats and skipping bet types the round lacks', () => {
    store().setBetType('TWO_TOP');
    store().addNumber('12');
    store().addLines([
      { betType: 'TWO_TOP', number: '12', amount: '5.00' },
      { betType: 'THREE_TOP', number: '123', amount: '20.00' },
      { betType: 'THREE_TOD', number: '321', amount: '10.00' },
    ]);
    expect(store().betList.map(({ betType, number, buyAmount }) => ({ betType, number, buyAmount }))).toEqual(
      [
        { betType: 'TWO_TOP', number: '12', buyAmount: '6.00' },
        { betType: 'THREE_TOP', number: '123', buyAmount: '20.00' },
      ],
    );
    expect(store().betList[1]?.payOutTotal).toBe('16000.00');
  });
});
