import {
  type VipLevel,
  type VipLevelsUpdateInput,
  vipDefaultLevels,
  vipLevelsUpdateSchema,
} from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { moneyInputWidth } from '../../../components/ui/money-input';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Table, Td, Th } from '../../../components/ui/table';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { vipTh as th } from '../../../messages/vip';
import { useSaveVipLevels, useVipLevels } from '../api/vip';

type Row = {
  name: string;
  threshold: string;
  cashbackPercent: string;
  referralBonusPercent: string;
  maxWithdrawPerRequest: string;
  maxWithdrawPerDay: string;
  upgradeBonus: string;
};
type Field = keyof Row;

/** `money`: a baht amount, in a box wide enough for "10000000.00" (components/ui/money-input.ts). */
const fields: ReadonlyArray<{ field: Field; label: string; kind: 'name' | 'money' | 'percent' }> = [
  { field: 'name', label: th.colName, kind: 'name' },
  { field: 'threshold', label: th.colThreshold, kind: 'money' },
  { field: 'cashbackPercent', label: th.colCashback, kind: 'percent' },
  { field: 'referralBonusPercent', label: th.colReferral, kind: 'percent' },
  { field: 'maxWithdrawPerRequest', label: th.colPerRequest, kind: 'money' },
  { field: 'maxWithdrawPerDay', label: th.colPerDay, kind: 'money' },
  { field: 'upgradeBonus', label: th.colBonus, kind: 'money' },
];

const rowOf = (level: VipLevel): Row => ({
  name: level.name,
  threshold: level.threshold,
  cashbackPercent: level.cashbackPercent ?? '',
  referralBonusPercent: level.referralBonusPercent,
  maxWithdrawPerRequest: level.maxWithdrawPerRequest ?? '',
  maxWithdrawPerDay: level.maxWithdrawPerDay ?? '',
  upgradeBonus: level.upgradeBonus,
});

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const bodyOf = (rows: Row[]): VipLevelsUpdateInput => ({
  levels: rows.map((row, index) => ({
    level: index + 1,
    name: row.name,
    threshold: row.threshold.trim(),
    cashbackPercent: blankToNull(row.cashbackPercent),
    referralBonusPercent: row.referralBonusPercent.trim(),
    maxWithdrawPerRequest: blankToNull(row.maxWithdrawPerRequest),
    maxWithdrawPerDay: blankToNull(row.maxWithdrawPerDay),
    upgradeBonus: row.upgradeBonus.trim(),
  })),
});

/** The first problem of the table, as "ระดับ 3: …" (checked with the contract before it is sent). */
const firstProblem = (body: VipLevelsUpdateInput): string | undefined => {
  const parsed = vipLevelsUpdateSchema.safeParse(body);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (!issue) return undefined;
  const index = issue.path[1];
  return typeof index === 'number'
    ? fill(th.rowError, { level: index + 1, message: issue.message })
    : issue.message;
};

const TurnOffDialog = ({ onClose }: { onClose: () => void }) => {
  const save = useSaveVipLevels();
  return (
    <ActionDialog
      onClose={onClose}
      title={th.turnOffTitle}
      description={th.turnOffBody}
      confirmLabel={th.turnOff}
      tone="danger"
      mutation={save}
      onSubmit={(event) => {
        event.preventDefault();
        formSubmit(async () => {
          await save.mutateAsync({ levels: [] });
          toast.success(th.turnedOff);
          onClose();
        })(event);
      }}
    />
  );
};

const LevelsEditor = ({ levels, canEdit }: { levels: VipLevel[]; canEdit: boolean }) => {
  const save = useSaveVipLevels();
  const [rows, setRows] = useState<Row[]>(() => levels.map(rowOf));
  const [problem, setProblem] = useState<string | undefined>();
  const [turningOff, setTurningOff] = useState(false);
  useEffect(() => setRows(levels.map(rowOf)), [levels]);
  const change = (index: number, field: Field, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  if (rows.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-slate-700">{th.off}</p>
        {canEdit && <Button onClick={() => setRows(vipDefaultLevels.map(rowOf))}>{th.fillDefaults}</Button>}
      </div>
    );

  const submit = async () => {
    const body = bodyOf(rows);
    const found = firstProblem(body);
    setProblem(found);
    if (found) return;
    await save.mutateAsync(body);
    toast.success(th.saved);
  };
  return (
    <form
      noValidate
      aria-label={th.pageLevels}
      onSubmit={(event) => {
        event.preventDefault();
        formSubmit(submit)(event);
      }}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-500">{th.blankHint}</p>
      <fieldset disabled={!canEdit}>
        <Table label={th.pageLevels}>
          <thead>
            <tr>
              <Th>{th.colLevel}</Th>
              {fields.map(({ field, label }) => (
                <Th key={field}>{label}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the level is its position (1–8), fixed.
              <tr key={index}>
                <Td className="font-semibold">{index + 1}</Td>
                {fields.map(({ field, label, kind }) => (
                  <Td key={field}>
                    <input
                      aria-label={fill(th.fieldLabel, { field: label, level: index + 1 })}
                      value={row[field]}
                      inputMode={kind === 'name' ? 'text' : 'decimal'}
                      onChange={(event) => change(index, field, event.target.value)}
                      style={kind === 'money' ? { width: moneyInputWidth } : undefined}
                      className={cx(
                        'h-9 rounded-md border border-slate-300 px-2 text-sm',
                        kind === 'name' && 'w-28',
                        kind === 'percent' && 'w-24',
                        kind !== 'name' && 'text-right tabular-nums',
                      )}
                    />
                  </Td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </fieldset>
      {problem && <Alert>{problem}</Alert>}
      {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
      {canEdit && (
        <div className="flex flex-wrap justify-between gap-2">
          {levels.length > 0 ? (
            <Button type="button" variant="secondary" onClick={() => setTurningOff(true)}>
              {th.turnOff}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {th.save}
          </Button>
        </div>
      )}
      {turningOff && <TurnOffDialog onClose={() => setTurningOff(false)} />}
    </form>
  );
};

/** The VIP level table: every role reads it, owner and finance change it (audited on the server). */
export const VipLevelsPage = () => {
  const me = useMe();
  const levels = useVipLevels();
  const canEdit = allows(me.data?.role, access.vip);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageLevels} />
      <p className="max-w-3xl text-sm text-slate-600">{th.levelsIntro}</p>
      {!canEdit && <p className="text-sm text-slate-500">{th.readOnly}</p>}
      {levels.isError && <Alert>{apiMessage(levels.error)}</Alert>}
      {levels.data ? (
        <LevelsEditor levels={levels.data.levels} canEdit={canEdit} />
      ) : (
        !levels.isError && <Spinner />
      )}
    </div>
  );
};
