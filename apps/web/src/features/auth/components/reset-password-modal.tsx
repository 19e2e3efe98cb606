import { th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { modalIds } from '../../../config/paths';
import { useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { authText } from '../../../messages/th';
import { resetPasswordRequestSchema, useResetPassword } from '../api/reset-password';
import { digitsOnlyField } from '../utils/digits-only';
import { applyServerFieldErrors } from '../utils/server-field-errors';
import { NewPasswordFields } from './flow-parts';

/**
 * `?modal=reset-password`: a member whose password staff reset sets a new one with the 6-digit code
 * from the SMS, then logs in with it.
 */
export const ResetPasswordModal = () => (
  <Modal id={modalIds.resetPassword} title={authText.resetPasswordTitle}>
    <ResetPasswordForm />
  </Modal>
);

const ResetPasswordForm = () => {
  const { openModal } = useModal();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { userName: '', code: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      // The API client has shown the server's message; a field it names is marked too.
      applyServerFieldErrors(error, setError, ['userName', 'code', 'newPassword', 'confirmPassword']);
      return;
    }
    toast.success(th.passwordResetDone);
    openModal(modalIds.login);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={authText.phoneLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        placeholder={authText.phonePlaceholder}
        error={errors.userName?.message}
        {...digitsOnlyField(register('userName'))}
      />
      <TextField
        label={authText.resetCodeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...digitsOnlyField(register('code'))}
      />
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
        {authText.resetPasswordTitle}
      </Button>
    </form>
  );
};
