import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { uiTh } from '../../messages/ui';
import { ShownOnceDialog } from './shown-once-dialog';

/** A page holding a secret until the dialog is acknowledged, as the callers do. */
const Holder = () => {
  const [secret, setSecret] = useState<string | null>('s3cr3t-once');
  return (
    <>
      <button type="button">ปุ่มบนหน้า</button>
      {secret ? (
        <ShownOnceDialog
          title="รหัสลับใหม่"
          warning="แสดงครั้งเดียว"
          copyText={secret}
          onAcknowledge={() => setSecret(null)}
        >
          <output data-testid="secret">{secret}</output>
        </ShownOnceDialog>
      ) : null}
    </>
  );
};

describe('ShownOnceDialog', () => {
  it('stays open on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    render(<Holder />);
    const dialog = screen.getByRole('dialog', { name: 'รหัสลับใหม่' });
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('secret')).toHaveTextContent('s3cr3t-once');

    const overlay = screen.getByTestId('shown-once-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    fireEvent.focusIn(screen.getByRole('button', { name: 'ปุ่มบนหน้า', hidden: true }));
    expect(dialog).toBeInTheDocument();
    expect(screen.getByTestId('secret')).toBeInTheDocument();
    // Nothing in it closes it but the acknowledgement (no ✕, no "close").
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      uiTh.copy,
      uiTh.shownOnceAcknowledge,
    ]);
  });

  it('copies the secret, and closes on "I have copied it"', async () => {
    const user = userEvent.setup();
    render(<Holder />);
    await user.click(screen.getByRole('button', { name: uiTh.copy }));
    expect(await navigator.clipboard.readText()).toBe('s3cr3t-once');
    await user.click(screen.getByRole('button', { name: uiTh.shownOnceAcknowledge }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('secret')).not.toBeInTheDocument();
  });
});
