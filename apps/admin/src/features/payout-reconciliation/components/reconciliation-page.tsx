import {
  type ReconciliationIssue,
  type ReconciliationRun,
  reconciliationResolveRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Button } from '../../../components/ui/button';
import { PagedTable } from '../../../components/ui/paged-table';
import { StatusListPage, useStatusFilter } from '../../../components/ui/status-list-page';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { withdrawalHref } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { reconciliationKindLabel, payoutsTh as th } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';
import {
  type FindingStatus,
  RECONCILIATION_PAGE_SIZE,
  useReconciliationPush,
  useReconciliationReport,
  useResolveFinding,
  useRunReconciliation,
} from '../api/reconciliation';

const filters: ReadonlyArray<{ value: FindingStatus; label: string }> = [
  { value: 'OPEN', label: th.open },
  { value: 'RESOLVED', label: th.resolved },
];

const columnsFor = (status: FindingStatus) => [
  { label: th.colFoundAt },
  { label: th.colKind },
  { label: th.colWithdrawal },
  { label: th.colProviderTransfer },
  { label: th.colDetail },
  { label: status === 'OPEN' ? adminTh.actions : th.colResolution },
];

/** The withdrawal a finding is about: a link to its page when we know it, else its reference or "none". */
const WithdrawalRef = ({ issue }: { issue: ReconciliationIssue }) => {
  const label = issue.paymentRef ?? issue.withdrawalId;
  if (!label) return <span className="text-slate-500">{th.noWithdrawal}</span>;
  return issue.withdrawalId ? (
    <Link to={withdrawalHref(issue.withdrawalId)} className="font-mono text-brand-700 underline">
      {label}
    </Link>
  ) : (
    <span className="font-mono">{label}</span>
  );
};

const IssueRow = ({
  issue,
  canResolve,
  onResolve,
}: {
  issue: ReconciliationIssue;
  canResolve: boolean;
  onResolve: () => void;
}) => (
  <tr data-testid={`finding-${issue.id}`}>
    <Td className="whitespace-nowrap">{formatDateTime(issue.foundAt)}</Td>
    <Td className="font-medium">{reconciliationKindLabel[issue.kind]}</Td>
    <Td>
      <WithdrawalRef issue={issue} />
    </Td>
    <Td className="font-mono text-xs break-all">{issue.providerTransferId ?? th.none}</Td>
    <Td className="text-slate-700">{issue.detail}</Td>
    <Td>
      {issue.resolvedAt ? (
        <div className="text-sm">
          <p className="text-slate-600">
            {fill(th.resolvedBy, {
              name: issue.resolvedBy ?? th.none,
              time: formatDateTime(issue.resolvedAt),
            })}
          </p>
          {issue.note && <p className="text-slate-900">{issue.note}</p>}
        </div>
      ) : (
        canResolve && (
          <Button size="sm" onClick={onResolve}>
            {th.resolve}
          </Button>
        )
      )}
    </Td>
  </tr>
);

/** Closes a finding with what was checked or fixed (audited); the note is required. */
const ResolveDialog = ({ issue, onClose }: { issue: ReconciliationIssue; onClose: () => void }) => {
  const resolve = useResolveFinding();
  const form = useForm<{ note: string }>({
    resolver: zodResolver(reconciliationResolveRequestSchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    await resolve.mutateAsync({ id: issue.id, note });
    toast.success(th.resolvedToast);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={th.resolveTitle}
      description={fill(th.resolveBody, { kind: reconciliationKindLabel[issue.kind], detail: issue.detail })}
      confirmLabel={th.resolve}
      mutation={resolve}
      onSubmit={formSubmit(submit)}
    >
      <TextField
        label={th.note}
        autoComplete="off"
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
    </ActionDialog>
  );
};

const runColumns = [
  { label: th.colStartedAt },
  { label: th.colWindow },
  { label: th.colTransfersChecked, className: 'text-right' },
  { label: th.colIssuesFound, className: 'text-right' },
  { label: th.colRunResult },
];

const RunRow = ({ run }: { run: ReconciliationRun }) => (
  <tr data-testid={`run-${run.id}`}>
    <Td className="whitespace-nowrap">{formatDateTime(run.startedAt)}</Td>
    <Td className="text-xs">
      {fill(th.window, { from: formatDateTime(run.windowFrom), to: formatDateTime(run.windowTo) })}
    </Td>
    <Td className="text-right tabular-nums">{run.providerTransfers}</Td>
    <Td className="text-right tabular-nums">{run.issuesFound}</Td>
    <Td>
      {run.error ? (
        <span className="text-red-700">{run.error}</span>
      ) : run.finishedAt ? (
        <span className="text-emerald-800">{th.runOk}</span>
      ) : (
        <span className="text-slate-500">{th.runGoing}</span>
      )}
    </Td>
  </tr>
);

/**
 * The reconciliation of the provider's transfers with our withdrawals (owner, finance): open and closed findings, each closed with a note (owner, finance), "reconcile now", and the
 * last runs with their window, what they checked and found, or why they could not finish.
 */
export const ReconciliationPage = () => {
  const state = useStatusFilter<FindingStatus>('OPEN');
  const report = useReconciliationReport(state.filter, state.pageNo);
  useReconciliationPush();
  const run = useRunReconciliation();
  const canAct = allows(useMe().data?.role, access.payouts);
  const [resolving, setResolving] = useState<ReconciliationIssue>();
  const data = report.data;

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (done) => {
        if (!done) toast.success(th.runStarted);
        else if (done.error) toast.error(done.error);
        else toast.success(fill(th.runDone, { transfers: done.providerTransfers, issues: done.issuesFound }));
      },
    });

  return (
    <StatusListPage
      title={adminTh.pagePayoutReconciliation}
      filters={filters}
      state={state}
      list={{ ...report, data: data && { data: data.issues, total: data.total } }}
      pageSize={RECONCILIATION_PAGE_SIZE}
      columns={columnsFor(state.filter)}
      toolbar={
        <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
          <p className="max-w-3xl text-sm text-slate-600">{th.reconciliationIntro}</p>
          {canAct && (
            <Button loading={run.isPending} onClick={runNow}>
              {th.runNow}
            </Button>
          )}
        </div>
      }
      renderRow={(issue) => (
        <IssueRow key={issue.id} issue={issue} canResolve={canAct} onResolve={() => setResolving(issue)} />
      )}
    >
      <section aria-label={th.runsTitle} className="mt-6">
        <h2 className="mb-2 text-base font-bold text-slate-900">{th.runsTitle}</h2>
        {data && (
          <PagedTable
            label={th.runsTitle}
            columns={runColumns}
            page={{ data: data.runs, total: data.runs.length }}
            renderRow={(row) => <RunRow key={row.id} run={row} />}
          />
        )}
      </section>
      {resolving && (
        <ResolveDialog key={resolving.id} issue={resolving} onClose={() => setResolving(undefined)} />
      )}
    </StatusListPage>
  );
};
