import type { FeedSecretStatus, RotatedFeedSecret } from '@chokdee/contracts';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ShownOnceDialog } from '../../../components/ui/shown-once-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { financeSettingsTh as th } from '../../../messages/finance-settings';
import { adminTh } from '../../../messages/th';
import { useFeedSecretStatus, useRotateFeedSecret } from '../api/feed-secret';
import { FeedSettingsForm } from './feed-settings-form';

const StatusList = ({ status }: { status: FeedSecretStatus }) => (
  <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
    <dt className="font-medium text-slate-600">{th.feedSecretState}</dt>
    <dd>
      <Badge tone={status.isSet ? 'success' : 'warning'}>
        {status.isSet ? th.feedSecretSet : th.feedSecretNotSet}
      </Badge>
    </dd>
    <dt className="font-medium text-slate-600">{th.feedSecretSource}</dt>
    <dd>
      {status.source === 'ROTATED' ? th.sourceRotated : status.source === 'CONFIG' ? th.sourceConfig : '–'}
    </dd>
    <dt className="font-medium text-slate-600">{th.feedSecretRotatedAt}</dt>
    <dd>{status.rotatedAt ? formatDateTime(status.rotatedAt) : '–'}</dd>
    <dt className="font-medium text-slate-600">{th.feedSecretFingerprint}</dt>
    <dd className="font-mono" data-testid="feed-secret-fingerprint">
      {status.fingerprint ?? '–'}
    </dd>
  </dl>
);

/**
 * The new secret, shown this once: copy it to the bank feed before closing. Closing drops it from
 * memory; nothing can show it again.
 */
const NewSecretDialog = ({ rotated, onClose }: { rotated: RotatedFeedSecret; onClose: () => void }) => (
  <ShownOnceDialog
    title={th.newSecretTitle}
    warning={th.newSecretWarning}
    copyText={rotated.secret}
    onAcknowledge={onClose}
  >
    <div className="flex flex-col gap-1">
      <TextField
        label={th.newSecretLabel}
        readOnly
        value={rotated.secret}
        data-testid="new-feed-secret"
        onFocus={(event) => event.currentTarget.select()}
      />
      <span className="text-xs text-slate-500">
        {th.feedSecretFingerprint}: <span className="font-mono">{rotated.fingerprint}</span>
      </span>
    </div>
  </ShownOnceDialog>
);

/**
 * The bank-feed secret (owner, finance read its status): the owner rotates it after a confirmation,
 * and sees the new one once.
 */
export const FeedSecretPage = () => {
  const me = useMe();
  const status = useFeedSecretStatus();
  const rotate = useRotateFeedSecret();
  const [confirming, setConfirming] = useState(false);
  const isOwner = allows(me.data?.role, access.owner);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={adminTh.pageFeedSecret}
        actions={
          isOwner && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {th.rotate}
            </Button>
          )
        }
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.feedSecretIntro}</p>
      {!isOwner && <p className="text-sm text-slate-500">{th.ownerOnly}</p>}
      {status.isError && <Alert>{apiMessage(status.error)}</Alert>}
      {status.data ? <StatusList status={status.data} /> : !status.isError && <Spinner />}
      <FeedSettingsForm />
      {confirming && (
        <ActionDialog
          onClose={() => {
            setConfirming(false);
            rotate.reset();
          }}
          title={th.rotate}
          description={th.rotateBody}
          confirmLabel={th.rotate}
          tone="danger"
          mutation={rotate}
          onSubmit={(event) => {
            event.preventDefault();
            rotate.mutate(undefined, { onSuccess: () => setConfirming(false) });
          }}
        />
      )}
      {rotate.data && !confirming && <NewSecretDialog rotated={rotate.data} onClose={() => rotate.reset()} />}
    </div>
  );
};
