import { type AuditLogEntry, auditActionNames, payoutFailureReasons } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditTh } from '../../../messages/audit';
import { adminTh } from '../../../messages/th';
import { captureDownloads } from '../../../testing/downloads';
import { ok, renderAdmin, sessionHandlers, staffAccount, stubApi } from '../../../testing/render-admin';

const me = staffAccount('owner');
const finance = staffAccount('finance', { id: '0190a0a0-0000-7000-8000-0000000000f1', username: 'finance1' });
const memberId = '0190a0a0-0000-7000-8000-00000000aa01';
const roundId = '0190a0a0-0000-7000-8000-00000000bb01';
const withdrawalId = '0190a0a0-0000-7000-8000-00000000cc01';
const member = { type: 'member', name: '0812345678 สมชาย ใจดี' } as const;
const staffNames = {
  [me.id]: { type: 'staff_account', name: 'owner1' },
  [finance.id]: { type: 'staff_account', name: 'finance1' },
} as const;

const entry = (fields: Partial<AuditLogEntry> & Pick<AuditLogEntry, 'id' | 'action'>): AuditLogEntry => ({
  staffId: me.id,
  staffUsername: 'owner1',
  targetType: 'member',
  targetId: memberId,
  before: null,
  after: null,
  ip: '10.0.0.2',
  createdAt: '2026-11-23T03:00:00.000Z',
  names: { ...staffNames, [memberId]: member },
  ...fields,
});

/** Rows as the server writes them (apps/server/src/modules/staff/audit-log.readable.test.ts walks the real ones). */
const entries: AuditLogEntry[] = [
  entry({
    id: 'a1',
    action: 'lottery.result.correct',
    targetType: 'lottery_round',
    targetId: roundId,
    names: {
      ...staffNames,
      [memberId]: member,
      [roundId]: { type: 'lottery_round', name: 'ฮานอย HN-1', key: 'HN-1' },
    },
    before: {
      result: { special: '12345', first: '67890' },
      derived: { top3: '345', top2: '45', bottom2: '90' },
      correctionCount: 0,
    },
    after: {
      result: { special: '00312', first: '67890' },
      derived: { top3: '312', top2: '12', bottom2: '90' },
      correctionCount: 1,
      reason: 'กรอกผิด',
      outcome: {
        billsChanged: 1,
        membersCredited: 0,
        membersDebited: 1,
        creditedTotal: '0.00',
        debitedTotal: '4253.34',
        shortfallTotal: '0.00',
      },
      moves: [{ memberId, postedSatang: '-425334', shortfallSatang: '0', differenceSatang: '-425334' }],
    },
  }),
  entry({
    id: 'a2',
    staffId: finance.id,
    staffUsername: 'finance1',
    action: 'withdrawal.retry',
    targetType: 'withdrawal',
    targetId: withdrawalId,
    names: { ...staffNames, [withdrawalId]: { type: 'withdrawal', name: 'W123 ฿12,000.00' } },
    before: { status: 'FAILED', failureReason: 'transfer_failed' },
    after: { status: 'SENDING', attempt: 2, idempotencyKey: 'payout:0190a0a0:2' },
  }),
  entry({
    id: 'a3',
    action: 'receivable.write_off',
    before: { owed: '15000.00' },
    after: { owed: '14000.00', writtenOff: '1000.00', reason: 'ยอดเล็กน้อย' },
  }),
  entry({
    id: 'a4',
    action: 'lottery.number.set',
    targetType: 'lottery_round',
    targetId: roundId,
    names: { ...staffNames, [roundId]: { type: 'lottery_round', name: 'ฮานอย HN-1', key: 'HN-1' } },
    before: null,
    after: { betType: 'TWO_TOP', number: '99', kind: 'REDUCED', reducedRate: '50' },
  }),
  entry({
    id: 'a5',
    action: 'member.adjustment.reject',
    before: { requestId: '0190a0a0-0000-7000-8000-00000000dd01', status: 'ON_HOLD' },
    after: {
      requestId: '0190a0a0-0000-7000-8000-00000000dd01',
      status: 'REJECTED',
      direction: 'CREDIT',
      amount: '1234567.50',
      reason: 'ซ้ำ',
    },
  }),
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  saved = captureDownloads();
});

