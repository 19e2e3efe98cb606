import {
  fillMessage,
  type MissionKind,
  type MissionRewardKind,
  type MissionTemplate,
  type MissionTemplateInput,
  type MissionWindow,
  missionKindNames,
  missionKinds,
  missionTargetIsMoney,
  missionWindowNames,
  missionWindows,
  type WageringCategory,
  wageringCategories,
  wageringCategoryNames,
} from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht } from '../../../lib/format';
import { missionsTh as th } from '../../../messages/missions';
import { useMissionTemplates, useSaveMissionTemplate, useSetMissionEnabled } from '../api/missions';

const columns = [
  { label: th.colName },
  { label: th.colKind },
  { label: th.colWindow },
  { label: th.colTarget, className: 'text-right' },
  { label: th.colReward },
  { label: th.colClaim },
  { label: th.colStatus },
  { label: '' },
] as const;

/** A template's target as staff read it: baht, shots, or days in a row. */
export const targetText = (
  template: Pick<MissionTemplate, 'kind' | 'targetAmount' | 'targetCount'>,
): string => {
  if (missionTargetIsMoney(template.kind)) return formatBaht(template.targetAmount ?? '0.00');
  if (template.kind === 'LOGIN_STREAK') return fillMessage(th.days, { count: template.targetCount ?? 0 });
  return fillMessage(th.count, { count: template.targetCount ?? 0 });
};

const rewardText = (template: MissionTemplate): string =>
  template.rewardKind === 'CASH'
    ? fillMessage(th.rewardCash, { amount: formatBaht(template.rewardAmount) })
    : fillMessage(th.rewardBonus, {
        amount: formatBaht(template.rewardAmount),
        multiplier: template.bonusMultiplier ?? '1',
      });

type Form = {
  name: string;
  description: string;
  kind: MissionKind;
  window: MissionWindow;
  category: WageringCategory | '';
  target: string;
  rewardAmount: string;
  rewardKind: MissionRewardKind;
  bonusMultiplier: string;
  claimHours: string;
  sortOrder: string;
  enabled: boolean;
};

const formOf = (template: MissionTemplate | undefined): Form => ({
  name: template?.name ?? '',
  description: template?.description ?? '',
  kind: template?.kind ?? 'DEPOSIT',
  window: template?.window ?? 'DAILY',
  category: template?.category ?? '',
  target: template ? (template.targetAmount ?? String(template.targetCount ?? '')) : '300',
  rewardAmount: template?.rewardAmount ?? '20',
  rewardKind: template?.rewardKind ?? 'CASH',
  bonusMultiplier: template?.bonusMultiplier ?? '1',
  claimHours: String(template?.claimHours ?? 24),
  sortOrder: String(template?.sortOrder ?? 0),
  enabled: template?.enabled ?? true,
});

/** The form as the server's schema takes it (the server checks every rule again). */
export const bodyOf = (form: Form): MissionTemplateInput => {
  const money = missionTargetIsMoney(form.kind);
  return {
    name: form.name,
    description: form.description,
    kind: form.kind,
    window: form.window,
    category: form.kind === 'TURNOVER' && form.category !== '' ? form.category : null,
    targetAmount: money ? form.target : null,
    targetCount: money ? null : form.kind === 'PROFILE_COMPLETE' ? 1 : Number(form.target),
    rewardAmount: form.rewardAmount,
    rewardKind: form.rewardKind,
    bonusMultiplier: form.rewardKind === 'BONUS' ? form.bonusMultiplier : null,
    claimHours: Number(form.claimHours),
    enabled: form.enabled,
    sortOrder: Number(form.sortOrder),
  };
};

