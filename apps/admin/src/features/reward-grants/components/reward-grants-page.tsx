import {
  memberRefOf,
  type RewardGrant,
  type RewardGrantRequest,
  type RewardGrantSettings,
  type RewardGrantSettingsRequest,
  rewardGrantFieldsSchema,
  rewardGrantSettingsRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DecideButtons, DecideDialog, type Decision } from '../../../components/ui/decide-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Spinner } from '../../../components/ui/spinner';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { grantsTh as th } from '../../../messages/reward-ops';
import {
  GRANTS_PAGE_SIZE,
  useDecideGrant,
  useGrantSettings,
  useRequestGrant,
  useRewardGrants,
  useSaveGrantSettings,
} from '../api/reward-grants';

/** The form's fields: the member as staff type them (a phone or the member's id), then the grant's. */
const grantFormSchema = rewardGrantFieldsSchema.extend({
  member: z.string().trim().min(1, th.memberRequired),
});
type GrantForm = z.input<typeof grantFormSchema>;

/**
 * Grant a bonus (owner, finance) to a member named by phone or id; `?memberId=` (the member page's
 * link) fills the member. One Idempotency-Key per grant.
 */
const RequestForm = ({ memberId }: { memberId: string }) => {
  const request = useRequestGrant();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const empty: GrantForm = { member: memberId, amount: '', multiplier: '1', reason: '' };
  const form = useForm<GrantForm, unknown, GrantForm>({
    resolver: zodResolver(grantFormSchema, undefined, { raw: true }),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ member, ...fields }) => {
    const body: RewardGrantRequest = { ...fields, ...memberRefOf(member) };
    const grant = await request.mutateAsync({ body, key });
    setKey(crypto.randomUUID());
    form.reset({ ...empty, member: '' });
    toast.success(grant.status === 'PENDING' ? th.pendingSaved : th.granted);
  });
  return (
    <form
      noValidate
      aria-label={th.requestHeading}
      onSubmit={formSubmit(submit)}
      className="flex max-w-3xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={th.memberLabel}
          autoComplete="off"
          error={errors.member?.message}
          {...form.register('member')}
        />
        <TextField
          label={th.amountLabel}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={th.multiplierLabel}
          inputMode="decimal"
          autoComplete="off"
          error={errors.multiplier?.message}
          {...form.register('multiplier')}
        />
        <TextField
          label={th.reasonLabel}
          autoComplete="off"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
      {request.error ? <Alert>{apiMessage(request.error)}</Alert> : null}
      <div>
        <Button type="submit" loading={request.isPending}>
          {th.submit}
        </Button>
      </div>
    </form>
  );
};

/** Approve or reject one pending grant, after a confirmation (reject asks why). */
const Decide = ({
  grant,
  decision,
  onClose,
}: {
  grant: RewardGrant;
  decision: Decision;
  onClose: () => void;
}) => {
  const mutation = useDecideGrant();
  const words = {
    amount: formatBaht(grant.amount),
    member: grant.memberName ?? grant.memberId,
    maker: grant.makerName ?? grant.makerId,
  };
  return (
    <DecideDialog
      decision={decision}
      text={{ ...th, approveBody: fill(th.approveBody, words), rejectBody: fill(th.rejectBody, words) }}
      mutation={mutation}
      decide={(input) => mutation.mutateAsync({ id: grant.id, ...input })}
      onClose={onClose}
    />
  );
};

const SettingsForm = ({ settings, canEdit }: { settings: RewardGrantSettings; canEdit: boolean }) => {
  const save = useSaveGrantSettings();
  const form = useForm<RewardGrantSettingsRequest, unknown, RewardGrantSettingsRequest>({
    resolver: zodResolver(rewardGrantSettingsRequestSchema, undefined, { raw: true }),
    defaultValues: { approvalThreshold: settings.approvalThreshold },
  });
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset({ approvalThreshold: saved.approvalThreshold });
    toast.success(th.settingsSaved);
  });
  return (
    <form
      noValidate
      aria-label={th.settingsHeading}
      onSubmit={formSubmit(submit)}
      className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <fieldset disabled={!canEdit}>
        <TextField
          label={th.thresholdLabel}
          inputMode="decimal"
          autoComplete="off"
          error={form.formState.errors.approvalThreshold?.message}
          {...form.register('approvalThreshold')}
        />
      </fieldset>
      {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {settings.updatedAt ? formatDateTime(settings.updatedAt) : th.defaults}
        </p>
        {canEdit ? (
          <Button type="submit" loading={save.isPending}>
            {th.saveSettings}
          </Button>
        ) : (
          <span className="text-sm text-slate-500">{th.readOnly}</span>
        )}
      </div>
    </form>
  );
};

const statusTone = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;
const columns = [
  { label: th.colCreatedAt },
  { label: th.colMember },
  { label: th.colAmount, className: 'text-right' },
  { label: th.colTarget, className: 'text-right' },
  { label: th.colReason },
  { label: th.colStatus },
  { label: th.colMaker },
  { label: th.colChecker },
  { label: th.actions },
];

/**
 * Bonus granted by staff (owner, finance): the request form, the grants with approve/reject on another
 * staff member's pending one, and the threshold (owner saves).
 */
export const RewardGrantsPage = () => {
  const me = useMe();
  const [search] = useSearchParams();
  const [pageNo, setPageNo] = useState(1);
  const grants = useRewardGrants(pageNo);
  const settings = useGrantSettings();
  const [open, setOpen] = useState<{ grant: RewardGrant; decision: Decision }>();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.page} />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <h2 className="text-lg font-bold text-slate-900">{th.requestHeading}</h2>
      <RequestForm memberId={search.get('memberId') ?? ''} />
      <h2 className="text-lg font-bold text-slate-900">{th.listHeading}</h2>
      <PagedTable
        label={th.listLabel}
        columns={columns}
        page={grants.data}
        error={grants.isError ? apiMessage(grants.error) : undefined}
        pageNo={pageNo}
        pageSize={GRANTS_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(grant) => (
          <tr key={grant.id} data-testid={`grant-${grant.id}`}>
            <Td className="whitespace-nowrap">{formatDateTime(grant.createdAt)}</Td>
            <Td>
              <Link
                to={paths.member.replace(':id', grant.memberId)}
                className="font-semibold text-brand-800 underline hover:text-brand-600"
              >
                {grant.memberName ?? grant.memberId}
              </Link>
            </Td>
            <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
              {formatBaht(grant.amount)}
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">
              {formatBaht(grant.target)} (×{grant.multiplier})
            </Td>
            <Td>{grant.rejectReason ? `${grant.reason} · ${grant.rejectReason}` : grant.reason}</Td>
            <Td>
              <Badge tone={statusTone[grant.status]}>{th.status[grant.status]}</Badge>
            </Td>
            <Td>{grant.makerName ?? grant.makerId}</Td>
            <Td>{grant.checkerName ?? ''}</Td>
            <Td>
              {grant.status === 'PENDING' && grant.makerId !== me.data?.id && (
                <DecideButtons text={th} onDecide={(decision) => setOpen({ grant, decision })} />
              )}
            </Td>
          </tr>
        )}
      />
      <h2 className="text-lg font-bold text-slate-900">{th.settingsHeading}</h2>
      {settings.isError && <Alert>{apiMessage(settings.error)}</Alert>}
      {settings.data ? (
        <SettingsForm settings={settings.data} canEdit={allows(me.data?.role, access.owner)} />
      ) : (
        !settings.isError && <Spinner />
      )}
      {open && (
        <Decide
          key={`${open.grant.id}-${open.decision}`}
          grant={open.grant}
          decision={open.decision}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
};
