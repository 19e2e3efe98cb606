import {
  type AdminGameProvider,
  type GameProviderInput,
  type GameProviderSecret,
  gameAdapterKinds,
  gameCategories,
  gameCategoryNames,
  gameSlugSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { SelectField } from '../../../components/ui/select-field';
import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { gamesTh as th } from '../../../messages/games';
import { adminTh } from '../../../messages/th';
import {
  useCreateGameProvider,
  useGameProviders,
  useRotateProviderSecret,
  useUpdateGameProvider,
} from '../api/providers';

/** The form's fields as typed (the allow-list one address per line, the order as text). */
type Draft = Omit<GameProviderInput, 'allowList' | 'sortOrder' | 'enabled' | 'logoUrl'> & {
  allowList: string;
  sortOrder: string;
  enabled: boolean;
  logoUrl: string;
};

/** The typed fields → the contract's input, with Thai messages for what staff get wrong most. */
const draftSchema = z.object({
  code: gameSlugSchema,
  name: z.string().trim().min(1, 'กรุณากรอกชื่อค่าย').max(80),
  adapter: z.enum(gameAdapterKinds),
  categories: z.array(z.enum(gameCategories)).min(1, 'เลือกอย่างน้อยหนึ่งหมวด'),
  apiBaseUrl: z.url({ protocol: /^https?$/, message: 'URL ต้องขึ้นต้นด้วย http:// หรือ https://' }),
  allowList: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().max(64, 'ที่อยู่ยาวเกินไป')).max(50, 'ได้ไม่เกิน 50 ที่อยู่')),
  sortOrder: z
    .string()
    .regex(/^\d{1,5}$/, 'ลำดับต้องเป็นตัวเลข 0–10000')
    .transform(Number),
  enabled: z.boolean(),
  logoUrl: z.string().trim().max(500),
}) satisfies z.ZodType<GameProviderInput, Draft>;

const draftOf = (provider: AdminGameProvider | undefined): Draft => ({
  code: provider?.code ?? '',
  name: provider?.name ?? '',
  adapter: provider?.adapter ?? 'AMB',
  categories: provider?.categories ?? [],
  apiBaseUrl: provider?.apiBaseUrl ?? '',
  allowList: provider?.allowList.join('\n') ?? '',
  sortOrder: String(provider?.sortOrder ?? 0),
  enabled: provider?.enabled ?? true,
  logoUrl: provider?.logoUrl ?? '',
});

/** Create a provider, or change one (its code and adapter are fixed once created). */
const ProviderDialog = ({
  provider,
  onClose,
  onCreated,
}: {
  provider: AdminGameProvider | undefined;
  onClose: () => void;
  onCreated: (created: GameProviderSecret) => void;
}) => {
  const create = useCreateGameProvider();
  const update = useUpdateGameProvider();
  const mutation = provider ? update : create;
  const form = useForm<Draft, unknown, GameProviderInput>({
    resolver: zodResolver(draftSchema),
    defaultValues: draftOf(provider),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    if (provider) {
      await update.mutateAsync({ id: provider.id, body });
      toast.success(th.saved);
      onClose();
    } else {
      onCreated(await create.mutateAsync(body));
    }
  });
  return (
    <WideDialog
      title={provider ? fill(th.editProvider, { name: provider.name }) : th.createProvider}
      description={th.providerFormDescription}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={formSubmit(submit)} className="flex flex-col gap-4">
        {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={th.codeLabel}
            autoComplete="off"
            readOnly={provider !== undefined}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <TextField
            label={th.nameLabel}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          {provider ? (
            // Fixed once created (its wallet calls arrive in that shape); the value stays in the form.
            <TextField label={th.adapterLabel} readOnly value={provider.adapter} />
          ) : (
            <SelectField
              label={th.adapterLabel}
              options={gameAdapterKinds.map((kind) => ({ value: kind, label: kind }))}
              {...form.register('adapter')}
            />
          )}
          <TextField
            label={th.apiBaseUrlLabel}
            autoComplete="off"
            inputMode="url"
            error={errors.apiBaseUrl?.message}
            {...form.register('apiBaseUrl')}
          />
          <TextField
            label={th.orderLabel}
            inputMode="numeric"
            error={errors.sortOrder?.message}
            {...form.register('sortOrder')}
          />
          <TextField label={th.logoLabel} autoComplete="off" {...form.register('logoUrl')} />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{th.categoriesLabel}</legend>
          <div className="flex flex-wrap gap-4">
            {gameCategories.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" className="size-4" value={category} {...form.register('categories')} />
                {gameCategoryNames[category]}
              </label>
            ))}
          </div>
          {errors.categories?.message && (
            <p role="alert" className="text-sm text-red-600">
              {errors.categories.message}
            </p>
          )}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {th.allowListLabel}
          <textarea
            rows={3}
            className="rounded-md border border-slate-300 p-2 font-mono text-sm text-slate-900"
            {...form.register('allowList')}
          />
          {errors.allowList?.message && (
            <span role="alert" className="text-sm text-red-600">
              {errors.allowList.message}
            </span>
          )}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4" {...form.register('enabled')} />
          {th.enabledLabel}
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {th.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {th.save}
          </Button>
        </div>
      </form>
    </WideDialog>
  );
};

