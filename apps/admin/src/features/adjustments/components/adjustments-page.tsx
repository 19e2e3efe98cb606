import {
  type AdjustmentRequestItem,
  type AdjustmentSettings,
  type AdjustmentSettingsRequest,
  adjustmentSettingsRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
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
import { adjustmentsTh as th } from '../../../messages/adjustments';
import { adjustmentDirectionLabel } from '../../../messages/members';
import { adminTh } from '../../../messages/th';
import {
  ADJUSTMENTS_PAGE_SIZE,
  useAdjustmentSettings,
  useDecideAdjustment,
  usePendingAdjustments,
  useSaveAdjustmentSettings,
} from '../api/adjustments';

/** The two rules (owner saves; finance reads). `raw`: amounts travel as typed, the server parses them. */
const SettingsForm = ({ settings, canEdit }: { settings: AdjustmentSettings; canEdit: boolean }) => {
  const save = useSaveAdjustmentSettings();
  const values = (saved: AdjustmentSettings): AdjustmentSettingsRequest => ({
    approvalThreshold: saved.approvalThreshold,
    dailyCapPerStaff: saved.dailyCapPerStaff,
  });
  const form = useForm<AdjustmentSettingsRequest, unknown, AdjustmentSettingsRequest>({
    resolver: zodResolver(adjustmentSettingsRequestSchema, undefined, { raw: true }),
    defaultValues: values(settings),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    form.reset(values(await save.mutateAsync(body)));
    toast.success(th.saved);
  });
  return (
    <form
      noValidate
      aria-label={th.settingsHeading}
      onSubmit={formSubmit(submit)}
      className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <TextField
          label={th.approvalThreshold}
          inputMode="decimal"
          autoComplete="off"
          error={errors.approvalThreshold?.message}
          {...form.register('approvalThreshold')}
        />
        <TextField
          label={th.dailyCap}
          inputMode="decimal"
          autoComplete="off"
          error={errors.dailyCapPerStaff?.message}
          {...form.register('dailyCapPerStaff')}
        />
      </fieldset>
      {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {settings.updatedAt
            ? fill(th.lastSaved, { time: formatDateTime(settings.updatedAt) })
            : th.defaults}
        </p>
        {canEdit ? (
          <Button type="submit" loading={save.isPending}>
            {th.save}
          </Button>
        ) : (
          <span className="text-sm text-slate-500">{th.readOnly}</span>
        )}
      </div>
    </form>
  );
};

/** The member an adjustment is for, by name and phone. */
const memberText = (item: AdjustmentRequestItem) =>
  item.memberName === null
    ? th.memberUnknown
    : fill(th.memberNamed, { name: item.memberName, phone: item.memberPhone ?? '' });

/** Approve or reject one pending adjustment, after a confirmation that names the member (reject asks why). */
const Decide = ({
  item,
  decision,
  onClose,
}: {
  item: AdjustmentRequestItem;
  decision: Decision;
  onClose: () => void;
}) => {
  const mutation = useDecideAdjustment();
  const words = {
    direction: adjustmentDirectionLabel[item.direction],
    amount: formatBaht(item.amount),
    maker: item.makerName ?? item.makerId,
    member: memberText(item),
    balance: item.memberBalance === null ? '-' : formatBaht(item.memberBalance),
  };
  return (
    <DecideDialog
      decision={decision}
      text={{ ...th, approveBody: fill(th.approveBody, words), rejectBody: fill(th.rejectBody, words) }}
      mutation={mutation}
      decide={(input) => mutation.mutateAsync({ id: item.id, ...input })}
      onClose={onClose}
    />
  );
};

const columns = [
  { label: th.colCreatedAt },
  { label: th.colMember },
  { label: th.colDirection },
  { label: th.colAmount, className: 'text-right' },
  { label: th.colReason },
  { label: th.colMaker },
  { label: adminTh.actions },
];

/**
 * Adjustments above the owner's threshold wait here for a second staff member (owner, finance): the
 * maker's own are listed but the server refuses their approval. The rules sit above the list.
 */
export const AdjustmentsPage = () => {
  const me = useMe();
  const settings = useAdjustmentSettings();
  const [pageNo, setPageNo] = useState(1);
  const pending = usePendingAdjustments(pageNo);
  const [open, setOpen] = useState<{ item: AdjustmentRequestItem; decision: Decision }>();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={adminTh.pageAdjustments} />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <h2 className="text-lg font-bold text-slate-900">{th.pendingHeading}</h2>
      <PagedTable
        label={th.pendingHeading}
        columns={columns}
        page={pending.data}
        error={pending.isError ? apiMessage(pending.error) : undefined}
        pageNo={pageNo}
        pageSize={ADJUSTMENTS_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(item) => (
          <tr key={item.id} data-testid={`adjustment-${item.id}`}>
            <Td className="whitespace-nowrap">{formatDateTime(item.createdAt)}</Td>
            <Td>
              <Link
                to={paths.member.replace(':id', item.memberId)}
                className="font-semibold text-brand-800 underline hover:text-brand-600"
              >
                {item.memberName ?? th.openMember}
              </Link>
              {item.memberPhone && <div className="text-sm text-slate-500">{item.memberPhone}</div>}
            </Td>
            <Td>{adjustmentDirectionLabel[item.direction]}</Td>
            <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
              {formatBaht(item.amount)}
            </Td>
            <Td>{item.reason}</Td>
            <Td>{item.makerName ?? item.makerId}</Td>
            <Td>
              {item.makerId !== me.data?.id && (
                <DecideButtons text={th} onDecide={(decision) => setOpen({ item, decision })} />
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
          key={`${open.item.id}-${open.decision}`}
          item={open.item}
          decision={open.decision}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
};
