import type { AdminRoundDetail } from '@chokdee/contracts';
import { Panel } from '../../../components/ui/panel';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatBaht, formatDateTime } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';

/**
 * Every owner correction of the round, kept by the server: what each credited, took back and could
 * not take back (the shortfall, now members' receivables) — not only in the correction's answer.
 */
export const CorrectionHistory = ({ round }: { round: AdminRoundDetail }) =>
  round.corrections?.length ? (
    <Panel title={lotteryTh.correctionHistory}>
      <Table label={lotteryTh.correctionHistory}>
        <thead>
          <tr>
            <Th>{lotteryTh.correctionNo}</Th>
            <Th>{lotteryTh.correctionAt}</Th>
            <Th>{lotteryTh.correctionReason}</Th>
            <Th className="text-right">{lotteryTh.creditedTotal}</Th>
            <Th className="text-right">{lotteryTh.debitedTotal}</Th>
            <Th className="text-right">{lotteryTh.shortfallTotal}</Th>
          </tr>
        </thead>
        <tbody>
          {round.corrections.map((correction) => (
            <tr key={correction.correctionNo} data-testid="correction-row">
              <Td>{correction.correctionNo}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(correction.at)}</Td>
              <Td>{correction.reason}</Td>
              <Td className="text-right tabular-nums">{formatBaht(correction.creditedTotal)}</Td>
              <Td className="text-right tabular-nums">{formatBaht(correction.debitedTotal)}</Td>
              <Td className="text-right font-semibold tabular-nums">
                <span data-testid="correction-shortfall">{formatBaht(correction.shortfallTotal)}</span>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  ) : null;
