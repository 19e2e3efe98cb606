import { fillMessage } from '@chokdee/contracts';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { walletText } from '../../../messages/th';
import { useDepositBanks } from '../api/get-deposit-banks';
import { PromptPayDeposit } from './promptpay-deposit';

/** The deposit tab: the operator's bank accounts to transfer to, then the PromptPay QR flow. */
export const DepositTab = () => {
  const banks = useDepositBanks();
  const hasPromptPay = banks.data?.some((bank) => bank.type === 'PROMPTPAY') ?? false;
  const bankAccounts = banks.data?.filter((bank) => bank.type === 'BANK') ?? [];
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="deposit-accounts-title" className="flex flex-col gap-2">
        <h3 id="deposit-accounts-title" className="font-semibold text-gold-200">
          {walletText.depositAccountsTitle}
        </h3>
        <p className="text-sm text-white/70">{walletText.depositAccountsHint}</p>
        {banks.isPending && <p className="text-sm text-white/70">{walletText.depositAccountsLoading}</p>}
        {banks.isError && (
          <div className="flex items-center gap-3 text-sm text-red-300">
            <p>{walletText.depositAccountsFailed}</p>
            <Button size="sm" variant="secondary" onClick={() => void banks.refetch()}>
              {walletText.retry}
            </Button>
          </div>
        )}
        {banks.isSuccess && bankAccounts.length === 0 && !hasPromptPay && (
          <p className="text-sm text-white/70">{walletText.depositAccountsEmpty}</p>
        )}
        <ul className="flex flex-col gap-2">
          {bankAccounts.map((bank) => (
            <li
              key={bank.id}
              className="flex items-center gap-3 rounded-xl bg-brand-800 p-3 ring-1 ring-white/10"
              data-testid="deposit-account"
            >
              <img
                src={bank.logoUrl}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-full"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{bank.bankName}</p>
                <p className="truncate text-sm text-white/70">
                  <span className="sr-only">{walletText.accountName} </span>
                  {bank.accountName}
                </p>
                <p className="font-num text-lg tracking-wide text-gold-100">
                  <span className="sr-only">{walletText.accountNumber} </span>
                  {bank.accountNumber}
                </p>
              </div>
              <CopyButton
                text={bank.accountNumber.replace(/\D/g, '')}
                label={fillMessage(walletText.copyAccountNumber, { bank: bank.bankName })}
              />
            </li>
          ))}
        </ul>
      </section>
      {hasPromptPay && <PromptPayDeposit />}
    </div>
  );
};
