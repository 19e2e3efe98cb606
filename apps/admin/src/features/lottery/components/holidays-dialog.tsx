import { holidayRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { apiMessage } from '../../../lib/api-client';
import { fill } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { useChangeHoliday } from '../api/change-holiday';
import type { ProductDialogProps } from './product-editor';

const holidayFormSchema = holidayRequestSchema.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, lotteryTh.holidayDateRequired),
});
type HolidayForm = z.input<typeof holidayFormSchema>;

const dateFormat = new Intl.DateTimeFormat('th-TH', { dateStyle: 'full', timeZone: 'UTC' });
/** "2026-12-31" as a Thai date ("วันพฤหัสบดีที่ 31 ธันวาคม 2569"); the date is a calendar day, no zone. */
const thaiDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

/** A product's days without a round: the list, a remove button each, and a day to add (lottery, owner). */
export const HolidaysDialog = ({ product, canEdit, onClose }: ProductDialogProps) => {
  const mutation = useChangeHoliday();
  const form = useForm<HolidayForm, unknown, z.output<typeof holidayFormSchema>>({
    resolver: zodResolver(holidayFormSchema),
    defaultValues: { date: '', note: '' },
  });
  const holidays = [...product.holidays].sort((a, b) => a.date.localeCompare(b.date));

  const add = form.handleSubmit(async ({ date, note }) => {
    await mutation.mutateAsync({ action: 'set', code: product.code, date, note });
    toast.success(fill(lotteryTh.holidayAdded, { date }));
    form.reset();
  });
  const remove = (date: string) =>
    mutation
      .mutateAsync({ action: 'remove', code: product.code, date })
      .then(() => toast.success(fill(lotteryTh.holidayRemoved, { date })))
      .catch(() => undefined);

  return (
    <WideDialog
      title={fill(lotteryTh.holidaysTitle, { name: product.name })}
      description={lotteryTh.holidaysBody}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <ul
        aria-label={lotteryTh.holidays}
        className="mb-4 divide-y divide-slate-100 rounded-md ring-1 ring-slate-200"
      >
        {holidays.length === 0 && (
          <li className="px-3 py-4 text-center text-slate-500">{lotteryTh.noHolidays}</li>
        )}
        {holidays.map((holiday) => (
          <li key={holiday.date} className="flex items-center justify-between gap-3 px-3 py-2">
            <span>
              <span className="font-mono">{holiday.date}</span>
              <span className="ml-2 text-slate-600">{thaiDate(holiday.date)}</span>
              {holiday.note && <span className="ml-2 text-slate-500">· {holiday.note}</span>}
            </span>
            {canEdit && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={fill(lotteryTh.removeHoliday, { date: holiday.date })}
                disabled={mutation.isPending}
                onClick={() => void remove(holiday.date)}
              >
                {lotteryTh.remove}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form
          noValidate
          onSubmit={(event) => void add(event).catch(() => undefined)}
          className="flex flex-wrap items-start gap-3"
        >
          <TextField
            type="date"
            label={lotteryTh.holidayDate}
            error={form.formState.errors.date?.message}
            {...form.register('date')}
          />
          <TextField
            className="min-w-64 flex-1"
            label={lotteryTh.holidayNote}
            autoComplete="off"
            error={form.formState.errors.note?.message}
            {...form.register('note')}
          />
          <Button type="submit" className="mt-6" loading={mutation.isPending}>
            {lotteryTh.addHoliday}
          </Button>
        </form>
      )}
      {mutation.error ? <Alert className="mt-3">{apiMessage(mutation.error)}</Alert> : null}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          {adminTh.close}
        </Button>
      </div>
    </WideDialog>
  );
};