const stubAudit = () => {
  const api = stubApi({
    ...sessionHandlers('owner'),
    'GET /api/admin/staff': () => ok([me, finance]),
    'GET /api/admin/audit-log': () => ok({ data: entries, total: entries.length, pageNo: 1, pageSize: 50 }),
  });
  const envelopeFetch = globalThis.fetch;
  const files: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.searchParams.get('format') !== 'csv') return envelopeFetch(input, init);
      files.push(url);
      return new Response('\uFEFFเวลา\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="audit-log.csv"',
        },
      });
    }),
  );
  return { api, files };
};

describe('the audit log page (owner)', () => {
  it('reads every row as Thai: names, links, baht, statuses, nested moves; no JSON, English field or id', async () => {
    stubAudit();
    renderAdmin('/staff/audit-log', { signedIn: true });
    const correction = await screen.findByTestId('audit-a1');
    expect(correction).toHaveTextContent(auditActionNames['lottery.result.correct']);
    // The round and the member the correction took money from, by name, linked to their pages.
    expect(within(correction).getByRole('link', { name: 'ฮานอย HN-1' })).toHaveAttribute(
      'href',
      '/admin/lottery/rounds/HN-1',
    );
    expect(within(correction).getByRole('link', { name: member.name })).toHaveAttribute(
      'href',
      `/admin/members/${memberId}`,
    );
    expect(correction).toHaveTextContent('-฿4,253.34');
    expect(correction).toHaveTextContent('ยอดที่เรียกคืนรวม: ฿4,253.34');
    expect(correction).toHaveTextContent('2 ตัวบน: 45 → 12');

    const retry = screen.getByTestId('audit-a2');
    expect(retry).toHaveTextContent('finance1');
    expect(retry).toHaveTextContent('ไม่สำเร็จ → กำลังโอน');
    expect(retry).toHaveTextContent(payoutFailureReasons.transfer_failed);
    expect(within(retry).getByRole('link', { name: 'W123 ฿12,000.00' })).toHaveAttribute(
      'href',
      `/admin/finance/withdrawals/${withdrawalId}`,
    );
    expect(screen.getByTestId('audit-a3')).toHaveTextContent('ยอดค้างชำระ: ฿15,000.00 → ฿14,000.00');
    expect(screen.getByTestId('audit-a4')).toHaveTextContent('ชนิดของเลข: เลขอั้น');
    expect(screen.getByTestId('audit-a4')).not.toHaveTextContent('ประเภทบัญชี');
    expect(screen.getByTestId('audit-a5')).toHaveTextContent('พักไว้ → ปฏิเสธแล้ว');
    expect(screen.getByTestId('audit-a5')).toHaveTextContent('฿1,234,567.50');

    for (const row of entries.map((e) => screen.getByTestId(`audit-${e.id}`))) {
      const text = row.textContent ?? '';
      expect(text).not.toMatch(/[{}[\]"]/);
      expect(text).not.toMatch(UUID);
      expect(text).not.toMatch(
        /owed|writtenOff|enteredBy|idempotencyKey|postedSatang|ON_HOLD|REJECTED|REDUCED|transfer_failed/,
      );
    }
  });

  it('filters by an action chosen by its Thai name, and exports the same filters as CSV', async () => {
    const { api, files } = stubAudit();
    const { user } = renderAdmin('/staff/audit-log', { signedIn: true });
    await screen.findByTestId('audit-a1');
    await user.selectOptions(await screen.findByLabelText(adminTh.filterStaff), 'finance1');
    await user.selectOptions(
      screen.getByLabelText(adminTh.filterAction),
      auditActionNames['withdrawal.retry'],
    );
    await user.click(screen.getByRole('button', { name: adminTh.search }));
    await waitFor(() => {
      const query = api.callsTo('GET', '/api/admin/audit-log').at(-1)?.query;
      expect(Object.fromEntries(query ?? [])).toEqual({
        staffId: finance.id,
        action: 'withdrawal.retry',
        pageNo: '1',
        pageSize: '50',
      });
    });
    await user.click(screen.getByRole('button', { name: auditTh.exportCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('audit-log.csv');
    expect(Object.fromEntries(files[0]?.searchParams ?? [])).toEqual({
      staffId: finance.id,
      action: 'withdrawal.retry',
      format: 'csv',
    });
  });
});
