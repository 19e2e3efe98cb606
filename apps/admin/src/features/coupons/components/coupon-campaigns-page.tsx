import {
  type CouponCampaign,
  type CouponCampaignInput,
  fillMessage,
  formatAmount,
  parseAmount,
} from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht, formatDateTime } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { couponsTh as th } from '../../../messages/coupons';
import {
  COUPON_CAMPAIGNS_PAGE_SIZE,
  couponCodesCsv,
  useCouponCampaigns,
  useCreateCouponCampaign,
  useSetCouponCampaignEnabled,
} from '../api/coupon-campaigns';

type Created = { campaign: CouponCampaign; codes: string[] };

const columns = [
  { label: th.colName },
  { label: th.colValue, className: 'text-right' },
  { label: th.colTurnover },
  { label: th.colQuantity, className: 'text-right' },
  { label: th.colRemaining, className: 'text-right' },
  { label: th.colRedeemed, className: 'text-right' },
  { label: th.colFlags },
  { label: th.colExpires },
  { label: th.colStatus },
  { label: '' },
] as const;

/** What the member must wager: multiplier × value, rounded up to the satang (as the server does). */
export const turnoverTargetOf = (value: string, multiplier: string): string | undefined => {
  const valueSatang = parseAmount(value);
  if (valueSatang === undefined || !/^\d{1,2}(\.\d)?$/.test(multiplier.trim())) return undefined;
  const [whole = '0', tenth = '0'] = multiplier.trim().split('.');
  const tenths = BigInt(Number(whole) * 10 + Number(tenth));
  return formatAmount((valueSatang * tenths + 9n) / 10n);
};

const flagsOf = (campaign: CouponCampaign): string => {
  const flags: string[] = [];
  if (campaign.newMembersOnly) flags.push(fillMessage(th.flagNewMembers, { days: campaign.newMemberDays }));
  if (campaign.minDepositInWindow)
    flags.push(
      fillMessage(th.flagDeposit, {
        amount: formatBaht(campaign.minDepositInWindow),
        days: campaign.depositWindowDays,
      }),
    );
  return flags.length ? flags.join(' · ') : th.flagNone;
};

/** A `datetime-local` value, read as Bangkok time (the site's clock), as an ISO time with its offset. */
const bangkokIso = (local: string): string => `${local.length === 16 ? `${local}:00` : local}+07:00`;

