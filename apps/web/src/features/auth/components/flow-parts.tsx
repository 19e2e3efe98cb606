import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import type { ModalId } from '../../../config/paths';
import { modalHref, useModal } from '../../../lib/modal-url';
import { authText } from '../../../messages/th';

/**
 * A line under an auth form that leads to another modal (`?modal=…`: the link works when opened in a
 * new tab too; a click swaps the modal in place).
 */
export const ModalSwitchLink = ({
  modal,
  prompt,
  children,
}: {
  modal: ModalId;
  /** The question before the link ("ยังไม่มีบัญชี?"); none for a link alone. */
  prompt?: string;
  children: ReactNode;
}) => {
  const { openModal } = useModal();
  return (
    <p className="text-center text-sm text-white/70">
      {prompt ? `${prompt} ` : null}
      <a
        href={modalHref(modal)}
        onClick={(event) => {
          event.preventDefault();
          openModal(modal);
        }}
        className="font-semibold text-gold-300 underline underline-offset-2"
      >
        {children}
      </a>
    </p>
  );
};

/** A flow's numbered steps, the current one and those before it highlighted (`aria-current="step"`). */
export const StepList = ({
  label,
  steps,
  current,
}: {
  label: string;
  steps: readonly string[];
  current: number;
}) => (
  <ol aria-label={label} className="grid grid-cols-3 gap-2 text-center text-xs">
    {steps.map((step, index) => (
      <li
        key={step}
        aria-current={index === current ? 'step' : undefined}
        className={
          index <= current
            ? 'flex flex-col items-center gap-1 font-semibold text-gold-200'
            : 'flex flex-col items-center gap-1 text-white/50'
        }
      >
        <span
          aria-hidden="true"
          className={
            index <= current
              ? 'grid size-7 place-items-center rounded-full bg-gold-400 text-brand-950'
              : 'grid size-7 place-items-center rounded-full bg-white/10'
          }
        >
          {index + 1}
        </span>
        {step}
      </li>
    ))}
  </ol>
);

/** A new password and its confirmation (a staff-sent code's reset, forgot password's last step). */
export const NewPasswordFields = ({
  newPassword,
  confirmPassword,
  errors,
  autoFocus,
}: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } };
  autoFocus?: boolean;
}) => (
  <>
    <TextField
      label={authText.newPasswordLabel}
      type="password"
      autoComplete="new-password"
      placeholder={authText.passwordPlaceholder}
      error={errors.newPassword?.message}
      autoFocus={autoFocus}
      {...newPassword}
    />
    <TextField
      label={authText.confirmNewPasswordLabel}
      type="password"
      autoComplete="new-password"
      error={errors.confirmPassword?.message}
      {...confirmPassword}
    />
  </>
);
