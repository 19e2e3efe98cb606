import { type TotpSetupResponse, totpCodeSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { staffAdminTh } from '../../../messages/staff';
import { staffSecurityTh } from '../../../messages/staff-security';
import { adminTh, roleLabel } from '../../../messages/th';
import { useDisableTotp } from '../api/disable-totp';
import { useEnableTotp } from '../api/enable-totp';
import { useSetupTotp } from '../api/setup-totp';
import { ChangePasswordForm } from './change-password-form';

const codeFormSchema = z.object({ code: totpCodeSchema });

/** A 6-digit code and a button; the server's refusal shows under it and the form stays. */
const CodeForm = ({
  submitLabel,
  tone = 'primary',
  onCode,
}: {
  submitLabel: string;
  tone?: 'primary' | 'danger';
  onCode: (code: string) => Promise<unknown>;
}) => {
  const form = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const [error, setError] = useState<string>();
  const submit = form.handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      await onCode(code);
    } catch (caught) {
      setError(apiMessage(caught));
      form.resetField('code');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-xs flex-col gap-3">
      <TextField
        label={adminTh.totpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" variant={tone} loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
};

/** The secret in groups of four, as authenticator apps show it. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const TotpEnrolment = () => {
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  // The secret lives only here, for as long as the page is open; it is never stored in the browser.
  const [pending, setPending] = useState<TotpSetupResponse>();
  // Shown once, in the dialog, until the staff member says it is in their app; then only the code.
  const [scanned, setScanned] = useState(false);
  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (answer) => {
        setScanned(false);
        setPending(answer);
      },
    });

  if (!pending) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600">{adminTh.totpWhy}</p>
        <Button loading={setup.isPending} onClick={start}>
          {adminTh.totpStart}
        </Button>
      </div>
    );
  }
  if (!scanned) {
    return (
      <ShownOnceDialog
        title={adminTh.totpStatus}
        warning={staffAdminTh.totpSecretOnce}
        copyText={pending.secret}
        onAcknowledge={() => setScanned(true)}
      >
        <p className="text-sm text-slate-600">{adminTh.totpScan}</p>
        <div className="flex flex-wrap items-start gap-6">
          <QRCodeSVG
            value={pending.otpauthUrl}
            size={184}
            marginSize={2}
            title={adminTh.totpQr}
            role="img"
            aria-label={adminTh.totpQr}
            className="rounded-md bg-white ring-1 ring-slate-200"
          />
          <div>
            <p className="text-sm font-medium text-slate-700">{adminTh.totpSecret}</p>
            <code data-testid="totp-secret" className="font-mono text-lg tracking-wider text-slate-900">
              {groupSecret(pending.secret)}
            </code>
          </div>
        </div>
      </ShownOnceDialog>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-slate-600">{staffAdminTh.totpEnterCode}</p>
      <CodeForm
        submitLabel={adminTh.totpEnable}
        onCode={async (code) => {
          await enable.mutateAsync(code);
          setPending(undefined);
          toast.success(adminTh.totpEnabled);
        }}
      />
      <Button variant="ghost" size="sm" loading={setup.isPending} onClick={start}>
        {staffAdminTh.totpRestart}
      </Button>
    </div>
  );
};

const TotpDisable = () => {
  const disable = useDisableTotp();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{adminTh.totpDisableHint}</p>
      <CodeForm
        submitLabel={adminTh.totpDisable}
        tone="danger"
        onCode={async (code) => {
          await disable.mutateAsync(code);
          toast.success(adminTh.totpDisabled);
        }}
      />
    </div>
  );
};

/** "My account": who is logged in, with what role, and turning the second factor on or off. */
export const AccountPage = () => {
  const me = useMe();
  if (!me.data) return <Spinner />;
  const account = me.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={adminTh.pageAccount} />
      {account.totpSetupRequired && <Alert>{staffSecurityTh.setupRequired}</Alert>}
      <section className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">{adminTh.username}</dt>
          <dd className="font-semibold">{account.username}</dd>
          <dt className="text-slate-500">{adminTh.role}</dt>
          <dd>{roleLabel[account.role]}</dd>
        </dl>
      </section>
      <section
        aria-labelledby="totp-heading"
        className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="totp-heading" className="text-lg font-bold">
            {adminTh.totpStatus}
          </h2>
          <Badge tone={account.totpEnabled ? 'success' : 'warning'}>
            {account.totpEnabled ? adminTh.totpOn : adminTh.totpOff}
          </Badge>
        </div>
        {account.totpEnabled ? <TotpDisable /> : <TotpEnrolment />}
      </section>
      <ChangePasswordForm />
    </div>
  );
};
