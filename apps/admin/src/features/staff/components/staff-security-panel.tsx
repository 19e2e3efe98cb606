import { useState } from 'react';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { staffSecurityTh as th } from '../../../messages/staff-security';
import { useSetStaffSecurity, useStaffSecurity } from '../api/staff-security';

/**
 * The owner's switch for requiring TOTP of every staff member, each way after a confirmation. The
 * server refuses to turn it on while the owner's own account has no TOTP, and says so in the dialog.
 */
export const StaffSecurityPanel = () => {
  const security = useStaffSecurity();
  const change = useSetStaffSecurity();
  const [confirming, setConfirming] = useState(false);
  const required = security.data?.totpRequired;
  if (required === undefined) return null;
  return (
    <Panel title={th.title} testId="staff-security">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium">{th.requireTotp}</span>
        <Badge tone={required ? 'success' : 'warning'}>{required ? th.requiredOn : th.requiredOff}</Badge>
        <Button variant={required ? 'secondary' : 'primary'} onClick={() => setConfirming(true)}>
          {required ? th.turnOff : th.turnOn}
        </Button>
      </div>
      {confirming && (
        <ActionDialog
          onClose={() => {
            change.reset();
            setConfirming(false);
          }}
          title={required ? th.turnOffTitle : th.turnOnTitle}
          description={required ? th.turnOffDescription : th.turnOnDescription}
          confirmLabel={required ? th.turnOff : th.turnOn}
          tone={required ? 'danger' : 'primary'}
          mutation={change}
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              { totpRequired: !required },
              {
                onSuccess: () => {
                  toast.success(th.saved);
                  setConfirming(false);
                },
              },
            );
          }}
        />
      )}
    </Panel>
  );
};
