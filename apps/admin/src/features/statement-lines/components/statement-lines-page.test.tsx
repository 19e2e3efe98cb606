import { type AdminMemberRow, type AdminStatementLine, errorCatalogue, staffTh } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTh, statementLineStatusLabel } from '../../../messages/th';
import {
  fail,
  ok,
  renderAdmin,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';

const line: AdminStatementLine = {
  id: '0190a0a0-0000-7000-8000-0000000000c1',
  externalId: 'ext-1',
  amount: '500.00',
  toAccountNumber: '1234567890',
  fromBankCode: 'KBANK',
  fromAccountNumber: 'xxx-x-x1234-x',
  fromName: 'นาย โอนมา',
  transferredAt: '2026-11-23T03:00:00.000Z',
  status: 'UNMATCHED',
  memberId: null,
};
const assignPath = `/api/admin/finance/statement-lines/${line.id}/assign`;
const memberRow: AdminMemberRow = {
  id: '0190a0a0-0000-7000-8000-0000000000ab',
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  bank: { code: 'KBANK', name: 'กสิกรไทย', accountNumber: '1234567890' },
  balance: '1250.50',
  status: 'ACTIVE',
  createdAt: '2026-11-01T03:00:00.000Z',
  lastLoginAt: null,
};

const openLines = async (handlers: StubHandlers) => {
  const api = stubApi({
    ...sessionHandlers('owner'),
    'GET /api/admin/finance/statement-lines': () => ok({ data: [line], total: 1, pageNo: 1, pageSize: 25 }),
    ...handlers,
  });
  const view = renderAdmin('/finance/statement-lines', { signedIn: true });
  const row = await screen.findByTestId('statement-line-ext-1');
  return { ...view, api, row };
};

describe('unmatched statement lines', () => {
  it('lists unmatched lines first, with the sender as the bank reported it', async () => {
    const { api, row } = await openLines({});
    expect(row).toHaveTextContent('฿500.00');
    expect(row).toHaveTextContent('xxx-x-x1234-x');
    expect(row).toHaveTextContent('นาย โอนมา');
    expect(api.callsTo('GET', '/api/admin/finance/statement-lines')[0]?.query.get('status')).toBe(
      'UNMATCHED',
    );
  });

  it('shows who a phone or an id names before crediting, and credits that member; anything else is refused before calling', async () => {
    const { api, user, row } = await openLines({
      'GET /api/admin/members': (call) =>
        ok({
          data: [
            // The search also matches parts of numbers: only the exact phone or id counts.
            { ...memberRow, id: '0190a0a0-0000-7000-8000-0000000000aa', phone: '0812345670' },
            call.query.get('q') === '0899999999' ? { ...memberRow, phone: '0899999990' } : memberRow,
          ],
          total: 2,
          pageNo: 1,
          pageSize: 25,
        }),
      [`POST ${assignPath}`]: () => ok({ paymentRef: 'DABCDEFGH' }),
    });
    await user.click(within(row).getByRole('button', { name: adminTh.assign }));
    let dialog = await screen.findByRole('dialog', { name: adminTh.assignTitle });
    await user.type(within(dialog).getByLabelText(adminTh.memberRef), '12345');
    await user.click(within(dialog).getByRole('button', { name: adminTh.findMember }));
    expect(await within(dialog).findByText(staffTh.memberRefInvalid)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(adminTh.memberRef));
    await user.type(within(dialog).getByLabelText(adminTh.memberRef), '081-234-5678');
    await user.click(within(dialog).getByRole('button', { name: adminTh.findMember }));
    const shown = await within(dialog).findByTestId('assign-member');
    expect(shown).toHaveTextContent('สมชาย ใจดี');
    expect(shown).toHaveTextContent('0812345678');
    expect(shown).toHaveTextContent('กสิกรไทย 1234567890');
    expect(shown).toHaveTextContent('฿1,250.50');
    // Nothing is credited until staff confirm the member they see.
    expect(api.callsTo('POST', assignPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: adminTh.assignConfirm }));
    expect(await screen.findByText('เติมเงินเข้ากระเป๋าสมาชิกแล้ว (เลขอ้างอิง DABCDEFGH)')).toBeInTheDocument();
    expect(api.callsTo('POST', assignPath)[0]?.body).toEqual({ memberId: memberRow.id });

    await user.click(
      within(await screen.findByTestId('statement-line-ext-1')).getByRole('button', { name: adminTh.assign }),
    );
    dialog = await screen.findByRole('dialog', { name: adminTh.assignTitle });
    await user.type(within(dialog).getByLabelText(adminTh.memberRef), memberRow.id.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: adminTh.findMember }));
    await within(dialog).findByTestId('assign-member');
    // Changing the phone or id is a new search: the member shown before is dropped.
    await user.type(within(dialog).getByLabelText(adminTh.memberRef), 'x');
    expect(within(dialog).queryByTestId('assign-member')).toBeNull();
    expect(api.callsTo('POST', assignPath)).toHaveLength(1);
  });

  it('says which phone has no member, and credits nothing', async () => {
    const { api, user, row } = await openLines({
      'GET /api/admin/members': () => ok({ data: [memberRow], total: 1, pageNo: 1, pageSize: 25 }),
    });
    await user.click(within(row).getByRole('button', { name: adminTh.assign }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(adminTh.memberRef), '0899999999');
    await user.click(within(dialog).getByRole('button', { name: adminTh.findMember }));
    expect(await within(dialog).findByText('ไม่พบสมาชิกเบอร์ 0899999999')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('assign-member')).toBeNull();
    expect(api.callsTo('POST', assignPath)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user, row } = await openLines({
      'GET /api/admin/members': () => ok({ data: [memberRow], total: 1, pageNo: 1, pageSize: 25 }),
      [`POST ${assignPath}`]: () => fail('NOT_FOUND'),
    });
    await user.click(within(row).getByRole('button', { name: adminTh.assign }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(adminTh.memberRef), '0812345678');
    await user.click(within(dialog).getByRole('button', { name: adminTh.findMember }));
    await user.click(await within(dialog).findByRole('button', { name: adminTh.assignConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorCatalogue.NOT_FOUND.message);
  });

  it('dismisses with a reason', async () => {
    const dismissPath = `/api/admin/finance/statement-lines/${line.id}/dismiss`;
    const { api, user, row } = await openLines({ [`POST ${dismissPath}`]: () => ok(null) });
    await user.click(within(row).getByRole('button', { name: adminTh.dismiss }));
    const dialog = await screen.findByRole('dialog', { name: adminTh.dismissTitle });
    await user.click(within(dialog).getByRole('button', { name: adminTh.dismiss }));
    expect(await within(dialog).findByText(staffTh.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'โอนผิดบัญชี คืนเงินแล้ว');
    await user.click(within(dialog).getByRole('button', { name: adminTh.dismiss }));
    expect(await screen.findByText(adminTh.dismissed)).toBeInTheDocument();
    expect(api.callsTo('POST', dismissPath)[0]?.body).toEqual({ reason: 'โอนผิดบัญชี คืนเงินแล้ว' });
  });

  it('shows the lines the feed rejected in their own tab, with the reason and the line as sent', async () => {
    const { api, user } = await openLines({
      'GET /api/admin/finance/rejected-statement-lines': () =>
        ok({
          data: [
            {
              id: '0190a0a0-0000-7000-8000-0000000000r1',
              externalId: 'ext-bad',
              line: '{"externalId":"ext-bad","fromName":"นาย\\u0000ทดสอบ","toAccountNumber":"","amount":"1500.00","transferredAt":"2026-11-23T17:30:00.000Z"}',
              reason: {
                code: errorCatalogue.FEED_LINE_CONTROL_CHARACTER.code,
                message: 'รายการเดินบัญชีมีอักขระควบคุมที่ไม่อนุญาต (ช่อง fromName)',
                field: 'fromName',
              },
              createdAt: '2026-11-23T03:00:00.000Z',
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 25,
        }),
    });
    expect(api.callsTo('GET', '/api/admin/finance/rejected-statement-lines')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: statementLineStatusLabel.REJECTED }));
    const row = await screen.findByTestId('rejected-line-0190a0a0-0000-7000-8000-0000000000r1');
    expect(row).toHaveTextContent('ext-bad');
    expect(row).toHaveTextContent('อักขระควบคุม');
    expect(row).toHaveTextContent('นาย\\u0000ทดสอบ');
    // The field by its Thai name, the line field by field: a Bangkok time (00:30 the next day), baht; no JSON, no English field.
    expect(row).toHaveTextContent('(ช่อง ชื่อผู้โอน)');
    expect(row).toHaveTextContent('ชื่อผู้โอนนาย');
    expect(row).toHaveTextContent('฿1,500.00');
    expect(row).toHaveTextContent(/24\/11\/69 00:30:00/);
    expect(row.textContent).not.toMatch(/[{}"]|fromName|toAccountNumber|transferredAt|T17:30/);
  });
});
