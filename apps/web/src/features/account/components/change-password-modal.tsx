import { errorCatalogue, th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { modalIds } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { accountText } from '../../../messages/th';
import { changePasswordRequestSchema, useChangePassword } from '../api/change-password';

/** `?modal=change-password`: current, new and confirm, checked in the contract's order (docs/domain/member-site.md §5). */
export const ChangePasswordModal = () => (
  <Modal id={modalIds.changePassword} title={accountText.changePassword}>
    <ChangePasswordForm />
  </Modal>
);

const emptyValues = { password: '', newPassword: '', confirmPassword: '' };

const ChangePasswordForm = () => {
  const { closeModal } = useModal();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      // The API client has shown the toast (server text, else th.passwordUpdateFailed).
      if (error instanceof ApiError && error.code === errorCatalogue.CURRENT_PASSWORD_WRONG.code) {
        setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
      }
      return;
    }
    toast.success(th.passwordUpdated);
    reset(emptyValues);
    closeModal();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={accountText.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={accountText.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        hint={accountText.passwordHint}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={accountText.confirmNewPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth loading={changePassword.isPending}>
        {accountText.save}
      </Button>
    </form>
  );
};
