import { type PaymentHistoryItem, withdrawalStatuses } from '@chokdee/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { PaymentHistoryPage } from '../api/get-payment-history';
import { isWithdrawalStatus, patchWithdrawalStatus } from './history-cache';

const item = (paymentRef: string, status: PaymentHistoryItem['status']): PaymentHistoryItem => ({
  paymentRef,
  transferTime: '2026-11-24T12:00:00.000Z',
  amount: '300.00',
  balanceBefore: '500.00',
  balanceAfter: '200.00',
  status,
});

const withdrawKey = [...queryKeys.paymentHistory, 'WITHDRAW'];
const seeded = (pages: PaymentHistoryItem[][]) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData<InfiniteData<PaymentHistoryPage>>(withdrawKey, {
    pages: pages.map((items, i) => ({ items, pageNo: i + 1, hasMore: i < pages.length - 1 })),
    pageParams: pages.map((_, i) => i + 1),
  });
  const statuses = () =>
    queryClient
      .getQueryData<InfiniteData<PaymentHistoryPage>>(withdrawKey)
      ?.pages.flatMap((page) => page.items.map((row) => `${row.paymentRef}:${row.status}`));
  return { queryClient, statuses };
};

describe('patchWithdrawalStatus', () => {
  it('moves only the pushed withdrawal, on whichever page it is', () => {
    const { queryClient, statuses } = seeded([
      [item('W3', 'PENDING'), item('W2', 'APPROVED')],
      [item('W1', 'PENDING')],
    ]);
    expect(patchWithdrawalStatus(queryClient, { paymentRef: 'W2', status: 'SENDING' })).toBe(true);
    expect(statuses()).toEqual(['W3:PENDING', 'W2:SENDING', 'W1:PENDING']);
    expect(patchWithdrawalStatus(queryClient, { paymentRef: 'W1', status: 'FAILED' })).toBe(true);
    expect(statuses()).toEqual(['W3:PENDING', 'W2:SENDING', 'W1:FAILED']);
  });

  it('never takes a paid or rejected withdrawal back (a late push from another node)', () => {
    const { queryClient, statuses } = seeded([[item('W2', 'PAID'), item('W1', 'REJECTED')]]);
    expect(patchWithdrawalStatus(queryClient, { paymentRef: 'W2', status: 'SENDING' })).toBe(false);
    expect(patchWithdrawalStatus(queryClient, { paymentRef: 'W1', status: 'ON_HOLD' })).toBe(false);
    expect(statuses()).toEqual(['W2:PAID', 'W1:REJECTED']);
  });

  it('leaves the cache alone for a withdrawal it does not hold, or with no history loaded', () => {
    const { queryClient, statuses } = seeded([[item('W1', 'PENDING')]]);
    const before = queryClient.getQueryData(withdrawKey);
    expect(patchWithdrawalStatus(queryClient, { paymentRef: 'W9', status: 'PAID' })).toBe(false);
    expect(queryClient.getQueryData(withdrawKey)).toBe(before);
    expect(statuses()).toEqual(['W1:PENDING']);
    expect(patchWithdrawalStatus(createQueryClient(), { paymentRef: 'W1', status: 'PAID' })).toBe(false);
  });

  it('knows every withdrawal state of the contracts (its own zod-free copy) from anything else', () => {
    for (const status of withdrawalStatuses) expect(isWithdrawalStatus(status)).toBe(true);
    for (const junk of ['CREDITED', 'paid', '', undefined, 3]) expect(isWithdrawalStatus(junk)).toBe(false);
  });
});
