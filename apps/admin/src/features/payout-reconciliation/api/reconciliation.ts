import {
  payoutAdminHref,
  payoutAdminPaths,
  reconciliationReportSchema,
  reconciliationRunSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { subscribeReconciliationPush } from './reconciliation-push';

export const RECONCILIATION_PAGE_SIZE = 25;

export type FindingStatus = 'OPEN' | 'RESOLVED';

/** Prefix of every report query: resolving a finding or running now refetches them all. */
const reconciliationKey = ['payout-reconciliation'] as const;

/** `GET /api/admin/finance/payout-reconciliation?status=&pageNo=&pageSize=`: a page of findings and the last runs. */
export const useReconciliationReport = (status: FindingStatus, pageNo: number) =>
  useQuery({
    queryKey: [...reconciliationKey, status, pageNo],
    queryFn: async ({ signal }) =>
      reconciliationReportSchema.parse(
        await api.get<unknown>(payoutAdminPaths.reconciliation, {
          query: { status, pageNo, pageSize: RECONCILIATION_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** `POST …/payout-reconciliation/{id}/resolve` (owner, finance) `{note}`. Silent: the dialog shows the refusal. */
export const useResolveFinding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: string; note: string }) => {
      await api.post<unknown>(payoutAdminHref.reconciliationResolve(id), { note }, { silent: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
};

/**
 * `POST …/payout-reconciliation/run` (owner, finance): reconcile now. The run it answers, when it
 * answers one, says what it found; the report refetches either way. A refusal toasts (another run
 * going, the provider unreachable).
 */
export const useRunReconciliation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await api.post<unknown>(payoutAdminPaths.reconciliationRun);
      const run = reconciliationRunSchema.safeParse(answer);
      return run.success ? run.data : undefined;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
};

/** While the report is open, each finding the job raises refetches it. */
export const useReconciliationPush = () => {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return subscribeReconciliationPush(
      token,
      () => void queryClient.invalidateQueries({ queryKey: reconciliationKey }),
    );
  }, [token, queryClient]);
};
