import { apiMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/** The foot of a one-row settings form: the save error, a note (when it was last saved), and "save". */
export const SettingsFormFooter = ({
  save,
  note,
  saveLabel,
  canSave = true,
}: {
  save: { error: unknown; isPending: boolean };
  note: string;
  saveLabel: string;
  /** False for staff who may read the settings but not change them: no button. */
  canSave?: boolean;
}) => (
  <>
    {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm text-slate-500">{note}</p>
      {canSave && (
        <Button type="submit" loading={save.isPending}>
          {saveLabel}
        </Button>
      )}
    </div>
  </>
);
