import {
  type AdminRoundDetail,
  type BetTypeCode,
  betTypeSchema,
  numberRuleKinds,
  rateSchema,
} from '@chokdee/contracts';
import {
  betTypeDigits,
  betTypeNamesTh,
  doubles,
  isValidBetNumber,
  nineteenDoors,
  triples,
} from '@chokdee/lottery';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
import {
  type NumberRuleChange,
  useChangeNumberRule,
  useNumberRules,
  useSetManyNumberRules,
} from '../api/number-rules';

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

/** Numbers as staff paste them: split on spaces, commas and line breaks, each once, in order. */
export const pastedNumbers = (text: string): string[] => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/**
 * Many numbers of one bet type closed or reduced at once: a pasted list, or a template from the
 * number helpers (เลขเบิ้ล, เลขตอง, the 19 doors of a digit) filled into the box to check before setting.
 */
const BulkRuleForm = ({ roundCode, betTypes }: { roundCode: string; betTypes: readonly BetTypeCode[] }) => {
  const mutation = useSetManyNumberRules(roundCode);
  const [betType, setBetType] = useState<BetTypeCode>(betTypes[0] ?? 'TWO_TOP');
  const [text, setText] = useState('');
  const [kind, setKind] = useState<'CLOSED' | 'REDUCED'>('CLOSED');
  const [reducedRate, setReducedRate] = useState('');
  const [digit, setDigit] = useState('0');
  const numbers = pastedNumbers(text);
  const digits = betTypeDigits[betType];
  const fillWith = (list: string[]) => setText(list.join(' '));
  return (
    <form
      noValidate
      aria-label={lotteryTh.bulkTitle}
      className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          kind === 'REDUCED' ? { betType, numbers, kind, reducedRate } : { betType, numbers, kind },
          {
            onSuccess: () => {
              toast.success(
                fill(lotteryTh.bulkDone, { kind: lotteryTh.ruleKind[kind], count: numbers.length }),
              );
              setText('');
            },
          },
        );
      }}
    >
      <h3 className="font-semibold text-slate-800">{lotteryTh.bulkTitle}</h3>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={lotteryTh.colBetType}
          value={betType}
          onChange={(event) => setBetType(event.target.value as BetTypeCode)}
          options={betTypes.map((code) => ({ value: code, label: betTypeNamesTh[code] }))}
        />
        <SelectField
          label={lotteryTh.kind}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'CLOSED' | 'REDUCED')}
          options={numberRuleKinds.map((value) => ({ value, label: lotteryTh.ruleKind[value] }))}
        />
        {kind === 'REDUCED' && (
          <TextField
            className="w-44"
            label={lotteryTh.reducedRate}
            inputMode="decimal"
            value={reducedRate}
            onChange={(event) => setReducedRate(event.target.value)}
          />
        )}
      </div>
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="sr-only">{lotteryTh.bulkTemplates}</legend>
        {digits === 2 && (
          <Button size="sm" variant="secondary" onClick={() => fillWith(doubles())}>
            {lotteryTh.bulkDoubles}
          </Button>
        )}
        {digits === 3 && (
          <Button size="sm" variant="secondary" onClick={() => fillWith(triples())}>
            {lotteryTh.bulkTriples}
          </Button>
        )}
        {digits === 2 && (
          <>
            <SelectField
              label={lotteryTh.bulkDigit}
              value={digit}
              onChange={(event) => setDigit(event.target.value)}
              options={[...'0123456789'].map((value) => ({ value, label: value }))}
            />
            <Button size="sm" variant="secondary" onClick={() => fillWith(nineteenDoors(digit))}>
              {`${lotteryTh.bulkDoors} ${digit}`}
            </Button>
          </>
        )}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {lotteryTh.bulkNumbers}
        <textarea
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="rounded-md border border-slate-300 px-3 py-2 font-mono text-slate-900"
        />
      </label>
      <p className="text-sm text-slate-500" data-testid="bulk-count">
        {fill(lotteryTh.bulkCount, { count: numbers.length })}
      </p>
      {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
      <div>
        <Button type="submit" loading={mutation.isPending} disabled={numbers.length === 0}>
          {lotteryTh.bulkApply}
        </Button>
      </div>
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
      {editable && <BulkRuleForm roundCode={round.roundCode} betTypes={betTypes} />}
    </Panel>
  );
};
