import { type SportsTicket, sportsTh } from '@chokdee/contracts';
import { cx } from '../../../lib/cx';

const statusClass: Record<SportsTicket['status'], string> = {
  PENDING: 'bg-amber-400/20 text-amber-200',
  OPEN: 'bg-sky-400/20 text-sky-200',
  SETTLED: 'bg-emerald-400/20 text-emerald-200',
  REJECTED: 'bg-red-400/20 text-red-200',
};

/** A ticket's status in Thai (รอยืนยัน, รอผล, ประกาศผลแล้ว, ไม่รับบิล). */
export const TicketStatusBadge = ({ status }: { status: SportsTicket['status'] }) => (
  <span
    data-testid="sports-ticket-status"
    data-status={status}
    className={cx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', statusClass[status])}
  >
    {sportsTh.ticketStatuses[status]}
  </span>
);
