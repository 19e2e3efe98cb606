import { type AdminRoundDetail, type BetTypeCode, betTypeCodes, type StaffAccount } from '@chokdee/contracts';
import { type ReactNode, useState } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { access, allows } from '../../../config/access';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill } from '../../../lib/format';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import { useProducts } from '../api/get-products';
import { useRound } from '../api/get-round';
import { isEnterable } from '../model/result-format';
import { CorrectionHistory } from './correction-history';
import { ExposureBoard } from './exposure-board';
import { NumberRulesPanel } from './number-rules-panel';
import { ResultChecker } from './result-checker';
import { ResultCorrection } from './result-correction';
import { ResultEntry } from './result-entry';
import { ResultView } from './result-fields';
import { type ConfirmedRoundAction, RoundActionDialog, roundActionLabel } from './round-action-dialog';
import { RoundBillsPanel } from './round-bills-panel';
import { RoundStatusBadge } from './round-status';
import { RoundSummary } from './round-summary';

const takesBills = (round: AdminRoundDetail) => round.status === 'SCHEDULED' || round.status === 'OPEN';
/** Entered but not yet confirmed: the maker-checker step. */
const awaitsChecker = (round: AdminRoundDetail) => round.status === 'RESULTED' && round.confirmedAt === null;

/** The confirmed actions a round's state allows (the server refuses the rest with 409). */
const confirmedActionsFor = (round: AdminRoundDetail): ConfirmedRoundAction[] => [
  ...(takesBills(round) ? (['close'] as const) : []),
  ...(awaitsChecker(round) ? (['resultVoid'] as const) : []),
  ...(takesBills(round) || round.status === 'CLOSED' || awaitsChecker(round) ? (['cancel'] as const) : []),
];

/** What lottery staff and the owner can do to the round in its state; nothing for the other roles. */
const RoundActions = ({ round, me }: { round: AdminRoundDetail; me: StaffAccount }) => {
  const [open, setOpen] = useState<ConfirmedRoundAction>();
  const format = round.resultFormat;
  const buttons = confirmedActionsFor(round).map((action) => (
    <Button
      key={action}
      size="sm"
      variant={action === 'close' ? 'primary' : 'secondary'}
      onClick={() => setOpen(action)}
    >
      {roundActionLabel(action)}
    </Button>
  ));
  const bar = buttons.length > 0 && <div className="flex flex-wrap gap-2">{buttons}</div>;

  let body: ReactNode = null;
  if (round.status === 'CLOSED') {
    body = isEnterable(format) ? (
      <ResultEntry round={round} format={format} />
    ) : (
      <Alert tone="info">{lotteryTh.yeekeeNoEntry}</Alert>
    );
  } else if (awaitsChecker(round) && isEnterable(format)) {
    body = <ResultChecker round={round} format={format} me={me} />;
  } else if (round.status === 'SETTLED' && allows(me.role, access.owner) && isEnterable(format)) {
    body = <ResultCorrection round={round} format={format} />;
  }

  if (!bar && !body) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="round-actions">
      {bar && (
        <Panel title={lotteryTh.roundActions} className="py-3">
          {bar}
        </Panel>
      )}
      {body}
      {open && <RoundActionDialog round={round} action={open} onClose={() => setOpen(undefined)} />}
    </div>
  );
};

/**
 * A round's page (every staff role reads it): status and times, money, the entered result, the live
 * exposure board and the closed / reduced-rate numbers; for lottery and owner the actions of its state
 * — close early, enter the result, check and confirm it, void it, cancel the round — and for the owner
 * the correction of a settled result.
 */
export const RoundPage = () => {
  const { roundCode = '' } = useParams();
  const me = useMe();
  const round = useRound(roundCode);
  const products = useProducts();
  const data = round.data;

  const back = (
    <Link to={paths.lotteryRounds} className="mb-2 inline-block text-sm text-brand-700 underline">
      ← {lotteryTh.backToRounds}
    </Link>
  );
  if (round.isError && !data)
    return (
      <div>
        {back}
        <Alert>{apiMessage(round.error)}</Alert>
      </div>
    );
  if (!data || !me.data) return <Spinner />;

  const canAct = allows(me.data.role, access.lottery);
  const product = products.data?.find((item) => item.code === data.productCode);
  const betTypes: readonly BetTypeCode[] = product?.betTypes.map((bt) => bt.betType) ?? betTypeCodes;
  // The checker panel shows the entered result itself; elsewhere it is shown here.
  const entered =
    isEnterable(data.resultFormat) && data.result && !(canAct && awaitsChecker(data))
      ? { format: data.resultFormat, result: data.result }
      : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div>
        {back}
        <PageHeader
          title={fill(lotteryTh.roundTitle, { product: data.productName, roundCode: data.roundCode })}
          actions={
            <>
              <RoundStatusBadge status={data.status} />
              {data.resultFormat === 'YEEKEE' && (
                <Link
                  to={generatePath(paths.yeekeeRoundShots, {
                    code: data.productCode,
                    roundCode: data.roundCode,
                  })}
                  className="text-sm font-semibold text-brand-700 underline hover:text-brand-600"
                >
                  {lotteryTh.yeekeeShots}
                </Link>
              )}
              <Button
                variant="secondary"
                size="sm"
                loading={round.isFetching}
                onClick={() => void round.refetch()}
              >
                {adminTh.refresh}
              </Button>
            </>
          }
        />
      </div>
      <RoundSummary round={data} />
      <CorrectionHistory round={data} />
      {entered && (
        <Panel title={lotteryTh.enteredResult}>
          <ResultView format={entered.format} result={entered.result} derived={data.derived} />
          {awaitsChecker(data) && <p className="mt-3 text-sm text-amber-800">{lotteryTh.waitingChecker}</p>}
        </Panel>
      )}
      {canAct && <RoundActions round={data} me={me.data} />}
      <ExposureBoard round={data} betTypes={betTypes} />
      <NumberRulesPanel round={data} betTypes={betTypes} canEdit={canAct} />
      {allows(me.data.role, access.lotteryBills) && <RoundBillsPanel round={data} />}
    </div>
  );
};
