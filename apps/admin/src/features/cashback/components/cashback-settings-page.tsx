import {
  type CashbackSettings,
  type CashbackSettingsInput,
  cashbackSettingsInputSchema,
  wageringCategories,
  wageringCategoryNames,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { SettingsFormFooter } from '../../../components/ui/settings-form-footer';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { cashbackTh as th } from '../../../messages/cashback';
import { useCashbackSettings, useSaveCashbackSettings } from '../api/cashback';

const valuesOf = (settings: CashbackSettings): CashbackSettingsInput => ({
  enabled: settings.enabled,
  period: settings.period,
  percents: { ...settings.percents },
  minimumLoss: settings.minimumLoss,
  cap: settings.cap,
  turnoverMultiplier: settings.turnoverMultiplier,
  claimDays: settings.claimDays,
});

/** The settings form, checked with the contract's schema (`raw`: what staff typed is sent as is). */
const SettingsForm = ({ settings, canEdit }: { settings: CashbackSettings; canEdit: boolean }) => {
  const save = useSaveCashbackSettings();
  const form = useForm<CashbackSettingsInput, unknown, CashbackSettingsInput>({
    resolver: zodResolver(cashbackSettingsInputSchema, undefined, { raw: true }),
    defaultValues: valuesOf(settings),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset(valuesOf(saved));
    toast.success(th.saved);
  });
  return (
    <form
      noValidate
      aria-label={th.pageSettings}
      onSubmit={formSubmit(submit)}
      className="flex max-w-2xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('enabled')} />
          {th.enabled}
        </label>
        <SelectField
          label={th.period}
          options={[
            { value: 'WEEKLY', label: th.periodWeekly },
            { value: 'DAILY', label: th.periodDaily },
          ]}
          {...form.register('period')}
        />
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-slate-700">{th.percentsTitle}</legend>
          {wageringCategories.map((category) => (
            <TextField
              key={category}
              label={fill(th.percentOf, { category: wageringCategoryNames[category] })}
              inputMode="decimal"
              autoComplete="off"
              error={errors.percents?.[category]?.message}
              {...form.register(`percents.${category}`)}
            />
          ))}
        </fieldset>
        <TextField
          label={th.minimumLoss}
          inputMode="decimal"
          autoComplete="off"
          error={errors.minimumLoss?.message}
          {...form.register('minimumLoss')}
        />
        <TextField
          label={th.cap}
          inputMode="decimal"
          autoComplete="off"
          error={errors.cap?.message}
          {...form.register('cap')}
        />
        <TextField
          label={th.turnoverMultiplier}
          inputMode="decimal"
          autoComplete="off"
          error={errors.turnoverMultiplier?.message}
          {...form.register('turnoverMultiplier')}
        />
        <TextField
          label={th.claimDays}
          type="number"
          min={1}
          max={30}
          error={errors.claimDays?.message}
          {...form.register('claimDays', { valueAsNumber: true })}
        />
      </fieldset>
      <SettingsFormFooter
        save={save}
        saveLabel={th.save}
        canSave={canEdit}
        note={
          settings.updatedAt
            ? fill(th.lastSaved, { time: formatDateTime(settings.updatedAt), by: settings.updatedBy ?? '—' })
            : th.neverSaved
        }
      />
    </form>
  );
};

/** Loss cashback settings (owner and finance edit; the server audits each save). */
export const CashbackSettingsPage = () => {
  const me = useMe();
  const settings = useCashbackSettings();
  const canEdit = allows(me.data?.role, access.cashback);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageSettings} />
      <p className="max-w-3xl text-sm text-slate-600">{th.settingsIntro}</p>
      {!canEdit && <p className="text-sm text-slate-500">{th.readOnly}</p>}
      {settings.isError && <Alert>{apiMessage(settings.error)}</Alert>}
      {settings.data ? (
        <SettingsForm settings={settings.data} canEdit={canEdit} />
      ) : (
        !settings.isError && <Spinner />
      )}
    </div>
  );
};
