import { describe, expect, it } from 'vitest';
import type { WithdrawalFacts } from './payout-admin.deps';
import { withdrawalTimeline } from './payout-admin.timeline';
import type { PayoutTransferRow } from './payouts.repo';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 3, minute));

const withdrawal: WithdrawalFacts = {
  id: 'w1',
  operatorId: 'o1',
  memberId: 'm1',
  paymentRef: 'W123',
  amountSatang: 30_000n,
  status: 'PAID',
  autoApproved: true,
  approvedAt: at(0),
  approvedBy: null,
  heldAt: null,
  holdReason: null,
  paidAt: at(9),
  waitReason: null,
  createdAt: at(0),
};

const transfer = (over: Partial<PayoutTransferRow>) =>
  ({
    id: 't',
    operatorId: 'op',
    withdrawalId: 'w1',
    attempt: 1,
    idempotencyKey: 'wd_w1_1',
    amountSatang: 30_000n,
    recipientId: 'r',
    providerTransferId: 'trsf_test_1',
    state: 'FAILED',
    automatic: true,
    requestedBy: null,
    failureCode: 'insufficient_balance',
    failureReason: 'ยอดเงินในบัญชีโอนไม่พอ',
    calls: 1,
    lastCallAt: null,
    createdAt: at(1),
    sentAt: at(1),
    settledAt: at(2),
    updatedAt: at(2),
    ...over,
  }) as PayoutTransferRow;

describe('withdrawalTimeline', () => {
  it('tells a withdrawal approved by the rule, failed once, retried by staff and paid, oldest first', () => {
    const timeline = withdrawalTimeline({
      withdrawal,
      transfers: [
        transfer({}),
        transfer({
          id: 't2',
          attempt: 2,
          providerTransferId: 'trsf_test_2',
          state: 'PAID',
          automatic: false,
          requestedBy: 's1',
          failureCode: null,
          failureReason: null,
          createdAt: at(8),
          sentAt: at(8),
          settledAt: at(9),
        }),
      ],
      audit: [
        {
          staffId: 's1',
          staffUsername: 'fin1',
          action: 'withdrawal.retry',
          after: { attempt: 2 },
          createdAt: at(8).toISOString(),
        },
      ],
      staffNames: new Map([['s1', 'fin1']]),
    });
    expect(timeline.map((entry) => [entry.kind, entry.staffName])).toEqual([
      ['requested', null],
      ['approved', null],
      ['sending', null],
      ['transfer.sent', null],
      ['failed', null],
      ['retry', 'fin1'],
      ['sending', 'fin1'],
      ['transfer.sent', null],
      ['transfer.paid', null],
      ['paid', null],
    ]);
    expect(timeline[4]?.text).toBe('โอนไม่สำเร็จ: ยอดเงินในบัญชีโอนไม่พอ');
    expect(timeline[0]?.text).toBe('สมาชิกแจ้งถอนเงิน 300.00 บาท');
  });

  it('tells a first staff send from a resend, and writes baht with separators', () => {
    const big = {
      ...withdrawal,
      amountSatang: 1_234_567n,
      autoApproved: false,
      approvedAt: null,
      paidAt: null,
    };
    const staffTransfer = (attempt: number, minute: number) =>
      transfer({
        id: `t${attempt}`,
        attempt,
        amountSatang: 1_234_567n,
        automatic: false,
        requestedBy: 's1',
        createdAt: at(minute),
        sentAt: null,
        settledAt: null,
        state: attempt === 1 ? 'FAILED' : 'SENT',
      });
    const audit = (action: string, attempt: number, minute: number) => ({
      staffId: 's1',
      staffUsername: 'fin1',
      action,
      after: { status: 'SENDING', attempt },
      createdAt: at(minute).toISOString(),
    });
    const timeline = withdrawalTimeline({
      withdrawal: big,
      transfers: [staffTransfer(1, 3), staffTransfer(2, 6)],
      // The first as recorded now; the second as rows recorded before `withdrawal.send` existed.
      audit: [audit('withdrawal.send', 1, 3), audit('withdrawal.retry', 2, 6)],
      staffNames: new Map([['s1', 'fin1']]),
    });
    expect(timeline.map((entry) => [entry.kind, entry.text])).toEqual([
      ['requested', 'สมาชิกแจ้งถอนเงิน 12,345.67 บาท'],
      ['send', 'สั่งโอนเงินถอนผ่านผู้ให้บริการ (ครั้งแรก)'],
      ['sending', 'สั่งโอนครั้งที่ 1 ยอด 12,345.67 บาท (โดยพนักงาน)'],
      ['retry', 'สั่งโอนเงินถอนอีกครั้ง (โอนอัตโนมัติ)'],
      ['sending', 'สั่งโอนครั้งที่ 2 ยอด 12,345.67 บาท (โดยพนักงาน)'],
    ]);
    // A first send recorded as a retry before `withdrawal.send` existed still reads as a first send.
    const legacy = withdrawalTimeline({
      withdrawal: big,
      transfers: [],
      audit: [audit('withdrawal.retry', 1, 3)],
      staffNames: new Map(),
    });
    expect(legacy[1]).toMatchObject({ kind: 'send', text: 'สั่งโอนเงินถอนผ่านผู้ให้บริการ (ครั้งแรก)' });
  });

  it("takes staff's paid and reject from the audit log, with the bank ref and the reason", () => {
    const timeline = withdrawalTimeline({
      withdrawal: { ...withdrawal, autoApproved: false, approvedAt: null, paidAt: at(5) },
      transfers: [],
      audit: [
        {
          staffId: 's1',
          staffUsername: 'fin1',
          action: 'withdrawal.paid',
          after: { bankRef: 'KB-77' },
          createdAt: at(5).toISOString(),
        },
      ],
      staffNames: new Map(),
    });
    expect(timeline.map((entry) => entry.kind)).toEqual(['requested', 'paid']);
    expect(timeline[1]).toMatchObject({ staffName: 'fin1', text: 'ยืนยันโอนเงินถอนแล้ว (เลขอ้างอิง KB-77)' });
  });
});
