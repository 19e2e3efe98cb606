import type { AdminRoundDetail } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { lotteryTh } from '../../../messages/lottery';
import {
  derivedRows,
  type EnterableFormat,
  emptyResult,
  type ResultValues,
  resultFields,
  resultSchema,
  valueAt,
} from '../model/result-format';

/** The boxes of a format's result, registered under `prefix` ("" or "result."). */
export const ResultFields = <V extends FieldValues>({
  format,
  form,
  prefix = '',
  mismatched = [],
}: {
  format: EnterableFormat;
  form: UseFormReturn<V, unknown, unknown>;
  prefix?: string;
  /** The raw result's fields the server said differ from the entered result ("first", "front3"). */
  mismatched?: readonly string[];
}) => (
  <div className="grid gap-3 sm:grid-cols-2">
    {resultFields[format].map((field) => {
      const name = `${prefix}${field.path}` as Path<V>;
      const differs = mismatched.includes(field.path.split('.')[0] ?? '');
      return (
        <TextField
          key={field.path}
          label={field.label}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete="off"
          spellCheck={false}
          error={
            form.getFieldState(name, form.formState).error?.message ??
            (differs ? lotteryTh.fieldDiffers : undefined)
          }
          {...form.register(name)}
        />
      );
    })}
  </div>
);

/** A form of one result in `format`, checked as the server checks it; its output is the result to send. */
export const useResultForm = (format: EnterableFormat) =>
  useForm<ResultValues, unknown, Record<string, unknown>>({
    resolver: zodResolver(resultSchema(format)),
    defaultValues: emptyResult(format),
  });

/** An entered result as the official sheet lists it, and the values bills are judged against. */
export const ResultView = ({
  format,
  result,
  derived,
}: {
  format: EnterableFormat;
  result: Record<string, unknown>;
  derived: AdminRoundDetail['derived'];
}) => (
  <div className="flex flex-col gap-3" data-testid="entered-result">
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {resultFields[format].map((field) => (
        <div key={field.path} className="contents">
          <dt className="text-slate-600">{field.label}</dt>
          <dd className="font-mono text-base font-semibold tracking-wider">{valueAt(result, field.path)}</dd>
        </div>
      ))}
    </dl>
    {derived && (
      <div>
        <p className="mb-1 text-xs font-semibold text-slate-500">{lotteryTh.derivedResult}</p>
        <dl className="flex flex-wrap gap-2 text-sm">
          {derivedRows(derived).map((row) => (
            <div key={row.key} className="rounded-md bg-slate-100 px-2 py-1">
              <dt className="inline text-slate-600">{row.label} </dt>
              <dd className="inline font-mono font-semibold">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    )}
  </div>
);
