import type { CorrectionPreview } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import { Alert } from '../../../components/ui/alert';
import { Money } from '../../../components/ui/money';
import { Spinner } from '../../../components/ui/spinner';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht } from '../../../lib/format';
import { lotteryBillsTh } from '../../../messages/lottery';
import { useCorrectionPreview } from '../api/get-correction-preview';
import { usePayoutPreview } from '../api/get-payout-preview';

const cell = 'border-b border-slate-100 px-2 py-1.5';
const num = `${cell} text-right tabular-nums`;

/**
 * What confirming the entered result would pay, per bet type: winning lines, members and payout,
 * judged by settlement's own step on the server (nothing moves). Shown to the maker after entering
 * and to the checker only once their own typing matched — it never shows the numbers themselves.
 */
export const PayoutPreview = ({ roundCode }: { roundCode: string }) => {
  const preview = usePayoutPreview(roundCode);
  const data = preview.data;
  return (
    <section
      aria-label={lotteryBillsTh.previewTitle}
      data-testid="payout-preview"
      className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <h3 className="font-semibold text-slate-800">{lotteryBillsTh.previewTitle}</h3>
      <p className="mb-2 text-xs text-slate-600">{lotteryBillsTh.previewHint}</p>
      {preview.isError ? (
        <Alert>{apiMessage(preview.error)}</Alert>
      ) : !data ? (
        <Spinner />
      ) : data.byBetType.length === 0 ? (
        <p className="text-sm text-slate-600">{lotteryBillsTh.noWinners}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th className={cell}>{lotteryBillsTh.colBetType}</th>
              <th className={`${cell} text-right`}>{lotteryBillsTh.colLines}</th>
              <th className={`${cell} text-right`}>{lotteryBillsTh.colMembers}</th>
              <th className={`${cell} text-right`}>{lotteryBillsTh.colPayout}</th>
            </tr>
          </thead>
          <tbody>
            {data.byBetType.map((row) => (
              <tr key={row.betType} data-testid={`preview-${row.betType}`}>
                <td className={cell}>{betTypeNamesTh[row.betType]}</td>
                <td className={num}>{row.lines}</td>
                <td className={num}>{row.members}</td>
                <td className={num}>{formatBaht(row.payout)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold" data-testid="preview-total">
              <td className={cell}>
                {fill(lotteryBillsTh.previewTotal, { bills: data.total.bills, members: data.total.members })}
              </td>
              <td className={num}>{data.total.lines}</td>
              <td className={num}>{data.total.members}</td>
              <td className={num}>{formatBaht(data.total.payout)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
};

const CorrectionFigures = ({ data }: { data: CorrectionPreview }) => (
  <>
    {data.byBetType.length === 0 ? (
      <p className="text-sm text-slate-600">{lotteryBillsTh.nothingChanges}</p>
    ) : (
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th className={cell}>{lotteryBillsTh.colBetType}</th>
            <th className={cell}>{lotteryBillsTh.colStop}</th>
            <th className={cell}>{lotteryBillsTh.colStart}</th>
            <th className={`${cell} text-right`}>{lotteryBillsTh.colNet}</th>
          </tr>
        </thead>
        <tbody>
          {data.byBetType.map((row) => (
            <tr key={row.betType} data-testid={`correction-${row.betType}`}>
              <td className={cell}>{betTypeNamesTh[row.betType]}</td>
              <td className={cell}>
                {fill(lotteryBillsTh.linesPayout, {
                  lines: row.stopWinning.lines,
                  payout: formatBaht(row.stopWinning.payout),
                })}
              </td>
              <td className={cell}>
                {fill(lotteryBillsTh.linesPayout, {
                  lines: row.startWinning.lines,
                  payout: formatBaht(row.startWinning.payout),
                })}
              </td>
              <td className={num}>
                <Money amount={row.net} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
    <p className="text-sm font-semibold" data-testid="correction-net">
      {lotteryBillsTh.netTotal}: <Money amount={data.net} />
    </p>
    <p className="text-sm text-slate-700">
      {fill(lotteryBillsTh.moves, {
        credited: formatBaht(data.creditedTotal),
        creditedPeople: data.membersCredited,
        debited: formatBaht(data.debitedTotal),
        debitedPeople: data.membersDebited,
      })}
    </p>
    <h4 className="font-semibold text-slate-800">{lotteryBillsTh.owingTitle}</h4>
    {data.owing.length === 0 ? (
      <p className="text-sm text-slate-600">{lotteryBillsTh.noOwing}</p>
    ) : (
      <table className="w-full text-sm" data-testid="correction-owing">
        <thead>
          <tr className="text-left text-slate-600">
            <th className={cell}>{lotteryBillsTh.colMember}</th>
            <th className={`${cell} text-right`}>{lotteryBillsTh.colOwed}</th>
            <th className={`${cell} text-right`}>{lotteryBillsTh.colHolds}</th>
            <th className={`${cell} text-right`}>{lotteryBillsTh.colShortfall}</th>
          </tr>
        </thead>
        <tbody>
          {data.owing.map((row) => (
            <tr key={row.member.id}>
              <td className={cell}>
                {row.member.name} <span className="font-mono text-slate-500">{row.member.phone}</span>
              </td>
              <td className={num}>{formatBaht(row.owed)}</td>
              <td className={num}>{formatBaht(row.holds)}</td>
              <td className={`${num} font-semibold text-red-700`}>{formatBaht(row.shortfall)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </>
);

/**
 * The owner's look before a correction: per bet type the lines that stop and start winning, the net,
 * what would be credited and taken back, and the members whose wallet would not cover the claw-back.
 */
export const CorrectionPreviewView = ({
  roundCode,
  result,
}: {
  roundCode: string;
  result: Record<string, unknown>;
}) => {
  const preview = useCorrectionPreview(roundCode, result);
  return (
    <section
      aria-label={lotteryBillsTh.correctionPreviewTitle}
      data-testid="correction-preview"
      className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <h3 className="font-semibold text-slate-800">{lotteryBillsTh.correctionPreviewTitle}</h3>
      {preview.isError ? (
        <Alert>{apiMessage(preview.error)}</Alert>
      ) : preview.data ? (
        <CorrectionFigures data={preview.data} />
      ) : (
        <Spinner />
      )}
    </section>
  );
};
