import {
  type AdminWebConfig,
  type UpdateWebConfigRequest,
  updateWebConfigRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { settingsTh as th } from '../../../messages/settings';
import { adminTh } from '../../../messages/th';
import { useSaveWebConfig, useWebConfig } from '../api/web-config';

/** The contract's limit on banners. */
const MAX_BANNERS = 20;

const formValues = (config: AdminWebConfig): UpdateWebConfigRequest => ({
  siteName: config.siteName,
  minimumDeposit: config.minimumDeposit,
  maximumDeposit: config.maximumDeposit,
  minWithdraw: config.minWithdraw,
  maxWithdraw: config.maxWithdraw,
  lineId: config.lineId,
  lineUrl: config.lineUrl,
  telegramId: config.telegramId,
  telegramUrl: config.telegramUrl,
  banners: config.banners.map((banner) => ({ ...banner })),
});

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
    <legend className="float-left mb-1 text-base font-bold text-slate-900">{title}</legend>
    {children}
  </fieldset>
);

/**
 * The whole web config as one form, checked with the contract's schema (the same Thai messages as
 * the server's). `raw`: the body is what was typed; the server parses amounts to satang itself.
 */
const WebConfigForm = ({ config, canEdit }: { config: AdminWebConfig; canEdit: boolean }) => {
  const save = useSaveWebConfig();
  const form = useForm<UpdateWebConfigRequest, unknown, UpdateWebConfigRequest>({
    resolver: zodResolver(updateWebConfigRequestSchema, undefined, { raw: true }),
    defaultValues: formValues(config),
  });
  const banners = useFieldArray({ control: form.control, name: 'banners' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset(formValues(saved));
    toast.success(th.saved);
  });
  const field = (name: Exclude<keyof UpdateWebConfigRequest, 'banners'>, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      inputMode={/Deposit|Withdraw/.test(name) ? 'decimal' : undefined}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form
      noValidate
      aria-label={adminTh.pageWebConfig}
      onSubmit={formSubmit(submit)}
      className="flex max-w-4xl flex-col gap-4"
    >
      {/* A disabled fieldset disables every input inside: read-only for those who may not change it. */}
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <Section title={th.sectionSite}>{field('siteName', th.siteName)}</Section>
        <Section title={th.sectionLimits}>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('minimumDeposit', th.minimumDeposit)}
            {field('maximumDeposit', th.maximumDeposit)}
            {field('minWithdraw', th.minWithdraw)}
            {field('maxWithdraw', th.maxWithdraw)}
          </div>
        </Section>
        <Section title={th.sectionContact}>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('lineId', th.lineId)}
            {field('lineUrl', th.lineUrl, th.urlHint)}
            {field('telegramId', th.telegramId)}
            {field('telegramUrl', th.telegramUrl, th.urlHint)}
          </div>
        </Section>
        <Section title={th.sectionBanners}>
          <p className="text-sm text-slate-500">{fill(th.bannersHint, { max: MAX_BANNERS })}</p>
          {banners.fields.length === 0 && <p className="text-sm text-slate-500">{th.noBanners}</p>}
          {banners.fields.map((banner, index) => {
            const n = index + 1;
            const bannerErrors = errors.banners?.[index];
            return (
              <fieldset
                key={banner.id}
                aria-label={fill(th.banner, { n })}
                className="grid gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 md:grid-cols-[2fr_2fr_7rem_auto] md:items-start"
              >
                <TextField
                  label={th.bannerImage}
                  autoComplete="off"
                  placeholder="https://"
                  error={bannerErrors?.imageUrl?.message}
                  {...form.register(`banners.${index}.imageUrl`)}
                />
                <TextField
                  label={th.bannerLink}
                  autoComplete="off"
                  error={bannerErrors?.linkUrl?.message}
                  {...form.register(`banners.${index}.linkUrl`)}
                />
                <TextField
                  label={th.bannerOrder}
                  type="number"
                  min={0}
                  error={bannerErrors?.sortOrder?.message}
                  {...form.register(`banners.${index}.sortOrder`, { valueAsNumber: true })}
                />
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="md:mt-7"
                    aria-label={fill(th.removeBanner, { n })}
                    onClick={() => banners.remove(index)}
                  >
                    {th.remove}
                  </Button>
                )}
              </fieldset>
            );
          })}
          {errors.banners?.message && <Alert>{errors.banners.message}</Alert>}
          {canEdit && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                disabled={banners.fields.length >= MAX_BANNERS}
                onClick={() =>
                  banners.append({ imageUrl: '', linkUrl: '', sortOrder: (banners.fields.length + 1) * 10 })
                }
              >
                {th.addBanner}
              </Button>
            </div>
          )}
        </Section>
      </fieldset>
      {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {fill(th.lastSaved, { time: formatDateTime(config.updatedAt) })}
        </p>
        {canEdit && (
          <Button type="submit" loading={save.isPending}>
            {th.save}
          </Button>
        )}
      </div>
    </form>
  );
};

/** The member site's settings (owner, finance, support read): name, limits, contacts, banners; the owner saves. */
export const WebConfigPage = () => {
  const me = useMe();
  const config = useWebConfig();
  const canEdit = allows(me.data?.role, access.owner);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={adminTh.pageWebConfig} />
      <p className="max-w-3xl text-sm text-slate-600">{th.webConfigIntro}</p>
      {!canEdit && <p className="text-sm text-slate-500">{th.readOnly}</p>}
      {config.isError && <Alert>{apiMessage(config.error)}</Alert>}
      {config.data ? (
        <WebConfigForm config={config.data} canEdit={canEdit} />
      ) : (
        !config.isError && <Spinner />
      )}
    </div>
  );
};
