import { apiPaths, type ReferralSummary, referralPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { getReferralCode } from '../../../lib/referral-store';
import { demoWebConfig } from '../../../testing/render-app';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { Invitation } from './invitation';
import { ReferralFriends } from './referral-friends';
import { ReferralHistory } from './referral-history';
import { ReferralIncome } from './referral-income';
import { lineShareHref, ReferralSummary as SummaryView } from './referral-summary';

const percents = {
  LOTTERY: '0.50',
  YEEKEE: '0.50',
  SLOT: '0.20',
  FISH: '0.20',
  LIVE_CASINO: '0.20',
  TABLE: '0.20',
  SPORTS: '0.20',
};
const summary = (overrides: Partial<ReferralSummary> = {}): ReferralSummary => ({
  enabled: true,
  code: 'ABCD2345',
  invitePath: '/invite-friend/ABCD2345',
  clicks: 12,
  registered: 5,
  validFriends: 2,
  incomeToday: '51.66',
  incomeMonth: '1250.50',
  claimable: '56.66',
  minClaim: '10.00',
  claimAs: 'CASH',
  percents,
  ...overrides,
});

describe('referral pages', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));
  afterEach(() => {
    useAuthStore.getState().clear();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'ref=; Max-Age=0; Path=/';
    localStorage.clear();
  });

  it('shows the link, code, figures and a LINE share of the invitation', async () => {
    stubApi({ [`GET ${referralPaths.summary}`]: () => okReply(summary()) });
    renderWithApp(<SummaryView origin="https://chokdee.example" />);
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(
      'https://chokdee.example/invite-friend/ABCD2345',
    );
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'คัดลอกลิงก์ชวนเพื่อน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'คัดลอกรหัสแนะนำ' })).toBeInTheDocument();
    const share = screen.getByRole('link', { name: 'แชร์ทาง LINE' });
    expect(share).toHaveAttribute('href', lineShareHref('https://chokdee.example/invite-friend/ABCD2345'));
    expect(share.getAttribute('href')).toMatch(
      /^https:\/\/line\.me\/R\/msg\/text\/\?.*invite-friend%2FABCD2345$/,
    );
    const clicks = screen.getByText('คลิกลิงก์').parentElement as HTMLElement;
    expect(within(clicks).getByText('12')).toBeInTheDocument();
    expect(screen.getByTestId('claimable')).toHaveTextContent('56.66');
    expect(screen.getByText(/หวย 0\.50% · เกม 0\.20%/)).toBeInTheDocument();
  });

  it('claims once with an Idempotency-Key, says what was paid and refreshes the wallet', async () => {
    const api = stubApi({
      [`GET ${referralPaths.summary}`]: () => okReply(summary()),
      [`POST ${referralPaths.claim}`]: () =>
        okReply({ claimed: '56.66', paidAs: 'CASH', turnoverTarget: null }),
      [`GET ${apiPaths.balance}`]: () => okReply({ balance: '156.66', lockedBalance: '0.00' }),
    });
    const { user, queryClient } = renderWithApp(<SummaryView origin="https://x.example" />);
    queryClient.setQueryData(['wallet'], { balance: '100.00', lockedBalance: '0.00' });
    await user.click(await screen.findByRole('button', { name: 'รับรายได้' }));
    expect(await screen.findByText('รับรายได้ ฿56.66 เข้ากระเป๋าเงินแล้ว')).toBeInTheDocument();
    const calls = api.callsTo('POST', referralPaths.claim);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(queryClient.getQueryState(['wallet'])?.isInvalidated).toBe(true);
  });

  it('shows a refused claim in the server’s Thai (one active bonus)', async () => {
    stubApi({
      [`GET ${referralPaths.summary}`]: () => okReply(summary({ claimAs: 'BONUS' })),
      [`POST ${referralPaths.claim}`]: () => errorReply('PROMOTION_ONE_ACTIVE'),
    });
    const { user } = renderWithApp(<SummaryView origin="https://x.example" />);
    expect(await screen.findByText(/รับเป็นโบนัส/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'รับรายได้' }));
    expect(
      await screen.findByText('คุณมีโบนัสที่กำลังทำเทิร์นโอเวอร์อยู่ กรุณาทำให้ครบหรือสละสิทธิ์ก่อนรับโปรโมชั่นใหม่'),
    ).toBeInTheDocument();
  });

  it('keeps the claim button off below the minimum and says the minimum', async () => {
    const api = stubApi({ [`GET ${referralPaths.summary}`]: () => okReply(summary({ claimable: '3.00' })) });
    renderWithApp(<SummaryView origin="https://x.example" />);
    expect(await screen.findByRole('button', { name: 'รับรายได้' })).toBeDisabled();
    expect(screen.getByText(/รับได้เมื่อมียอดตั้งแต่ ฿10.00 บาท/)).toBeInTheDocument();
    expect(api.callsTo('POST', referralPaths.claim)).toHaveLength(0);
  });

  it('lists friends with valid or why not and their turnover per category', async () => {
    stubApi({
      [`GET ${referralPaths.members}`]: () =>
        okReply({
          data: [
            {
              name: 'สมหญิง ร***',
              joinedAt: '2026-11-23T03:00:00.000Z',
              valid: true,
              reasons: [],
              turnover: [
                { category: 'LOTTERY', turnover: '10000.00' },
                { category: 'YEEKEE', turnover: '333.33' },
              ],
              income: '51.66',
            },
            {
              name: 'นาย ส***',
              joinedAt: '2026-11-23T03:10:00.000Z',
              valid: false,
              reasons: ['SAME_BANK_NAME', 'SHARED_ADDRESS'],
              turnover: [],
              income: '0.00',
            },
          ],
          total: 2,
          pageNo: 1,
          pageSize: 20,
        }),
    });
    renderWithApp(<ReferralFriends />);
    const [valid, invalid] = await screen.findAllByTestId('referral-friend');
    expect(valid).toHaveTextContent('สมหญิง ร***');
    expect(valid).toHaveTextContent('ผ่านเงื่อนไข');
    expect(valid).toHaveTextContent('หวย ฿10,000.00');
    expect(valid).toHaveTextContent('หวยยี่กี ฿333.33');
    expect(invalid).toHaveTextContent('ยังไม่ผ่านเงื่อนไข');
    expect(invalid).toHaveTextContent('ชื่อบัญชีธนาคารซ้ำกับของคุณ');
    expect(invalid).toHaveTextContent('เข้าระบบจากเครือข่ายเดียวกับคุณ');
    expect(invalid).toHaveTextContent('ยังไม่มียอดเล่นเดือนนี้');
  });

  it('shows the history of incomes and claims', async () => {
    stubApi({
      [`GET ${referralPaths.history}`]: () =>
        okReply({
          data: [
            { kind: 'CLAIM', at: '2026-11-24T22:00:00.000Z', amount: '56.66', paidAs: 'CASH', friends: null },
            { kind: 'INCOME', at: '2026-11-23', amount: '51.66', paidAs: null, friends: 1 },
          ],
          total: 2,
          pageNo: 1,
          pageSize: 20,
        }),
    });
    renderWithApp(<ReferralHistory />);
    const [claim, income] = await screen.findAllByTestId('referral-history-item');
    expect(claim).toHaveTextContent('รับรายได้');
    expect(claim).toHaveTextContent('เป็นเงินสด');
    expect(claim).toHaveTextContent('−฿56.66');
    expect(income).toHaveTextContent('รายได้แนะนำเพื่อน');
    expect(income).toHaveTextContent('จากเพื่อน 1 คน');
    expect(income).toHaveTextContent('+฿51.66');
  });

  it('switches the income summary between days and months', async () => {
    const api = stubApi({
      [`GET ${referralPaths.income}`]: (call) =>
        okReply(
          call.search.includes('MONTH')
            ? {
                by: 'MONTH',
                items: [{ period: '2026-11', turnover: '11333.33', income: '56.66', friends: 1 }],
              }
            : {
                by: 'DAY',
                items: [{ period: '2026-11-23', turnover: '10333.33', income: '51.66', friends: 1 }],
              },
        ),
    });
    const { user } = renderWithApp(<ReferralIncome />);
    expect(await screen.findByTestId('referral-income-row')).toHaveTextContent('฿51.66');
    await user.click(screen.getByRole('button', { name: 'รายเดือน' }));
    await waitFor(() => expect(screen.getByTestId('referral-income-row')).toHaveTextContent('฿56.66'));
    expect(screen.getByTestId('referral-income-row')).toHaveTextContent('พฤศจิกายน');
    expect(api.calls.map((call) => call.search)).toEqual(['?by=DAY', '?by=MONTH']);
  });
});

