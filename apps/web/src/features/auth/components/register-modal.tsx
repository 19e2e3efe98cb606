import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { authText } from '../../../messages/th';
import { verifyPin } from '../api/verify-pin';
import { type OtpCalls, verifyUser } from '../api/verify-user';
import { ModalSwitchLink, StepList } from './flow-parts';
import { OtpStep } from './otp-step';
import { type OtpSent, PhoneStep } from './phone-step';
import { RegisterInfoStep } from './register-info-step';

/** The contract's step names (docs/domain/member-site.md §4), kept as written (including OTP_VERFIY). */
export const registerSteps = ['USER', 'OTP_VERFIY', 'USER_INFO'] as const;
export type RegisterStep = (typeof registerSteps)[number];

/** What each step knows: the phone from USER, the verifyRef from verify-user, the code from verify-pin. */
export type RegisterState =
  | { step: 'USER'; phone: string }
  | { step: 'OTP_VERFIY'; phone: string; verifyRef: string; resendAt: number; expiresAt: number }
  | { step: 'USER_INFO'; phone: string; verifyRef: string; verifyPin: string };

/** Registration's OTP calls: `/api/v2/create/verify-user` and `…/verify-pin`. */
const registerOtpCalls: OtpCalls = { send: verifyUser, verify: verifyPin };

const stepLabels: Record<RegisterStep, string> = {
  USER: authText.stepUser,
  OTP_VERFIY: authText.stepOtp,
  USER_INFO: authText.stepInfo,
};

/** `?modal=register`: USER (phone) → OTP_VERFIY (SMS code) → USER_INFO (password, bank, name). */
export const RegisterModal = () => (
  <Modal id={modalIds.register} title={authText.registerSubmit}>
    <RegisterFlow />
  </Modal>
);

const RegisterFlow = () => {
  const [state, setState] = useState<RegisterState>({ step: 'USER', phone: '' });
  // The code last sent, kept when the member goes back to the phone: the same phone returns to it.
  const [lastSent, setLastSent] = useState<OtpSent | null>(null);

  const toOtp = (sent: OtpSent) => {
    setLastSent(sent);
    setState({ step: 'OTP_VERFIY', ...sent });
  };
  const backToUser = () => setState({ step: 'USER', phone: state.phone });
  /** The verified code is gone (used or expired on the server): only a new one helps. */
  const verificationLost = () => {
    setLastSent(null);
    backToUser();
  };

  const renderStep = () => {
    switch (state.step) {
      case 'USER':
        return (
          <PhoneStep calls={registerOtpCalls} defaultPhone={state.phone} lastSent={lastSent} onSent={toOtp} />
        );
      case 'OTP_VERFIY':
        return (
          <OtpStep
            calls={registerOtpCalls}
            phone={state.phone}
            verifyRef={state.verifyRef}
            resendAt={state.resendAt}
            onVerified={(verifyPin) => {
              setLastSent(null);
              setState({ step: 'USER_INFO', phone: state.phone, verifyRef: state.verifyRef, verifyPin });
            }}
            onResent={toOtp}
            onChangePhone={backToUser}
          />
        );
      case 'USER_INFO':
        return (
          <RegisterInfoStep
            phone={state.phone}
            verifyRef={state.verifyRef}
            verifyPin={state.verifyPin}
            onVerificationLost={verificationLost}
          />
        );
      default:
        return state satisfies never;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <StepList
        label={authText.stepsLabel}
        steps={registerSteps.map((step) => stepLabels[step])}
        current={registerSteps.indexOf(state.step)}
      />

      {renderStep()}

      <ModalSwitchLink modal={modalIds.login} prompt={authText.haveAccount}>
        {authText.goLogin}
      </ModalSwitchLink>
    </div>
  );
};
