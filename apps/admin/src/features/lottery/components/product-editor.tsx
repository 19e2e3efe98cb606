import type { AdminProduct } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { moneyInputWidth } from '../../../components/ui/money-input';
import { Table, Td, Th } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { useUpdateProduct } from '../api/update-product';
import {
  limitFields,
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
  productFormValues,
  productPatch,
} from '../model/product-form';

const limitLabel = {
  minBet: lotteryTh.colMinBet,
  maxBet: lotteryTh.colMaxBet,
  memberMax: lotteryTh.colMemberMax,
  liabilityCap: lotteryTh.colLiabilityCap,
} as const;

/** The products page's dialogs: one product, and whether the viewer may change it. */
export type ProductDialogProps = { product: AdminProduct; canEdit: boolean; onClose: () => void };

/** A narrow input in a table cell: its label is read out (and found by tests), not shown. */
const cellField = 'w-28 [&_label]:sr-only [&_input]:h-9 [&_input]:text-right [&_input]:tabular-nums';
/** A limit is baht: its box fits "10000000.00" whole (components/ui/money-input.ts). */
const moneyCellField = '[&_label]:sr-only [&_input]:h-9 [&_input]:text-right [&_input]:tabular-nums';

/**
 * A product's settings: on sale, close time, and per bet type its rate, limits and whether it is
 * offered. Sends only what changed; without the right to change (every role but lottery and owner)
 * it shows the same values read-only.
 */
export const ProductEditor = ({ product, canEdit, onClose }: ProductDialogProps) => {
  const hasCloseTime = product.schedule.closeTime !== undefined;
  const mutation = useUpdateProduct();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema(hasCloseTime)),
    defaultValues: productFormValues(product),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = productPatch(product, values);
    if (Object.keys(body).length === 0) {
      toast.info(lotteryTh.nothingChanged);
      return;
    }
    await mutation.mutateAsync({ code: product.code, body });
    toast.success(fill(lotteryTh.saved, { name: product.name }));
    onClose();
  });

  return (
    <WideDialog
      title={fill(lotteryTh.editTitle, { name: product.name })}
      description={lotteryTh.editBody}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={formSubmit(submit)} className="flex flex-col gap-4">
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-6">
            <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" className="size-5 accent-brand-700" {...form.register('enabled')} />
              {lotteryTh.productEnabledField}
            </label>
            {hasCloseTime ? (
              <TextField
                type="time"
                label={lotteryTh.closeTime}
                error={errors.closeTime?.message}
                {...form.register('closeTime')}
              />
            ) : (
              <p className="text-sm text-slate-500">{lotteryTh.closeTimeNone}</p>
            )}
          </div>
          <Table label={lotteryTh.betTypesTable}>
            <thead>
              <tr>
                <Th>{lotteryTh.colBetType}</Th>
                <Th>{lotteryTh.colBetEnabled}</Th>
                <Th className="text-right">{lotteryTh.colRate}</Th>
                {limitFields.map((field) => (
                  <Th key={field} className="text-right">
                    {limitLabel[field]}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {product.betTypes.map((betType, index) => {
                const rowErrors = errors.betTypes?.[index];
                const label = (field: string) =>
                  fill(lotteryTh.betFieldLabel, { field, betType: betType.betName });
                return (
                  <tr key={betType.betType} data-testid={`bet-type-${betType.betType}`}>
                    <Td className="font-medium whitespace-nowrap">{betType.betName}</Td>
                    <Td>
                      <input
                        type="checkbox"
                        aria-label={label(lotteryTh.colBetEnabled)}
                        className="size-5 accent-brand-700"
                        {...form.register(`betTypes.${index}.enabled`)}
                      />
                    </Td>
                    <Td>
                      <TextField
                        className={cellField}
                        inputMode="decimal"
                        label={label(lotteryTh.colRate)}
                        error={rowErrors?.payOutPrice?.message}
                        {...form.register(`betTypes.${index}.payOutPrice`)}
                      />
                    </Td>
                    {limitFields.map((field) => (
                      <Td key={field}>
                        <TextField
                          className={moneyCellField}
                          style={{ width: moneyInputWidth }}
                          inputMode="decimal"
                          label={label(limitLabel[field])}
                          error={rowErrors?.[field]?.message}
                          {...form.register(`betTypes.${index}.${field}`)}
                        />
                      </Td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </fieldset>
        {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {canEdit ? adminTh.cancel : adminTh.close}
          </Button>
          {canEdit && (
            <Button type="submit" loading={mutation.isPending}>
              {lotteryTh.save}
            </Button>
          )}
        </div>
      </form>
    </WideDialog>
  );
};
