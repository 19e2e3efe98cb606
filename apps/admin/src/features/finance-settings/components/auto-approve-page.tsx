import {
  type WithdrawAutoApprove,
  type WithdrawAutoApproveRequest,
  withdrawAutoApproveRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SettingsFormFooter } from '../../../components/ui/settings-form-footer';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { adminTh } from '../../../messages/th';
import { useAutoApproveRule, useSaveAutoApproveRule } from '../api/auto-approve';
import { usePayoutAccount } from '../api/payout-account';

/**
 * Who pays an approved withdrawal, as the payout account stands now: the provider (automatic
 * sending on), or staff by hand (switched off, or no account). Nothing while it loads or fails.
 */
const PayoutModeNote = () => {
  const account = usePayoutAccount().data;
  if (!account) return null;
  const text = !account.configured
    ? th.autoApprovePayoutNone
    : account.autoSendEnabled
      ? th.autoApprovePayoutAuto
      : th.autoApprovePayoutOff;
  return (
    <p className="max-w-3xl text-sm font-medium text-slate-700" data-testid="auto-approve-payout-mode">
      {text}
    </p>
  );
};

const formValues = (rule: WithdrawAutoApprove): WithdrawAutoApproveRequest => ({
  enabled: rule.enabled,
  maxAmount: rule.maxAmount,
  minMemberAgeDays: rule.minMemberAgeDays,
  maxPerDay: rule.maxPerDay,
});

/**
 * The rule's form, checked with the contract's schema. `raw`: the body sent is what was typed (the
 * server parses the amount to satang itself; a bigint cannot travel as JSON).
 */
const AutoApproveForm = ({ rule }: { rule: WithdrawAutoApprove }) => {
  const save = useSaveAutoApproveRule();
  const form = useForm<WithdrawAutoApproveRequest, unknown, WithdrawAutoApproveRequest>({
    resolver: zodResolver(withdrawAutoApproveRequestSchema, undefined, { raw: true }),
    defaultValues: formValues(rule),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset(formValues(saved));
    toast.success(th.saved);
  });
  return (
    <form
      noValidate
      aria-label={adminTh.pageAutoApprove}
      onSubmit={formSubmit(submit)}
      className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <label className="flex items-center gap-3 text-base font-semibold text-slate-800">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('enabled')} />
        {th.autoApproveEnabled}
      </label>
      <TextField
        label={th.maxAmount}
        inputMode="decimal"
        autoComplete="off"
        error={errors.maxAmount?.message}
        {...form.register('maxAmount')}
      />
      <TextField
        label={th.minMemberAgeDays}
        type="number"
        min={0}
        error={errors.minMemberAgeDays?.message}
        {...form.register('minMemberAgeDays', { valueAsNumber: true })}
      />
      <TextField
        label={th.maxPerDay}
        type="number"
        min={1}
        error={errors.maxPerDay?.message}
        {...form.register('maxPerDay', { valueAsNumber: true })}
      />
      <SettingsFormFooter
        save={save}
        saveLabel={th.save}
        note={rule.updatedAt ? fill(th.lastSaved, { time: formatDateTime(rule.updatedAt) }) : th.neverSaved}
      />
    </form>
  );
};

/**
 * When withdrawals are approved without staff (owner, finance): on/off, the cap, member age, daily
 * count; and whether an approved one is then sent by the payout provider or paid by staff.
 */
export const AutoApprovePage = () => {
  const rule = useAutoApproveRule();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={adminTh.pageAutoApprove} />
      <p className="max-w-3xl text-sm text-slate-600">{th.autoApproveIntro}</p>
      <PayoutModeNote />
      {rule.isError && <Alert>{apiMessage(rule.error)}</Alert>}
      {rule.data ? <AutoApproveForm rule={rule.data} /> : !rule.isError && <Spinner />}
    </div>
  );
};