const TemplateDialog = ({
  template,
  onClose,
}: {
  template: MissionTemplate | undefined;
  onClose: () => void;
}) => {
  const save = useSaveMissionTemplate(template?.id);
  const [form, setForm] = useState<Form>(() => formOf(template));
  const set = (field: keyof Form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const money = missionTargetIsMoney(form.kind);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(bodyOf(form));
      toast.success(th.saved);
      onClose();
    } catch {
      // Shown from `save.error` above the form.
    }
  };

  return (
    <WideDialog
      title={template ? th.editTitle : th.createTitle}
      description={th.formDescription}
      onClose={onClose}
      busy={save.isPending}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {save.error && <Alert>{apiMessage(save.error)}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={th.nameLabel} value={form.name} onChange={set('name')} maxLength={100} />
          <TextField
            label={th.descriptionLabel}
            value={form.description}
            onChange={set('description')}
            maxLength={500}
          />
          <SelectField
            label={th.kindLabel}
            value={form.kind}
            onChange={set('kind')}
            options={missionKinds.map((kind) => ({ value: kind, label: missionKindNames[kind] }))}
          />
          <SelectField
            label={th.windowLabel}
            value={form.window}
            onChange={set('window')}
            options={missionWindows.map((window) => ({ value: window, label: missionWindowNames[window] }))}
          />
          {form.kind === 'TURNOVER' && (
            <SelectField
              label={th.categoryLabel}
              value={form.category}
              onChange={set('category')}
              options={[
                { value: '', label: th.allCategories },
                ...wageringCategories.map((category) => ({
                  value: category,
                  label: wageringCategoryNames[category],
                })),
              ]}
            />
          )}
          {form.kind !== 'PROFILE_COMPLETE' && (
            <TextField
              label={money ? th.targetAmountLabel : th.targetCountLabel}
              inputMode={money ? 'decimal' : 'numeric'}
              value={form.target}
              onChange={set('target')}
            />
          )}
          <TextField
            label={th.rewardAmountLabel}
            inputMode="decimal"
            value={form.rewardAmount}
            onChange={set('rewardAmount')}
          />
          <SelectField
            label={th.rewardKindLabel}
            value={form.rewardKind}
            onChange={set('rewardKind')}
            options={[
              { value: 'CASH', label: th.rewardCashOption },
              { value: 'BONUS', label: th.rewardBonusOption },
            ]}
          />
          {form.rewardKind === 'BONUS' && (
            <TextField
              label={th.multiplierLabel}
              inputMode="decimal"
              value={form.bonusMultiplier}
              onChange={set('bonusMultiplier')}
            />
          )}
          <TextField
            label={th.claimHoursLabel}
            type="number"
            min={1}
            max={168}
            value={form.claimHours}
            onChange={set('claimHours')}
          />
          <TextField
            label={th.sortOrderLabel}
            type="number"
            min={0}
            max={9999}
            value={form.sortOrder}
            onChange={set('sortOrder')}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={form.enabled}
              onChange={(event) => setForm((current) => ({ ...current, enabled: event.target.checked }))}
            />
            {th.enabledLabel}
          </label>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {th.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {th.submit}
          </Button>
        </div>
      </form>
    </WideDialog>
  );
};

/** Mission templates: every role reads them; owner and finance create, edit and switch them (audited). */
export const MissionTemplatesPage = () => {
  const me = useMe();
  const canEdit = allows(me.data?.role, access.missions);
  const templates = useMissionTemplates();
  const setEnabled = useSetMissionEnabled();
  const [editing, setEditing] = useState<{ template: MissionTemplate | undefined } | undefined>();

  // Switching a mission off takes it off the members' list at once: that direction asks first.
  const [confirmingOff, setConfirmingOff] = useState<MissionTemplate>();

  const switchTemplate = (template: MissionTemplate) =>
    setEnabled.mutate(
      { id: template.id, enabled: !template.enabled },
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
        title={th.pageTemplates}
        actions={canEdit && <Button onClick={() => setEditing({ template: undefined })}>{th.create}</Button>}
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <PagedTable
        label={th.table}
        columns={columns}
        page={templates.data ? { data: templates.data.data, total: templates.data.data.length } : undefined}
        error={templates.isError ? apiMessage(templates.error) : undefined}
        renderRow={(template: MissionTemplate) => (
          <tr key={template.id} data-testid={`mission-${template.id}`}>
            <Td>
              <div className="font-medium">{template.name}</div>
              {template.description && <div className="text-xs text-slate-500">{template.description}</div>}
            </Td>
            <Td>
              {missionKindNames[template.kind]}
              {template.category && ` · ${wageringCategoryNames[template.category]}`}
            </Td>
            <Td>{missionWindowNames[template.window]}</Td>
            <Td className="text-right">{targetText(template)}</Td>
            <Td>{rewardText(template)}</Td>
            <Td>{fillMessage(th.hours, { hours: template.claimHours })}</Td>
            <Td>
              {template.enabled ? (
                <Badge tone="success">{th.statusOn}</Badge>
              ) : (
                <Badge tone="warning">{th.statusOff}</Badge>
              )}
            </Td>
            <Td>
              {canEdit && (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ template })}>
                    {th.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => (template.enabled ? setConfirmingOff(template) : switchTemplate(template))}
                    disabled={setEnabled.isPending}
                  >
                    {template.enabled ? th.turnOff : th.turnOn}
                  </Button>
                </div>
              )}
            </Td>
          </tr>
        )}
      />
      {confirmingOff && (
        <ActionDialog
          onClose={() => setConfirmingOff(undefined)}
          title={fillMessage(th.turnOffTitle, { name: confirmingOff.name })}
          description={th.turnOffBody}
          confirmLabel={th.turnOff}
          tone="danger"
          mutation={setEnabled}
          onSubmit={(event) => {
            event.preventDefault();
            switchTemplate(confirmingOff);
          }}
        />
      )}
      {editing && <TemplateDialog template={editing.template} onClose={() => setEditing(undefined)} />}
    </div>
  );
};
