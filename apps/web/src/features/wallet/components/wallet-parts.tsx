import { MoneyText } from '../../../components/ui/money-text';
import { accountSummaryText as text } from '../../../messages/account-summary';
import { DEFAULT_BALANCE, useWallet } from '../api/get-balance';

/**
 * The wallet's parts as a list: cash (what a withdrawal can take), bonus (docs/domain/rewards.md §3 rule 1) and
 * what is on hold for withdrawals. Cash falls back to the whole balance from a server without parts.
 */
export const WalletParts = () => {
  const wallet = useWallet();
  if (wallet.isError) return <p className="text-sm text-red-300">{text.balancesLoadFailed}</p>;
  const data = wallet.data;
  const rows = [
    { id: 'cash', label: text.cashLabel, amount: data?.cash ?? data?.balance ?? DEFAULT_BALANCE },
    { id: 'bonus', label: text.bonusLabel, amount: data?.bonus ?? DEFAULT_BALANCE },
    { id: 'locked', label: text.lockedLabel, amount: data?.lockedBalance ?? DEFAULT_BALANCE },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.id} className="contents" data-testid={`wallet-part-${row.id}`}>
          <dt className="text-white/60">{row.label}</dt>
          <dd className="text-right font-semibold text-gold-100">
            <MoneyText amount={row.amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
};
