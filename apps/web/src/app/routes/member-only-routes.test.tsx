import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, shellHandlers, stubFetch } from '../../testing/render-app';

describe('member-only pages for a guest', () => {
  it.each(['/vip', '/missions', '/member', '/profile', '/sports/tickets/t-1'])(
    '%s asks a guest to log in, never loads for ever',
    async (path) => {
      stubFetch(shellHandlers());
      renderApp(path);
      expect(await screen.findByText('กรุณาเข้าสู่ระบบเพื่อใช้งานส่วนนี้')).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
      expect(screen.queryByText(/กำลังโหลด/)).toBeNull();
    },
  );
});
