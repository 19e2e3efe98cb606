import type { AdminRoundDetail } from '@chokdee/contracts';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { lotteryTh } from '../../../messages/lottery';
import { useRoundAction } from '../api/round-actions';
import type { EnterableFormat } from '../model/result-format';
import { ResultFields, useResultForm } from './result-fields';

/**
 * The maker's step on a closed round: the result in the product's format, checked as the server
 * checks it (`parseRawResult`, same Thai messages). It is not paid until another staff member confirms.
 */
export const ResultEntry = ({ round, format }: { round: AdminRoundDetail; format: EnterableFormat }) => {
  const mutation = useRoundAction(round.roundCode);
  const form = useResultForm(format);
  const submit = form.handleSubmit(async (result) => {
    await mutation.mutateAsync({ action: 'result', result });
    toast.success(lotteryTh.resultEntered);
  });

  return (
    <Panel title={lotteryTh.enterResult}>
      <p className="mb-3 text-sm text-slate-600">{lotteryTh.enterResultHint}</p>
      <form
        noValidate
        aria-label={lotteryTh.enterResult}
        onSubmit={formSubmit(submit)}
        className="flex max-w-xl flex-col gap-3"
      >
        <ResultFields format={format} form={form} />
        {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
        <div>
          <Button type="submit" loading={mutation.isPending}>
            {lotteryTh.enterResult}
          </Button>
        </div>
      </form>
    </Panel>
  );
};
