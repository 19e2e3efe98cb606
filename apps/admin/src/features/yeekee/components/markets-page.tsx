import type { AdminYeekeeMarket } from '@chokdee/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht } from '../../../lib/format';
import { adminTh } from '../../../messages/th';
import { yeekeeFormulaShort, yeekeeTh } from '../../../messages/yeekee';
import { useYeekeeMarkets } from '../api/get-markets';
import { marketRoundsHref } from '../model/yeekee-href';
import { MarketFormDialog } from './market-form-dialog';

const columns = [
  yeekeeTh.colMarket,
  yeekeeTh.colRounds,
  yeekeeTh.colFirstClose,
  yeekeeTh.colWindow,
  yeekeeTh.colMinShots,
  yeekeeTh.colLimits,
  yeekeeTh.colFormula,
  yeekeeTh.colRewards,
  yeekeeTh.colEnabled,
  adminTh.actions,
].map((label) => ({ label }));

const rewardsText = ({ shooterRewards }: AdminYeekeeMarket) =>
  shooterRewards.enabled
    ? fill(yeekeeTh.rewardsSummary, {
        amount: formatBaht(shooterRewards.amount),
        positions: shooterRewards.positions.join(', '),
      })
    : yeekeeTh.rewardsOff;

const MarketRow = ({
  market,
  canEdit,
  onEdit,
}: {
  market: AdminYeekeeMarket;
  canEdit: boolean;
  onEdit: () => void;
}) => (
  <tr data-testid={`market-${market.code}`}>
    <Td>
      <div className="font-medium">{market.name}</div>
      <div className="font-mono text-xs text-slate-500">{market.code}</div>
    </Td>
    <Td className="whitespace-nowrap">
      {fill(yeekeeTh.roundsSummary, { rounds: market.roundsPerDay, minutes: market.roundMinutes })}
    </Td>
    <Td className="tabular-nums">{market.firstCloseTime}</Td>
    <Td className="whitespace-nowrap">{fill(yeekeeTh.seconds, { seconds: market.shootWindowSeconds })}</Td>
    <Td className="whitespace-nowrap">{fill(yeekeeTh.shotsCount, { count: market.minShots })}</Td>
    <Td className="whitespace-nowrap">
      {fill(yeekeeTh.limitsSummary, {
        max: market.maxShotsPerMember,
        seconds: market.shotCooldownSeconds,
      })}
    </Td>
    <Td className="whitespace-nowrap">{yeekeeFormulaShort[market.formula]}</Td>
    <Td>{rewardsText(market)}</Td>
    <Td>
      <Badge tone={market.isEnabled ? 'success' : 'neutral'}>
        {market.isEnabled ? yeekeeTh.enabledOn : yeekeeTh.enabledOff}
      </Badge>
    </Td>
    <Td>
      <div className="flex gap-2">
        <Button size="sm" onClick={onEdit}>
          {canEdit ? yeekeeTh.edit : yeekeeTh.view}
        </Button>
        <Link
          to={marketRoundsHref(market.code)}
          className="inline-flex h-8 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          {yeekeeTh.roundsOfDay}
        </Link>
      </div>
    </Td>
  </tr>
);

type Open = { kind: 'create' } | { kind: 'edit'; code: string };

/**
 * The Yeekee markets (every staff role reads them): rounds, windows, limits, formula, rewards; lottery
 * and owner add a market and edit its settings. Each market links to its rounds of the day.
 */
export const YeekeeMarketsPage = () => {
  const me = useMe();
  const markets = useYeekeeMarkets();
  const [open, setOpen] = useState<Open>();
  const canEdit = allows(me.data?.role, access.lottery);
  const editing =
    open?.kind === 'edit' ? markets.data?.find((market) => market.code === open.code) : undefined;
  const close = () => setOpen(undefined);

  return (
    <div>
      <PageHeader
        title={yeekeeTh.pageMarkets}
        actions={
          <>
            {canEdit && <Button onClick={() => setOpen({ kind: 'create' })}>{yeekeeTh.addMarket}</Button>}
            <Button variant="secondary" loading={markets.isFetching} onClick={() => void markets.refetch()}>
              {adminTh.refresh}
            </Button>
          </>
        }
      />
      <p className="mb-2 max-w-3xl text-sm text-slate-600">{yeekeeTh.marketsIntro}</p>
      {me.data && !canEdit && <p className="mb-3 text-sm text-slate-500">{yeekeeTh.readOnly}</p>}
      <PagedTable
        label={yeekeeTh.pageMarkets}
        columns={columns}
        page={markets.data && { data: markets.data, total: markets.data.length }}
        error={markets.isError ? apiMessage(markets.error) : undefined}
        renderRow={(market) => (
          <MarketRow
            key={market.code}
            market={market}
            canEdit={canEdit}
            onEdit={() => setOpen({ kind: 'edit', code: market.code })}
          />
        )}
      />
      {open?.kind === 'create' && <MarketFormDialog canEdit={canEdit} onClose={close} />}
      {editing && <MarketFormDialog key={editing.code} market={editing} canEdit={canEdit} onClose={close} />}
    </div>
  );
};
