import type { AdminProduct } from '@chokdee/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { fill } from '../../../lib/format';
import { lotteryTh, productGroupLabel, resultFormatLabel } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { useProducts } from '../api/get-products';
import { useUpdateProduct } from '../api/update-product';
import { HolidaysDialog } from './holidays-dialog';
import { ProductEditor } from './product-editor';

/**
 * On sale or not: a switch for lottery and owner, a badge for everyone else. Switching on is sent at
 * once; switching off stops sales, so it asks first in a dialog.
 */
const EnabledSwitch = ({ product, canEdit }: { product: AdminProduct; canEdit: boolean }) => {
  const mutation = useUpdateProduct();
  const [confirming, setConfirming] = useState(false);
  const label = product.enabled ? lotteryTh.enabledOn : lotteryTh.enabledOff;
  if (!canEdit) return <Badge tone={product.enabled ? 'success' : 'neutral'}>{label}</Badge>;
  const send = () =>
    mutation.mutateAsync({ code: product.code, body: { enabled: !product.enabled } }).then((saved) => {
      toast.success(
        fill(saved.enabled ? lotteryTh.productEnabled : lotteryTh.productDisabled, { name: saved.name }),
      );
      setConfirming(false);
    });
  const toggle = () =>
    product.enabled ? setConfirming(true) : send().catch((error: unknown) => toast.error(apiMessage(error)));
  return (
    <>
      {confirming && (
        <ActionDialog
          onClose={() => setConfirming(false)}
          title={fill(lotteryTh.confirmDisableProduct, { name: product.name })}
          description={fill(lotteryTh.confirmDisableProductBody, { name: product.name })}
          confirmLabel={fill(lotteryTh.confirmDisableProduct, { name: product.name })}
          tone="danger"
          mutation={mutation}
          onSubmit={(event) => {
            event.preventDefault();
            send().catch(() => undefined);
          }}
        />
      )}
      <button
        type="button"
        role="switch"
        aria-checked={product.enabled}
        aria-label={fill(lotteryTh.toggleProduct, { name: product.name })}
        disabled={mutation.isPending}
        onClick={() => void toggle()}
        className="inline-flex items-center gap-2 disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={cx(
            'relative h-6 w-11 rounded-full transition-colors',
            product.enabled ? 'bg-emerald-600' : 'bg-slate-300',
          )}
        >
          <span
            className={cx(
              'absolute top-0.5 size-5 rounded-full bg-white shadow transition-all',
              product.enabled ? 'left-5.5' : 'left-0.5',
            )}
          />
        </span>
        <span className="text-sm">{label}</span>
      </button>
    </>
  );
};

const columns = [
  lotteryTh.colProduct,
  lotteryTh.colGroup,
  lotteryTh.colResultFormat,
  lotteryTh.colSchedule,
  lotteryTh.colCloseTime,
  lotteryTh.colEnabled,
  lotteryTh.colHolidays,
  adminTh.actions,
].map((label) => ({ label }));

type Open = { code: string; dialog: 'edit' | 'holidays' };

/**
 * The lottery catalogue (every staff role reads it): group, result format, on sale, close time and
 * holidays per product; lottery and owner switch a product on or off, edit its rates and limits, and
 * keep its holidays.
 */
export const ProductsPage = () => {
  const me = useMe();
  const products = useProducts();
  const [open, setOpen] = useState<Open>();
  const canEdit = allows(me.data?.role, access.lottery);
  const opened = products.data?.find((product) => product.code === open?.code);

  return (
    <div>
      <PageHeader
        title={adminTh.pageLotteryProducts}
        actions={
          <Button variant="secondary" loading={products.isFetching} onClick={() => void products.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      <PagedTable
        label={adminTh.pageLotteryProducts}
        columns={columns}
        page={products.data && { data: products.data, total: products.data.length }}
        error={products.isError ? apiMessage(products.error) : undefined}
        renderRow={(product) => (
          <tr key={product.code} data-testid={`product-${product.code}`}>
            <Td>
              <div className="font-medium">{product.name}</div>
              <div className="font-mono text-xs text-slate-500">{product.code}</div>
            </Td>
            <Td>{productGroupLabel[product.group]}</Td>
            <Td className="text-slate-600">{resultFormatLabel[product.resultFormat]}</Td>
            <Td>{lotteryTh.scheduleKind[product.schedule.kind] ?? product.schedule.kind}</Td>
            <Td className="tabular-nums">{product.schedule.closeTime ?? lotteryTh.noCloseTime}</Td>
            <Td>
              <EnabledSwitch product={product} canEdit={canEdit} />
            </Td>
            <Td>{fill(lotteryTh.holidaysCount, { count: product.holidays.length })}</Td>
            <Td>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => setOpen({ code: product.code, dialog: 'edit' })}>
                  {canEdit ? lotteryTh.edit : lotteryTh.view}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen({ code: product.code, dialog: 'holidays' })}
                >
                  {lotteryTh.holidays}
                </Button>
              </div>
            </Td>
          </tr>
        )}
      />
      {opened && open?.dialog === 'edit' && (
        <ProductEditor
          key={opened.code}
          product={opened}
          canEdit={canEdit}
          onClose={() => setOpen(undefined)}
        />
      )}
      {opened && open?.dialog === 'holidays' && (
        <HolidaysDialog product={opened} canEdit={canEdit} onClose={() => setOpen(undefined)} />
      )}
    </div>
  );
};
