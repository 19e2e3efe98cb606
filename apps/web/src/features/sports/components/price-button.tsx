import type { SportsRules } from '@chokdee/contracts';
import { fillMessage, type SportsFixture, type SportsMarket } from '@chokdee/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { LockIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { toast } from '../../../lib/toast';
import { sportsText } from '../../../messages/sports';
import { sportsKeys } from '../api/query-keys';
import { useFlash } from '../hooks/use-flash';
import { useOddsFormat } from '../stores/odds-format-store';
import { useIsPicked, useSportsSlipStore } from '../stores/slip-store';
import { handicapSideOf, isInPlay, marketNameOf, outcomeNameOf, priceOf } from '../utils/markets';
import { priceView } from '../utils/prices';
import { limitsOf, type SlipLeg } from '../utils/slip';

/** The slip's leg for a selection of a fixture's market at its price now. */
export const legOf = (
  fixture: SportsFixture,
  market: SportsMarket,
  outcome: string,
  odds: string,
): SlipLeg => ({
  fixtureId: fixture.id,
  home: fixture.home,
  away: fixture.away,
  competition: fixture.competition.name,
  market: market.key,
  type: market.type,
  period: market.period,
  outcome,
  odds,
  changedFrom: null,
  suspended: false,
  live: isInPlay(fixture),
  liveDelaySeconds: fixture.liveDelaySeconds,
});

/** The selection in words, a handicap with its side: "Arsenal (ต่อ 0.5/1)". */
export const selectionName = (
  leg: Pick<SlipLeg, 'home' | 'away' | 'type' | 'market' | 'outcome'>,
): string => {
  const name = outcomeNameOf(leg, leg.type, leg.outcome);
  const side = handicapSideOf(leg.market, leg.outcome);
  return side ? `${name} (${side})` : name;
};

/**
 * A tap on a price: onto the slip (or off it, tapped again). A parlay's second price of one fixture
 * replaces its first, and the member is told; a full parlay takes no more. A single opens the slip.
 */
export const pickPrice = (queryClient: QueryClient, leg: SlipLeg): void => {
  const limits = limitsOf(queryClient.getQueryData<SportsRules>(sportsKeys.rules));
  const store = useSportsSlipStore.getState();
  const { result, replaced } = store.pick(leg, limits.maxLegs);
  if (result === 'full') {
    toast.error(fillMessage(sportsText.tooManyLegs, { max: limits.maxLegs }));
    return;
  }
  if (store.mode === 'PARLAY' && result === 'replaced' && replaced) {
    toast.info(
      fillMessage(sportsText.replacedLeg, {
        fixture: `${leg.home} - ${leg.away}`,
        selection: selectionName(leg),
      }),
      { id: `sports-replaced-${leg.fixtureId}` },
    );
  }
  if (store.mode === 'SINGLE' && result !== 'removed') store.setSheetOpen(true);
};

/**
 * One price of a fixture's market: the water black when positive and red when negative (น้ำแดง), a
 * lock instead of the price while the market takes no bets, a flash when a push changes it.
 * `data-testid="sports-price"` with `data-market`, `data-outcome`, `data-water`, `data-flash`.
 */
export const PriceButton = ({
  fixture,
  market,
  outcome,
  caption,
  className,
}: {
  fixture: SportsFixture;
  market: SportsMarket | undefined;
  outcome: string;
  /** A short text before the price ("2.5/3", "1-0"). */
  caption?: string;
  className?: string;
}) => {
  const queryClient = useQueryClient();
  const format = useOddsFormat();
  const price = priceOf(market, outcome);
  const picked = useIsPicked(fixture.id, market?.key ?? '', outcome);
  const flash = useFlash(price?.odds);
  if (!market) return <span aria-hidden="true" className={cx('min-h-9', className)} />;
  const view = price ? priceView(price.odds, market.type, format) : undefined;
  const selection = selectionName({ ...fixture, type: market.type, market: market.key, outcome });
  const marketName = marketNameOf(market);
  const hasWater = market.type === 'AH' || market.type === 'OU';
  const base = cx(
    'flex min-h-9 min-w-0 items-center justify-center gap-1 rounded-md px-1 font-num text-sm font-semibold transition-colors',
    className,
  );
  if (market.status !== 'OPEN' || !price || !view) {
    return (
      <button
        type="button"
        disabled
        data-testid="sports-price"
        data-fixture={fixture.id}
        data-market={market.key}
        data-outcome={outcome}
        data-suspended="true"
        aria-label={`${selection} ${marketName} ${sportsText.suspended}`}
        className={cx(base, 'cursor-not-allowed bg-white/30 text-neutral-700')}
      >
        {caption && <span className="truncate text-[11px] font-normal">{caption}</span>}
        <LockIcon className="size-4" />
      </button>
    );
  }
  return (
    <button
      type="button"
      data-testid="sports-price"
      data-fixture={fixture.id}
      data-market={market.key}
      data-outcome={outcome}
      data-water={hasWater ? (view.red ? 'red' : 'black') : undefined}
      data-flash={flash ?? undefined}
      aria-pressed={picked}
      aria-label={fillMessage(sportsText.priceLabel, { selection, market: marketName, price: view.text })}
      onClick={() => pickPrice(queryClient, legOf(fixture, market, outcome, price.odds))}
      className={cx(
        base,
        picked ? 'bg-gold-300 ring-2 ring-gold-500' : 'bg-white hover:bg-gold-100',
        flash === 'up' && !picked && 'bg-emerald-200',
        flash === 'down' && !picked && 'bg-red-200',
      )}
    >
      {caption && <span className="truncate text-[11px] font-normal text-neutral-600">{caption}</span>}
      <span className={view.red ? 'text-red-600' : 'text-neutral-950'}>{view.text}</span>
    </button>
  );
};
