import { type AdminRound, type AdminRoundDetail, correctResultRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { TextField } from '../../../components/ui/text-field';
import { fill, formatBaht } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { useRoundAction } from '../api/round-actions';
import {
  type EnterableFormat,
  emptyResult,
  type ResultValues,
  resultSchema,
  resultText,
} from '../model/result-format';
import { CorrectionPreviewView } from './payout-preview';
import { ResultFields } from './result-fields';

type Correction = NonNullable<AdminRound['correction']>;

const correctionSchema = (format: EnterableFormat) =>
  z.object({ result: resultSchema(format), reason: correctResultRequestSchema.shape.reason });
type CorrectionValues = { result: ResultValues; reason: string };
type CorrectionRequest = z.output<ReturnType<typeof correctionSchema>>;

/** What the last correction moved, with the shortfall staff must follow up. */
const CorrectionOutcome = ({ outcome }: { outcome: Correction }) => {
  const rows: Array<[string, string]> = [
    [lotteryTh.billsChanged, fill(lotteryTh.billsUnit, { count: outcome.billsChanged })],
    [lotteryTh.membersCredited, fill(lotteryTh.people, { count: outcome.membersCredited })],
    [lotteryTh.creditedTotal, formatBaht(outcome.creditedTotal)],
    [lotteryTh.membersDebited, fill(lotteryTh.people, { count: outcome.membersDebited })],
    [lotteryTh.debitedTotal, formatBaht(outcome.debitedTotal)],
    [lotteryTh.shortfallTotal, formatBaht(outcome.shortfallTotal)],
  ];
  return (
    <div data-testid="correction-outcome" className="mt-4 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 className="mb-2 font-semibold text-slate-800">{lotteryTh.correctionOutcome}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {outcome.shortfallTotal !== '0.00' && (
        <Alert tone="info" className="mt-3">
          {lotteryTh.shortfallHint}
        </Alert>
      )}
    </div>
  );
};

/**
 * The owner's correction of a settled round's result (with a reason): every bill judged again and the
 * differences paid or taken back at once. A confirmation names the new result before it is sent.
 */
export const ResultCorrection = ({ round, format }: { round: AdminRoundDetail; format: EnterableFormat }) => {
  const mutation = useRoundAction(round.roundCode);
  const [pending, setPending] = useState<CorrectionRequest>();
  const [outcome, setOutcome] = useState<Correction>();
  const form = useForm<CorrectionValues, unknown, CorrectionRequest>({
    resolver: zodResolver(correctionSchema(format)),
    defaultValues: { result: emptyResult(format), reason: '' },
  });

  const send = async () => {
    if (!pending) return;
    const answer = await mutation.mutateAsync({ action: 'resultCorrect', ...pending });
    toast.success(lotteryTh.corrected);
    setOutcome(answer.correction);
    setPending(undefined);
    form.reset();
  };

  return (
    <Panel title={lotteryTh.correctTitle}>
      <p className="mb-3 text-sm text-slate-600">{lotteryTh.correctHint}</p>
      <form
        noValidate
        aria-label={lotteryTh.correctTitle}
        onSubmit={(event) => void form.handleSubmit((values) => setPending(values))(event)}
        className="flex max-w-xl flex-col gap-3"
      >
        <ResultFields format={format} form={form} prefix="result." />
        <TextField
          label={lotteryTh.correctReason}
          autoComplete="off"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <div>
          <Button type="submit" variant="danger">
            {lotteryTh.correctSubmit}
          </Button>
        </div>
      </form>
      {outcome && <CorrectionOutcome outcome={outcome} />}
      {pending && (
        <ActionDialog
          onClose={() => {
            mutation.reset();
            setPending(undefined);
          }}
          title={lotteryTh.correctConfirmTitle}
          description={fill(lotteryTh.correctConfirmBody, { result: resultText(format, pending.result) })}
          confirmLabel={lotteryTh.correctSubmit}
          tone="danger"
          mutation={mutation}
          onSubmit={(event) => {
            event.preventDefault();
            void send().catch(() => undefined);
          }}
        >
          <CorrectionPreviewView roundCode={round.roundCode} result={pending.result} />
        </ActionDialog>
      )}
    </Panel>
  );
};
