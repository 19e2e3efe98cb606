import { sportsHref, sportsPaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { OTHER_FIXTURE_ID, ticketFixture, ticketLegFixture } from '../testing-fixtures';
import { SportsTicketList } from './ticket-list';
import { TicketPage } from './ticket-page';

const settledParlay = ticketFixture({
  kind: 'PARLAY',
  status: 'SETTLED',
  stake: '100.00',
  typedStake: '100.00',
  maxPayout: '741.00',
  payout: '146.25',
  combinedOdds: '7.410',
  oddsFormat: 'EU',
  settledAt: '2026-11-23T15:10:00.000Z',
  resultSource: 'ฟีดจำลอง',
  legs: [
    ticketLegFixture({
      market: 'FT.1X2',
      marketName: '1X2 เต็มเวลา',
      outcomeName: 'ลิเวอร์พูล',
      odds: '1.950',
      result: 'WIN',
      factor: '1.95',
      working: 'ผลเต็มเวลา 1-0 เจ้าบ้านชนะ',
    }),
    ticketLegFixture({
      fixtureId: OTHER_FIXTURE_ID,
      fixtureName: 'อาร์เซนอล v สเปอร์ส',
      market: 'FT.AH:-0.25',
      marketName: 'แฮนดิแคป เต็มเวลา 0/0.5',
      outcomeName: 'อาร์เซนอล',
      odds: '1.900',
      scoreAtPlacement: { home: 1, away: 0 },
      result: 'HALF_LOSE',
      factor: '0.5',
      working: 'นับประตูหลังแทง: เสมอ 0 (ลูกที่ 2-1 ลบสกอร์ขณะแทง 1-0) ครึ่งที่ 0 เสมอ ครึ่งที่ -0.5 เสีย',
    }),
    ticketLegFixture({
      fixtureId: 'f-3',
      fixtureName: 'บาร์เซโลนา v เรอัล',
      market: 'FT.OU:2.75',
      marketName: 'สูง/ต่ำ เต็มเวลา 2.5/3',
      outcomeName: 'สูง',
      odds: '2.000',
      result: 'VOID',
      factor: '1',
      working: null,
      voidReason: 'การแข่งขันเลื่อนเกินเวลาที่กำหนด',
    }),
  ],
});

describe('TicketPage', () => {
  it('shows the ticket’s numbers and, once settled, each leg’s working', async () => {
    stubApi({ [`GET ${sportsHref.ticket('t-1')}`]: () => okReply(settledParlay) });
    renderWithApp(<TicketPage ticketId="t-1" />);
    const page = await screen.findByTestId('sports-ticket-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('บอลสเต็ป SB000123');
    expect(within(page).getAllByTestId('sports-ticket-status')[0]).toHaveTextContent('ประกาศผลแล้ว');
    expect(within(page).getByTestId('sports-ticket-no')).toHaveTextContent('SB000123');
    expect(within(page).getByText('2026-11-01')).toBeInTheDocument();
    expect(within(page).getByText('7.41')).toBeInTheDocument();
    expect(within(page).getByTestId('sports-ticket-typed-stake')).toHaveTextContent('฿100.00');
    expect(within(page).getByTestId('sports-ticket-stake')).toHaveTextContent('฿100.00');
    expect(within(page).getByTestId('sports-ticket-max-payout')).toHaveTextContent('฿741.00');
    expect(within(page).getByTestId('sports-ticket-payout')).toHaveTextContent('฿146.25');
    expect(within(page).getByTestId('sports-ticket-result-source')).toHaveTextContent('ฟีดจำลอง');

    const workings = within(page).getAllByTestId('sports-leg-working');
    expect(workings.map((node) => node.dataset.result)).toEqual(['WIN', 'HALF_LOSE', 'VOID']);
    expect(workings[0]).toHaveTextContent('ผล: ชนะ');
    expect(workings[0]).toHaveTextContent('ตัวคูณ ×1.95');
    expect(workings[1]).toHaveTextContent('ผล: เสียครึ่ง');
    expect(workings[1]).toHaveTextContent('ตัวคูณ ×0.5');
    expect(workings[1]).toHaveTextContent('วิธีคิด: นับประตูหลังแทง');
    expect(workings[2]).toHaveTextContent('ยกเลิก (คืนทุน)');
    expect(workings[2]).toHaveTextContent('เหตุผลที่ยกเลิก: การแข่งขันเลื่อนเกินเวลาที่กำหนด');
    // A live leg keeps the score it was taken at.
    expect(within(page).getByTestId('sports-score-at-placement')).toHaveTextContent('สกอร์ขณะแทง 1-0');
  });

  it('a single in Malay water shows the red price it was taken at beside its decimal odds', async () => {
    const red = ticketFixture({
      status: 'PENDING',
      stake: '80.00',
      typedStake: '100.00',
      maxPayout: '180.00',
      combinedOdds: '2.250',
      acceptedAt: null,
      legs: [ticketLegFixture({ outcome: 'AWAY', outcomeName: 'เชลซี', odds: '2.250' })],
    });
    stubApi({ [`GET ${sportsHref.ticket('t-1')}`]: () => okReply(red) });
    renderWithApp(<TicketPage ticketId="t-1" />);
    const page = await screen.findByTestId('sports-ticket-page');
    expect(within(page).getByTestId('sports-ticket-pending')).toHaveTextContent('รอยืนยัน');
    expect(within(page).getByTestId('sports-ticket-typed-stake')).toHaveTextContent('฿100.00');
    expect(within(page).getByTestId('sports-ticket-stake')).toHaveTextContent('฿80.00');
    const leg = within(page).getByTestId('sports-ticket-leg');
    expect(leg).toHaveTextContent('ราคา (ยุโรป) 2.25');
    expect(leg).toHaveTextContent('ราคาที่แสดง (MY) -0.80');
    expect(leg).toHaveTextContent('รอผล');
    expect(within(page).queryByTestId('sports-leg-working')).toBeNull();
  });

  it('says the server’s Thai message for a ticket that is not the member’s', async () => {
    stubApi({ [`GET ${sportsHref.ticket('t-9')}`]: () => errorReply('SPORTS_TICKET_NOT_FOUND') });
    renderWithApp(<TicketPage ticketId="t-9" />);
    expect(await screen.findByText('ไม่พบบิลนี้')).toBeInTheDocument();
  });
});

describe('SportsTicketList', () => {
  it('lists open tickets, then settled ones with what they paid', async () => {
    const api = stubApi({
      [`GET ${sportsPaths.tickets}`]: (call) =>
        okReply(
          new URLSearchParams(call.search).get('status') === 'SETTLED' ? [settledParlay] : [ticketFixture()],
        ),
    });
    const { user } = renderWithApp(<SportsTicketList />);
    const open = await screen.findByTestId('sports-ticket-card');
    expect(open).toHaveTextContent('บอลเต็ง');
    expect(open).toHaveTextContent('ลิเวอร์พูล v เชลซี (จำลอง) · ลิเวอร์พูล');
    expect(open).toHaveTextContent('จ่ายสูงสุด (รวมทุน)฿192.00');
    expect(within(open).getByRole('link', { name: 'ดูบิล' })).toHaveAttribute('href', '/sports/tickets/t-1');
    await user.click(screen.getByRole('radio', { name: 'ประกาศผลแล้ว' }));
    expect(await screen.findByText('บอลสเต็ป')).toBeInTheDocument();
    expect(screen.getByTestId('sports-ticket-card')).toHaveTextContent('ได้รับ฿146.25');
    expect(api.callsTo('GET', sportsPaths.tickets).map((call) => call.search)).toEqual([
      '?status=OPEN',
      '?status=SETTLED',
    ]);
  });
});
