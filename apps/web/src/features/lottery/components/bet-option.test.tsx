import { nineteenDoors, triples } from '@chokdee/lottery';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBetSlipStore } from '../stores/bet-slip-store';
import { roundFixture } from '../testing-fixtures';
import { BetOption, helpersFor } from './bet-option';

const store = () => useBetSlipStore.getState();

const Harness = () => {
  const betType = useBetSlipStore((state) => state.betInfo.betType);
  return <BetOption betType={betType} onNumbers={store().addNumbers} />;
};

beforeEach(() => {
  store().reset();
  store().setRound('LAO20261123');
  store().setRoundInfo(roundFixture());
});

describe('number helpers on the slip', () => {
  it('19 ประตู with a digit adds its 19 numbers; repeating merges them', async () => {
    store().setBetType('TWO_TOP');
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: '19 ประตู' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: '19 ประตู' }));
    expect(store().betList.map((line) => line.number)).toEqual(nineteenDoors('5'));
    await user.click(screen.getByRole('button', { name: 'รูดหน้า' }));
    // 50–59 overlap 19 doors: merged, not duplicated.
    expect(store().betList).toHaveLength(19);
    expect(store().betList.find((line) => line.number === '55')?.buyAmount).toBe('2.00');
  });

  it('เบิ้ล, สองตัวต่ำ, คู่ and พี่น้อง add 2-digit sets', async () => {
    store().setBetType('TWO_BOTTOM');
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'เบิ้ล' }));
    expect(store().betList.map((line) => line.number)).toEqual([
      '00',
      '11',
      '22',
      '33',
      '44',
      '55',
      '66',
      '77',
      '88',
      '99',
    ]);
    store().clearList();
    await user.click(screen.getByRole('button', { name: 'สองตัวต่ำ' }));
    expect(store().betList).toHaveLength(50);
    store().clearList();
    await user.click(screen.getByRole('button', { name: 'พี่น้อง' }));
    expect(store().betList.map((line) => line.number)).toContain('90');
    expect(store().betList.every((line) => line.betType === 'TWO_BOTTOM')).toBe(true);
  });

  it('3-digit bet types offer ตอง only; run types none', async () => {
    store().setBetType('THREE_TOP');
    const user = userEvent.setup();
    render(<Harness />);
    expect(helpersFor('THREE_TOP').map((helper) => helper.id)).toEqual(['triples']);
    expect(helpersFor('RUN_TOP')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ตอง' }));
    expect(store().betList.map((line) => [line.number, line.rewardPrice])).toEqual(
      triples().map((n) => [n, '800']),
    );
  });
});
