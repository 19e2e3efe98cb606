import { ACCOUNT_NUMBER_MAX, errorCatalogue, registerFormSchema, sourceRefs, th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { modalIds } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useModal } from '../../../lib/modal-url';
import { getAgentCode, getReferralCode } from '../../../lib/referral-store';
import { toast } from '../../../lib/toast';
import { authText } from '../../../messages/th';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { digitsOnlyField } from '../utils/digits-only';
import { applyServerFieldErrors } from '../utils/server-field-errors';
import { BankRadioGroup } from './bank-radio-group';

/** Fields of this step the server may name in a validation answer. */
const formFields = [
  'password',
  'confirmPassword',
  'bankCompanyId',
  'accountNumber',
  'fullName',
  'sourceRef',
  'referralCode',
] as const;

/**
 * Step USER_INFO: password, bank account, name, how they found us, referral code. On success the
 * member is logged in with the same phone and password, through the login modal's own mutation.
 */
export const RegisterInfoStep = ({
  phone,
  verifyRef,
  verifyPin,
  onVerificationLost,
}: {
  phone: string;
  verifyRef: string;
  verifyPin: string;
  /** The server no longer accepts this phone's verification: the member must get a new code. */
  onVerificationLost: () => void;
}) => {
  const { openModal, closeModal } = useModal();
  const registerMember = useRegister();
  const login = useLogin();
  const sourceRefId = useId();
  // A code from a friend's link (?ref=) means a friend sent them: "รู้จักเราจาก" starts on that choice.
  const linkedReferral = getReferralCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      userName: phone,
      password: '',
      confirmPassword: '',
      accountNumber: '',
      fullName: '',
      sourceRef: linkedReferral ? 'REFERRAL' : 'none',
      referralCode: linkedReferral ?? '',
      agentCode: getAgentCode() ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerMember.mutateAsync({ ...values, verifyRef, verifyPin });
    } catch (error) {
      // The API client has shown the toast; also point at the field when we know which one.
      if (applyServerFieldErrors(error, setError, formFields) || !(error instanceof ApiError)) return;
      if (error.code === errorCatalogue.BANK_ACCOUNT_ALREADY_USED.code) {
        setError('accountNumber', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (error.code === errorCatalogue.BANK_NOT_FOUND.code) {
        setError('bankCompanyId', { type: 'server', message: error.message });
      } else if (error.code === errorCatalogue.OTP_NOT_VERIFIED.code) {
        onVerificationLost();
      }
      return;
    }
    toast.success(th.registerSuccess);
    try {
      await login.mutateAsync({ userName: values.userName, password: values.password });
    } catch {
      // The account exists; let the member try the login form (the toast said why it failed).
      openModal(modalIds.login);
      return;
    }
    closeModal();
  });

  const busy = registerMember.isPending || login.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={authText.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={authText.passwordPlaceholder}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={authText.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <BankRadioGroup registration={register('bankCompanyId')} error={errors.bankCompanyId?.message} />
      <TextField
        label={authText.accountNumberLabel}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={authText.accountNumberPlaceholder}
        error={errors.accountNumber?.message}
        {...digitsOnlyField(register('accountNumber'), ACCOUNT_NUMBER_MAX)}
      />
      <TextField
        label={authText.fullNameLabel}
        autoComplete="name"
        placeholder={authText.fullNamePlaceholder}
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={sourceRefId} className="text-sm font-medium text-gold-100">
          {authText.sourceRefLabel}
        </label>
        <select
          id={sourceRefId}
          aria-invalid={errors.sourceRef ? true : undefined}
          className="h-11 rounded-lg border border-brand-600 bg-brand-950/60 px-3 text-base text-white focus:outline-none focus:ring-2 focus:ring-gold-300"
          {...register('sourceRef')}
        >
          {sourceRefs.map((source) => (
            <option key={source} value={source} className="bg-brand-900">
              {authText.sourceRefOptions[source]}
            </option>
          ))}
        </select>
        {errors.sourceRef?.message && (
          <p role="alert" className="text-sm text-red-300">
            {errors.sourceRef.message}
          </p>
        )}
      </div>
      <TextField
        label={authText.referralCodeLabel}
        autoComplete="off"
        error={errors.referralCode?.message}
        {...register('referralCode')}
      />
      <input type="hidden" {...register('agentCode')} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {authText.registerSubmit}
      </Button>
    </form>
  );
};
