import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BetPanel } from './bet-panel';

const pad = () => screen.getByRole('group', { name: 'แป้นตัวเลข' });

describe('BetPanel', () => {
  it.each([
    ['THREE_TOP', ['1', '2', '3'], '123'],
    ['TWO_BOTTOM', ['0', '5'], '05'],
    ['RUN_TOP', ['7'], '7'],
  ] as const)('%s takes exactly its digits from the pad', async (betType, keys, expected) => {
    const onNumber = vi.fn();
    const user = userEvent.setup();
    render(<BetPanel betType={betType} onNumber={onNumber} />);
    for (const [index, key] of keys.entries()) {
      expect(onNumber).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: key }));
      if (index < keys.length - 1)
        expect(screen.getByLabelText('เลขที่กำลังกด')).toHaveValue(keys.slice(0, index + 1).join(''));
    }
    expect(onNumber).toHaveBeenCalledExactlyOnceWith(expected);
    expect(screen.getByLabelText('เลขที่กำลังกด')).toHaveValue('');
    expect(pad()).toBeInTheDocument();
  });

  it('accepts keyboard entry, ignores non-digits, and backspace / clear edit the entry', async () => {
    const onNumber = vi.fn();
    const user = userEvent.setup();
    render(<BetPanel betType="TWO_TOP" onNumber={onNumber} />);
    const input = screen.getByLabelText('เลขที่กำลังกด');
    await user.type(input, 'a4x');
    expect(input).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(input).toHaveValue('');
    await user.type(input, '4');
    await user.click(screen.getByRole('button', { name: 'ล้าง' }));
    expect(input).toHaveValue('');
    await user.type(input, '42');
    expect(onNumber).toHaveBeenCalledExactlyOnceWith('42');
  });

  it('takes digits typed anywhere on the page', async () => {
    const onNumber = vi.fn();
    const user = userEvent.setup();
    render(<BetPanel betType="THREE_TOP" onNumber={onNumber} />);
    await user.keyboard('9{Backspace}87x6');
    expect(onNumber).toHaveBeenCalledExactlyOnceWith('876');
  });

  it('drops a half-typed number when the bet type changes', async () => {
    const onNumber = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<BetPanel betType="THREE_TOP" onNumber={onNumber} />);
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: '2' }));
    rerender(<BetPanel betType="TWO_TOP" onNumber={onNumber} />);
    expect(screen.getByLabelText('เลขที่กำลังกด')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(onNumber).not.toHaveBeenCalled();
  });
});
