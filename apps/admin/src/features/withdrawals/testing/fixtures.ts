import type { AdminWithdrawal } from '@chokdee/contracts';

/** A withdrawal as the queue and its page receive it; PENDING unless `overrides` say otherwise. */
export const adminWithdrawal = (overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  id: '0190a0a0-0000-7000-8000-0000000000w1',
  paymentRef: 'WABC12345',
  amount: '1200.50',
  status: 'PENDING',
  bankRef: null,
  rejectReason: null,
  createdAt: '2026-11-23T03:00:00.000Z',
  member: {
    id: 'm1',
    phone: '0812345678',
    name: 'สมชาย ใจดี',
    bankCode: 'KBANK',
    bankName: 'กสิกรไทย',
    accountNumber: '1234567890',
    accountName: 'นาย สมชาย ใจดี',
  },
  ...overrides,
});
