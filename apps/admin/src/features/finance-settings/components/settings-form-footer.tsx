import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatDateTime } from '../../../lib/format';
import { financeSettingsTh as th } from '../../../messages/finance-settings';

/** The foot of a one-row settings form: the save error, when it was last saved, and "save". */
export const SettingsFormFooter = ({
  save,
  updatedAt,
  neverSaved,
}: {
  save: { error: unknown; isPending: boolean };
  updatedAt: string | null;
  /** What to say while the operator never saved it (the default applies). */
  neverSaved: string;
}) => (
  <>
    {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm text-slate-500">
        {updatedAt ? fill(th.lastSaved, { time: formatDateTime(updatedAt) }) : neverSaved}
      </p>
      <Button type="submit" loading={save.isPending}>
        {th.save}
      </Button>
    </div>
  </>
);
