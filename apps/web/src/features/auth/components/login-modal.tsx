import { th } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { modalIds } from '../../../config/paths';
import { modalHref, useModal } from '../../../lib/modal-url';
import { toast } from '../../../lib/toast';
import { authText } from '../../../messages/th';
import { loginRequestSchema, useLogin } from '../api/login';
import { digitsOnlyField } from '../utils/digits-only';
import { applyServerFieldErrors } from '../utils/server-field-errors';

/** `?modal=login`: phone + password. */
export const LoginModal = () => (
  <Modal id={modalIds.login} title={authText.loginSubmit}>
    <LoginForm />
  </Modal>
);

const LoginForm = () => {
  const { openModal, closeModal } = useModal();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { userName: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // The API client has shown the toast (server text, else th.loginFailed).
      applyServerFieldErrors(error, setError, ['userName', 'password']);
      return;
    }
    toast.success(th.loginSuccess);
    closeModal();
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
        label={authText.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth loading={login.isPending}>
        {authText.loginSubmit}
      </Button>
      <p className="text-center text-sm text-white/70">
        {authText.noAccount}{' '}
        <a
          href={modalHref(modalIds.register)}
          onClick={(event) => {
            event.preventDefault();
            openModal(modalIds.register);
          }}
          className="font-semibold text-gold-300 underline underline-offset-2"
        >
          {authText.goRegister}
        </a>
      </p>
      <p className="text-center text-sm text-white/70">
        {authText.haveResetCode}{' '}
        <a
          href={modalHref(modalIds.resetPassword)}
          onClick={(event) => {
            event.preventDefault();
            openModal(modalIds.resetPassword);
          }}
          className="font-semibold text-gold-300 underline underline-offset-2"
        >
          {authText.goResetPassword}
        </a>
      </p>
    </form>
  );
};
