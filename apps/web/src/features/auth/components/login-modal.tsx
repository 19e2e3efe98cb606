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
import { loginRequestSchema, useLogin } from '../api/login';
import { digitsOnlyField } from '../utils/digits-only';
import { applyServerFieldErrors } from '../utils/server-field-errors';
import { ModalSwitchLink } from './flow-parts';

/** `?modal=login`: phone + password. */
export const LoginModal = () => (
  <Modal id={modalIds.login} title={authText.loginSubmit}>
    <LoginForm />
  </Modal>
);

const LoginForm = () => {
  const { closeModal } = useModal();
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
      <ModalSwitchLink modal={modalIds.forgotPassword}>{authText.forgotPassword}</ModalSwitchLink>
      <ModalSwitchLink modal={modalIds.register} prompt={authText.noAccount}>
        {authText.goRegister}
      </ModalSwitchLink>
      <ModalSwitchLink modal={modalIds.resetPassword} prompt={authText.haveResetCode}>
        {authText.goResetPassword}
      </ModalSwitchLink>
    </form>
  );
};
