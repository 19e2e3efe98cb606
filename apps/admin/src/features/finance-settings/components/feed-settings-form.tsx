import {
  type BankFeedSettings,
  type BankFeedSettingsRequest,
  bankFeedSettingsRequestSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { SettingsFormFooter } from '../../../components/ui/settings-form-footer';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { useFeedSettings, useSaveFeedSettings } from '../api/feed-settings';

/** The ceiling's form, checked with the contract's schema (`raw`: the typed amount is sent as is). */
const Form = ({ settings }: { settings: BankFeedSettings }) => {
  const save = useSaveFeedSettings();
  const form = useForm<BankFeedSettingsRequest, unknown, BankFeedSettingsRequest>({
    resolver: zodResolver(bankFeedSettingsRequestSchema, undefined, { raw: true }),
    defaultValues: { maxLineAmount: settings.maxLineAmount },
  });
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    form.reset({ maxLineAmount: saved.maxLineAmount });
    toast.success(th.saved);
  });
  return (
    <form
      noValidate
      aria-label={th.feedSettingsTitle}
      onSubmit={formSubmit(submit)}
      className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-base font-semibold text-slate-800">{th.feedSettingsTitle}</h2>
      <p className="text-sm text-slate-600">{th.feedSettingsIntro}</p>
      <TextField
        label={th.maxLineAmount}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.maxLineAmount?.message}
        {...form.register('maxLineAmount')}
      />
      <SettingsFormFooter
        save={save}
        saveLabel={th.save}
        note={
          settings.updatedAt
            ? fill(th.lastSaved, { time: formatDateTime(settings.updatedAt) })
            : th.feedSettingsDefault
        }
      />
    </form>
  );
};

/** The bank feed's per-line ceiling (owner, finance), on the bank-feed page. */
export const FeedSettingsForm = () => {
  const settings = useFeedSettings();
  if (settings.isError) return <Alert>{apiMessage(settings.error)}</Alert>;
  return settings.data ? <Form settings={settings.data} /> : <Spinner />;
};
