import { type StaffLoginRequest, staffLoginRequestSchema, totpCodeSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { apiMessage, isApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { adminTh } from '../../../messages/th';
import { useLogin } from '../api/login';

const credentialsSchema = staffLoginRequestSchema.pick({ username: true, password: true });
type Credentials = z.output<typeof credentialsSchema>;
const codeSchema = z.object({ totpCode: totpCodeSchema });

/** Where the shell sent the staff member from, so login returns them there. */
const fromOf = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== paths.login ? from : paths.home;
};

const CredentialsStep = ({ onSubmit, pending }: { onSubmit: (c: Credentials) => void; pending: boolean }) => {
  const form = useForm<z.input<typeof credentialsSchema>, unknown, Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <TextField
        label={adminTh.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={adminTh.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" loading={pending}>
        {adminTh.login}
      </Button>
    </form>
  );
};

const CodeStep = ({
  onSubmit,
  onBack,
  pending,
}: {
  onSubmit: (code: string) => void;
  onBack: () => void;
  pending: boolean;
}) => {
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { totpCode: '' },
  });
  return (
    <form
      onSubmit={form.handleSubmit(({ totpCode }) => onSubmit(totpCode))}
      noValidate
      className="flex flex-col gap-4"
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{adminTh.totpStepTitle}</h2>
        <p className="text-sm text-slate-600">{adminTh.totpStepHint}</p>
      </div>
      <TextField
        label={adminTh.totpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={form.formState.errors.totpCode?.message}
        {...form.register('totpCode')}
      />
      <Button type="submit" loading={pending}>
        {adminTh.confirmCode}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={pending}>
        {adminTh.useAnotherAccount}
      </Button>
    </form>
  );
};

/**
 * Username and password; when the server answers STAFF_TOTP_REQUIRED, the authenticator code, sent
 * with the same credentials (kept only in this component's state). Refusals show the server's Thai
 * message under the form.
 */
export const LoginPage = () => {
  const token = useSessionStore((state) => state.token);
  const expired = useSessionStore((state) => state.expired);
  const location = useLocation();
  const loginCall = useLogin();
  const [pendingCredentials, setPendingCredentials] = useState<Credentials | null>(null);
  const [error, setError] = useState<string>();

  if (token) return <Navigate to={fromOf(location.state)} replace />;

  const submit = async (body: StaffLoginRequest) => {
    setError(undefined);
    try {
      await loginCall.mutateAsync(body);
      toast.success(adminTh.loginSuccess);
    } catch (caught) {
      if (!body.totpCode && isApiError(caught, 'STAFF_TOTP_REQUIRED')) {
        setPendingCredentials({ username: body.username, password: body.password });
        return;
      }
      setError(apiMessage(caught));
    }
  };

  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
        <div className="mb-5 flex items-center gap-3">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" className="size-10" />
          <h1 className="text-xl font-bold text-slate-900">{adminTh.loginTitle}</h1>
        </div>
        {expired && (
          <Alert tone="info" className="mb-4">
            {adminTh.sessionExpired}
          </Alert>
        )}
        {pendingCredentials ? (
          <CodeStep
            pending={loginCall.isPending}
            onSubmit={(totpCode) => void submit({ ...pendingCredentials, totpCode })}
            onBack={() => {
              setPendingCredentials(null);
              setError(undefined);
            }}
          />
        ) : (
          <CredentialsStep
            pending={loginCall.isPending}
            onSubmit={(credentials) => void submit(credentials)}
          />
        )}
        {error && <Alert className="mt-4">{error}</Alert>}
      </div>
    </main>
  );
};
