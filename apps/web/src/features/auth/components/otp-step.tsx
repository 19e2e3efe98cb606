import { fillMessage, th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { authText } from '../../../messages/th';
import { verifyPinRequestSchema } from '../api/verify-pin';
import type { OtpCalls } from '../api/verify-user';
import { formatMinutesSeconds, useCountdown } from '../hooks/use-countdown';
import { applyServerFieldErrors } from '../utils/server-field-errors';
import { OtpInput } from './otp-input';
import { type OtpSent, otpSentFrom } from './phone-step';

/** The form holds only the code; the phone and verifyRef come from the phone step. */
const otpFormSchema = verifyPinRequestSchema.pick({ pinCode: true });

/**
 * The code step (registration's OTP_VERFIY, forgot password's second): the 6-digit SMS code, checked
 * through `calls`, with a countdown to when a new one may be asked for. "ขอรหัสใหม่" stays disabled
 * until then (the server would refuse it) and sends the new code from here; "แก้ไขเบอร์โทรศัพท์" goes
 * back to the phone, keeping this code usable.
 */
export const OtpStep = ({
  calls,
  phone,
  verifyRef,
  resendAt,
  onVerified,
  onResent,
  onChangePhone,
}: {
  calls: OtpCalls;
  phone: string;
  verifyRef: string;
  /** Epoch ms after which the server accepts a new code request for this phone. */
  resendAt: number;
  onVerified: (pinCode: string) => void;
  onResent: (sent: OtpSent) => void;
  onChangePhone: () => void;
}) => {
  const verifyPin = useMutation({ mutationFn: calls.verify });
  const verifyUser = useMutation({ mutationFn: calls.send });
  const secondsLeft = useCountdown(resendAt);
  const errorId = useId();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { pinCode: '' },
  });

  const onSubmit = handleSubmit(async ({ pinCode }) => {
    try {
      await verifyPin.mutateAsync({ mobileNo: phone, pinCode, verifyRef });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['pinCode']);
      return;
    }
    toast.success(th.otpVerified);
    onVerified(pinCode);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-white/80">{fillMessage(authText.otpSentTo, { phone })}</p>
      <Controller
        control={control}
        name="pinCode"
        render={({ field, fieldState }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gold-100">{authText.otpGroupLabel}</legend>
            <OtpInput
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
              errorId={errorId}
              disabled={verifyPin.isPending}
              autoFocus
            />
          </fieldset>
        )}
      />
      <div className="rounded-lg bg-white/5 px-3 py-2 text-sm text-white/70">
        <p>{authText.otpHelp}</p>
        <p role="timer" aria-live="off" className="mt-1 font-semibold text-gold-200">
          {secondsLeft > 0
            ? fillMessage(authText.otpCountdown, { time: formatMinutesSeconds(secondsLeft) })
            : authText.otpCanResend}
        </p>
      </div>
      <Button type="submit" size="lg" fullWidth loading={verifyPin.isPending}>
        {authText.verifyOtp}
      </Button>
      <Button
        variant="secondary"
        fullWidth
        loading={verifyUser.isPending}
        disabled={secondsLeft > 0 || verifyPin.isPending}
        onClick={async () => {
          try {
            const answer = await verifyUser.mutateAsync({ userName: phone });
            reset({ pinCode: '' });
            toast.success(th.otpSent);
            onResent(otpSentFrom(phone, answer));
          } catch {
            // The client's error toast has said why (e.g. the hourly limit); this code stays usable.
          }
        }}
      >
        {authText.requestNewOtp}
      </Button>
      <Button variant="ghost" fullWidth onClick={onChangePhone} disabled={verifyPin.isPending}>
        {authText.changePhone}
      </Button>
    </form>
  );
};
