import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { modalHref, useModal } from '../../../lib/modal-url';
import { authText } from '../../../messages/th';
import { RegisterInfoStep } from './register-info-step';
import { RegisterOtpStep } from './register-otp-step';
import { type OtpSent, RegisterUserStep } from './register-user-step';

/** The spec's step names, kept as written (including OTP_VERFIY). */
export const registerSteps = ['USER', 'OTP_VERFIY', 'USER_INFO'] as const;
export type RegisterStep = (typeof registerSteps)[number];

/** What each step knows: the phone from USER, the verifyRef from verify-user, the code from verify-pin. */
export type RegisterState =
  | { step: 'USER'; phone: string }
  | { step: 'OTP_VERFIY'; phone: string; verifyRef: string; resendAt: number; expiresAt: number }
  | { step: 'USER_INFO'; phone: string; verifyRef: string; verifyPin: string };

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
  const { openModal } = useModal();
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
        return <RegisterUserStep defaultPhone={state.phone} lastSent={lastSent} onSent={toOtp} />;
      case 'OTP_VERFIY':
        return (
          <RegisterOtpStep
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

  const currentIndex = registerSteps.indexOf(state.step);

  return (
    <div className="flex flex-col gap-5">
      <ol aria-label={authText.stepsLabel} className="grid grid-cols-3 gap-2 text-center text-xs">
        {registerSteps.map((step, index) => (
          <li
            key={step}
            aria-current={index === currentIndex ? 'step' : undefined}
            className={
              index <= currentIndex
                ? 'flex flex-col items-center gap-1 font-semibold text-gold-200'
                : 'flex flex-col items-center gap-1 text-white/50'
            }
          >
            <span
              aria-hidden="true"
              className={
                index <= currentIndex
                  ? 'grid size-7 place-items-center rounded-full bg-gold-400 text-brand-950'
                  : 'grid size-7 place-items-center rounded-full bg-white/10'
              }
            >
              {index + 1}
            </span>
            {stepLabels[step]}
          </li>
        ))}
      </ol>

      {renderStep()}

      <p className="text-center text-sm text-white/70">
        {authText.haveAccount}{' '}
        <a
          href={modalHref(modalIds.login)}
          onClick={(event) => {
            event.preventDefault();
            openModal(modalIds.login);
          }}
          className="font-semibold text-gold-300 underline underline-offset-2"
        >
          {authText.goLogin}
        </a>
      </p>
    </div>
  );
};
