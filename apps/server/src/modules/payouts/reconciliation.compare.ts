import type { ReconciliationIssueKind } from '@chokdee/contracts';
import {
  type PayoutProvider,
  PayoutProviderError,
  type ProviderTransfer,
} from '#adapters/bank-payout/bank-payout';
import type { WithdrawalFacts } from './payout-admin.deps';
import type { PayoutTransferRow } from './payouts.repo';

/** A transfer CREATING or SENT for longer than this is STUCK (the provider promises an answer within it). */
export const STUCK_AFTER_MS = 30 * 60_000;

/** One difference found, before it is stored (facts: amounts as satang strings, states). */
export type Finding = {
  kind: ReconciliationIssueKind;
  /** `w:<withdrawalId>` or `t:<providerTransferId>`: one open finding per kind and subject. */
  subjectKey: string;
  withdrawalId: string | null;
  providerTransferId: string | null;
  facts: Record<string, string | number | null>;
};

const isOpen = (row: PayoutTransferRow) => row.state === 'CREATING' || row.state === 'SENT';

/**
 * Compares the provider's transfers of a window with ours and the withdrawals they pay. Where the
 * provider's PAID or FAILED was simply missed by us (our transfer still open, the withdrawal SENDING,
 * the amounts equal), `apply` (the flow's `applyTransfer`) takes it and no finding is raised; every
 * other difference is a finding of one of contracts' `reconciliationIssueKinds`.
 */
export const compareTransfers = async (input: {
  operatorId: string;
  now: Date;
  listed: ProviderTransfer[];
  ours: PayoutTransferRow[];
  provider: Pick<PayoutProvider, 'getTransfer'>;
  withdrawal(id: string): Promise<WithdrawalFacts | undefined>;
  apply(transfer: ProviderTransfer): Promise<void>;
}): Promise<{ findings: Finding[]; applied: number }> => {
  const { listed, ours, provider, withdrawal, apply } = input;
  const findings: Finding[] = [];
  let applied = 0;
  const byProviderId = new Map(
    ours.flatMap((row) => (row.providerTransferId ? [[row.providerTransferId, row]] : [])),
  );
  /** A withdrawal's transfer whose create call was sent but whose answer we never recorded. */
  const unrecorded = (withdrawalId: string | null) =>
    ours.find(
      (row) => row.withdrawalId === withdrawalId && row.state === 'CREATING' && !row.providerTransferId,
    );

  for (const p of listed) {
    const row = byProviderId.get(p.id) ?? (p.withdrawalId ? unrecorded(p.withdrawalId) : undefined);
    if (!row) {
      const w = p.withdrawalId ? await withdrawal(p.withdrawalId).catch(() => undefined) : undefined;
      findings.push({
        kind: 'UNKNOWN_TRANSFER',
        subjectKey: `t:${p.id}`,
        withdrawalId: w?.id ?? null,
        providerTransferId: p.id,
        facts: {
          paymentRef: w?.paymentRef ?? p.paymentRef,
          providerSatang: String(p.amountSatang),
          providerState: p.state,
        },
      });
      continue;
    }
    const w = await withdrawal(row.withdrawalId);
    const paymentRef = w?.paymentRef ?? p.paymentRef;
    if (p.amountSatang !== row.amountSatang || (w && p.amountSatang !== w.amountSatang)) {
      // Never applied: a transfer of another amount is for staff to look at.
      findings.push({
        kind: 'AMOUNT_MISMATCH',
        subjectKey: `t:${p.id}`,
        withdrawalId: row.withdrawalId,
        providerTransferId: p.id,
        facts: {
          paymentRef,
          providerSatang: String(p.amountSatang),
          transferSatang: String(row.amountSatang),
          withdrawalSatang: w ? String(w.amountSatang) : null,
        },
      });
      continue;
    }
    if (p.state === 'PAID' && w?.status !== 'PAID') {
      if (isOpen(row) && w?.status === 'SENDING') {
        await apply(p);
        applied += 1;
        if ((await withdrawal(row.withdrawalId))?.status === 'PAID') continue;
      }
      findings.push({
        kind: 'PROVIDER_PAID_NOT_PAID',
        subjectKey: `w:${row.withdrawalId}`,
        withdrawalId: row.withdrawalId,
        providerTransferId: p.id,
        facts: { paymentRef, withdrawalStatus: w?.status ?? null, transferState: row.state },
      });
    } else if (p.state === 'FAILED' && isOpen(row)) {
      await apply(p);
      applied += 1;
    } else if (p.state === 'FAILED' && row.state === 'PAID') {
      findings.push({
        kind: 'PAID_NOT_AT_PROVIDER',
        subjectKey: `w:${row.withdrawalId}`,
        withdrawalId: row.withdrawalId,
        providerTransferId: p.id,
        facts: { paymentRef, providerState: 'FAILED', withdrawalStatus: w?.status ?? null },
      });
    }
  }

  // More than one live provider transfer for one withdrawal: paid (or about to be) twice.
  const live = new Map<string, ProviderTransfer[]>();
  for (const p of listed)
    if (p.withdrawalId && p.state !== 'FAILED')
      live.set(p.withdrawalId, [...(live.get(p.withdrawalId) ?? []), p]);
  for (const [withdrawalId, transfers] of live) {
    if (transfers.length < 2) continue;
    const w = await withdrawal(withdrawalId).catch(() => undefined);
    findings.push({
      kind: 'DUPLICATE_TRANSFER',
      subjectKey: `w:${withdrawalId}`,
      withdrawalId: w?.id ?? null,
      providerTransferId: transfers.map((p) => p.id).join(','),
      facts: {
        paymentRef: w?.paymentRef ?? transfers[0]?.paymentRef ?? null,
        count: transfers.length,
        totalSatang: String(transfers.reduce((sum, p) => sum + p.amountSatang, 0n)),
      },
    });
  }

  // Ours PAID that the window's list does not show: asked one by one (it may be older than the window).
  const listedIds = new Set(listed.map((p) => p.id));
  for (const row of ours) {
    if (row.state !== 'PAID' || !row.providerTransferId || listedIds.has(row.providerTransferId)) continue;
    let providerState: string;
    try {
      providerState = (await provider.getTransfer(row.providerTransferId)).state;
    } catch (err) {
      if (!(err instanceof PayoutProviderError) || err.kind !== 'not_found') throw err;
      providerState = 'MISSING';
    }
    if (providerState !== 'FAILED' && providerState !== 'MISSING') continue;
    const w = await withdrawal(row.withdrawalId);
    findings.push({
      kind: 'PAID_NOT_AT_PROVIDER',
      subjectKey: `w:${row.withdrawalId}`,
      withdrawalId: row.withdrawalId,
      providerTransferId: row.providerTransferId,
      facts: { paymentRef: w?.paymentRef ?? null, providerState, withdrawalStatus: w?.status ?? null },
    });
  }

  // Open longer than the provider's promise: neither the webhook nor the poll settled it.
  for (const row of ours) {
    if (!isOpen(row) || input.now.getTime() - row.createdAt.getTime() < STUCK_AFTER_MS) continue;
    const w = await withdrawal(row.withdrawalId);
    findings.push({
      kind: 'STUCK',
      subjectKey: `w:${row.withdrawalId}`,
      withdrawalId: row.withdrawalId,
      providerTransferId: row.providerTransferId,
      facts: {
        paymentRef: w?.paymentRef ?? null,
        transferState: row.state,
        attempt: row.attempt,
        since: row.createdAt.toISOString(),
      },
    });
  }
  return { findings, applied };
};
