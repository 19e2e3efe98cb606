import {
  type AdminRound,
  type AdminRoundDetail,
  resultMismatchDataSchema,
  type StaffAccount,
} from '@chokdee/contracts';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { apiMessage, isApiError } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { useRoundAction } from '../api/round-actions';
import { type EnterableFormat, resultFieldName } from '../model/result-format';
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

/** The fields of a `RESULT_MISMATCH` answer (the raw result's keys), or none for any other refusal. */
const mismatchedFields = (error: unknown): string[] =>
  isApiError(error, 'RESULT_MISMATCH')
    ? (resultMismatchDataSchema.safeParse(error.data).data?.fields ?? [])
    : [];

/**
 * The checker's side: the result typed again from the official source, blind — the entered result is
 * not on this page, and nothing says "matches" while typing (that would let one guess box by box).
 * The server compares on confirm; a mismatch names the boxes that differ, under each and in a list.
 */
const CheckerForm = ({ round, format }: { round: AdminRoundDetail; format: EnterableFormat }) => {
  const mutation = useRoundAction(round.roundCode);
  const form = useResultForm(format);

  const submit = form.handleSubmit(async (result) => {
    const answer = await mutation.mutateAsync({ action: 'resultConfirm', result });
    toast.success(confirmedMessage(answer));
  });
  const differs = mismatchedFields(mutation.error).map((field) => ({
    field,
    message: fill(lotteryTh.resultFieldDiffers, { field: resultFieldName(format, field) }),
  }));

  return (
    <form
      noValidate
      aria-label={lotteryTh.officialResult}
      onSubmit={formSubmit(submit)}
      className="flex flex-col gap-3"
    >
      <ResultFields format={format} form={form} mismatched={differs.map((item) => item.field)} />
      {differs.length > 0 ? (
        <Alert>
          <span data-testid="result-mismatch" className="block font-semibold">
            {differs.map((item) => (
              <span key={item.field} className="block">
                {item.message}
              </span>
            ))}
          </span>
          <span className="mt-1 block">{lotteryTh.resultDiffers}</span>
        </Alert>
      ) : (
        mutation.error && <Alert>{apiMessage(mutation.error)}</Alert>
      )}
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {lotteryTh.confirmResult}
        </Button>
      </div>
    </form>
  );
};

/**
 * Maker-checker on an entered result. The staff member who entered it sees it and is told someone
 * else must confirm (the server refuses them with 403 RESULT_MAKER_CHECKER anyway); anyone else gets
 * only the blind re-type: seeing the entered numbers would turn the check into copying them.
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
  const enteredLine = round.enteredBy && round.enteredAt && (
    <p className="mt-3 text-sm text-slate-500">
      {lotteryTh.enteredBy}{' '}
      {fill(lotteryTh.byAt, { name: round.enteredBy.username, time: formatDateTime(round.enteredAt) })}
    </p>
  );
  if (isMaker) {
    return (
      <Panel title={lotteryTh.checkerTitle}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="mb-2 font-semibold text-slate-800">{lotteryTh.enteredResult}</h3>
            {round.result && <ResultView format={format} result={round.result} derived={round.derived} />}
            {enteredLine}
          </div>
          <div className="flex flex-col gap-3">
            <Alert tone="info">{lotteryTh.makerMustWait}</Alert>
            {/* The maker's own result: what confirming it will pay. The checker types blind, without it. */}
            <PayoutPreview roundCode={round.roundCode} />
          </div>
        </div>
      </Panel>
    );
  }
  return (
    <Panel title={lotteryTh.checkerTitle}>
      <div className="max-w-xl">
        <h3 className="mb-2 font-semibold text-slate-800">{lotteryTh.officialResult}</h3>
        <p className="mb-3 text-sm text-slate-600">{lotteryTh.checkerHint}</p>
        <CheckerForm round={round} format={format} />
        {enteredLine}
      </div>
    </Panel>
  );
};
