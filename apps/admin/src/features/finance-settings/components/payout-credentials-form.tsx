import {
  type PayoutAccount,
  type PayoutAccountRequest,
  payoutAccountRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { SettingsFormFooter } from '../../../components/ui/settings-form-footer';
import { TextField } from '../../../components/ui/text-field';
import { formSubmit } from '../../../lib/form-submit';
import { payoutsTh as th } from '../../../messages/payouts';
import { useSavePayoutCredentials } from '../api/payout-account';

/** Opn Payments' API, offered to an owner setting a real account for the first time. */
const OPN_BASE_URL = 'https://api.omise.co';

type Fields = { baseUrl: string; secretKey: string; webhookSecret: string };

/**
 * The provider's credentials (owner): the base URL and both secrets in password inputs. Once saved
 * the secret inputs are emptied and the mutation forgotten, so nothing on the page holds a secret;
 * the server never answers one (only the hints above). Saving again rotates them.
 */
export const PayoutCredentialsForm = ({ account }: { account: PayoutAccount }) => {
  const save = useSavePayoutCredentials();
  const form = useForm<Fields, unknown, PayoutAccountRequest>({
    resolver: zodResolver(payoutAccountRequestSchema),
    defaultValues: { baseUrl: account.baseUrl ?? OPN_BASE_URL, secretKey: '', webhookSecret: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body);
    form.reset({ baseUrl: body.baseUrl, secretKey: '', webhookSecret: '' });
    save.reset();
    toast.success(th.credentialsSaved);
  });
  return (
    <form
      noValidate
      aria-label={th.credentialsTitle}
      onSubmit={formSubmit(submit)}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-bold text-slate-900">{th.credentialsTitle}</h2>
      <Alert tone="info">{th.credentialsNeverShown}</Alert>
      {account.configured && <p className="text-sm text-slate-600">{th.credentialsRotate}</p>}
      <TextField
        label={th.baseUrl}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errors.baseUrl?.message}
        {...form.register('baseUrl')}
      />
      <TextField
        label={th.secretKey}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        error={errors.secretKey?.message}
        {...form.register('secretKey')}
      />
      <TextField
        label={th.webhookSecret}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        error={errors.webhookSecret?.message}
        {...form.register('webhookSecret')}
      />
      <SettingsFormFooter
        save={save}
        saveLabel={account.configured ? th.rotateCredentials : th.saveCredentials}
        note=""
      />
    </form>
  );
};
