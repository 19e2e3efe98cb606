import { th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { authText } from '../../../messages/th';
import { type OtpCalls, verifyUserRequestSchema } from '../api/verify-user';
import { digitsOnlyField } from '../utils/digits-only';
import { applyServerFieldErrors } from '../utils/server-field-errors';

/** A code the server sent: its ref, when another may be asked for and when it stops working (epoch ms). */
export type OtpSent = { phone: string; verifyRef: string; resendAt: number; expiresAt: number };

/** A code this close to its expiry is not offered again: the member could not type it in time. */
const REUSE_MARGIN_MS = 30_000;

/** verify-user's answer as the steps keep it (times made absolute on this device's clock). */
export const otpSentFrom = (
  phone: string,
  answer: { verifyRef: string; resendAfterSeconds: number; expiresAt: string },
): OtpSent => ({
  phone,
  verifyRef: answer.verifyRef,
  resendAt: Date.now() + answer.resendAfterSeconds * 1000,
  expiresAt: Date.parse(answer.expiresAt),
});

/** The code already sent to `phone`, while it still works (going back must not strand the member). */
export const reusableOtp = (sent: OtpSent | null, phone: string): OtpSent | null =>
  sent && sent.phone === phone && Date.now() < sent.expiresAt - REUSE_MARGIN_MS ? sent : null;

/**
 * The phone step (registration's USER, forgot password's first): the phone number, then "ขอรหัส OTP"
 * sends the SMS through `calls` — unless a code sent to the same phone still works (`lastSent`): then
 * it goes back to that code without asking the server for another.
 */
export const PhoneStep = ({
  calls,
  defaultPhone,
  lastSent,
  onSent,
}: {
  calls: OtpCalls;
  defaultPhone: string;
  lastSent: OtpSent | null;
  onSent: (sent: OtpSent) => void;
}) => {
  const verifyUser = useMutation({ mutationFn: calls.send });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verifyUserRequestSchema),
    defaultValues: { userName: defaultPhone },
  });

  const onSubmit = handleSubmit(async ({ userName }) => {
    const reusable = reusableOtp(lastSent, userName);
    if (reusable) {
      onSent(reusable);
      return;
    }
    try {
      const answer = await verifyUser.mutateAsync({ userName });
      toast.success(th.otpSent);
      onSent(otpSentFrom(userName, answer));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['userName']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={authText.phoneLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={authText.phonePlaceholder}
        error={errors.userName?.message}
        autoFocus
        {...digitsOnlyField(register('userName'))}
      />
      <Button type="submit" size="lg" fullWidth loading={verifyUser.isPending}>
        {authText.requestOtp}
      </Button>
    </form>
  );
};
