import type { AnnouncementAdmin } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announcementsTh } from '../../../messages/announcements';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const row = (overrides: Partial<AnnouncementAdmin> = {}): AnnouncementAdmin => ({
  id: '0190a0a0-0000-7000-8000-0000000000a1',
  title: 'ปิดปรับปรุงระบบ',
  body: 'คืนนี้ 02:00–03:00 น.',
  startsAt: '2026-12-08T03:00:00.000Z',
  segment: 'VIP_LEVEL',
  vipLevelMin: 3,
  newWithinDays: null,
  endsAt: null,
  state: 'RUNNING',
  createdBy: 'support1',
  createdAt: '2026-12-08T03:00:00.000Z',
  ...overrides,
});
const page = (rows: AnnouncementAdmin[]) => ok({ data: rows, total: rows.length, pageNo: 1, pageSize: 20 });

describe('announcements to members', () => {
  it('sends a new one for a VIP segment that runs the chosen days', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      'GET /api/admin/announcements': () => page([]),
      'POST /api/admin/announcements': () => ok(row()),
    });
    const { user } = renderAdmin('/marketing/announcements', { signedIn: true });
    await user.type(await screen.findByLabelText(announcementsTh.title), 'โปร VIP');
    await user.type(screen.getByLabelText(announcementsTh.body), 'ฝากวันนี้รับโบนัส');
    await user.selectOptions(screen.getByLabelText(announcementsTh.segment), 'VIP_LEVEL');
    await user.clear(screen.getByLabelText(announcementsTh.vipLevelMin));
    await user.type(screen.getByLabelText(announcementsTh.vipLevelMin), '3');
    await user.selectOptions(screen.getByLabelText(announcementsTh.duration), '3');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: announcementsTh.create }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'โปร VIP',
      body: 'ฝากวันนี้รับโบนัส',
      segment: 'VIP_LEVEL',
      vipLevelMin: '3',
      newWithinDays: null,
      startsAt: null,
    });
    const ends = Date.parse(String(sent.endsAt));
    expect(ends - before).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect(ends - before).toBeLessThan(3 * 86_400_000 + 60_000);
  });

  it('ends one only after a confirmation naming it', async () => {
    const running = row();
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/announcements': () =>
        page([running, row({ id: 'ended', state: 'ENDED', title: 'เก่า' })]),
      [`POST /api/admin/announcements/${running.id}/end`]: () => ok(row({ state: 'ENDED' })),
    });
    const { user } = renderAdmin('/marketing/announcements', { signedIn: true });
    const line = await screen.findByTestId(`announcement-${running.id}`);
    expect(line).toHaveTextContent('VIP ระดับ 3 ขึ้นไป');
    expect(line).toHaveTextContent('กำลังแสดง');
    // An ended one has nothing to end.
    expect(within(screen.getByTestId('announcement-ended')).queryByRole('button')).toBeNull();
    await user.click(within(line).getByRole('button', { name: announcementsTh.end }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ปิดปรับปรุงระบบ');
    expect(api.calls.some((call) => call.path.endsWith('/end'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: announcementsTh.end }));
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/end'))).toBe(true));
  });
});
