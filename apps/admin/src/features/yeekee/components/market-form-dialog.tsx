import { type AdminYeekeeMarket, yeekeeFormulas } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { ApiError, apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { adminTh } from '../../../messages/th';
import { yeekeeFormulaLabel, yeekeeTh } from '../../../messages/yeekee';
import { useSaveYeekeeMarket } from '../api/save-market';
import {
  type MarketFormOutput,
  type MarketFormValues,
  marketFormSchema,
  marketFormValues,
  type NumberField,
  newMarketValues,
} from '../model/market-form';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="flex flex-col gap-3 rounded-md p-4 ring-1 ring-slate-200">
    <legend className="px-1 text-base font-bold text-slate-900">{title}</legend>
    {children}
  </fieldset>
);

const Checkbox = ({ label, ...rest }: { label: string } & ComponentProps<'input'>) => (
  <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
    <input type="checkbox" className="size-5 accent-brand-700" {...rest} />
    {label}
  </label>
);

/** The inputs a server refusal may name in `data.field` (its `fieldAppError`). */
const refusableFields = ['code', 'name', 'firstCloseTime', 'formula'] as const;

const refusedField = (error: unknown) => {
  const data = error instanceof ApiError ? error.data : undefined;
  const field = typeof data === 'object' && data !== null && 'field' in data ? data.field : undefined;
  return refusableFields.find((name) => name === field);
};

/** `market` absent: a new market. `canEdit` false: the same settings, read-only. */
export type MarketFormDialogProps = { market?: AdminYeekeeMarket; canEdit: boolean; onClose: () => void };

/**
 * A Yeekee market's settings: code and name, rounds (count, length, first close), shooting (window,
 * minimum, per-member limit and cooldown), formula and shooter rewards. Checked with the contract's
 * schemas before anything is sent; the whole settings are saved (`PUT`) or the market created (`POST`).
 */
export const MarketFormDialog = ({ market, canEdit, onClose }: MarketFormDialogProps) => {
  const isNew = market === undefined;
  const save = useSaveYeekeeMarket();
  const form = useForm<MarketFormValues, unknown, MarketFormOutput>({
    resolver: zodResolver(marketFormSchema(isNew)),
    defaultValues: market ? marketFormValues(market) : newMarketValues(),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (checked) => {
    await save
      .mutateAsync(checked.mode === 'create' ? checked : { ...checked, code: market?.code ?? '' })
      .catch((error: unknown) => {
        // A refusal about one input (a code already taken) is also shown under that input.
        const field = refusedField(error);
        if (field) form.setError(field, { message: apiMessage(error) });
        throw error;
      });
    const name = checked.body.name.trim();
    toast.success(fill(checked.mode === 'create' ? yeekeeTh.created : yeekeeTh.saved, { name }));
    onClose();
  });

  const number = (name: NumberField, label: string, hint?: string) => (
    <TextField
      type="number"
      inputMode="numeric"
      step={1}
      label={label}
      hint={hint}
      error={errors[name]?.message}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
  const rewardErrors = errors.shooterRewards;

  return (
    <WideDialog
      title={isNew ? yeekeeTh.createTitle : fill(yeekeeTh.editTitle, { name: market.name })}
      description={isNew ? yeekeeTh.createBody : yeekeeTh.editBody}
      onClose={onClose}
      busy={save.isPending}
    >
      <form noValidate onSubmit={formSubmit(submit)} className="flex flex-col gap-4">
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <Section title={yeekeeTh.sectionMarket}>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={yeekeeTh.code}
                hint={yeekeeTh.codeHint}
                autoComplete="off"
                readOnly={!isNew}
                className="[&_input]:font-mono [&_input]:uppercase"
                error={errors.code?.message}
                {...form.register('code', { setValueAs: (value: string) => value.toUpperCase() })}
              />
              <TextField
                label={yeekeeTh.name}
                autoComplete="off"
                error={errors.name?.message}
                {...form.register('name')}
              />
            </div>
            {!isNew && <Checkbox label={yeekeeTh.isEnabled} {...form.register('isEnabled')} />}
          </Section>
          <Section title={yeekeeTh.sectionRounds}>
            <div className="grid gap-3 sm:grid-cols-3">
              {number('roundsPerDay', yeekeeTh.roundsPerDay)}
              {number('roundMinutes', yeekeeTh.roundMinutes, yeekeeTh.roundMinutesHint)}
              <TextField
                type="time"
                label={yeekeeTh.firstCloseTime}
                hint={yeekeeTh.firstCloseTimeHint}
                error={errors.firstCloseTime?.message}
                {...form.register('firstCloseTime')}
              />
            </div>
          </Section>
          <Section title={yeekeeTh.sectionShots}>
            <div className="grid gap-3 sm:grid-cols-2">
              {number('shootWindowSeconds', yeekeeTh.shootWindowSeconds, yeekeeTh.shootWindowHint)}
              {number('minShots', yeekeeTh.minShots, yeekeeTh.minShotsHint)}
              {number('maxShotsPerMember', yeekeeTh.maxShotsPerMember)}
              {number('shotCooldownSeconds', yeekeeTh.shotCooldownSeconds)}
            </div>
          </Section>
          <Section title={yeekeeTh.sectionFormula}>
            <SelectField
              label={yeekeeTh.formula}
              error={errors.formula?.message}
              options={yeekeeFormulas.map((formula) => ({
                value: formula,
                label: yeekeeFormulaLabel[formula],
              }))}
              {...form.register('formula')}
            />
          </Section>
          <Section title={yeekeeTh.sectionRewards}>
            <Checkbox label={yeekeeTh.rewardsEnabled} {...form.register('shooterRewards.enabled')} />
            <p className="text-sm text-slate-500">{yeekeeTh.rewardsHint}</p>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={yeekeeTh.rewardPositions}
                autoComplete="off"
                inputMode="numeric"
                error={rewardErrors?.positions?.message}
                {...form.register('shooterRewards.positions')}
              />
              <TextField
                label={yeekeeTh.rewardAmount}
                autoComplete="off"
                inputMode="decimal"
                error={rewardErrors?.amount?.message}
                {...form.register('shooterRewards.amount')}
              />
              <TextField
                label={yeekeeTh.rewardMinStake}
                autoComplete="off"
                inputMode="decimal"
                error={rewardErrors?.minStake?.message}
                {...form.register('shooterRewards.minStake')}
              />
            </div>
          </Section>
        </fieldset>
        {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {canEdit ? adminTh.cancel : adminTh.close}
          </Button>
          {canEdit && (
            <Button type="submit" loading={save.isPending}>
              {isNew ? yeekeeTh.create : yeekeeTh.save}
            </Button>
          )}
        </div>
      </form>
    </WideDialog>
  );
};
