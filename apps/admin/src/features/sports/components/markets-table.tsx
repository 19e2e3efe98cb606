import { type SportsAdminFixture, sportsTh } from '@chokdee/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { cx } from '../../../lib/cx';
import { fill } from '../../../lib/format';
import { sportsDeskTh as th } from '../../../messages/sports';
import { adminTh } from '../../../messages/th';
import { type MarketName, marketName, outcomeName, type Teams } from '../model/market-name';
import { isRedWaterText, priceText } from '../model/odds';
import type { MarketAction } from './market-control-dialog';
import { LiabilityBar, MarketStatus } from './parts';

export type AdminMarket = SportsAdminFixture['markets'][number];
type Price = { outcome: string; odds: string };

const columns = [
  { label: th.colMarket },
  { label: th.colHousePrice },
  { label: th.colFeedPrice },
  { label: th.colMarketStatus },
  { label: th.colMarketStake, className: 'text-right' },
  { label: th.colLiability },
  { label: th.colActions },
];

/** The market as staff read it: type, period and line, the line's Thai name and who gives it; the key under it. */
export const MarketTitle = ({
  name,
  marketKey,
  teams,
}: {
  name: MarketName;
  marketKey: string;
  teams: Teams;
}) => (
  <div className="flex flex-col gap-0.5">
    <span className="font-semibold text-slate-900">{name.text}</span>
    {(name.lineName || name.giver) && (
      <span className="text-xs text-slate-600">
        {[
          name.lineName,
          name.giver && fill(th.handGives, { team: teams[name.giver === 'HOME' ? 'home' : 'away'] }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    )}
    <span className="font-mono text-xs text-slate-400">{marketKey}</span>
  </div>
);

const Prices = ({
  prices,
  teams,
  water,
}: {
  prices: readonly Price[] | null;
  teams: Teams;
  water: boolean;
}) => {
  if (!prices?.length) return <span className="text-slate-400">{th.noPrice}</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {prices.map((price) => {
        const text = priceText(price.odds, water);
        return (
          <li key={price.outcome} className="flex justify-between gap-3 whitespace-nowrap">
            <span className="text-slate-600">{outcomeName(price.outcome, teams)}</span>
            <span className={cx('font-semibold tabular-nums', isRedWaterText(text) && 'text-red-600')}>
              {text}
            </span>
          </li>
        );
      })}
    </ul>
  );
};

/**
 * Why a market is held, in Thai: `OPERATOR: reason` is a trader's control with its reason,
 * `FIXTURE_<status>` a match no longer being played; a hold the desk does not know shows its code.
 */
const holdText = (hold: string) => {
  const operator = /^OPERATOR:\s*(.*)$/.exec(hold);
  if (operator) return fill(th.holdOperator, { reason: operator[1] ?? '' });
  const fixture = /^FIXTURE_(\w+)$/.exec(hold)?.[1];
  if (fixture && fixture in sportsTh.fixtureStatuses)
    return fill(th.holdFixture, {
      status: sportsTh.fixtureStatuses[fixture as keyof typeof sportsTh.fixtureStatuses],
    });
  return hold in th.holds ? th.holds[hold as keyof typeof th.holds] : hold;
};

/** The controls a market's state allows (a settled or void market has none; the server refuses the rest). */
const actionsFor = (market: AdminMarket): MarketAction[] => {
  switch (market.status) {
    case 'OPEN':
      return ['SUSPEND', 'CLOSE'];
    case 'SUSPENDED':
      return ['REOPEN', 'CLOSE'];
    case 'CLOSED':
      return ['REOPEN'];
    default:
      return [];
  }
};

const actionLabel: Record<MarketAction, string> = { SUSPEND: th.suspend, CLOSE: th.close, REOPEN: th.reopen };
const actionTestId: Record<MarketAction, string> = { SUSPEND: 'suspend', CLOSE: 'close', REOPEN: 'reopen' };

/**
 * Every market of the fixture: house price beside the feed's, status and holds, stake and liability
 * against the cap, and per market the controls and the price editor.
 */
export const MarketsTable = ({
  markets,
  teams,
  onControl,
  onEditPrices,
}: {
  markets: readonly AdminMarket[];
  teams: Teams;
  onControl: (market: AdminMarket, name: MarketName, action: MarketAction) => void;
  onEditPrices: (market: AdminMarket) => void;
}) => (
  <Table label={th.marketsTable}>
    <thead>
      <tr>
        {columns.map((column) => (
          <Th key={column.label} className={column.className}>
            {column.label}
          </Th>
        ))}
      </tr>
    </thead>
    <tbody>
      {markets.length === 0 && <EmptyRow colSpan={columns.length}>{adminTh.empty}</EmptyRow>}
      {markets.map((market) => {
        const name = marketName(market.key);
        const terminal = market.status === 'SETTLED' || market.status === 'VOID';
        return (
          <tr key={market.key} data-testid={`market-row-${market.key}`}>
            <Td>
              <MarketTitle name={name} marketKey={market.key} teams={teams} />
            </Td>
            <Td>
              <Prices prices={market.prices} teams={teams} water={name.water} />
            </Td>
            <Td>
              <Prices prices={market.feedPrices} teams={teams} water={name.water} />
            </Td>
            <Td>
              <div className="flex flex-col items-start gap-1">
                <span className="flex flex-wrap gap-1">
                  <MarketStatus status={market.status} />
                  {market.main && <Badge tone="info">{th.mainLine}</Badge>}
                </span>
                {market.holds.map((hold) => (
                  <span key={hold} className="text-xs text-amber-800">
                    {holdText(hold)}
                  </span>
                ))}
              </div>
            </Td>
            <Td className="text-right">
              <Money amount={market.stake} />
              <span className="block text-xs text-slate-500">
                {fill(th.tickets, { count: market.tickets })}
              </span>
            </Td>
            <Td>
              <LiabilityBar worst={market.liability} cap={market.liabilityCap} />
            </Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {actionsFor(market).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'REOPEN' ? 'primary' : 'secondary'}
                    aria-label={`${actionLabel[action]} ${name.text}`}
                    data-testid={`market-${actionTestId[action]}-${market.key}`}
                    onClick={() => onControl(market, name, action)}
                  >
                    {actionLabel[action]}
                  </Button>
                ))}
                {!terminal && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${th.editPrices} ${name.text}`}
                    data-testid={`market-edit-${market.key}`}
                    onClick={() => onEditPrices(market)}
                  >
                    {th.editPrices}
                  </Button>
                )}
              </div>
            </Td>
          </tr>
        );
      })}
    </tbody>
  </Table>
);
