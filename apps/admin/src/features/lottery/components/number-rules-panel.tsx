import {
  type AdminRoundDetail,
  type BetTypeCode,
  betTypeSchema,
  numberRuleKinds,
  rateSchema,
} from '@chokdee/contracts';
import { betTypeDigits, betTypeNamesTh, isValidBetNumber } from '@chokdee/lottery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PagedTable } from '../../../components/ui/paged-table';
import { Panel } from '../../../components/ui/panel';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { type NumberRuleChange, useChangeNumberRule, useNumberRules } from '../api/number-rules';

const ruleFormSchema = z
  .object({
    betType: betTypeSchema,
    number: z.string().trim(),
    kind: z.enum(numberRuleKinds),
    reducedRate: z.string().trim(),
  })
  .superRefine((rule, ctx) => {
    if (!isValidBetNumber(rule.betType, rule.number))
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: fill(lotteryTh.numberDigits, { digits: betTypeDigits[rule.betType] }),
      });
    if (rule.kind === 'REDUCED' && !rateSchema.safeParse(rule.reducedRate).success)
      ctx.addIssue({
        code: 'custom',
        path: ['reducedRate'],
        message: rule.reducedRate ? lotteryTh.rateInvalid : lotteryTh.reducedRateRequired,
      });
  });
type RuleForm = z.input<typeof ruleFormSchema>;

const asChange = (rule: z.output<typeof ruleFormSchema>): NumberRuleChange =>
  rule.kind === 'REDUCED'
    ? {
        action: 'put',
        betType: rule.betType,
        number: rule.number,
        kind: 'REDUCED',
        reducedRate: rule.reducedRate,
      }
    : { action: 'put', betType: rule.betType, number: rule.number, kind: 'CLOSED' };

/** Adds a closed or reduced-rate number (lottery, owner) while the round takes bills. */
const AddRuleForm = ({ roundCode, betTypes }: { roundCode: string; betTypes: readonly BetTypeCode[] }) => {
  const mutation = useChangeNumberRule(roundCode);
  const form = useForm<RuleForm, unknown, z.output<typeof ruleFormSchema>>({
    resolver: zodResolver(ruleFormSchema),
    defaultValues: { betType: betTypes[0] ?? 'TWO_TOP', number: '', kind: 'CLOSED', reducedRate: '' },
  });
  const kind = form.watch('kind');
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (rule) => {
    await mutation.mutateAsync(asChange(rule));
    toast.success(fill(lotteryTh.ruleAdded, { kind: lotteryTh.ruleKind[rule.kind], number: rule.number }));
    form.reset({ ...rule, number: '' });
  });

  return (
    <form
      noValidate
      aria-label={lotteryTh.numberRules}
      onSubmit={formSubmit(submit)}
      className="mt-3 flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-start gap-3">
        <SelectField
          label={lotteryTh.colBetType}
          options={betTypes.map((code) => ({ value: code, label: betTypeNamesTh[code] }))}
          {...form.register('betType')}
        />
        <TextField
          className="w-28"
          label={lotteryTh.number}
          inputMode="numeric"
          autoComplete="off"
          error={errors.number?.message}
          {...form.register('number')}
        />
        <SelectField
          label={lotteryTh.kind}
          options={numberRuleKinds.map((value) => ({ value, label: lotteryTh.ruleKind[value] }))}
          {...form.register('kind')}
        />
        {kind === 'REDUCED' && (
          <TextField
            className="w-44"
            label={lotteryTh.reducedRate}
            inputMode="decimal"
            autoComplete="off"
            error={errors.reducedRate?.message}
            {...form.register('reducedRate')}
          />
        )}
        <Button type="submit" className="mt-6" loading={mutation.isPending}>
          {lotteryTh.addRule}
        </Button>
      </div>
      {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
    </form>
  );
};

const columns = [
  lotteryTh.colBetType,
  lotteryTh.number,
  lotteryTh.kind,
  lotteryTh.colRate,
  adminTh.actions,
].map((label) => ({ label }));

/**
 * A round's closed (no more stakes) and reduced-rate numbers. Lottery and owner add and remove them
 * while the round is scheduled or open; everyone else, and every later state, reads them.
 */
export const NumberRulesPanel = ({
  round,
  betTypes,
  canEdit,
}: {
  round: AdminRoundDetail;
  betTypes: readonly BetTypeCode[];
  canEdit: boolean;
}) => {
  const rules = useNumberRules(round.roundCode);
  const remove = useChangeNumberRule(round.roundCode);
  const editable = canEdit && (round.status === 'SCHEDULED' || round.status === 'OPEN');

  const removeRule = (rule: { betType: BetTypeCode; number: string; kind: 'CLOSED' | 'REDUCED' }) =>
    remove
      .mutateAsync({ action: 'delete', betType: rule.betType, number: rule.number })
      .then(() =>
        toast.success(
          fill(lotteryTh.ruleRemoved, { kind: lotteryTh.ruleKind[rule.kind], number: rule.number }),
        ),
      )
      .catch((error: unknown) => toast.error(apiMessage(error)));

  return (
    <Panel title={lotteryTh.numberRules}>
      <p className="mb-3 text-sm text-slate-600">
        {lotteryTh.numberRulesHint}
        {canEdit && !editable && ` · ${lotteryTh.numberRulesLocked}`}
      </p>
      <PagedTable
        label={lotteryTh.numberRules}
        columns={columns}
        page={rules.data && { data: rules.data.rules, total: rules.data.rules.length }}
        error={rules.isError ? apiMessage(rules.error) : undefined}
        renderRow={(rule) => (
          <tr key={`${rule.betType}-${rule.number}`} data-testid={`rule-${rule.betType}-${rule.number}`}>
            <Td>{betTypeNamesTh[rule.betType]}</Td>
            <Td className="font-mono text-base font-semibold">{rule.number}</Td>
            <Td>
              <Badge tone={rule.kind === 'CLOSED' ? 'danger' : 'warning'}>
                {lotteryTh.ruleKind[rule.kind]}
              </Badge>
            </Td>
            <Td className="tabular-nums">
              {rule.payOutPrice ?? '–'}{' '}
              <span className="text-slate-500">
                ({fill(lotteryTh.normalRate, { rate: rule.normalPayOutPrice })})
              </span>
            </Td>
            <Td>
              {editable && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={fill(lotteryTh.removeRule, {
                    kind: lotteryTh.ruleKind[rule.kind],
                    betType: betTypeNamesTh[rule.betType],
                    number: rule.number,
                  })}
                  disabled={remove.isPending}
                  onClick={() => void removeRule(rule)}
                >
                  {lotteryTh.remove}
                </Button>
              )}
            </Td>
          </tr>
        )}
      />
      {editable && <AddRuleForm roundCode={round.roundCode} betTypes={betTypes} />}
    </Panel>
  );
};
