import {
  type ConditionAdmin,
  type ConditionStatus,
  cancelConditionRequestSchema,
  conditionStatuses,
  turnoverPercent,
} from '@chokdee/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StatusListPage, useStatusFilter } from '../../../components/ui/status-list-page';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { promotionsTh as th } from '../../../messages/promotions';
import { CONDITIONS_PAGE_SIZE, useCancelCondition, useConditions } from '../api/conditions';

type Filter = ConditionStatus | 'ALL';

const filters: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'OPEN', label: th.statuses.OPEN },
  ...conditionStatuses
    .filter((status) => status !== 'OPEN')
    .map((status) => ({ value: status, label: th.statuses[status] })),
  { value: 'ALL', label: th.all },
];

const tones: Record<ConditionStatus, BadgeTone> = {
  OPEN: 'info',
  COMPLETED: 'success',
  FORFEITED: 'neutral',
  CANCELLED: 'danger',
  CLOSED_SMALL_BALANCE: 'neutral',
};

const columns = [
  { label: th.colMember },
  { label: th.colPromotion },
  { label: th.previewBonus, className: 'text-right' },
  { label: th.colProgress },
  { label: th.colStatus },
  { label: th.colStarted },
  { label: th.colClosed },
  { label: th.colActions },
] as const;

const Progress = ({ condition }: { condition: ConditionAdmin }) => {
  const percent = turnoverPercent(condition.currentTurnover, condition.turnoverTarget);
  const text = fill(th.progressOf, {
    current: formatBaht(condition.currentTurnover),
    target: formatBaht(condition.turnoverTarget),
  });
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <span className="text-xs tabular-nums">{text}</span>
      <div
        role="progressbar"
        aria-label={`${th.colProgress} ${condition.loginName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};

/** Cancel with a reason the member will read in their bonus history (audited on the server). */
const CancelDialog = ({ condition, onClose }: { condition: ConditionAdmin; onClose: () => void }) => {
  const cancel = useCancelCondition();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    const parsed = cancelConditionRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await cancel.mutateAsync({ conditionId: condition.conditionId, reason: parsed.data.reason });
    toast.success(th.cancelled);
    onClose();
  };
  return (
    <ActionDialog
      onClose={onClose}
      title={fill(th.cancelTitle, { member: condition.loginName })}
      description={fill(th.cancelBody, { promotion: condition.promotionName })}
      confirmLabel={th.cancel}
      tone="danger"
      mutation={cancel}
      onSubmit={(event) => {
        event.preventDefault();
        formSubmit(submit)(event);
      }}
    >
      <TextField
        label={th.cancelReason}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
};

/**
 * Members' wagering conditions (all, or one member's from `?memberId=`): progress, status, and for
 * owner and finance a cancel with a reason.
 */
export const ConditionsPage = () => {
  const [search] = useSearchParams();
  const memberId = search.get('memberId') ?? undefined;
  const me = useMe();
  const state = useStatusFilter<Filter>('OPEN');
  const list = useConditions(
    { memberId, status: state.filter === 'ALL' ? undefined : state.filter },
    state.pageNo,
  );
  const [cancelling, setCancelling] = useState<ConditionAdmin | null>(null);
  const canCancel = allows(me.data?.role, access.promotions);
  return (
    <StatusListPage
      title={th.pageConditions}
      filters={filters}
      state={state}
      list={list}
      pageSize={CONDITIONS_PAGE_SIZE}
      columns={columns}
      toolbar={
        <div className="mb-3 flex flex-col gap-2">
          <p className="max-w-3xl text-sm text-slate-600">{th.conditionsIntro}</p>
          {memberId && (
            <p className="flex items-center gap-3 text-sm">
              <span>
                {th.memberFilter}:{' '}
                <span className="font-mono">{list.data?.data[0]?.loginName ?? memberId}</span>
              </span>
              <Link to={paths.promotionConditions} className="font-semibold text-brand-700 hover:underline">
                {th.memberFilterClear}
              </Link>
            </p>
          )}
        </div>
      }
      renderRow={(condition) => (
        <tr key={condition.conditionId} data-testid="condition-row">
          <Td>
            <Link
              to={paths.member.replace(':id', condition.memberId)}
              className="font-semibold text-brand-700 hover:underline"
            >
              {condition.loginName}
            </Link>
          </Td>
          <Td>
            <div>{condition.promotionName}</div>
            <div className="text-xs text-slate-500">{th.sources[condition.source]}</div>
          </Td>
          <Td className="text-right tabular-nums">{formatBaht(condition.bonus)}</Td>
          <Td>
            <Progress condition={condition} />
          </Td>
          <Td>
            <Badge tone={tones[condition.status]}>{th.statuses[condition.status]}</Badge>
          </Td>
          <Td className="text-xs">{formatDateTime(condition.startedAt)}</Td>
          <Td className="text-xs">
            {condition.closedAt && <div>{formatDateTime(condition.closedAt)}</div>}
            {condition.closeReason && <div className="text-slate-600">{condition.closeReason}</div>}
          </Td>
          <Td>
            {canCancel && condition.status === 'OPEN' && (
              <Button
                size="sm"
                variant="danger"
                aria-label={`${th.cancel} ${condition.loginName}`}
                onClick={() => setCancelling(condition)}
              >
                {th.cancel}
              </Button>
            )}
          </Td>
        </tr>
      )}
    >
      {cancelling && <CancelDialog condition={cancelling} onClose={() => setCancelling(null)} />}
    </StatusListPage>
  );
};
