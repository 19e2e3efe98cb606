import { describe, expect, it } from 'vitest';
import { payoutFailureReason, payoutFailureReasons } from './payout-failures';

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
