import { type AdminRoundBill, type AdminRoundDetail, roundBillsQuerySchema } from '@chokdee/contracts';
import { betTypeNamesTh } from '@chokdee/lottery';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PagedTable } from '../../../components/ui/paged-table';
import { Panel } from '../../../components/ui/panel';
import { StatusTabs } from '../../../components/ui/status-tabs';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { lotteryBillsTh } from '../../../messages/lottery';
import { ROUND_BILLS_PAGE_SIZE, useRoundBills } from '../api/get-round-bills';
import { BillDialog } from './bill-dialog';

type View = 'bills' | 'winners';

const tabs: ReadonlyArray<{ value: View; label: string }> = [
  { value: 'bills', label: lotteryBillsTh.tabBills },
  { value: 'winners', label: lotteryBillsTh.tabWinners },
];

const columns = [
  { label: lotteryBillsTh.colTime },
  { label: lotteryBillsTh.colBillNo },
  { label: lotteryBillsTh.colMember },
  { label: lotteryBillsTh.colNumbers },
  { label: lotteryBillsTh.colTotal, className: 'text-right' },
  { label: lotteryBillsTh.colWin, className: 'text-right' },
  { label: lotteryBillsTh.colStatus },
];

/** The first lines of a bill as "2 ตัวล่าง 90", the number searched for first. */
const LINES_SHOWN = 3;
const linesText = (bill: AdminRoundBill, number: string) => {
  const lines = [...bill.lines].sort((a, b) => Number(b.number === number) - Number(a.number === number));
  const shown = lines.slice(0, LINES_SHOWN).map((line) => `${betTypeNamesTh[line.betType]} ${line.number}`);
  const more = lines.length - LINES_SHOWN;
  return more > 0
    ? `${shown.join(' · ')} ${fill(lotteryBillsTh.moreLines, { count: more })}`
    : shown.join(' · ');
};

const BillRow = ({ bill, number, onOpen }: { bill: AdminRoundBill; number: string; onOpen: () => void }) => (
  <tr data-testid={`round-bill-${bill.billNo}`}>
    <Td className="whitespace-nowrap">{formatDateTime(bill.createdAt)}</Td>
    <Td>
      <button
        type="button"
        onClick={onOpen}
        aria-label={fill(lotteryBillsTh.openBill, { billNo: bill.billNo })}
        className="font-mono text-brand-700 underline hover:text-brand-600"
      >
        {bill.billNo}
      </button>
    </Td>
    <Td>
      <div>{bill.member.name}</div>
      <div className="font-mono text-slate-500">{bill.member.phone}</div>
    </Td>
    <Td className="text-slate-700">{linesText(bill, number)}</Td>
    <Td className="text-right tabular-nums">{formatBaht(bill.total)}</Td>
    <Td className="text-right tabular-nums">{bill.win === null ? '–' : formatBaht(bill.win)}</Td>
    <Td>
      <Badge
        tone={bill.status === 'SETTLED' ? 'success' : bill.status === 'CANCELLED' ? 'neutral' : 'warning'}
      >
        {lotteryBillsTh.billStatus[bill.status]}
      </Badge>
    </Td>
  </tr>
);

/**
 * A round's bills and winners (lottery, owner, finance), with "who is behind this number": the
 * number typed filters to bills holding a line on it, in any bet type. The tab, the number and an
 * open bill live in the address (`view`, `number`, `bill`), so the member page can link to a bill.
 */
export const RoundBillsPanel = ({ round }: { round: AdminRoundDetail }) => {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'winners' ? 'winners' : 'bills';
  const number = params.get('number') ?? '';
  const billNo = params.get('bill');
  const [pageNo, setPageNo] = useState(1);
  const [typed, setTyped] = useState(number);
  const [error, setError] = useState<string>();
  const list = useRoundBills(
    round.roundCode,
    { number: number || undefined, winners: view === 'winners' },
    pageNo,
  );

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = roundBillsQuerySchema.shape.number.safeParse(typed.trim() || undefined);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPageNo(1);
    set({ number: parsed.data });
  };

  return (
    <Panel title={lotteryBillsTh.section}>
      <StatusTabs
        label={lotteryBillsTh.tabs}
        value={view}
        onValueChange={(next) => {
          setPageNo(1);
          set({ view: next === 'winners' ? 'winners' : undefined });
        }}
        options={tabs}
      >
        <form onSubmit={search} noValidate className="mb-3 flex flex-wrap items-end gap-2">
          <TextField
            label={lotteryBillsTh.numberFilter}
            placeholder={lotteryBillsTh.numberPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            error={error}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">{lotteryBillsTh.search}</Button>
          {number && (
            <Button
              variant="ghost"
              onClick={() => {
                setTyped('');
                setPageNo(1);
                set({ number: undefined });
              }}
            >
              {lotteryBillsTh.clear}
            </Button>
          )}
        </form>
        {view === 'winners' && <p className="mb-3 text-sm text-slate-600">{lotteryBillsTh.winnersHint}</p>}
        <PagedTable
          label={view === 'winners' ? lotteryBillsTh.tabWinners : lotteryBillsTh.tabBills}
          columns={columns}
          page={list.data}
          error={list.isError ? apiMessage(list.error) : undefined}
          pageNo={pageNo}
          pageSize={ROUND_BILLS_PAGE_SIZE}
          onPage={setPageNo}
          renderRow={(bill) => (
            <BillRow
              key={bill.billNo}
              bill={bill}
              number={number}
              onOpen={() => set({ bill: bill.billNo })}
            />
          )}
        />
      </StatusTabs>
      {billNo && (
        <BillDialog
          roundCode={round.roundCode}
          billNo={billNo}
          highlight={number || undefined}
          onClose={() => set({ bill: undefined })}
        />
      )}
    </Panel>
  );
};
