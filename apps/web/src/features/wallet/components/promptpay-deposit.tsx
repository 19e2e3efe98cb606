import { type DepositIntent, fillMessage } from '@chokdee/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MoneyText } from '../../../components/ui/money-text';
import { TextField } from '../../../components/ui/text-field';
import { useWebConfig } from '../../../lib/api/get-web-config';
import { formatBaht } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { walletText } from '../../../messages/th';
import { createDepositIntent } from '../api/create-deposit-intent';
import { formatMinutes, useSecondsLeft } from '../hooks/use-seconds-left';
import { amountToSatang, sanitizeAmountInput } from '../utils/amount';

/** The QR renderer loads only when a member asks for a QR. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** PromptPay: amount → intent (Idempotency-Key per attempt, reused on retry) → QR, exact amount, countdown. */
export const PromptPayDeposit = () => {
  const { data: config } = useWebConfig();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [intent, setIntent] = useState<DepositIntent | null>(null);
  const [pending, setPending] = useState(false);
  // One key per attempt: a retry of the same amount reuses it; a new amount gets a new one.
  const attempt = useRef<{ amount: string; key: string } | null>(null);

  const submit = async () => {
    const satang = amountToSatang(amount);
    if (amount.trim() === '') return setError(walletText.amountRequired);
    if (satang === undefined || satang <= 0n) return setError(walletText.amountPositive);
    setError(undefined);
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: newIdempotencyKey() };
    setPending(true);
    try {
      setIntent(await createDepositIntent(amount, attempt.current.key));
      attempt.current = null;
    } catch (failure) {
      console.error('deposit intent failed', failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="promptpay-title" className="flex flex-col gap-3 rounded-xl bg-brand-800/60 p-3">
      <h3 id="promptpay-title" className="font-semibold text-gold-200">
        {walletText.promptPayTitle}
      </h3>
      {intent ? (
        <PromptPayQr intent={intent} onRenew={() => setIntent(null)} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={walletText.depositAmountLabel}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={error}
            hint={
              config
                ? fillMessage(walletText.depositLimits, {
                    min: formatBaht(config.minimumDeposit),
                    max: formatBaht(config.maximumDeposit),
                  })
                : walletText.promptPayHint
            }
            onChange={(event) => setAmount(sanitizeAmountInput(event.target.value))}
          />
          <Button type="submit" loading={pending} disabled={pending} fullWidth>
            {walletText.createQr}
          </Button>
        </form>
      )}
    </section>
  );
};

const PromptPayQr = ({ intent, onRenew }: { intent: DepositIntent; onRenew: () => void }) => {
  const left = useSecondsLeft(intent.expiresAt);
  const expired = left === 0;
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="promptpay-qr">
      <div className="rounded-xl bg-white p-3" aria-hidden={expired || undefined}>
        <Suspense fallback={<div className="size-[200px]" />}>
          <QRCodeSVG
            value={intent.promptPayPayload}
            size={200}
            title={fillMessage(walletText.qrAlt, { amount: formatBaht(intent.payAmount) })}
            className={expired ? 'opacity-20' : undefined}
          />
        </Suspense>
      </div>
      <p className="text-sm text-white/70">{walletText.payExactly}</p>
      <p className="text-3xl font-bold text-gold-200" data-testid="pay-amount">
        <MoneyText amount={intent.payAmount} />
      </p>
      <p className="text-sm text-white/80">
        {walletText.payTo}: {intent.accountName}
      </p>
      <p role="timer" className={expired ? 'text-red-300' : 'text-white/80'}>
        {expired ? walletText.expired : fillMessage(walletText.expiresIn, { time: formatMinutes(left) })}
      </p>
      <Button variant="secondary" onClick={onRenew}>
        {walletText.newQr}
      </Button>
    </div>
  );
};
