import {
  type PromotionAdmin,
  type PromotionInput,
  promotionKinds,
  turnoverBases,
  wageringCategories,
} from '@chokdee/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { paths, promotionEditHref } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { promotionsTh as th } from '../../../messages/promotions';
import { usePromotion, useSavePromotion } from '../api/promotions';
import { checkPromotion, type PromotionFormValues, promotionFormValues } from '../model/promotion-form';
import { PromotionPreview } from './promotion-preview';

/** The preview follows the form once typing pauses: one server call per pause, not per key. */
const PREVIEW_DELAY_MS = 400;

const useSettled = <T,>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

const kindOptions = promotionKinds.map((kind) => ({ value: kind, label: th.kinds[kind] }));
const baseOptions = turnoverBases.map((base) => ({ value: base, label: th.bases[base] }));
const linkClass = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

/**
 * The promotion form: every setting of a promotion (docs/modules/promotions.md), checked with the contract's schema (the one
 * the server runs), and beside it a live preview from the server of what a member would get.
 */
const PromotionForm = ({ promotion, canEdit }: { promotion?: PromotionAdmin; canEdit: boolean }) => {
  const navigate = useNavigate();
  const save = useSavePromotion(promotion?.id);
  const form = useForm<PromotionFormValues>({ defaultValues: promotionFormValues(promotion) });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as PromotionFormValues;
  const check = checkPromotion(values);
  // Settled as text: a new object each render would restart the timer for ever.
  const settledInput = useSettled(check.ok ? JSON.stringify(check.input) : null, PREVIEW_DELAY_MS);
  const previewInput = useMemo(
    () => (settledInput === null ? null : (JSON.parse(settledInput) as PromotionInput)),
    [settledInput],
  );
  const kind = values.kind;
  const bonusType = values.bonusType;

  const submit = form.handleSubmit(async (typed) => {
    const result = checkPromotion(typed);
    if (!result.ok) {
      for (const { field, message } of result.errors)
        form.setError(field as keyof PromotionFormValues, { type: 'contract', message });
      return;
    }
    const saved = await save.mutateAsync(result.input);
    toast.success(fill(th.saved, { name: saved.name }));
    form.reset(promotionFormValues(saved));
    if (!promotion) void navigate(promotionEditHref(saved.id), { replace: true });
  });

  const errorOf = (field: string): string | undefined => {
    const path = field.split('.');
    let node: unknown = errors;
    for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
      <form
        noValidate
        aria-label={promotion ? th.pageEdit : th.pageNew}
        onSubmit={formSubmit(submit)}
        className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <TextField label={th.name} error={errorOf('name')} {...form.register('name')} />
          <div className="flex flex-col gap-1">
            <label htmlFor="promotion-description" className="text-sm font-medium text-slate-700">
              {th.description}
            </label>
            <textarea
              id="promotion-description"
              rows={4}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600"
              {...form.register('description')}
            />
            {errorOf('description') && (
              <p role="alert" className="text-sm text-red-600">
                {errorOf('description')}
              </p>
            )}
          </div>
          <TextField
            label={th.bannerUrl}
            hint={th.bannerHint}
            error={errorOf('bannerUrl')}
            {...form.register('bannerUrl')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={th.kind}
              options={kindOptions}
              error={errorOf('kind')}
              {...form.register('kind')}
            />
            {kind === 'ONCE_PER_PERIOD' && (
              <TextField
                label={th.periodDays}
                inputMode="numeric"
                error={errorOf('periodDays')}
                {...form.register('periodDays')}
              />
            )}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{th.bonusType}</legend>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value="PERCENT"
                  className="accent-brand-700"
                  {...form.register('bonusType')}
                />
                {th.bonusTypePercent}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value="FIXED"
                  className="accent-brand-700"
                  {...form.register('bonusType')}
                />
                {th.bonusTypeFixed}
              </label>
            </div>
            {bonusType === 'PERCENT' ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={th.bonusPercent}
                  inputMode="numeric"
                  error={errorOf('bonusPercent')}
                  {...form.register('bonusPercent')}
                />
                <TextField
                  label={th.bonusCap}
                  hint={th.bonusCapHint}
                  inputMode="decimal"
                  error={errorOf('bonusCap')}
                  {...form.register('bonusCap')}
                />
              </div>
            ) : (
              <TextField
                label={th.fixedBonus}
                inputMode="decimal"
                error={errorOf('fixedBonus')}
                {...form.register('fixedBonus')}
              />
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={th.minDeposit}
              inputMode="decimal"
              error={errorOf('minDeposit')}
              {...form.register('minDeposit')}
            />
            <TextField
              label={th.multiplier}
              inputMode="decimal"
              error={errorOf('multiplier')}
              {...form.register('multiplier')}
            />
            <SelectField
              label={th.base}
              options={baseOptions}
              error={errorOf('base')}
              {...form.register('base')}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{th.weights}</legend>
            <p className="text-xs text-slate-500">{th.weightsHint}</p>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {wageringCategories.map((category) => (
                <TextField
                  key={category}
                  label={th.categories[category]}
                  inputMode="numeric"
                  error={errorOf(`categoryWeights.${category}`)}
                  {...form.register(`categoryWeights.${category}`)}
                />
              ))}
            </div>
          </fieldset>
          <TextField
            label={th.maxStake}
            inputMode="decimal"
            error={errorOf('maxStake')}
            {...form.register('maxStake')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={th.validFrom}
              type="datetime-local"
              hint={th.validityHint}
              error={errorOf('validFrom')}
              {...form.register('validFrom')}
            />
            <TextField
              label={th.validTo}
              type="datetime-local"
              hint={th.validityHint}
              error={errorOf('validTo')}
              {...form.register('validTo')}
            />
          </div>
          <div className="flex flex-wrap items-end gap-6">
            <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" className="size-5 accent-brand-700" {...form.register('enabled')} />
              {th.enabledField}
            </label>
            <TextField
              className="w-32"
              label={th.sortOrder}
              inputMode="numeric"
              error={errorOf('sortOrder')}
              {...form.register('sortOrder')}
            />
          </div>
        </fieldset>
        {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
        {canEdit ? (
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending}>
              {th.save}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-500">{th.readOnly}</p>
        )}
      </form>
      <PromotionPreview promotion={previewInput} />
    </div>
  );
};

const BackLink = () => (
  <Link to={paths.promotions} className={linkClass}>
    {th.back}
  </Link>
);

/** `/promotions/new` (owner, finance). */
export const PromotionNewPage = () => (
  <div className="flex flex-col gap-4">
    <PageHeader title={th.pageNew} actions={<BackLink />} />
    <PromotionForm canEdit />
  </div>
);

/** `/promotions/{id}/edit`: read-only for the roles that may not change promotions. */
export const PromotionEditPage = () => {
  const { id } = useParams();
  const me = useMe();
  const promotion = usePromotion(id);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={promotion.data ? `${th.pageEdit}: ${promotion.data.name}` : th.pageEdit}
        actions={<BackLink />}
      />
      {promotion.isError && <Alert>{apiMessage(promotion.error)}</Alert>}
      {promotion.data ? (
        <PromotionForm
          key={`${promotion.data.id}:${promotion.data.updatedAt}`}
          promotion={promotion.data}
          canEdit={allows(me.data?.role, access.promotions)}
        />
      ) : (
        !promotion.isError && <Spinner />
      )}
    </div>
  );
};
