import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

let latest = '';
const Harness = () => {
  const [value, setValue] = useState('');
  latest = value;
  return <OtpInput value={value} onChange={setValue} />;
};

const boxes = () => Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`OTP หลักที่ ${index + 1}`));
const boxValues = () => boxes().map((box) => (box as HTMLInputElement).value);

describe('OtpInput', () => {
  it('renders six numeric single-digit boxes labelled by position', () => {
    render(<Harness />);

    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box as digits are typed and ignores other characters', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1a2');
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();

    await user.keyboard('3456');
    expect(boxValues()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(latest).toBe('123456');
  });

  it('goes back one box per Backspace on an empty box, clearing it', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);

    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxValues()).toEqual(['1', '', '', '', '', '']);
    expect(latest).toBe('1');
  });

  it('clears a filled box in place on Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('123');
    await user.click(boxes()[1] as HTMLElement);
    await user.keyboard('{Backspace}');

    expect(boxes()[1]).toHaveFocus();
    expect(boxValues()).toEqual(['1', '', '3', '', '', '']);
  });

  it('replaces the digit of a filled box that is typed over', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('123');
    await user.click(boxes()[1] as HTMLElement);
    await user.keyboard('9');

    expect(boxValues()).toEqual(['1', '9', '3', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('fills all six boxes from a pasted code, wherever it is pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[3] as HTMLElement);
    await user.paste('654 321');

    expect(boxValues()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(latest).toBe('654321');
  });

  it('reports a gap as an incomplete code', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.click(boxes()[3] as HTMLElement);
    await user.keyboard('4');

    expect(latest).toBe('12 4');
  });
});
