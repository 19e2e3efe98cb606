import { describe, expect, it } from 'vitest';
import { payoutFailureReason, payoutFailureReasons, payoutFailureText } from './payout-failures';

describe('payoutFailureReason', () => {
  it.each([
    'insufficient_balance',
    'invalid_recipient',
    'transfers_suspended',
    'transfer_deleted',
    'transfer_sent',
    'transfer_failed',
  ])('has a Thai reason of its own for the transfer code %s', (code) => {
    const reason = payoutFailureReason(code);
    expect(reason).toMatch(/[\u0E00-\u0E7F]/);
    expect(reason).not.toContain(code);
  });

  it('tells the reasons apart', () => {
    const reasons = Object.values(payoutFailureReasons);
    expect(new Set(reasons).size).toBeGreaterThanOrEqual(reasons.length - 1);
  });

  it('names an unknown code in its fallback, and has a reason for no code at all', () => {
    expect(payoutFailureReason('bank_on_fire')).toContain('bank_on_fire');
    expect(payoutFailureReason('toString')).toContain('toString');
    expect(payoutFailureReason(null)).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('payoutFailureText', () => {
  it('never shows a bare provider code: a code stored as the reason, or only a code, reads in Thai', () => {
    expect(payoutFailureText('transfer_failed')).toBe(payoutFailureReasons.transfer_failed);
    expect(payoutFailureText(null, 'transfer_failed')).toBe(payoutFailureReasons.transfer_failed);
    expect(payoutFailureText('ธนาคารปิดปรับปรุง', 'transfer_failed')).toBe('ธนาคารปิดปรับปรุง');
    expect(payoutFailureText('some_new_code')).toBe('การโอนไม่สำเร็จ (รหัสจากผู้ให้บริการ: some_new_code)');
    expect(payoutFailureText(null, null)).toBe('การโอนไม่สำเร็จ ผู้ให้บริการไม่แจ้งสาเหตุ');
  });
});
