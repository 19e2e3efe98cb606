import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportsDeskTh as th } from '../../../messages/sports';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { FIXTURE_ID, MEMBER_ID, tickerRow } from '../testing/fixtures';

const TICKET_ID = tickerRow().id;
const requested = tickerRow({
  id: '0190a0a0-0000-7000-8000-0000000000t2',
  ticketNo: 'SB000124',
  flags: [],
  voidRequest: { kind: 'PRICE', reason: 'ราคาเพี้ยนจากฟีด', requestedBy: 'trader2' },
});
const page = { data: [tickerRow(), requested], total: 2 };

describe('bet ticker', () => {
  it('shows flags as badges, links the member’s risk card, and filters flagged tickets', async () => {
    const api = stubApi({ ...sessionHandlers('trader'), 'GET /api/admin/sports/tickets': () => ok(page) });
    const { user } = renderAdmin('/sports/tickets', { signedIn: true });
    const row = await screen.findByTestId('ticket-row-SB000123');
    expect(row).toHaveTextContent('บุรีรัมย์ พบ ท่าเรือ · แฮนดิแคป เต็มเวลา 0.5/1 · บุรีรัมย์ @ 1.920');
    expect(within(row).getByText(th.flags.LARGE)).toBeInTheDocument();
    expect(within(row).getByText(th.flags.NEAR_KICKOFF)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '0812345678' })).toHaveAttribute(
      'href',
      `/admin/sports/members/${MEMBER_ID}`,
    );
    expect(api.callsTo('GET', '/api/admin/sports/tickets')[0]?.query.get('flagged')).toBeNull();

    await user.click(screen.getByLabelText(th.flaggedOnly));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/sports/tickets').at(-1)?.query.get('flagged')).toBe('true'),
    );
  });

  it('reads one fixture’s tickets when the link says so', async () => {
    const api = stubApi({ ...sessionHandlers('owner'), 'GET /api/admin/sports/tickets': () => ok(page) });
    renderAdmin(`/sports/tickets?fixtureId=${FIXTURE_ID}`, { signedIn: true });
    await screen.findByTestId('ticket-row-SB000123');
    expect(api.callsTo('GET', '/api/admin/sports/tickets')[0]?.query.get('fixtureId')).toBe(FIXTURE_ID);
    expect(screen.getByText(th.filteredFixture)).toBeInTheDocument();
  });

  it('asks an obvious-error void with the reference price and a reason', async () => {
    const api = stubApi({
      ...sessionHandlers('trader'),
      'GET /api/admin/sports/tickets': () => ok(page),
      [`POST /api/admin/sports/tickets/${TICKET_ID}/void`]: () => ok(null),
    });
    const { user } = renderAdmin('/sports/tickets', { signedIn: true });
    await user.click(await screen.findByTestId('void-request-SB000123'));
    const dialog = await screen.findByRole('dialog', { name: 'ขอยกเลิกบิล SB000123' });
    await user.click(within(dialog).getByTestId('void-request-submit'));
    expect(await within(dialog).findByText('ราคาไม่ถูกต้อง')).toBeInTheDocument();
    expect(within(dialog).getByText('กรุณาระบุเหตุผล')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(th.referenceOdds), '1.25');
    await user.type(within(dialog).getByLabelText(th.reason), 'ราคาฟีดผิด');
    await user.click(within(dialog).getByTestId('void-request-submit'));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/sports/tickets/${TICKET_ID}/void`)[0]?.body).toEqual({
        kind: 'PRICE',
        referenceOdds: '1.25',
        reason: 'ราคาฟีดผิด',
      }),
    );
  });

  it('asks a mapping void without a reference price', async () => {
    const api = stubApi({
      ...sessionHandlers('trader'),
      'GET /api/admin/sports/tickets': () => ok(page),
      [`POST /api/admin/sports/tickets/${TICKET_ID}/void`]: () => ok(null),
    });
    const { user } = renderAdmin('/sports/tickets', { signedIn: true });
    await user.click(await screen.findByTestId('void-request-SB000123'));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(th.voidKind), 'MAPPING');
    expect(within(dialog).queryByLabelText(th.referenceOdds)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(th.reason), 'สลับทีมเหย้าเยือน');
    await user.click(within(dialog).getByTestId('void-request-submit'));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/sports/tickets/${TICKET_ID}/void`)[0]?.body).toEqual({
        kind: 'MAPPING',
        reason: 'สลับทีมเหย้าเยือน',
      }),
    );
  });

  it('confirms a pending void, and shows the refusal when the one who asked confirms', async () => {
    let refuse = true;
    const api = stubApi({
      ...sessionHandlers('trader'),
      'GET /api/admin/sports/tickets': () => ok(page),
      [`POST /api/admin/sports/tickets/${requested.id}/void/confirm`]: () =>
        refuse ? fail('SPORTS_MAKER_CHECKER') : ok(null),
    });
    const { user } = renderAdmin('/sports/tickets', { signedIn: true });
    const row = await screen.findByTestId('ticket-row-SB000124');
    expect(row).toHaveTextContent('รอยืนยันยกเลิก: ราคาผิดพลาด · ราคาเพี้ยนจากฟีด · ขอโดย trader2');
    expect(within(row).queryByTestId('void-request-SB000124')).not.toBeInTheDocument();

    await user.click(within(row).getByTestId('void-confirm-SB000124'));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันยกเลิกบิล SB000124' });
    await user.click(within(dialog).getByTestId('void-confirm-submit'));
    expect(
      await within(dialog).findByText('ผู้บันทึกไม่สามารถยืนยันรายการของตนเองได้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน'),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByTestId('void-confirm-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `/api/admin/sports/tickets/${requested.id}/void/confirm`)).toHaveLength(2);
    expect(await screen.findByText(th.voidConfirmed)).toBeInTheDocument();
  });
});
