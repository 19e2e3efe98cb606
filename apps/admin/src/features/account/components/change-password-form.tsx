import { type StaffPasswordChangeRequest, staffPasswordChangeRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill } from '../../../lib/format';
import { staffAdminTh } from '../../../messages/staff';
import { useChangeMyPassword } from '../api/change-password';

/** Every staff member's own password: the current one, then the new one; other devices are signed out. */
export const ChangePasswordForm = () => {
  const mutation = useChangeMyPassword();
  const form = useForm<StaffPasswordChangeRequest>({
    resolver: zodResolver(staffPasswordChangeRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    const { sessionsEnded } = await mutation.mutateAsync(body);
    toast.success(fill(staffAdminTh.passwordChanged, { count: sessionsEnded }));
    form.reset();
  });
  return (
    <section
      aria-labelledby="password-heading"
      className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="password-heading" className="text-lg font-bold">
        {staffAdminTh.myPassword}
      </h2>
      <p className="text-sm text-slate-600">{staffAdminTh.myPasswordHint}</p>
      <form onSubmit={formSubmit(submit)} noValidate className="flex max-w-sm flex-col gap-3">
        <TextField
          label={staffAdminTh.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label={staffAdminTh.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        {mutation.error ? <Alert>{apiMessage(mutation.error)}</Alert> : null}
        <Button type="submit" loading={mutation.isPending} className="self-start">
          {staffAdminTh.myPassword}
        </Button>
      </form>
    </section>
  );
};
