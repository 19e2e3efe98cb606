import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { lotteryText } from '../../../messages/lottery';
import { webTh } from '../../../messages/th';
import { useLottoList } from '../api/get-lotto-list';

/** `?modal=payout`: each product's payout rates (priceList of betName and payOutPrice). */
export const PayoutModal = () => {
  const list = useLottoList();
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
      ) : list.data.length === 0 ? (
        <p className="text-sm text-white/70">{lotteryText.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.map((product) => (
            <li key={product.code} className="rounded-xl bg-brand-800 p-3 ring-1 ring-white/10">
              <h3 className="mb-1 font-semibold text-gold-200">{product.productName}</h3>
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
