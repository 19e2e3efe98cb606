import type { RoundStatus } from '@chokdee/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { roundStatusLabel } from '../../../messages/lottery';

const statusTone: Record<RoundStatus, BadgeTone> = {
  SCHEDULED: 'neutral',
  OPEN: 'info',
  CLOSED: 'warning',
  RESULTED: 'warning',
  SETTLED: 'success',
  CANCELLED: 'danger',
};

export const RoundStatusBadge = ({ status }: { status: RoundStatus }) => (
  <Badge tone={statusTone[status]}>{roundStatusLabel[status]}</Badge>
);
