import {
  type PayoutAccount,
  type PayoutSettingsRequest,
  parseAmount,
  payoutSettingsRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { SettingsFormFooter } from '../../../components/ui/settings-form-footer';
import { TextField } from '../../../components/ui/text-field';
import { cx } from '../../../lib/cx';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatBaht } from '../../../lib/format';
import { payoutsTh as th } from '../../../messages/payouts';
import { useSavePayoutSettings } from '../api/payout-account';

/** How much of the cap automatic payouts took today, in whole percent (0–100), from satang. */
const capPercent = (sent: string, cap: string): number => {
  const used = parseAmount(sent) ?? 0n;
  const total = parseAmount(cap) ?? 0n;
  if (total <= 0n) return 100;
  const percent = (used * 100n) / total;
  return Number(percent > 100n ? 100n : percent);
};

/**
 * The kill switch: a switch that says plainly whether withdrawals are sent on their own, and asks
 * before stopping or starting. The call sends the daily cap as saved (the settings travel together).
 */
const KillSwitch = ({ account }: { account: PayoutAccount }) => {
  const save = useSavePayoutSettings();
  const [confirming, setConfirming] = useState(false);
  const on = account.autoSendEnabled;
  const close = () => {
    setConfirming(false);
    save.reset();
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={th.autoSendSwitch}
          onClick={() => setConfirming(true)}
          className={cx(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            on ? 'bg-emerald-600' : 'bg-red-500',
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              'inline-block size-6 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-5.5' : 'translate-x-0.5',
            )}
          />
        </button>
        <p
          data-testid="auto-send-state"
          className={cx('text-sm font-semibold', on ? 'text-emerald-800' : 'text-red-700')}
        >
          {on ? th.autoSendOn : th.autoSendOff}
        </p>
      </div>
      {confirming && (
        <ActionDialog
          onClose={close}
          title={on ? th.stopAutoSend : th.startAutoSend}
          description={on ? th.stopAutoSendBody : th.startAutoSendBody}
          confirmLabel={on ? th.stopAutoSend : th.startAutoSend}
          tone={on ? 'danger' : 'primary'}
          mutation={save}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { autoSendEnabled: !on, dailyCap: account.dailyCap },
              {
                onSuccess: () => {
                  toast.success(on ? th.autoSendStopped : th.autoSendStarted);
                  close();
                },
              },
            );
          }}
        />
      )}
    </div>
  );
};

const capFormSchema = payoutSettingsRequestSchema.pick({ dailyCap: true });
type CapFields = Pick<PayoutSettingsRequest, 'dailyCap'>;

/** The daily cap (owner, finance), checked with the contract's schema; the kill switch travels as it is. */
const DailyCapForm = ({ account }: { account: PayoutAccount }) => {
  const save = useSavePayoutSettings();
  const form = useForm<CapFields, unknown, CapFields>({
    resolver: zodResolver(capFormSchema, undefined, { raw: true }),
    defaultValues: { dailyCap: account.dailyCap },
  });
  const submit = form.handleSubmit(async ({ dailyCap }) => {
    await save.mutateAsync({ autoSendEnabled: account.autoSendEnabled, dailyCap });
    form.reset({ dailyCap });
    toast.success(th.capSaved);
  });
  return (
    <form
      noValidate
      aria-label={th.dailyCapTitle}
      onSubmit={formSubmit(submit)}
      className="flex flex-col gap-3"
    >
      <TextField
        label={th.dailyCap}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.dailyCap?.message}
        {...form.register('dailyCap')}
      />
      <SettingsFormFooter save={save} saveLabel={th.saveCap} note="" />
    </form>
  );
};

/** The kill switch and the daily cap with today's use (owner, finance). */
export const PayoutAutoSendCard = ({ account }: { account: PayoutAccount }) => {
  const percent = capPercent(account.sentToday, account.dailyCap);
  return (
    <section
      aria-label={th.autoSendTitle}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-bold text-slate-900">{th.autoSendTitle}</h2>
      <KillSwitch account={account} />
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-bold text-slate-900">{th.dailyCapTitle}</h3>
        <p className="text-sm tabular-nums" data-testid="daily-cap-use">
          {fill(th.dailyCapUse, { sent: formatBaht(account.sentToday), cap: formatBaht(account.dailyCap) })}
        </p>
        <div
          role="progressbar"
          aria-label={th.dailyCapBar}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cx('h-full rounded-full', percent >= 90 ? 'bg-red-500' : 'bg-brand-600')}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-xs text-slate-500">{th.dailyCapHint}</p>
      </div>
      <DailyCapForm key={account.dailyCap} account={account} />
    </section>
  );
};
