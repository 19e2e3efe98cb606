import { type OtpLimits, type OtpLimitsRequest, otpLimitsRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SettingsFormFooter } from '../../../components/ui/settings-form-footer';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { financeSettingsTh } from '../../../messages/finance-settings';
import { otpLimitsTh as th } from '../../../messages/otp-limits';
import { settingsTh } from '../../../messages/settings';
import { useOtpLimits, useSaveOtpLimits } from '../api/otp-limits';

const OtpLimitsForm = ({ limits, canEdit }: { limits: OtpLimits; canEdit: boolean }) => {
  const save = useSaveOtpLimits();
  const values = (from: OtpLimits): OtpLimitsRequest => ({
    perAddressPer10Min: from.perAddressPer10Min,
    operatorPerHour: from.operatorPerHour,
  });
  const form = useForm<OtpLimitsRequest>({
    resolver: zodResolver(otpLimitsRequestSchema),
    defaultValues: values(limits),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset(values(saved));
    toast.success(financeSettingsTh.saved);
  });
  return (
    <form
      noValidate
      aria-label={th.pageOtpLimits}
      onSubmit={formSubmit(submit)}
      className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <TextField
          label={th.perAddressPer10Min}
          type="number"
          min={1}
          error={errors.perAddressPer10Min?.message}
          {...form.register('perAddressPer10Min', { valueAsNumber: true })}
        />
        <TextField
          label={th.operatorPerHour}
          type="number"
          min={1}
          error={errors.operatorPerHour?.message}
          {...form.register('operatorPerHour', { valueAsNumber: true })}
        />
      </fieldset>
      <SettingsFormFooter
        save={save}
        saveLabel={financeSettingsTh.save}
        canSave={canEdit}
        note={
          limits.updatedAt
            ? fill(financeSettingsTh.lastSaved, { time: formatDateTime(limits.updatedAt) })
            : th.neverSaved
        }
      />
    </form>
  );
};

/** OTP SMS limits per client address and the site's hourly budget (owner edits; finance, support read). */
export const OtpLimitsPage = () => {
  const me = useMe();
  const limits = useOtpLimits();
  const canEdit = allows(me.data?.role, access.owner);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageOtpLimits} />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      {!canEdit && <p className="text-sm text-slate-500">{settingsTh.readOnly}</p>}
      {limits.isError && <Alert>{apiMessage(limits.error)}</Alert>}
      {limits.data ? (
        <OtpLimitsForm limits={limits.data} canEdit={canEdit} />
      ) : (
        !limits.isError && <Spinner />
      )}
    </div>
  );
};