/** Today + 30 days at 23:59 Bangkok, as a `datetime-local` value. */
const defaultExpiry = (): string => {
  const day = new Date(Date.now() + 7 * 60 * 60_000 + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  return `${day}T23:59`;
};

const CreateCampaignDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: Created) => void;
}) => {
  const create = useCreateCouponCampaign();
  const [form, setForm] = useState({
    name: '',
    quantity: '100',
    value: '50',
    multiplier: '5',
    maxStake: '500',
    expiresAt: defaultExpiry(),
    newMembersOnly: false,
    newMemberDays: '7',
    minDeposit: '',
    depositWindowDays: '7',
  });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const target = turnoverTargetOf(form.value, form.multiplier);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: CouponCampaignInput = {
      name: form.name,
      quantity: Number(form.quantity),
      value: form.value,
      multiplier: form.multiplier,
      base: 'BONUS',
      maxStake: form.maxStake,
      newMembersOnly: form.newMembersOnly,
      newMemberDays: Number(form.newMemberDays),
      minDepositInWindow: form.minDeposit.trim() === '' ? null : form.minDeposit,
      depositWindowDays: Number(form.depositWindowDays),
      expiresAt: bangkokIso(form.expiresAt),
    };
    try {
      onCreated(await create.mutateAsync(body));
    } catch {
      // Shown from `create.error` above the form.
    }
  };

  return (
    <WideDialog
      title={th.createTitle}
      description={th.createDescription}
      onClose={onClose}
      busy={create.isPending}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {create.error && <Alert>{apiMessage(create.error)}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={th.nameLabel} value={form.name} onChange={set('name')} maxLength={120} />
          <TextField
            label={th.quantityLabel}
            type="number"
            min={1}
            max={10000}
            value={form.quantity}
            onChange={set('quantity')}
          />
          <TextField label={th.valueLabel} inputMode="decimal" value={form.value} onChange={set('value')} />
          <TextField
            label={th.multiplierLabel}
            inputMode="decimal"
            value={form.multiplier}
            onChange={set('multiplier')}
            hint={th.multiplierHint}
          />
          <TextField
            label={th.maxStakeLabel}
            inputMode="decimal"
            value={form.maxStake}
            onChange={set('maxStake')}
          />
          <TextField
            label={th.expiresLabel}
            type="datetime-local"
            value={form.expiresAt}
            onChange={set('expiresAt')}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={form.newMembersOnly}
              onChange={(event) =>
                setForm((current) => ({ ...current, newMembersOnly: event.target.checked }))
              }
            />
            {th.newMembersOnlyLabel}
          </label>
          <TextField
            label={th.newMemberDaysLabel}
            type="number"
            min={1}
            max={365}
            disabled={!form.newMembersOnly}
            value={form.newMemberDays}
            onChange={set('newMemberDays')}
          />
          <TextField
            label={th.minDepositLabel}
            inputMode="decimal"
            value={form.minDeposit}
            onChange={set('minDeposit')}
          />
          <TextField
            label={th.depositWindowDaysLabel}
            type="number"
            min={1}
            max={90}
            disabled={form.minDeposit.trim() === ''}
            value={form.depositWindowDays}
            onChange={set('depositWindowDays')}
          />
        </div>
        {target && (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="coupon-preview">
            {fillMessage(th.preview, {
              value: formatBaht(formatAmount(parseAmount(form.value) ?? 0n)),
              target: formatBaht(target),
            })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {th.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {th.submit}
          </Button>
        </div>
      </form>
    </WideDialog>
  );
};

/**
 * The codes, this once: copy them all or download a CSV before closing. Closing drops them from
 * memory; the server keeps only their hashes, so nothing can show them again.
 */
export const CreatedCodesDialog = ({ created, onClose }: { created: Created; onClose: () => void }) => {
  const { campaign, codes } = created;
  return (
    <ShownOnceDialog
      title={fillMessage(th.codesTitle, { name: campaign.name })}
      warning={th.codesWarning}
      copyText={codes.join('\n')}
      copyLabel={th.copyAll}
      onAcknowledge={onClose}
      extraActions={
        <Button
          variant="secondary"
          onClick={() => saveFile(couponCodesCsv(codes), `coupon-codes-${campaign.id}.csv`)}
        >
          {th.downloadCsv}
        </Button>
      }
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {fillMessage(th.codesLabel, { count: codes.length })}
        <textarea
          readOnly
          rows={Math.min(codes.length, 12)}
          value={codes.join('\n')}
          className="rounded-md border border-slate-300 p-2 font-mono text-sm tracking-wider text-slate-900"
        />
      </label>
    </ShownOnceDialog>
  );
};

const StatusBadge = ({ campaign }: { campaign: CouponCampaign }) => {
  if (new Date(campaign.expiresAt).getTime() <= Date.now()) return <Badge>{th.statusExpired}</Badge>;
  return campaign.enabled ? (
    <Badge tone="success">{th.statusOn}</Badge>
  ) : (
    <Badge tone="warning">{th.statusOff}</Badge>
  );
};

/** Coupon campaigns: the list (owner, finance, support), create and switch off (owner, finance). */
export const CouponCampaignsPage = () => {
  const me = useMe();
  const canEdit = allows(me.data?.role, access.money);
  const [pageNo, setPageNo] = useState(1);
  const campaigns = useCouponCampaigns(pageNo);
  const setEnabled = useSetCouponCampaignEnabled();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | undefined>();

  // Switching a campaign off stops its unused codes at once: that direction asks first.
  const [confirmingOff, setConfirmingOff] = useState<CouponCampaign>();

  const switchCampaign = (campaign: CouponCampaign) =>
    setEnabled.mutate(
      { id: campaign.id, enabled: !campaign.enabled },
      {
        onSuccess: (after) => {
          toast.success(after.enabled ? th.turnedOn : th.turnedOff);
          setConfirmingOff(undefined);
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={th.page}
        actions={canEdit && <Button onClick={() => setCreating(true)}>{th.create}</Button>}
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <PagedTable
        label={th.table}
        columns={columns}
        page={campaigns.data}
        error={campaigns.isError ? apiMessage(campaigns.error) : undefined}
        pageNo={pageNo}
        pageSize={COUPON_CAMPAIGNS_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(campaign: CouponCampaign) => (
          <tr key={campaign.id} data-testid={`campaign-${campaign.id}`}>
            <Td>{campaign.name}</Td>
            <Td className="text-right">{formatBaht(campaign.value)}</Td>
            <Td>×{campaign.multiplier}</Td>
            <Td className="text-right">{campaign.quantity.toLocaleString('th-TH')}</Td>
            <Td className="text-right">{campaign.remaining.toLocaleString('th-TH')}</Td>
            <Td className="text-right">{campaign.redeemed.toLocaleString('th-TH')}</Td>
            <Td>{flagsOf(campaign)}</Td>
            <Td>{formatDateTime(campaign.expiresAt)}</Td>
            <Td>
              <StatusBadge campaign={campaign} />
            </Td>
            <Td>
              {canEdit && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => (campaign.enabled ? setConfirmingOff(campaign) : switchCampaign(campaign))}
                  disabled={setEnabled.isPending}
                >
                  {campaign.enabled ? th.turnOff : th.turnOn}
                </Button>
              )}
            </Td>
          </tr>
        )}
      />
      {confirmingOff && (
        <ActionDialog
          onClose={() => setConfirmingOff(undefined)}
          title={fillMessage(th.turnOffTitle, { name: confirmingOff.name })}
          description={fillMessage(th.turnOffBody, {
            remaining: confirmingOff.remaining.toLocaleString('th-TH'),
          })}
          confirmLabel={th.turnOff}
          tone="danger"
          mutation={setEnabled}
          onSubmit={(event) => {
            event.preventDefault();
            switchCampaign(confirmingOff);
          }}
        />
      )}
      {creating && (
        <CreateCampaignDialog
          onClose={() => setCreating(false)}
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
          }}
        />
      )}
      {created && <CreatedCodesDialog created={created} onClose={() => setCreated(undefined)} />}
    </div>
  );
};
