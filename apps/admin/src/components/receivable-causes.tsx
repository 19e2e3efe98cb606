import type { Receivable } from '@chokdee/contracts';
import { fill, formatBaht } from '../lib/format';
import { receivablesTh } from '../messages/receivables';

/** The corrections behind a member's receivable, one line each (member page and finance list). */
export const ReceivableCauses = ({ receivable }: { receivable: Receivable }) => (
  <ul className="text-sm text-slate-700">
    {receivable.causes.map((cause) => (
      <li key={`${cause.roundCode}-${cause.correctionNo}`}>
        {fill(receivablesTh.cause, {
          roundCode: cause.roundCode,
          no: cause.correctionNo,
          amount: formatBaht(cause.amount),
        })}
      </li>
    ))}
  </ul>
);
