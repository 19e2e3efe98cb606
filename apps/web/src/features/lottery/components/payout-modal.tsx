import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { lotteryText } from '../../../messages/lottery';
import { webTh } from '../../../messages/th';
import { useLottoList } from '../api/get-lotto-list';
import { useBetSlipStore } from '../stores/bet-slip-store';

/** The buy and checkout pages (/lotto/buy, /lottery/checkout, …): the slip's product is "current" there. */
const SLIP_PAGE = /^\/(lotto|lottery)\/(buy|checkout)\/?$/;

/**
 * `?modal=payout`: each product's payout rates (priceList of betName and payOutPrice). Opened from a
 * buy or checkout page it opens on the product being bought: that product first, marked current.
 */
export const PayoutModal = () => {
  const list = useLottoList();
  const { pathname } = useLocation();
  const slipProduct = useBetSlipStore((state) => state.roundInfo?.productCode ?? null);
  const current = SLIP_PAGE.test(pathname) ? slipProduct : null;
  const products = list.data
    ? [...list.data].sort((a, b) => Number(b.code === current) - Number(a.code === current))
    : [];
  return (
    <Modal id={modalIds.payout} title={webTh.modalPayout}>
      {list.isPending ? (
        <p className="text-sm text-white/70">{lotteryText.payoutLoading}</p>
      ) : list.isError ? (
        <div className="flex items-center gap-3 text-sm text-red-300">
          <p>{lotteryText.payoutFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            {lotteryText.retry}
          </Button>
        </div>
      ) : products.length === 0 ? (
        <p className="text-sm text-white/70">{lotteryText.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {products.map((product) => (
            <li
              key={product.code}
              aria-current={product.code === current || undefined}
              className={
                product.code === current
                  ? 'rounded-xl bg-brand-800 p-3 ring-2 ring-gold-400'
                  : 'rounded-xl bg-brand-800 p-3 ring-1 ring-white/10'
              }
            >
              <h3 className="mb-1 font-semibold text-gold-200">{product.productName}</h3>
              {product.code === current && (
                <p className="mb-1 text-xs text-gold-100">{lotteryText.payoutCurrent}</p>
              )}
              <table className="w-full text-left text-sm">
                <tbody>
                  {product.options.flatMap((option) =>
                    option.priceList.map((price) => (
                      <tr
                        key={`${option.betType ?? ''}-${price.betName}`}
                        className="border-t border-white/5"
                      >
                        <th scope="row" className="py-1 font-normal">
                          {price.betName}
                        </th>
                        <td className="py-1 text-right tabular-nums">
                          {lotteryText.rate} {price.payOutPrice}
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
};
