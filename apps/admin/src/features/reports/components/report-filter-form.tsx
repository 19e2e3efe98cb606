import { dailyReportQuerySchema } from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fill } from '../../../lib/format';
import { reportsTh } from '../../../messages/reports';
import { useProductOptions } from '../api/get-products';
import { REPORT_MAX_DAYS, type ReportFilters } from '../api/report-filters';

type FieldErrors = Partial<Record<'from' | 'to', string>>;

const fieldText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The range (Bangkok days) and product of the reports, checked with the contract's schema (a real
 * date, `to` not before `from`, at most 92 days) before anything is asked of the server.
 */
export const ReportFilterForm = ({
  value,
  onApply,
}: {
  value: ReportFilters;
  onApply: (filters: ReportFilters) => void;
}) => {
  const products = useProductOptions();
  const [errors, setErrors] = useState<FieldErrors>({});

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const productCode = fieldText(form, 'productCode') || undefined;
    const parsed = dailyReportQuerySchema.safeParse({
      from: fieldText(form, 'from'),
      to: fieldText(form, 'to'),
      productCode,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onApply({
      from: parsed.data.from,
      to: parsed.data.to,
      productCode,
      showYeekee: form.get('showYeekee') === 'on',
    });
  };

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label={reportsTh.filters}
      className="mb-4 flex flex-wrap items-start gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <TextField
        name="from"
        type="date"
        label={reportsTh.from}
        defaultValue={value.from}
        error={errors.from}
      />
      <TextField name="to" type="date" label={reportsTh.to} defaultValue={value.to} error={errors.to} />
      <SelectField
        name="productCode"
        label={reportsTh.product}
        defaultValue={value.productCode ?? ''}
        options={[
          { value: '', label: reportsTh.allProducts },
          ...(products.data ?? []).map((product) => ({ value: product.code, label: product.name })),
        ]}
      />
      <label className="flex h-10 items-center gap-2 self-end text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          name="showYeekee"
          defaultChecked={value.showYeekee ?? false}
          className="size-4"
        />
        {reportsTh.showYeekee}
      </label>
      <div className="flex flex-col gap-1">
        {/* Lines the button up with the inputs under their labels. */}
        <span aria-hidden="true" className="text-sm">
          &nbsp;
        </span>
        <Button type="submit">{reportsTh.show}</Button>
      </div>
      <p className="basis-full text-xs text-slate-500">
        {fill(reportsTh.rangeHint, { days: REPORT_MAX_DAYS })}
      </p>
    </form>
  );
};
