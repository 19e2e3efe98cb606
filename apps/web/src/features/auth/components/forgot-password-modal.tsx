import { errorCatalogue, newPasswordFormSchema, th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { authText } from '../../../messages/th';
import { forgotPasswordOtpCalls, useForgotPasswordReset } from '../api/forgot-password';
import { applyServerFieldErrors } from '../utils/server-field-errors';
import { ModalSwitchLink, NewPasswordFields, StepList } from './flow-parts';
import { OtpStep } from './otp-step';
import { type OtpSent, PhoneStep } from './phone-step';

type ForgotState =
  | { step: 'PHONE'; phone: string }
  | { step: 'OTP'; phone: string; verifyRef: string; resendAt: number; expiresAt: number }
  | { step: 'PASSWORD'; phone: string; verifyRef: string };

const steps = ['PHONE', 'OTP', 'PASSWORD'] as const;
const stepLabels = [authText.stepUser, authText.stepOtp, authText.stepNewPassword];

/**
 * `?modal=forgot-password`, from the login modal's "ลืมรหัสผ่าน?": the phone, the OTP sent to it (the
 * registration's six boxes, countdown and messages), then the new password. Setting it ends every
 * session of the member, so this device forgets its login too and the login modal opens.
 */
export const ForgotPasswordModal = () => (
  <Modal id={modalIds.forgotPassword} title={authText.forgotPasswordTitle}>
    <ForgotPasswordFlow />
  </Modal>
);

const ForgotPasswordFlow = () => {
  const [state, setState] = useState<ForgotState>({ step: 'PHONE', phone: '' });
  // The code last sent, kept when the member goes back to the phone: the same phone returns to it.
  const [lastSent, setLastSent] = useState<OtpSent | null>(null);
  const toOtp = (sent: OtpSent) => {
    setLastSent(sent);
    setState({ step: 'OTP', ...sent });
  };
  const backToPhone = () => setState({ step: 'PHONE', phone: state.phone });

  const renderStep = () => {
    switch (state.step) {
      case 'PHONE':
        return (
          <PhoneStep
            calls={forgotPasswordOtpCalls}
            defaultPhone={state.phone}
            lastSent={lastSent}
            onSent={toOtp}
          />
        );
      case 'OTP':
        return (
          <OtpStep
            calls={forgotPasswordOtpCalls}
            phone={state.phone}
            verifyRef={state.verifyRef}
            resendAt={state.resendAt}
            onVerified={() => {
              setLastSent(null);
              setState({ step: 'PASSWORD', phone: state.phone, verifyRef: state.verifyRef });
            }}
            onResent={toOtp}
            onChangePhone={backToPhone}
          />
        );
      case 'PASSWORD':
        return (
          <NewPasswordStep
            phone={state.phone}
            verifyRef={state.verifyRef}
            onVerificationLost={() => {
              setLastSent(null);
              backToPhone();
            }}
          />
        );
      default:
        return state satisfies never;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <StepList label={authText.forgotStepsLabel} steps={stepLabels} current={steps.indexOf(state.step)} />
      {renderStep()}
      <ModalSwitchLink modal={modalIds.login} prompt={authText.haveAccount}>
        {authText.goLogin}
      </ModalSwitchLink>
    </div>
  );
};

/** The last step: the new password twice. A ref the server no longer takes sends the member back. */
const NewPasswordStep = ({
  phone,
  verifyRef,
  onVerificationLost,
}: {
  phone: string;
  verifyRef: string;
  onVerificationLost: () => void;
}) => {
  const { openModal } = useModal();
  const reset = useForgotPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ userName: phone, verifyRef, ...values });
    } catch (error) {
      // The API client has shown the server's message; a field it names is marked too.
      if (applyServerFieldErrors(error, setError, ['newPassword', 'confirmPassword'])) return;
      if (error instanceof ApiError && error.code === errorCatalogue.FORGOT_PASSWORD_NOT_VERIFIED.code)
        onVerificationLost();
      return;
    }
    // Every session of the member ended, this device's too.
    useAuthStore.getState().clear();
    toast.success(th.passwordResetDone);
    openModal(modalIds.login);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
        autoFocus
      />
      <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
        {authText.resetPasswordTitle}
      </Button>
    </form>
  );
};
