import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { modalIds } from '../config/paths';
import { modalFromSearch, modalHref, useModal } from './modal-url';

const Probe = () => {
  const { currentModal, openModal, closeModal } = useModal();
  return (
    <div>
      <output aria-label="modal">{currentModal ?? 'none'}</output>
      <button type="button" onClick={() => openModal(modalIds.login)}>
        open login
      </button>
      <button type="button" onClick={() => openModal(modalIds.register)}>
        open register
      </button>
      <button type="button" onClick={closeModal}>
        close
      </button>
    </div>
  );
};

const setup = (url: string) => {
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { router, search, user: userEvent.setup() };
};

describe('useModal', () => {
  it('reads the modal from ?modal= and ignores unknown ids', () => {
    expect(modalFromSearch('?modal=payment-history')).toBe('payment-history');
    expect(modalFromSearch('?modal=nope')).toBeNull();
    expect(modalFromSearch('')).toBeNull();
  });

  it('opens by pushing a history entry, so Back closes the modal', async () => {
    const { router, search, user } = setup('/lottery?ref=A1');
    await user.click(screen.getByRole('button', { name: 'open login' }));
    expect(screen.getByLabelText('modal')).toHaveTextContent('login');
    expect(search()).toBe('?ref=A1&modal=login');
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('modal')).toHaveTextContent('none');
    expect(router.state.location.pathname).toBe('/lottery');
  });

  it('replaces when one modal opens another, so one Back still leaves both', async () => {
    const { router, user } = setup('/');
    await user.click(screen.getByRole('button', { name: 'open login' }));
    await user.click(screen.getByRole('button', { name: 'open register' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByLabelText('modal')).toHaveTextContent('register');

    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('modal')).toHaveTextContent('none');
  });

  it('closes by removing only the modal parameter', async () => {
    const { search, user } = setup('/register-landing?ref=A1&modal=login&x=1');
    expect(screen.getByLabelText('modal')).toHaveTextContent('login');
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(search()).toBe('?ref=A1&x=1');
    expect(screen.getByLabelText('modal')).toHaveTextContent('none');
  });

  it('builds links that open a modal', () => {
    expect(modalHref(modalIds.deposit)).toBe('?modal=deposit');
    expect(modalHref(modalIds.register, '/')).toBe('/?modal=register');
  });
});
