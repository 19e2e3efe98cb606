import type { AdminBank } from '@chokdee/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { access, allows } from '../../../config/access';
import { useBanks } from '../../../lib/api/get-banks';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { fill } from '../../../lib/format';
import { settingsTh as th } from '../../../messages/settings';
import { adminTh } from '../../../messages/th';
import { useToggleBank } from '../api/toggle-bank';

/** An on/off switch for one bank (owner): a button with role="switch", named for its bank. */
const BankSwitch = ({ bank, busy, onToggle }: { bank: AdminBank; busy: boolean; onToggle: () => void }) => (
  <button
    type="button"
    role="switch"
    aria-checked={bank.enabled}
    aria-label={fill(th.offerBank, { bank: bank.bankName })}
    aria-busy={busy || undefined}
    disabled={busy}
    onClick={onToggle}
    className={cx(
      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      'disabled:cursor-wait disabled:opacity-60',
      bank.enabled ? 'bg-emerald-600' : 'bg-slate-300',
    )}
  >
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-5 rounded-full bg-white shadow transition-transform',
        bank.enabled ? 'translate-x-5' : 'translate-x-0.5',
      )}
    />
  </button>
);

const columns = [th.colBank, th.colCode, th.colBankNumber, th.colOffered].map((label) => ({ label }));

/** The banks of the reference list and whether members may use them (everyone reads; the owner switches). */
export const BanksPage = () => {
  const me = useMe();
  const banks = useBanks();
  const toggle = useToggleBank();
  const isOwner = allows(me.data?.role, access.owner);
  // Switching a bank off stops members using it: that direction asks first.
  const [confirming, setConfirming] = useState<AdminBank>();

  const switchBank = (bank: AdminBank) =>
    toggle.mutate(
      { code: bank.code, action: bank.enabled ? 'disable' : 'enable' },
      {
        onSuccess: ({ enabled }) => {
          toast.success(fill(enabled ? th.bankEnabled : th.bankDisabled, { bank: bank.bankName }));
          setConfirming(undefined);
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={adminTh.pageBanks} />
      <p className="max-w-3xl text-sm text-slate-600">{th.banksIntro}</p>
      {!isOwner && <p className="text-sm text-slate-500">{th.readOnly}</p>}
      <PagedTable
        label={adminTh.pageBanks}
        columns={columns}
        page={banks.data && { data: banks.data, total: banks.data.length }}
        error={banks.isError ? apiMessage(banks.error) : undefined}
        renderRow={(bank) => (
          <tr key={bank.code} data-testid={`bank-${bank.code}`}>
            <Td>
              <div className="flex items-center gap-2">
                <img src={bank.logoUrl} alt="" className="size-6 rounded" />
                {bank.bankName}
              </div>
            </Td>
            <Td className="font-mono">{bank.code}</Td>
            <Td className="font-mono">{bank.bankNumber}</Td>
            <Td>
              {isOwner ? (
                <BankSwitch
                  bank={bank}
                  busy={toggle.isPending && toggle.variables?.code === bank.code}
                  onToggle={() => (bank.enabled ? setConfirming(bank) : switchBank(bank))}
                />
              ) : (
                <Badge tone={bank.enabled ? 'success' : 'neutral'}>
                  {bank.enabled ? th.offered : th.notOffered}
                </Badge>
              )}
            </Td>
          </tr>
        )}
      />
      {confirming && (
        <ActionDialog
          onClose={() => setConfirming(undefined)}
          title={fill(th.confirmDisableBank, { bank: confirming.bankName })}
          description={fill(th.confirmDisableBankBody, { bank: confirming.bankName })}
          confirmLabel={fill(th.confirmDisableBank, { bank: confirming.bankName })}
          tone="danger"
          mutation={toggle}
          onSubmit={(event) => {
            event.preventDefault();
            switchBank(confirming);
          }}
        />
      )}
    </div>
  );
};
