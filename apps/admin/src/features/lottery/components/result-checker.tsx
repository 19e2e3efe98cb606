import type { AdminRound, AdminRoundDetail, StaffAccount } from '@chokdee/contracts';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { useRoundAction } from '../api/round-actions';
import { type EnterableFormat, resultFields, sameResult, valueAt } from '../model/result-format';
import { PayoutPreview } from './payout-preview';
import { ResultFields, ResultView, useResultForm } from './result-fields';

const confirmedMessage = (answer: AdminRound) =>
  answer.settlement
    ? fill(lotteryTh.confirmed, {
        bills: answer.settlement.billsSettled,
        winning: answer.settlement.winningBills,
        total: formatBaht(answer.settlement.totalWin),
      })
    : lotteryTh.confirmedPending;

/** The checker's side: the result typed again from the official source, confirmable only when it matches. */
const CheckerForm = ({ round, format }: { round: AdminRoundDetail; format: EnterableFormat }) => {
  const mutation = useRoundAction(round.roundCode);
  const form = useResultForm(format);
  const typed = useWatch({ control: form.control });
  const matches = sameResult(format, typed, round.result);
  const complete = resultFields[format].every((field) => valueAt(typed, field.path).trim() !== '');

  const submit = form.handleSubmit(async () => {
    const answer = await mutation.mutateAsync({ action: 'resultConfirm' });
    toast.success(confirmedMessage(answer));
  });

  return (
    <form
      noValidate
      aria-label={lotteryTh.officialResult}
      onSubmit={formSubmit(submit)}
      className="flex flex-col gap-3"
    >
      <ResultFields format={format} form={form} />
      {matches ? (
        <>
          <p role="status" className="text-sm font-semibold text-emerald-700">
            {lotteryTh.resultMatches}
          </p>
          {/* Only once the checker's own typing matched: the preview must not prompt the re-type. */}
          <PayoutPreview roundCode={round.roundCode} />
        </>
      ) : (
        complete && <Alert tone="info">{lotteryTh.resultDiffers}</Alert>
      )}
      {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={!matches} loading={mutation.isPending}>
          {lotteryTh.confirmResult}
        </Button>
      </div>
    </form>
  );
};

/**
 * Maker-checker on an entered result: the result and its judged values beside the checker's own
 * typing of the official result. The staff member who entered it is told someone else must confirm
 * (the server refuses them with 403 RESULT_MAKER_CHECKER anyway).
 */
export const ResultChecker = ({
  round,
  format,
  me,
}: {
  round: AdminRoundDetail;
  format: EnterableFormat;
  me: StaffAccount;
}) => {
  const isMaker = round.enteredBy?.id === me.id;
  return (
    <Panel title={lotteryTh.checkerTitle}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 font-semibold text-slate-800">{lotteryTh.enteredResult}</h3>
          {round.result && <ResultView format={format} result={round.result} derived={round.derived} />}
          {round.enteredBy && round.enteredAt && (
            <p className="mt-3 text-sm text-slate-500">
              {lotteryTh.enteredBy}{' '}
              {fill(lotteryTh.byAt, {
                name: round.enteredBy.username,
                time: formatDateTime(round.enteredAt),
              })}
            </p>
          )}
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-slate-800">{lotteryTh.officialResult}</h3>
          {isMaker ? (
            <div className="flex flex-col gap-3">
              <Alert tone="info">{lotteryTh.makerMustWait}</Alert>
              <PayoutPreview roundCode={round.roundCode} />
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600">{lotteryTh.checkerHint}</p>
              <CheckerForm round={round} format={format} />
            </>
          )}
        </div>
      </div>
    </Panel>
  );
};
