import {
  type ReferralSettings,
  type ReferralSettingsInput,
  referralSettingsInputSchema,
  type WageringCategory,
  wageringCategories,
  wageringCategoryNames,
} from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
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
import { fill, formatDateTime } from '../../../lib/format';
import { referralTh as th } from '../../../messages/referral';
import { useReferralSettings, useSaveReferralSettings } from '../api/referral';

type Draft = {
  enabled: boolean;
  percents: Record<WageringCategory, string>;
  minFirstDeposit: string;
  minClaim: string;
  claimAs: 'CASH' | 'BONUS';
  bonusMultiplier: string;
  bonusMaxStake: string;
};

/** The fields below the rates, in order (all typed text but the claim mode). */
const amountFields = ['minFirstDeposit', 'minClaim', 'claimAs', 'bonusMultiplier', 'bonusMaxStake'] as const;

const draftOf = (settings: ReferralSettings): Draft => ({
  enabled: settings.enabled,
  percents: { ...settings.percents },
  minFirstDeposit: settings.minFirstDeposit,
  minClaim: settings.minClaim,
  claimAs: settings.claimAs,
  bonusMultiplier: settings.bonusMultiplier,
  bonusMaxStake: settings.bonusMaxStake,
});

const ReferralSettingsForm = ({ settings, canEdit }: { settings: ReferralSettings; canEdit: boolean }) => {
  const save = useSaveReferralSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    (field: Exclude<keyof Draft, 'percents' | 'enabled'>) => (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ReferralSettingsInput = { ...draft };
    // Checked with the contract first: a refused field is shown beside it and nothing is sent.
    const checked = referralSettingsInputSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      setDraft(draftOf(saved));
      toast.success(th.saved);
    } catch {
      // Shown by the footer from `save.error`.
    }
  };

  return (
    <form
      noValidate
      aria-label={th.pageSettings}
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => setDraft((current) => ({ ...current, enabled: event.target.checked }))}
          />
          {th.enabled}
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-700">{th.percentsTitle}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            {wageringCategories.map((category) => (
              <TextField
                key={category}
                label={wageringCategoryNames[category]}
                inputMode="decimal"
                value={draft.percents[category]}
                error={errors[`percents.${category}`]}
                onChange={(event) =>
                  setDraft((current) => ({
                    ...current,
                    percents: { ...current.percents, [category]: event.target.value },
                  }))
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          {amountFields.map((field) =>
            field === 'claimAs' ? (
              <SelectField
                key={field}
                label={th.claimAs}
                value={draft.claimAs}
                onChange={set('claimAs')}
                options={[
                  { value: 'CASH', label: th.claimAsOptions.CASH },
                  { value: 'BONUS', label: th.claimAsOptions.BONUS },
                ]}
              />
            ) : (
              <TextField
                key={field}
                label={th[field]}
                inputMode="decimal"
                value={draft[field]}
                error={errors[field]}
                onChange={set(field)}
              />
            ),
          )}
        </div>
      </fieldset>
      <SettingsFormFooter
        save={save}
        saveLabel={th.save}
        canSave={canEdit}
        note={
          settings.updatedAt
            ? fill(th.lastSaved, { time: formatDateTime(settings.updatedAt) })
            : th.neverSaved
        }
      />
    </form>
  );
};

/** The referral programme's settings: owner and finance change them (audited). */
export const ReferralSettingsPage = () => {
  const me = useMe();
  const settings = useReferralSettings();
  const canEdit = allows(me.data?.role, access.referral);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageSettings} />
      <p className="max-w-3xl text-sm text-slate-600">{th.settingsIntro}</p>
      {!canEdit && <p className="text-sm text-slate-500">{th.readOnly}</p>}
      {settings.isError && <Alert>{apiMessage(settings.error)}</Alert>}
      {settings.data ? (
        <ReferralSettingsForm
          key={settings.data.updatedAt ?? 'new'}
          settings={settings.data}
          canEdit={canEdit}
        />
      ) : (
        !settings.isError && <Spinner />
      )}
    </div>
  );
};
