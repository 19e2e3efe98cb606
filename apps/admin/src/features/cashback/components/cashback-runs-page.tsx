import { type CashbackRunRow, periodOf, previousPeriod } from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { cashbackTh as th } from '../../../messages/cashback';
import { useCashbackRuns, useCashbackSettings, useRunCashback } from '../api/cashback';

const countAmount = (value: { count: number; amount: string }) =>
  fill(th.countAmount, { count: value.count, amount: formatBaht(value.amount) });

const RunCell = ({ run }: { run: CashbackRunRow['run'] }) => {
  if (!run) return <span className="text-slate-400">{th.noRun}</span>;
  return (
    <div className="flex flex-col">
      <span className={run.status === 'FAILED' ? 'font-semibold text-red-700' : 'font-semibold'}>
        {th.runStatus[run.status] ?? run.status}
      </span>
      <span className="text-xs text-slate-500">
        {formatDateTime(run.finishedAt ?? run.startedAt)} ·{' '}
        {run.startedBy ? fill(th.runBy, { by: run.startedBy }) : th.runByScheduler}
      </span>
      {run.error ? <span className="text-xs text-red-700">{run.error}</span> : null}
    </div>
  );
};

/** The owner's "run now" for a chosen ended period (the previous one is suggested). */
const RunNow = ({ suggested }: { suggested: string }) => {
  const run = useRunCashback();
  const [period, setPeriod] = useState(suggested);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate(period.trim(), {
      onSuccess: (done) =>
        toast.success(
          fill(th.runDone, {
            period: done.period,
            credits: String(done.result.credits ?? 0),
            amount: String(done.result.amountSatang ?? '0.00'),
          }),
        ),
    });
  };
  return (
    <form onSubmit={submit} className="flex max-w-2xl flex-wrap items-end gap-3" aria-label={th.runNow}>
      <TextField label={th.runPeriod} value={period} onChange={(event) => setPeriod(event.target.value)} />
      <Button type="submit" loading={run.isPending}>
        {th.runNow}
      </Button>
      {run.error ? <Alert>{apiMessage(run.error)}</Alert> : null}
    </form>
  );
};

/** Cashback per period: the run, members, amounts credited, claimable, claimed and expired. */
export const CashbackRunsPage = () => {
  const me = useMe();
  const runs = useCashbackRuns();
  const settings = useCashbackSettings();
  const canRun = allows(me.data?.role, access.owner);
  const kind = settings.data?.period === 'DAILY' ? 'DAY' : 'WEEK';
  const suggested = previousPeriod(periodOf(kind, new Date()));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageRuns} />
      <p className="max-w-3xl text-sm text-slate-600">{th.runsIntro}</p>
      {canRun && settings.data ? <RunNow key={suggested} suggested={suggested} /> : null}
      {runs.isError && <Alert>{apiMessage(runs.error)}</Alert>}
      {runs.data ? (
        <Table label={th.runsTable}>
          <thead>
            <tr>
              <Th>{th.colPeriod}</Th>
              <Th>{th.colRun}</Th>
              <Th className="text-right">{th.colMembers}</Th>
              <Th className="text-right">{th.colCredited}</Th>
              <Th className="text-right">{th.colClaimable}</Th>
              <Th className="text-right">{th.colClaimed}</Th>
              <Th className="text-right">{th.colExpired}</Th>
              <Th className="text-right">{th.colBelow}</Th>
              <Th className="text-right">{th.colLocked}</Th>
            </tr>
          </thead>
          <tbody>
            {runs.data.length === 0 ? (
              <EmptyRow colSpan={9}>{th.empty}</EmptyRow>
            ) : (
              runs.data.map((row) => (
                <tr key={row.period} data-testid={`cashback-period-${row.period}`}>
                  <Td className="font-mono">{row.period}</Td>
                  <Td>
                    <RunCell run={row.run} />
                  </Td>
                  <Td className="text-right">{row.members}</Td>
                  <Td className="text-right">{countAmount(row.credited)}</Td>
                  <Td className="text-right">{countAmount(row.claimable)}</Td>
                  <Td className="text-right">{countAmount(row.claimed)}</Td>
                  <Td className="text-right">{countAmount(row.expired)}</Td>
                  <Td className="text-right">{row.belowMinimum}</Td>
                  <Td className="text-right">{row.locked}</Td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      ) : (
        !runs.isError && <Spinner />
      )}
    </div>
  );
};
