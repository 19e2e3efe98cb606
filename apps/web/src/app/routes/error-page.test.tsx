import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, shellHandlers, stubFetch } from '../../testing/render-app';
import { ErrorPage, ErrorPageBoundary } from './error-page';

const renderThrowing = (thrown: () => never) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/boom', loader: thrown, element: <p>never</p>, errorElement: <ErrorPage /> },
    ],
    { initialEntries: ['/boom'] },
  );
  render(<RouterProvider router={router} />);
};

describe('error page', () => {
  it('shows 404 in Thai with a link home for an unknown route, inside the layout', async () => {
    stubFetch(shellHandlers());
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 ไม่พบหน้าที่คุณต้องการ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('navigation', { name: 'เมนูผู้เยี่ยมชม' })).toBeInTheDocument();
  });

  it('shows 500 and the generic Thai message for a thrown error, never its text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderThrowing(() => {
      throw new Error('secret stack detail');
    });
    expect(await screen.findByRole('heading', { level: 1, name: '500 เกิดข้อผิดพลาด' })).toBeInTheDocument();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
    expect(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeInTheDocument();
    // The tab says so too (with the built-in site name: the error page reads no config). The title is
    // an effect, which may run after the heading is found: wait for it as the other title tests do.
    await waitFor(() => expect(document.title).toBe('เกิดข้อผิดพลาด | โชคดี'));
  });

  it('says the page is missing when a route throws a 404', async () => {
    renderThrowing(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: '404 ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeNull();
  });

  it('shows the status and message of a thrown response', async () => {
    renderThrowing(() => {
      throw data('ปิดปรับปรุงระบบชั่วคราว', { status: 503 });
    });
    expect(await screen.findByRole('heading', { name: '503 ปิดปรับปรุงระบบชั่วคราว' })).toBeInTheDocument();
  });

  it('falls back to plain text and a plain home link when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดขณะแสดงหน้าแสดงข้อผิดพลาด');
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });
});
