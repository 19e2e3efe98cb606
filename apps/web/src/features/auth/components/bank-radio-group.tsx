import type { Bank } from '@chokdee/contracts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { authText } from '../../../messages/th';
import { useBankList } from '../api/get-bank-list';

/** Banks as radio buttons (docs/domain/member-site.md §5), each named by its bank name and shown with its logo. */
export const BankRadioGroup = ({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) => {
  const banks = useBankList();
  const errorId = useId();

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gold-100">{authText.bankLabel}</legend>
      {banks.isPending ? (
        <p className="text-sm text-white/60">{authText.bankListLoading}</p>
      ) : banks.isError ? (
        <div className="flex items-center justify-between gap-2 text-sm text-red-300">
          <span>{authText.bankListFailed}</span>
          <Button size="sm" variant="secondary" onClick={() => void banks.refetch()}>
            {authText.retry}
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {banks.data.map((bank) => (
            <BankOption
              key={bank.companyId}
              bank={bank}
              registration={registration}
              invalid={Boolean(error)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
};

const BankOption = ({
  bank,
  registration,
  invalid,
}: {
  bank: Bank;
  registration: UseFormRegisterReturn;
  invalid: boolean;
}) => (
  <label className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-brand-600 bg-brand-950/60 px-2 py-2 text-sm has-checked:border-gold-300 has-checked:bg-gold-400/15">
    <input
      type="radio"
      value={String(bank.companyId)}
      aria-invalid={invalid || undefined}
      className="size-4 shrink-0 accent-gold-400"
      {...registration}
    />
    {/* The bank's name is the radio's accessible name; the logo is decoration. */}
    <img
      src={bank.logoUrl}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      className="size-7 shrink-0 rounded-full"
    />
    <span className="leading-tight">{bank.bankName}</span>
  </label>
);
