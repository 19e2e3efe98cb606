import { type AdminMemberDetail, errorCatalogue, type StaffRoleName, staffTh, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamesTh } from '../../../messages/games';
import { accountKindLabel, membersTh, sourceRefLabel } from '../../../messages/members';
import { payoutsTh, recipientStateLabel } from '../../../messages/payouts';
import { receivablesTh } from '../../../messages/receivables';
import { adminTh } from '../../../messages/th';
import {
  fail,
  ok,
  renderAdmin,
  type StubCall,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';

const ID = '0190a0a0-0000-7000-8000-0000000000m1';
const base = `/api/admin/members/${ID}`;

const detail = (overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail => ({
  id: ID,
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  gender: 'M',
  email: null,
  sourceRef: 'LINE',
  createdAt: '2026-11-01T03:00:00.000Z',
  lastLoginAt: '2026-11-23T03:00:00.000Z',
  referralCode: 'ABC123',
  referrer: null,
  agent: null,
  bankAccounts: [
    {
      code: 'KBANK',
      name: 'กสิกรไทย',
      accountNumber: '1234567890',
      accountName: 'สมชาย ใจดี',
      createdAt: '2026-11-01T03:00:00.000Z',
    },
  ],
  wallet: { balance: '790.00', lockedBalance: '200.00' },
  status: 'ACTIVE',
  lock: null,
  sessions: [
    {
      id: 's1',
      createdAt: '2026-11-23T03:00:00.000Z',
      expiresAt: '2026-11-30T03:00:00.000Z',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone)',
    },
  ],
  totals: {
    deposits: { count: 1, amount: '1000.00' },
    withdrawals: { count: 0, amount: '0.00' },
    pendingWithdrawals: { count: 1, amount: '200.00' },
    bets: { count: 1, amount: '10.00' },
    wins: { count: 0, amount: '0.00' },
  },
  ...overrides,
});

const emptyPage = () => ok({ data: [], total: 0, pageNo: 1, pageSize: 20 });

const ledgerPage = () =>
  ok({
    data: [
      {
        entryId: 'e2',
        transferId: 't2',
        at: '2026-11-23T03:02:00.000Z',
        eventAt: '2026-11-23T03:02:00.000Z',
        account: 'MAIN',
        kind: 'BET',
        amount: '-10.00',
        balanceAfter: '990.00',
        cause: { type: 'lottery_bill', id: 'b1' },
        note: null,
        withdrawalReturn: null,
      },
      {
        entryId: 'e1',
        transferId: 't1',
        at: '2026-11-23T03:01:00.000Z',
        eventAt: '2026-11-23T03:01:00.000Z',
        account: 'MAIN',
        kind: 'ADJUSTMENT',
        amount: '1000.00',
        balanceAfter: '1000.00',
        cause: { type: 'adjustment', id: 'a1' },
        note: 'ชดเชยระบบขัดข้อง',
        withdrawalReturn: null,
      },
    ],
    total: 2,
    pageNo: 1,
    pageSize: 20,
  });

/** The member's page as `role` sees it, with `handlers` for the action calls. */
const openMember = async (role: StaffRoleName, handlers: StubHandlers = {}, member = detail()) => {
  const api = stubApi({
    ...sessionHandlers(role),
    [`GET ${base}`]: () => ok(member),
    [`GET ${base}/ledger`]: ledgerPage,
    [`GET ${base}/bills`]: emptyPage,
    [`GET ${base}/deposits`]: emptyPage,
    [`GET ${base}/withdrawals`]: emptyPage,
    [`GET ${base}/payout-recipient`]: () => ok(null),
    ...handlers,
  });
  const view = renderAdmin(`/members/${ID}`, { signedIn: true });
  await screen.findByTestId('member-name');
  return { ...view, api };
};

const headerButtons = () =>
  within(screen.getByRole('heading', { level: 1, name: adminTh.pageMember }).parentElement as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.textContent);

const keyOf = (call: StubCall | undefined) => call?.headers.get('idempotency-key');

describe("a member's page", () => {
  it('shows profile, bank account, wallet, status, and the ledger with signed amounts and Thai kinds', async () => {
    const { api, user } = await openMember('support');
    expect(screen.getByTestId('member-name')).toHaveTextContent('สมชาย ใจดี');
    expect(screen.getByRole('region', { name: membersTh.profile })).toHaveTextContent('ABC123');
    expect(screen.getByTestId('member-balance')).toHaveTextContent('฿790.00');
    expect(screen.getByTestId('member-locked-balance')).toHaveTextContent('฿200.00');
    const status = screen.getByRole('region', { name: membersTh.accountStatus });
    expect(status).toHaveTextContent('ใช้งานปกติ');
    expect(status).toHaveTextContent('1234567890');

    const entries = await screen.findAllByTestId('ledger-entry');
    expect(entries[0]).toHaveTextContent('แทงหวย');
    expect(entries[0]).toHaveTextContent('-฿10.00');
    expect(entries[0]).toHaveTextContent('฿990.00');
    expect(entries[1]).toHaveTextContent('ปรับยอดโดยพนักงาน');
    expect(entries[1]).toHaveTextContent('+฿1,000.00');
    expect(entries[1]).toHaveTextContent('ชดเชยระบบขัดข้อง');
    expect(Object.fromEntries(api.callsTo('GET', `${base}/ledger`)[0]?.query ?? [])).toEqual({
      pageNo: '1',
      pageSize: '20',
    });

    await user.click(screen.getByRole('tab', { name: membersTh.tabBills }));
    await waitFor(() => expect(api.callsTo('GET', `${base}/bills`)).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: membersTh.tabSessions }));
    expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
  });

  it('names how the member heard of the site and every ledger kind in Thai (none, receivables)', async () => {
    const ledger = ledgerPage().body as { data: { data: Array<Record<string, unknown>> } };
    const [bet, adjustment] = ledger.data.data;
    await openMember(
      'support',
      {
        [`GET ${base}/ledger`]: () =>
          ok({
            ...ledger.data,
            data: [
              { ...bet, kind: 'RECEIVABLE_SETTLED' },
              { ...adjustment, kind: 'RECEIVABLE_WRITE_OFF' },
            ],
          }),
      },
      detail({ sourceRef: 'none' }),
    );
    const profile = screen.getByRole('region', { name: membersTh.profile });
    expect(profile).toHaveTextContent(`${membersTh.sourceRef}${sourceRefLabel.none}`);
    expect(profile).not.toHaveTextContent(/\bnone\b/);
    const entries = await screen.findAllByTestId('ledger-entry');
    expect(entries[0]).toHaveTextContent('ชำระยอดค้างชำระ');
    expect(entries[1]).toHaveTextContent('ตัดหนี้สูญยอดค้างชำระ');
    expect(entries.map((entry) => entry.textContent).join()).not.toMatch(/RECEIVABLE/);
  });

  it('shows a locked member with the reason, and offers unlock (with a reason) instead of lock', async () => {
    const locked = detail({
      status: 'LOCKED',
      lock: {
        lockedAt: '2026-11-23T04:00:00.000Z',
        reason: 'แจ้งบัญชีถูกขโมย',
        lockedBy: { id: 'st1', username: 'support1' },
      },
    });
    const { api, user } = await openMember(
      'support',
      { [`POST ${base}/unlock`]: () => ok({ status: 'ACTIVE', sessionsRevoked: 0 }) },
      locked,
    );
    expect(screen.getByTestId('member-lock-reason')).toHaveTextContent('แจ้งบัญชีถูกขโมย');
    expect(screen.getByTestId('member-status')).toHaveTextContent('ถูกระงับ');
    expect(headerButtons()).not.toContain(membersTh.lock);
    await user.click(screen.getByRole('button', { name: membersTh.unlock }));
    const dialog = await screen.findByRole('dialog', { name: membersTh.unlockTitle });
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ยืนยันตัวตนแล้ว');
    await user.click(within(dialog).getByRole('button', { name: membersTh.unlock }));
    expect(await screen.findByText(th.memberUnlocked)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/unlock`)[0]?.body).toEqual({ reason: 'ยืนยันตัวตนแล้ว' });
  });

  it('locks only with a reason, after a confirmation, then refreshes the page', async () => {
    const { api, user } = await openMember('support', {
      [`POST ${base}/lock`]: () => ok({ status: 'LOCKED', sessionsRevoked: 1 }),
    });
    await user.click(screen.getByRole('button', { name: membersTh.lock }));
    const dialog = await screen.findByRole('dialog', { name: membersTh.lockTitle });
    expect(dialog).toHaveTextContent('สมชาย ใจดี (0812345678)');
    await user.click(within(dialog).getByRole('button', { name: membersTh.lock }));
    expect(await within(dialog).findByText(staffTh.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(adminTh.reason), '   ');
    await user.click(within(dialog).getByRole('button', { name: membersTh.lock }));
    expect(api.callsTo('POST', `${base}/lock`)).toHaveLength(0);

    const reads = api.callsTo('GET', base).length;
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ทุจริต ');
    await user.click(within(dialog).getByRole('button', { name: membersTh.lock }));
    expect(await screen.findByText(th.memberLocked)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/lock`)[0]?.body).toEqual({ reason: 'ทุจริต' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', base).length).toBeGreaterThan(reads));
  });

  it('shows a lock refused by the server (already locked by someone else) inside the dialog', async () => {
    const { user } = await openMember('finance', {
      [`POST ${base}/lock`]: () => fail('MEMBER_ALREADY_LOCKED'),
    });
    await user.click(screen.getByRole('button', { name: membersTh.lock }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ทุจริต');
    await user.click(within(dialog).getByRole('button', { name: membersTh.lock }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      errorCatalogue.MEMBER_ALREADY_LOCKED.message,
    );
  });

  it('resets the password with a reason, after a confirmation that says the code goes to the member by SMS', async () => {
    const { api, user } = await openMember('support', {
      [`POST ${base}/password-reset`]: () => ok({ expiresAt: '2026-11-23T03:30:00.000Z' }),
    });
    await user.click(screen.getByRole('button', { name: membersTh.resetPassword }));
    const dialog = await screen.findByRole('dialog', { name: membersTh.resetPasswordTitle });
    expect(dialog).toHaveTextContent('SMS');
    expect(dialog).toHaveTextContent('0812345678');
    await user.click(within(dialog).getByRole('button', { name: membersTh.resetPassword }));
    expect(await within(dialog).findByText(staffTh.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/password-reset`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(adminTh.reason), 'สมาชิกโทรแจ้งลืมรหัสผ่าน');
    await user.click(within(dialog).getByRole('button', { name: membersTh.resetPassword }));
    expect(await screen.findByText(/ส่งรหัสทาง SMS ไปที่ 0812345678 แล้ว/)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/password-reset`).map((call) => call.body)).toEqual([
      { reason: 'สมาชิกโทรแจ้งลืมรหัสผ่าน' },
    ]);
  });

  it('shows the SMS limit that refused a reset inside the dialog, in Thai', async () => {
    const { user } = await openMember('support', {
      [`POST ${base}/password-reset`]: () => fail('OTP_RESEND_TOO_SOON'),
    });
    await user.click(screen.getByRole('button', { name: membersTh.resetPassword }));
    const dialog = await screen.findByRole('dialog', { name: membersTh.resetPasswordTitle });
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ส่งซ้ำ');
    await user.click(within(dialog).getByRole('button', { name: membersTh.resetPassword }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ก่อนขอรหัส OTP ใหม่');
  });

  it('validates the adjustment: amount with at most 2 decimals above zero, a direction and a reason', async () => {
    const { api, user } = await openMember('finance');
    await user.click(screen.getByRole('button', { name: membersTh.adjust }));
    const dialog = await screen.findByRole('dialog', { name: membersTh.adjustTitle });
    expect(dialog).toHaveTextContent('฿790.00');
    const confirm = within(dialog).getByRole('button', { name: membersTh.adjust });
    await user.click(confirm);
    expect(await within(dialog).findByText(th.amountInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(membersTh.directionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(staffTh.reasonRequired)).toBeInTheDocument();

    const amount = within(dialog).getByLabelText(membersTh.amount);
    await user.click(within(dialog).getByRole('radio', { name: 'เพิ่มเงิน (เครดิต)' }));
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ชดเชย');
    for (const wrong of ['10.123', '0', '0.00', '-5', '1e3', 'สิบ']) {
      await user.clear(amount);
      await user.type(amount, wrong);
      await user.click(confirm);
      expect(await within(dialog).findByText(th.amountInvalid), wrong).toBeInTheDocument();
    }
    expect(api.callsTo('POST', `${base}/adjustments`)).toHaveLength(0);
  });

  it('sends ONE Idempotency-Key per dialog opening, the same on a retry; a new opening gets a new one', async () => {
    let attempts = 0;
    const { api, user } = await openMember('finance', {
      [`POST ${base}/adjustments`]: () => {
        attempts += 1;
        // The first answer is lost on the way back (the server may well have posted it).
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ok({
          requestId: 'r1',
          status: 'APPROVED',
          adjustmentId: 'a1',
          transferId: 't1',
          direction: 'CREDIT',
          amount: '100.50',
          balance: '890.50',
          lockedBalance: '200.00',
        });
      },
    });
    await user.click(screen.getByRole('button', { name: membersTh.adjust }));
    let dialog = await screen.findByRole('dialog', { name: membersTh.adjustTitle });
    await user.click(within(dialog).getByRole('radio', { name: 'เพิ่มเงิน (เครดิต)' }));
    await user.type(within(dialog).getByLabelText(membersTh.amount), ' 100.50 ');
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'ชดเชยระบบขัดข้อง');
    await user.click(within(dialog).getByRole('button', { name: membersTh.adjust }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminTh.networkError);

    await user.click(within(dialog).getByRole('button', { name: membersTh.adjust }));
    expect(await screen.findByText('ปรับยอดเงินเรียบร้อย ยอดคงเหลือใหม่ ฿890.50')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [first, retry] = api.callsTo('POST', `${base}/adjustments`);
    expect(first?.body).toEqual({ amount: '100.50', direction: 'CREDIT', reason: 'ชดเชยระบบขัดข้อง' });
    expect(retry?.body).toEqual(first?.body);
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry)).toBe(keyOf(first));

    // Another adjustment (a new opening) is another key.
    await user.click(screen.getByRole('button', { name: membersTh.adjust }));
    dialog = await screen.findByRole('dialog', { name: membersTh.adjustTitle });
    await user.click(within(dialog).getByRole('radio', { name: 'หักเงิน (เดบิต)' }));
    await user.type(within(dialog).getByLabelText(membersTh.amount), '5');
    await user.type(within(dialog).getByLabelText(adminTh.reason), 'แก้ไขยอด');
    await user.click(within(dialog).getByRole('button', { name: membersTh.adjust }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/adjustments`)).toHaveLength(3));
    const third = api.callsTo('POST', `${base}/adjustments`)[2];
    expect(third?.body).toEqual({ amount: '5', direction: 'DEBIT', reason: 'แก้ไขยอด' });
    expect(keyOf(third)).not.toBe(keyOf(first));
  });

  it('offers each role only the actions the server lets it do', async () => {
    const expected: Record<StaffRoleName, string[]> = {
      owner: [membersTh.adjust, membersTh.resetPassword, membersTh.lock, membersTh.setAccountKind],
      finance: [membersTh.adjust, membersTh.lock],
      support: [membersTh.resetPassword, membersTh.lock],
      lottery: [],
      trader: [],
    };
    for (const role of ['support', 'finance', 'owner', 'lottery', 'trader'] as const) {
      const { unmount } = await openMember(role);
      expect(headerButtons(), role).toEqual([...expected[role], adminTh.refresh]);
      unmount();
    }
  });

  describe('the account kind (owner)', () => {
    const kindPath = `${base}/account-kind`;

    it('shows the kind, and sets another after a confirmation that says house and staff accounts never shoot Yeekee', async () => {
      let kind: 'MEMBER' | 'HOUSE' = 'MEMBER';
      const { api, user } = await openMember('owner', {
        [`GET ${base}`]: () => ok(detail({ accountKind: kind })),
        [`PUT ${kindPath}`]: (call) => {
          kind = (call.body as { kind: 'HOUSE' }).kind;
          return ok({ id: ID, accountKind: kind });
        },
      });
      expect(screen.getByTestId('member-account-kind')).toHaveTextContent(accountKindLabel.MEMBER);
      await user.click(screen.getByRole('button', { name: membersTh.setAccountKind }));
      const dialog = await screen.findByRole('dialog', { name: membersTh.setAccountKindTitle });
      expect(dialog).toHaveTextContent('ยิงเลขยี่กีไม่ได้');
      expect(dialog).toHaveTextContent('สมชาย ใจดี (0812345678)');

      await user.click(within(dialog).getByRole('button', { name: membersTh.setAccountKind }));
      expect(await within(dialog).findByText(membersTh.accountKindSame)).toBeInTheDocument();
      expect(api.callsTo('PUT', kindPath)).toHaveLength(0);

      await user.selectOptions(within(dialog).getByLabelText(membersTh.accountKindField), 'HOUSE');
      await user.click(within(dialog).getByRole('button', { name: membersTh.setAccountKind }));
      expect(
        await screen.findByText('เปลี่ยนประเภทบัญชีเป็น “บัญชีของเว็บ (ทดสอบ/โปรโมชัน)” แล้ว'),
      ).toBeInTheDocument();
      expect(api.callsTo('PUT', kindPath).map((call) => call.body)).toEqual([{ kind: 'HOUSE' }]);
      await waitFor(() =>
        expect(screen.getByTestId('member-account-kind')).toHaveTextContent(accountKindLabel.HOUSE),
      );
    });

    it('shows the refusal inside the dialog and keeps the kind', async () => {
      const { user } = await openMember('owner', {
        [`GET ${base}`]: () => ok(detail({ accountKind: 'MEMBER' })),
        [`PUT ${kindPath}`]: () => fail('INVALID_STATE'),
      });
      await user.click(screen.getByRole('button', { name: membersTh.setAccountKind }));
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(within(dialog).getByLabelText(membersTh.accountKindField), 'STAFF');
      await user.click(within(dialog).getByRole('button', { name: membersTh.setAccountKind }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        errorCatalogue.INVALID_STATE.message,
      );
      expect(screen.getByTestId('member-account-kind')).toHaveTextContent(accountKindLabel.MEMBER);
    });

    it('leaves the kind out when the server does not send it', async () => {
      await openMember('support');
      expect(screen.queryByTestId('member-account-kind')).not.toBeInTheDocument();
    });
  });

  describe('a member who owes money after a correction', () => {
    const owing = {
      member: { id: ID, phone: '0812345678', name: 'สมชาย ใจดี' },
      owed: '69023.00',
      openedAt: '2026-11-23T03:00:00.000Z',
      ageDays: 2,
      causes: [
        { roundCode: 'HANOI20261123', correctionNo: 1, amount: '69000.00', at: '2026-11-23T03:00:00.000Z' },
      ],
      gameCauses: [
        {
          provider: 'amb',
          providerName: 'AMB Poker',
          roundId: '0190a0a0-0000-7000-8000-0000000000r1',
          providerRoundId: 'R-77',
          providerTxnId: 'T-77',
          kind: 'UNSETTLE' as const,
          amount: '23.00',
          at: '2026-11-23T04:00:00.000Z',
        },
      ],
    };

    it('shows what is owed, since when and why; finance cannot write it off', async () => {
      await openMember('finance', { [`GET ${base}/receivable`]: () => ok(owing) });
      expect(await screen.findByTestId('member-receivable-owed')).toHaveTextContent('฿69,023.00');
      const card = screen.getByTestId('member-receivable');
      expect(card).toHaveTextContent('HANOI20261123');
      expect(card).toHaveTextContent('2 วัน');
      // Their provider game rounds are a link away.
      expect(screen.getByRole('link', { name: gamesTh.memberRounds })).toHaveAttribute(
        'href',
        `/admin/games/rounds?memberId=${ID}`,
      );
      // A game reversal's shortfall, linked to its round.
      const gameCause = within(card).getByTestId('game-receivable-cause');
      expect(gameCause).toHaveTextContent('ยกเลิกผล (ดึงรางวัลคืน) AMB Poker รอบ R-77: ค้าง ฿23.00');
      expect(within(gameCause).getByRole('link')).toHaveAttribute(
        'href',
        '/admin/games/rounds/0190a0a0-0000-7000-8000-0000000000r1',
      );
      expect(within(card).queryByRole('button', { name: receivablesTh.writeOff })).toBeNull();
    });

    it('lets the owner write off part of it with a reason, one Idempotency-Key for every attempt', async () => {
      let attempts = 0;
      const { api, user } = await openMember('owner', {
        [`GET ${base}/receivable`]: () => ok(owing),
        [`POST ${base}/receivable/write-off`]: () => {
          attempts += 1;
          return attempts === 1
            ? fail('INTERNAL')
            : ok({ transferId: 't9', writtenOff: '9023.00', owed: '60000.00' });
        },
      });
      await user.click(await screen.findByRole('button', { name: receivablesTh.writeOff }));
      const dialog = await screen.findByRole('dialog', { name: receivablesTh.writeOffTitle });
      await user.type(within(dialog).getByLabelText(receivablesTh.amount), '9023');
      await user.type(within(dialog).getByLabelText(adminTh.reason), 'ลดหนี้');
      await user.click(within(dialog).getByRole('button', { name: receivablesTh.writeOff }));
      await waitFor(() => expect(api.callsTo('POST', `${base}/receivable/write-off`)).toHaveLength(1));
      await user.click(within(dialog).getByRole('button', { name: receivablesTh.writeOff }));
      expect(await screen.findByText('ตัดหนี้สูญ ฿9,023.00 แล้ว คงค้าง ฿60,000.00')).toBeInTheDocument();
      const calls = api.callsTo('POST', `${base}/receivable/write-off`);
      expect(calls.map((call) => call.body)).toEqual([
        { amount: '9023', reason: 'ลดหนี้' },
        { amount: '9023', reason: 'ลดหนี้' },
      ]);
      expect(keyOf(calls[0])).toBeTruthy();
      expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
    });
  });

  it("shows the member's payout recipient (FAILED with its reason) and finance checks it again", async () => {
    let state: 'FAILED' | 'VERIFIED' = 'FAILED';
    const recipient = () => ({
      state,
      providerRecipientId: 'recp_test_31',
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      failureReason: state === 'FAILED' ? 'ชื่อบัญชีไม่ตรงกับธนาคาร' : null,
      createdAt: '2026-11-20T03:00:00.000Z',
      verifiedAt: state === 'VERIFIED' ? '2026-11-24T03:00:00.000Z' : null,
      updatedAt: '2026-11-24T03:00:00.000Z',
    });
    const { api, user } = await openMember('finance', {
      [`GET ${base}/payout-recipient`]: () => ok(recipient()),
      [`POST ${base}/payout-recipient/refresh`]: () => {
        state = 'VERIFIED';
        return ok(recipient());
      },
    });
    const card = screen.getByRole('region', { name: payoutsTh.recipientTitle });
    expect(await within(card).findByText(recipientStateLabel.FAILED)).toBeInTheDocument();
    expect(within(card).getByTestId('payout-recipient-failure')).toHaveTextContent('ชื่อบัญชีไม่ตรงกับธนาคาร');
    expect(card).toHaveTextContent('recp_test_31');

    await user.click(within(card).getByRole('button', { name: payoutsTh.refreshRecipient }));
    expect(await screen.findByText(payoutsTh.recipientRefreshed)).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/payout-recipient/refresh`)).toHaveLength(1);
    expect(await within(card).findByText(recipientStateLabel.VERIFIED)).toBeInTheDocument();
    expect(within(card).queryByTestId('payout-recipient-failure')).toBeNull();
  });

  it('support reads the recipient without the refresh; lottery staff neither see nor ask for it', async () => {
    const support = await openMember('support');
    const card = screen.getByRole('region', { name: payoutsTh.recipientTitle });
    expect(await within(card).findByTestId('payout-recipient-none')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    support.unmount();

    const { api } = await openMember('lottery');
    expect(screen.queryByRole('region', { name: payoutsTh.recipientTitle })).toBeNull();
    expect(api.callsTo('GET', `${base}/payout-recipient`)).toHaveLength(0);
  });

  it("links each withdrawal of the member's history to its page for finance, not for support", async () => {
    const withdrawals = () =>
      ok({
        data: [
          {
            id: 'w-failed',
            paymentRef: 'WHIST0001',
            amount: '300.00',
            status: 'FAILED',
            bankRef: null,
            rejectReason: null,
            failureReason: 'ยอดเงินในบัญชีผู้ให้บริการไม่พอ',
            createdAt: '2026-11-24T03:00:00.000Z',
            member: {
              id: ID,
              phone: '0812345678',
              name: 'สมชาย ใจดี',
              bankCode: 'KBANK',
              bankName: 'กสิกรไทย',
              accountNumber: '1234567890',
              accountName: 'สมชาย ใจดี',
            },
          },
        ],
        total: 1,
        pageNo: 1,
        pageSize: 20,
      });
    const finance = await openMember('finance', { [`GET ${base}/withdrawals`]: withdrawals });
    await finance.user.click(screen.getByRole('tab', { name: membersTh.tabWithdrawals }));
    expect(await screen.findByRole('link', { name: 'WHIST0001' })).toHaveAttribute(
      'href',
      '/admin/finance/withdrawals/w-failed',
    );
    finance.unmount();

    const support = await openMember('support', { [`GET ${base}/withdrawals`]: withdrawals });
    await support.user.click(screen.getByRole('tab', { name: membersTh.tabWithdrawals }));
    expect(await screen.findByText('WHIST0001')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WHIST0001' })).toBeNull();
  });
});

describe("a member's bills", () => {
  const billsPage = () =>
    ok({
      data: [
        {
          billNo: 'B23456789A',
          roundCode: 'HANOI20261123',
          productName: 'ฮานอยปกติ',
          total: '15.00',
          win: null,
          status: 'PENDING',
          createdAt: '2026-11-23T09:15:00.000Z',
        },
      ],
      total: 1,
      pageNo: 1,
      pageSize: 20,
    });

  it('open the bill over its round page for the roles that read bills', async () => {
    const { user } = await openMember('finance', { [`GET ${base}/bills`]: billsPage });
    await user.click(screen.getByRole('tab', { name: membersTh.tabBills }));
    expect(await screen.findByRole('link', { name: 'B23456789A' })).toHaveAttribute(
      'href',
      '/admin/lottery/rounds/HANOI20261123?bill=B23456789A',
    );
  });

  it('stay plain text for support, who may not read bills', async () => {
    const { user } = await openMember('support', { [`GET ${base}/bills`]: billsPage });
    await user.click(screen.getByRole('tab', { name: membersTh.tabBills }));
    expect(await screen.findByText('B23456789A')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'B23456789A' })).not.toBeInTheDocument();
  });
});