/**
 * The provider's secret, this once (after creating it or rotating it): copy it to the provider before
 * closing. Closing drops it from memory; the server keeps it encrypted and never answers it again.
 */
export const ProviderSecretDialog = ({
  created,
  onClose,
}: {
  created: GameProviderSecret;
  onClose: () => void;
}) => (
  <ShownOnceDialog
    title={fill(th.secretTitle, { name: created.provider.name })}
    warning={th.secretWarning}
    copyText={created.secret}
    copyLabel={th.copySecret}
    onAcknowledge={onClose}
  >
    <TextField label={th.walletKeyLabel} readOnly value={created.provider.walletKey} />
    <TextField
      label={th.secretLabel}
      readOnly
      value={created.secret}
      data-testid="provider-secret"
      className="font-mono"
      onFocus={(event) => event.currentTarget.select()}
    />
  </ShownOnceDialog>
);

const columns = [
  { label: th.colCode },
  { label: th.colName },
  { label: th.colAdapter },
  { label: th.colCategories },
  { label: th.colWalletKey },
  { label: th.colOrder, className: 'text-right' },
  { label: th.colSecretRotatedAt },
  { label: th.colEnabled },
  { label: adminTh.actions },
];

/** Game providers (owner, finance and support read; the owner adds, changes and rotates their secrets). */
export const ProvidersPage = () => {
  const me = useMe();
  const canEdit = allows(me.data?.role, access.gameProviders);
  const providers = useGameProviders();
  const rotate = useRotateProviderSecret();
  const [editing, setEditing] = useState<AdminGameProvider | 'new' | undefined>();
  const [rotating, setRotating] = useState<AdminGameProvider | undefined>();
  const [secret, setSecret] = useState<GameProviderSecret | undefined>();
  const list = providers.data;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={th.pageProviders}
        actions={canEdit && <Button onClick={() => setEditing('new')}>{th.createProvider}</Button>}
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.providersIntro}</p>
      {!canEdit && <p className="text-sm text-slate-500">{th.ownerOnly}</p>}
      <PagedTable
        label={th.providersTable}
        columns={columns}
        page={list ? { data: list, total: list.length } : undefined}
        error={providers.isError ? apiMessage(providers.error) : undefined}
        renderRow={(provider: AdminGameProvider) => (
          <tr key={provider.id} data-testid={`provider-${provider.code}`}>
            <Td className="font-mono">{provider.code}</Td>
            <Td>{provider.name}</Td>
            <Td>{provider.adapter}</Td>
            <Td>{provider.categories.map((category) => gameCategoryNames[category]).join(', ')}</Td>
            <Td className="font-mono text-xs">{provider.walletKey}</Td>
            <Td className="text-right">{provider.sortOrder}</Td>
            <Td>{formatDateTime(provider.secretRotatedAt)}</Td>
            <Td>
              {provider.enabled ? (
                <Badge tone="success">{th.enabled}</Badge>
              ) : (
                <Badge tone="warning">{th.disabled}</Badge>
              )}
            </Td>
            <Td>
              {canEdit && (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(provider)}>
                    {th.edit}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setRotating(provider)}>
                    {th.rotate}
                  </Button>
                </div>
              )}
            </Td>
          </tr>
        )}
      />
      {editing && (
        <ProviderDialog
          provider={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onCreated={(created) => {
            setEditing(undefined);
            setSecret(created);
          }}
        />
      )}
      {rotating && (
        <ActionDialog
          onClose={() => {
            setRotating(undefined);
            rotate.reset();
          }}
          title={fill(th.rotateTitle, { name: rotating.name })}
          description={th.rotateBody}
          confirmLabel={th.rotate}
          tone="danger"
          mutation={rotate}
          onSubmit={(event) => {
            event.preventDefault();
            rotate.mutate(rotating.id, {
              onSuccess: (rotated) => {
                setRotating(undefined);
                rotate.reset();
                setSecret(rotated);
              },
            });
          }}
        />
      )}
      {secret && <ProviderSecretDialog created={secret} onClose={() => setSecret(undefined)} />}
    </div>
  );
};