describe('the invitation', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'ref=; Max-Age=0; Path=/';
    localStorage.clear();
  });

  it('shows the inviter’s masked name and keeps the code for the register form', async () => {
    stubApi({
      [`GET ${referralPaths.invite.replace(':slug', 'abcd2345')}`]: () =>
        okReply({ code: 'ABCD2345', inviterName: 'สมชาย ใ***' }),
      [`GET ${apiPaths.webConfig}`]: () => okReply(demoWebConfig),
    });
    const { user, currentPath, currentSearch } = renderWithApp(<Invitation slug="abcd2345" />);
    expect(await screen.findByTestId('invitation')).toHaveTextContent('สมชาย ใ*** ชวนคุณมาเล่นที่');
    await waitFor(() => expect(getReferralCode()).toBe('ABCD2345'));
    await user.click(screen.getByRole('link', { name: 'สมัครสมาชิก' }));
    expect(currentPath()).toBe('/register');
    expect(currentSearch()).toBe('?ref=ABCD2345');
  });

  it('an unknown link says so, stores nothing, and still offers registration', async () => {
    stubApi({ [`GET ${apiPaths.webConfig}`]: () => okReply(demoWebConfig) });
    renderWithApp(<Invitation slug="ZZZZZZZZ" />);
    expect(await screen.findByText('ไม่พบลิงก์แนะนำเพื่อนนี้ คุณยังสมัครสมาชิกได้ตามปกติ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/register');
    expect(getReferralCode()).toBeUndefined();
  });
});
