import type { PayoutAccount } from '@chokdee/contracts';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { copyWithToast } from '../../../components/ui/shown-once-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { payoutSourceLabel, payoutsTh as th } from '../../../messages/payouts';
import { adminTh } from '../../../messages/th';
import { usePayoutAccount } from '../api/payout-account';
import { usePayoutBalance } from '../api/payout-balance';
import { PayoutAutoSendCard } from './payout-auto-send';
import { PayoutCredentialsForm } from './payout-credentials-form';

const cardClass = 'flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** "ends with a1B2": the last 4 characters of a secret, all that is ever shown of it. */
const Hint = ({ hint }: { hint: string | null }) =>
  hint ? (
    <>
      {th.hintPrefix} <span className="font-mono">{hint}</span>
    </>
  ) : (
    th.none
  );

/** What is set (never a secret: the last 4 characters), and the webhook URL to give the provider. */
const AccountCard = ({ account }: { account: PayoutAccount }) => (
  <section aria-label={th.provider} className={cardClass}>
    <h2 className="text-base font-bold text-slate-900">{th.provider}</h2>
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-slate-500">{th.provider}</dt>
      <dd>{th.providerOpn}</dd>
      <dt className="text-slate-500">{th.accountState}</dt>
      <dd data-testid="payout-account-state">
        <Badge tone={account.configured ? 'success' : 'warning'}>
          {account.configured ? th.configured : th.notConfigured}
        </Badge>
      </dd>
      <dt className="text-slate-500">{th.source}</dt>
      <dd>{account.source ? payoutSourceLabel[account.source] : th.none}</dd>
      <dt className="text-slate-500">{th.baseUrl}</dt>
      <dd className="font-mono break-all">{account.baseUrl ?? th.none}</dd>
      <dt className="text-slate-500">{th.secretKeyHint}</dt>
      <dd data-testid="secret-key-hint">
        <Hint hint={account.secretKeyHint} />
      </dd>
      <dt className="text-slate-500">{th.webhookSecretHint}</dt>
      <dd data-testid="webhook-secret-hint">
        <Hint hint={account.webhookSecretHint} />
      </dd>
      <dt className="text-slate-500">{th.credentialsRotatedAt}</dt>
      <dd>{account.credentialsRotatedAt ? formatDateTime(account.credentialsRotatedAt) : th.none}</dd>
      <dt className="text-slate-500">{th.updatedAt}</dt>
      <dd>{account.updatedAt ? formatDateTime(account.updatedAt) : th.none}</dd>
    </dl>
    {!account.configured && <Alert tone="info">{th.notConfiguredHint}</Alert>}
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-slate-700">{th.webhookUrl}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="payout-webhook-url"
          className="min-w-0 flex-1 rounded-md bg-slate-50 px-3 py-2 text-xs break-all ring-1 ring-slate-200"
        >
          {account.webhookUrl}
        </code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void copyWithToast(account.webhookUrl, { copied: th.webhookUrlCopied, failed: th.copyFailed })
          }
        >
          {th.copyWebhookUrl}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{th.webhookUrlHint}</p>
    </div>
  </section>
);

/** The provider's balance, asked live; an unreachable provider shows its error here. */
const BalanceCard = ({ configured }: { configured: boolean }) => {
  const balance = usePayoutBalance(configured);
  return (
    <section aria-label={th.balanceTitle} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-slate-900">{th.balanceTitle}</h2>
        {configured && (
          <Button
            variant="secondary"
            size="sm"
            loading={balance.isFetching}
            onClick={() => void balance.refetch()}
          >
            {th.checkBalance}
          </Button>
        )}
      </div>
      {!configured ? (
        <p className="text-sm text-slate-500">{th.balanceNotConfigured}</p>
      ) : balance.isError ? (
        <Alert>
          {th.balanceFailed}: {apiMessage(balance.error)}
        </Alert>
      ) : balance.data ? (
        <div data-testid="payout-balance">
          <p className="text-sm text-slate-500">{th.balanceAvailable}</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">
            {formatBaht(balance.data.available)}
          </p>
          <p className="text-sm text-slate-600">
            {th.balanceTotal} <span className="tabular-nums">{formatBaht(balance.data.total)}</span>
          </p>
          <p className="text-xs text-slate-500">
            {fill(th.balanceCheckedAt, { time: formatDateTime(balance.data.checkedAt) })}
          </p>
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
};

/**
 * The payout provider (owner, finance): its account and webhook URL, its balance,
 * the kill switch and the daily cap (owner, finance), and the credentials (owner), never shown again
 * once saved.
 */
export const PayoutAccountPage = () => {
  const role = useMe().data?.role;
  const account = usePayoutAccount();
  const data = account.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={adminTh.pagePayoutAccount}
        actions={
          <Button variant="secondary" loading={account.isFetching} onClick={() => void account.refetch()}>
            {adminTh.refresh}
          </Button>
        }
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.accountIntro}</p>
      {account.isError && <Alert>{apiMessage(account.error)}</Alert>}
      {!data ? (
        !account.isError && <Spinner />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <AccountCard account={data} />
          <PayoutAutoSendCard account={data} />
          <BalanceCard configured={data.configured} />
          {allows(role, access.payoutCredentials) ? (
            <PayoutCredentialsForm account={data} />
          ) : (
            <p className="text-sm text-slate-500">{th.ownerOnly}</p>
          )}
        </div>
      )}
    </div>
  );
};
