import { th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { authText } from '../../../messages/th';
import { useVerifyUser, verifyUserRequestSchema } from '../api/verify-user';
import { digitsOnlyField } from '../utils/digits-only';
import { applyServerFieldErrors } from '../utils/server-field-errors';

export type OtpSent = { phone: string; verifyRef: string; resendAfterSeconds: number };

/** Step USER: the phone number, then "ขอรหัส OTP" sends the SMS. */
export const RegisterUserStep = ({
  defaultPhone,
  onSent,
}: {
  defaultPhone: string;
  onSent: (sent: OtpSent) => void;
}) => {
  const verifyUser = useVerifyUser();
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
    try {
      const { verifyRef, resendAfterSeconds } = await verifyUser.mutateAsync({ userName });
      toast.success(th.otpSent);
      onSent({ phone: userName, verifyRef, resendAfterSeconds });
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
