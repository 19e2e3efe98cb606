import { describe, expect, it } from 'vitest';
import { PayoutProviderError, type ProviderTransfer } from '#adapters/bank-payout/bank-payout';
import type { WithdrawalFacts } from './payout-admin.deps';
import type { PayoutTransferRow } from './payouts.repo';
import { compareTransfers } from './reconciliation.compare';

const now = new Date('2026-11-23T10:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

const provided = (
  id: string,
  withdrawalId: string | null,
  over: Partial<ProviderTransfer> = {},
): ProviderTransfer => ({
  id,
  amountSatang: 30_000n,
  recipientId: 'recp_test_1',
  state: 'SENT',
  failureCode: null,
  failureMessage: null,
  withdrawalId,
  paymentRef: withdrawalId ? `W-${withdrawalId}` : null,
  createdAt: minutesAgo(5),
  paidAt: null,
  ...over,
});

const ours = (
  withdrawalId: string,
  providerTransferId: string | null,
  over: Partial<PayoutTransferRow> = {},
) =>
  ({
    id: `row-${withdrawalId}-${over.attempt ?? 1}`,
    operatorId: 'op',
    withdrawalId,
    attempt: 1,
    idempotencyKey: `wd_${withdrawalId}_1`,
    amountSatang: 30_000n,
    recipientId: 'r',
    providerTransferId,
    state: providerTransferId ? 'SENT' : 'CREATING',
    automatic: true,
    requestedBy: null,
    failureCode: null,
    failureReason: null,
    calls: 1,
    lastCallAt: minutesAgo(5),
    createdAt: minutesAgo(5),
    sentAt: null,
    settledAt: null,
    updatedAt: minutesAgo(5),
    ...over,
  }) as PayoutTransferRow;

const withdrawalOf = (id: string, status: string, amountSatang = 30_000n): WithdrawalFacts => ({
  id,
  operatorId: 'o',
  memberId: 'm',
  paymentRef: `W-${id}`,
  amountSatang,
  status,
  autoApproved: true,
  approvedAt: null,
  approvedBy: null,
  heldAt: null,
  holdReason: null,
  paidAt: null,
  waitReason: null,
  createdAt: minutesAgo(6),
});

const run = async (input: {
  listed: ProviderTransfer[];
  ours: PayoutTransferRow[];
  withdrawals: WithdrawalFacts[];
  atProvider?: Record<string, ProviderTransfer['state']>;
  onApply?: (transfer: ProviderTransfer) => void;
}) => {
  const applied: string[] = [];
  const rows = new Map(input.withdrawals.map((w) => [w.id, w]));
  const result = await compareTransfers({
    operatorId: 'op',
    now,
    listed: input.listed,
    ours: input.ours,
    provider: {
      getTransfer: async (id) => {
        const state = input.atProvider?.[id];
        if (!state) throw new PayoutProviderError('no such transfer', 'not_found', false, 'not_found', 404);
        return provided(id, null, { state });
      },
    },
    withdrawal: async (id) => rows.get(id),
    apply: async (transfer) => {
      applied.push(transfer.id);
      input.onApply?.(transfer);
    },
  });
  return { ...result, applied, kinds: result.findings.map((f) => `${f.kind} ${f.subjectKey}`) };
};

describe('compareTransfers', () => {
  it('finds nothing when the provider and we agree', async () => {
    const result = await run({
      listed: [provided('trsf_1', 'w1', { state: 'PAID' }), provided('trsf_2', 'w2')],
      ours: [ours('w1', 'trsf_1', { state: 'PAID' }), ours('w2', 'trsf_2')],
      withdrawals: [withdrawalOf('w1', 'PAID'), withdrawalOf('w2', 'SENDING')],
    });
    expect(result.kinds).toEqual([]);
    expect(result.applied).toEqual([]);
  });

  it('applies a PAID or FAILED the flow missed (ours still open) instead of raising it', async () => {
    const w1 = withdrawalOf('w1', 'SENDING');
    const result = await run({
      listed: [
        provided('trsf_1', 'w1', { state: 'PAID' }),
        provided('trsf_2', 'w2', { state: 'FAILED', failureCode: 'insufficient_balance' }),
        // The answer of the create was never recorded (a crash): found by its withdrawal's CREATING row.
        provided('trsf_3', 'w3', { state: 'PAID' }),
      ],
      ours: [ours('w1', 'trsf_1'), ours('w2', 'trsf_2'), ours('w3', null)],
      withdrawals: [w1, withdrawalOf('w2', 'SENDING'), withdrawalOf('w3', 'SENDING')],
      onApply: (transfer) => {
        if (transfer.id === 'trsf_1') w1.status = 'PAID';
      },
    });
    expect(result.applied).toEqual(['trsf_1', 'trsf_2', 'trsf_3']);
    // trsf_3's withdrawal is still SENDING after the apply (the flow did not pay it): staff must know.
    expect(result.kinds).toEqual(['PROVIDER_PAID_NOT_PAID w:w3']);
  });

  it('raises each kind of difference', async () => {
    const result = await run({
      listed: [
        provided('trsf_x', null, { amountSatang: 12_345n }),
        provided('trsf_a', 'wa', { amountSatang: 31_000n }),
        provided('trsf_p', 'wp', { state: 'PAID' }),
        provided('trsf_f', 'wf', { state: 'FAILED' }),
        provided('trsf_d1', 'wd'),
        provided('trsf_d2', 'wd'),
      ],
      ours: [
        ours('wa', 'trsf_a'),
        ours('wp', 'trsf_p', { state: 'FAILED' }),
        ours('wf', 'trsf_f', { state: 'PAID' }),
        ours('wd', 'trsf_d1'),
        ours('wm', 'trsf_m', { state: 'PAID' }),
        ours('ws', 'trsf_s', { createdAt: minutesAgo(31) }),
      ],
      withdrawals: [
        withdrawalOf('wa', 'SENDING'),
        withdrawalOf('wp', 'FAILED'),
        withdrawalOf('wf', 'PAID'),
        withdrawalOf('wd', 'SENDING'),
        withdrawalOf('wm', 'PAID'),
        withdrawalOf('ws', 'SENDING'),
      ],
    });
    expect(result.applied).toEqual([]);
    expect(result.kinds).toEqual([
      'UNKNOWN_TRANSFER t:trsf_x',
      'AMOUNT_MISMATCH t:trsf_a',
      'PROVIDER_PAID_NOT_PAID w:wp',
      'PAID_NOT_AT_PROVIDER w:wf',
      // trsf_d2 is ours by metadata only: unknown as a row, and a second live transfer of wd.
      'UNKNOWN_TRANSFER t:trsf_d2',
      'DUPLICATE_TRANSFER w:wd',
      'PAID_NOT_AT_PROVIDER w:wm',
      'STUCK w:ws',
    ]);
    const missing = result.findings.find((f) => f.subjectKey === 'w:wm');
    expect(missing?.facts.providerState).toBe('MISSING');
    const mismatch = result.findings.find((f) => f.kind === 'AMOUNT_MISMATCH');
    expect(mismatch?.facts).toMatchObject({
      providerSatang: '31000',
      transferSatang: '30000',
      withdrawalSatang: '30000',
    });
  });

  it('never applies a transfer whose amount differs from the withdrawal', async () => {
    const result = await run({
      listed: [provided('trsf_1', 'w1', { state: 'PAID' })],
      ours: [ours('w1', 'trsf_1', { amountSatang: 30_000n })],
      withdrawals: [withdrawalOf('w1', 'SENDING', 29_900n)],
    });
    expect(result.applied).toEqual([]);
    expect(result.kinds).toEqual(['AMOUNT_MISMATCH t:trsf_1']);
  });

  it('asks the provider about a PAID transfer of ours outside the list, and accepts it when paid there', async () => {
    const result = await run({
      listed: [],
      ours: [ours('w1', 'trsf_old', { state: 'PAID' })],
      withdrawals: [withdrawalOf('w1', 'PAID')],
      atProvider: { trsf_old: 'PAID' },
    });
    expect(result.kinds).toEqual([]);
  });
});
