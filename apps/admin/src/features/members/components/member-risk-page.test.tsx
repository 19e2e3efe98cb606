import type { MemberRisk } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { last30BangkokDays } from '../../../components/ui/day-range-form';
import { memberLinkKindLabel, memberRiskFlagLabel, memberRiskTh } from '../../../messages/member-risk';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const MEMBER = '0190a0a0-0000-7000-8000-00000000aa01';
const OTHER = '0190a0a0-0000-7000-8000-00000000bb02';

const risk = (overrides: Partial<MemberRisk> = {}): MemberRisk => ({
  memberId: MEMBER,
  from: '2026-11-01',
  to: '2026-11-30',
  money: {
    deposits: { count: 2, amount: '15000.00' },
    withdrawals: { count: 1, amount: '20000.00' },
    pendingWithdrawals: { count: 0, amount: '0.00' },
    net: '-5000.00',
  },
  play: [
    { category: 'LOTTERY', bills: 12, stake: '1200.00', win: '13000.00', houseNet: '-11800.00' },
    { category: 'SPORTS', bills: 1, stake: '100.00', win: '0.00', houseNet: '100.00' },
  ],
  playTotal: { bills: 13, stake: '1300.00', win: '13000.00', houseNet: '-11700.00' },
  flags: ['WINNING', 'LINKED_TO_LOCKED'],
  linked: [
    {
      memberId: OTHER,
      phone: '0899999999',
      name: 'แครอล ร่วมเครื่อง',
      status: 'LOCKED',
      reasons: [
        { kind: 'IP', value: '203.0.113.7' },
        { kind: 'DEVICE', value: '203.0.113.7' },
      ],
    },
  ],
  ...overrides,
});

describe("a member's risk page", () => {
  it('shows the flags as sentences, money with separators, play by Thai category and who is linked by what', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET /api/admin/members/${MEMBER}/risk`]: () => ok(risk()),
    });
    renderAdmin(`/members/${MEMBER}/risk`, { signedIn: true });
    const flags = await screen.findByTestId('risk-flags');
    expect(flags).toHaveTextContent(memberRiskFlagLabel.WINNING);
    expect(flags).toHaveTextContent(memberRiskFlagLabel.LINKED_TO_LOCKED);
    expect(screen.getByTestId('risk-deposits')).toHaveTextContent('฿15,000.00');
    expect(screen.getByTestId('risk-deposits')).toHaveTextContent('2 ครั้ง');
    expect(screen.getByTestId('risk-net')).toHaveTextContent('-฿5,000.00');
    expect(screen.getByTestId('risk-play-LOTTERY')).toHaveTextContent('หวย');
    expect(screen.getByTestId('risk-play-LOTTERY')).toHaveTextContent('฿13,000.00');
    expect(screen.getByTestId('risk-play-SPORTS')).toHaveTextContent('กีฬา');
    expect(screen.getByTestId('risk-play-total')).toHaveTextContent('-฿11,700.00');
    const link = screen.getByTestId('risk-link-0899999999');
    expect(within(link).getByRole('link', { name: 'แครอล ร่วมเครื่อง' })).toHaveAttribute(
      'href',
      `/admin/members/${OTHER}`,
    );
    expect(link).toHaveTextContent(`${memberLinkKindLabel.IP}: 203.0.113.7`);
    expect(link).toHaveTextContent(`${memberLinkKindLabel.DEVICE}: 203.0.113.7`);
    expect(link).toHaveTextContent('ระงับ');
    // The first fetch asks for the last 30 Bangkok days.
    const asked = api.calls.find((call) => call.path.endsWith('/risk'));
    expect(Object.fromEntries(asked?.query ?? [])).toEqual(last30BangkokDays());
  });

  it('says when nothing is flagged, played or linked', async () => {
    stubApi({
      ...sessionHandlers('support'),
      [`GET /api/admin/members/${MEMBER}/risk`]: () =>
        ok(
          risk({
            flags: [],
            play: [],
            playTotal: { bills: 0, stake: '0.00', win: '0.00', houseNet: '0.00' },
            linked: [],
          }),
        ),
    });
    renderAdmin(`/members/${MEMBER}/risk`, { signedIn: true });
    expect(await screen.findByTestId('risk-no-flags')).toHaveTextContent(memberRiskTh.noFlags);
    expect(screen.getByText(memberRiskTh.noPlay)).toBeInTheDocument();
    expect(screen.getByText(memberRiskTh.noLinked)).toBeInTheDocument();
  });

  it('counts the last 30 days in Bangkok, today included', () => {
    // 2026-12-07 17:30 UTC is already 2026-12-08 in Bangkok.
    expect(last30BangkokDays(new Date('2026-12-07T17:30:00Z'))).toEqual({
      from: '2026-11-09',
      to: '2026-12-08',
    });
  });
});
