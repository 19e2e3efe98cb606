import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roundFixture } from '../testing-fixtures';
import type { BetLine } from '../utils/slip';
import { OrderList } from './order-list';

const line = (betId: string, betType: BetLine['betType'], number: string, buyAmount: string): BetLine => ({
  betId,
  betType,
  number,
  buyAmount,
  rewardPrice: '90',
  payOutTotal: '0.00',
});

const handlers = () => ({
  onAmount: vi.fn(),
  onAllAmounts: vi.fn(),
  onRemove: vi.fn(),
  onClear: vi.fn(),
});

describe('OrderList', () => {
  it('the same-amount box starts from the first line even when the slip was empty at mount', async () => {
    const user = userEvent.setup();
    const on = handlers();
    const round = roundFixture();
    // The buy page mounts the list with an empty slip; numbers arrive at the default amount.
    const { rerender } = render(<OrderList lines={[]} round={round} {...on} />);
    rerender(
      <OrderList
        lines={[line('a', 'TWO_TOP', '12', '10.00'), line('b', 'TWO_BOTTOM', '12', '10.00')]}
        round={round}
        {...on}
      />,
    );
    expect(screen.getByLabelText('ราคาเท่ากันทั้งหมด')).toHaveValue('10.00');
    await user.click(screen.getByRole('button', { name: 'ใช้ราคานี้ทุกรายการ' }));
    expect(on.onAllAmounts).toHaveBeenLastCalledWith('10.00');

    // A typed amount stays the box's value.
    await user.clear(screen.getByLabelText('ราคาเท่ากันทั้งหมด'));
    await user.type(screen.getByLabelText('ราคาเท่ากันทั้งหมด'), '5{Enter}');
    await user.click(screen.getByRole('button', { name: 'ใช้ราคานี้ทุกรายการ' }));
    expect(on.onAllAmounts).toHaveBeenLastCalledWith('5.00');
  });

  it('names each amount box by bet type and number, so one number in two bet types is told apart', async () => {
    const user = userEvent.setup();
    const on = handlers();
    render(
      <OrderList
        lines={[line('a', 'TWO_TOP', '12', '1.00'), line('b', 'TWO_BOTTOM', '12', '1.00')]}
        round={roundFixture()}
        {...on}
      />,
    );
    const bottom = screen.getByLabelText('ราคา 2 ตัวล่าง 12');
    await user.clear(bottom);
    await user.type(bottom, '20{Enter}');
    expect(on.onAmount).toHaveBeenCalledExactlyOnceWith('b', '20.00');
    expect(screen.getByLabelText('ราคา 2 ตัวบน 12')).toHaveValue('1.00');
  });
});
