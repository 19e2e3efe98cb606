import { vipPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vipTh as th } from '../../../messages/vip';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const counts = ['สมาชิก', 'บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์', 'คราวน์', 'เลเจนด์'].map(
  (name, index) => ({ level: index + 1, name, members: index === 0 ? 120 : index === 1 ? 1 : 0 }),
);
const row = {
  memberId: '0193a0c0-0000-7000-8000-000000000001',
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  level: 2,
  levelName: 'บรอนซ์',
  turnover: '12500.00',
  since: '2026-11-23T03:00:00.000Z',
};
const change = {
  id: '0193a0c0-0000-7000-8000-0000000000c1',
  memberId: row.memberId,
  phone: row.phone,
  name: row.name,
  fromLevel: 3,
  toLevel: 2,
  reason: 'REVIEW',
  turnover: '12500.00',
  period: '2026-10',
  at: '2026-11-01T00:00:00.000Z',
};

describe('VIP members', () => {
  it('shows members per level, filters by a level, and lists the level changes', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      [`GET ${vipPaths.adminMembers}`]: () =>
        ok({ counts, page: { data: [row], total: 1, pageNo: 1, pageSize: 25 } }),
      [`GET ${vipPaths.adminChanges}`]: () => ok({ data: [change], total: 1, pageNo: 1, pageSize: 25 }),
    });
    const { user } = renderAdmin('/marketing/vip/members', { signedIn: true });
    const levelButton = await screen.findByRole('button', { name: '2. บรอนซ์ · 1 คน' });
    expect(screen.getByRole('button', { name: '1. สมาชิก · 120 คน' })).toBeInTheDocument();
    const members = screen.getByRole('table', { name: th.memberList });
    expect(within(members).getByText('สมชาย ใจดี')).toBeInTheDocument();
    expect(within(members).getByText('2. บรอนซ์')).toBeInTheDocument();

    await user.click(levelButton);
    expect(levelButton).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.callsTo('GET', vipPaths.adminMembers).at(-1)?.query.get('level')).toBe('2'),
    );

    const changes = screen.getByRole('table', { name: th.changes });
    expect(within(changes).getByText('3 → 2')).toBeInTheDocument();
    expect(within(changes).getByText('ทบทวนประจำเดือน 2026-10')).toBeInTheDocument();
  });
});
