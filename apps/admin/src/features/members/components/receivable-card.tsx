import type { AdminMemberDetail } from '@chokdee/contracts';
import { useState } from 'react';
import { ReceivableCauses } from '../../../components/receivable-causes';
import { Button } from '../../../components/ui/button';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { receivablesTh } from '../../../messages/receivables';
import { useMemberReceivable } from '../api/member-receivable';
import { WriteOffDialog } from './write-off-dialog';

/**
 * On a member's page, only while they owe money after a correction: what, since when, why, and (for
 * the owner) the write-off.
 */
export const ReceivableCard = ({ member }: { member: AdminMemberDetail }) => {
  const receivable = useMemberReceivable(member.id).data;
  const role = useMe().data?.role;
  const [writingOff, setWritingOff] = useState(false);
  if (!receivable) return null;
  return (
    <section
      aria-label={receivablesTh.cardTitle}
      data-testid="member-receivable"
      className="mt-4 rounded-lg bg-red-50 p-4 ring-1 ring-red-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-bold text-red-900">{receivablesTh.cardTitle}</h2>
          <p className="text-2xl font-bold text-red-900 tabular-nums" data-testid="member-receivable-owed">
            {formatBaht(receivable.owed)}
          </p>
          <p className="text-sm text-red-900">
            {receivablesTh.openedAt} {formatDateTime(receivable.openedAt)} (
            {fill(receivablesTh.ageDays, { days: receivable.ageDays })})
          </p>
        </div>
        {allows(role, access.owner) && (
          <Button variant="danger" onClick={() => setWritingOff(true)}>
            {receivablesTh.writeOff}
          </Button>
        )}
      </div>
      <h3 className="mt-2 text-sm font-semibold text-red-900">{receivablesTh.causes}</h3>
      <ReceivableCauses receivable={receivable} />
      <p className="mt-2 text-sm text-red-800">{receivablesTh.heldHint}</p>
      {writingOff && (
        <WriteOffDialog member={member} owed={receivable.owed} onClose={() => setWritingOff(false)} />
      )}
    </section>
  );
};
