import { type ErrorName, type SportsTicket, sportsTh } from '@chokdee/contracts';
import {
  combinedOdds,
  decimalString,
  type ExposureBet,
  fromMilli,
  isOutcomeOf,
  type MarketKey,
  maxReturn,
  maxStakeFor,
  milliOf,
  parseDecimal,
  parseMarketKey,
  rational,
  type Score,
  stakeLimitProblem,
  ticketLimits,
  ticketProblem,
  toFixedDown,
} from '@chokdee/sportsbook';
import { uuidv7 } from 'uuidv7';
import { publishWallet, type TransferRequest } from '#modules/wallet/index';
import type { Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import type { IdempotentRequest } from '#platform/http/idempotency';
import { drawShortRef } from '#platform/ids/short-ref';
import type { FixtureWithCompetition, MarketRow } from '../book/book.repo';
import { addGrid, betGrid, type Grid, gridFromJson, gridToJson, worstOf } from '../book/exposure';
import { isInPlay, marketState, offeredMilli, scoreNow } from '../book/market-view';
import type { SportsDeps } from '../sports.deps';
import { sportsSettings } from '../sports.settings';
import type { LegRow, TicketRow } from './ticket.repo';
import { ticketView } from './ticket-view';

export type PlaceTicketInput = {
  stake: bigint;
  legs: Array<{ fixtureId: string; market: string; outcome: string; odds: string }>;
  acceptPolicy?: 'NONE' | 'BETTER' | 'ANY' | undefined;
  oddsFormat?: 'MY' | 'HK' | 'ID' | 'EU' | undefined;
};

const legError = (name: ErrorName, legIndex: number, field: string, params: Record<string, string> = {}) =>
  new AppError(name, { params: { leg: String(legIndex + 1), ...params }, data: { legIndex, field } });

const bahtOf = (satang: bigint): string => toFixedDown(rational(satang, 100n), 2);

const problemError: Record<string, (stake: bigint) => AppError> = {
  STAKE_TOO_SMALL: () =>
    new AppError('SPORTS_STAKE_TOO_SMALL', { params: { min: bahtOf(ticketLimits.minStakeSatang) } }),
  TOO_MANY_LEGS: () =>
    new AppError('SPORTS_TOO_MANY_LEGS', { params: { max: String(ticketLimits.maxParlayLegs) } }),
  COMBINED_ODDS_TOO_HIGH: () =>
    new AppError('SPORTS_COMBINED_ODDS_TOO_HIGH', {
      params: { max: decimalString(ticketLimits.maxCombinedOdds) },
    }),
};

/** A ticket's leg as the book prices and exposes it. */
type PricedLeg = {
  legIndex: number;
  fixture: FixtureWithCompetition;
  market: MarketRow;
  key: MarketKey;
  outcome: string;
  milli: number;
  atPlacement: Score | undefined;
};

/** What a leg adds to its market's and fixture's exposure (a parlay leg counts the parlay's full potential). */
const exposureBetOf = (
  leg: Pick<PricedLeg, 'key' | 'outcome' | 'milli' | 'atPlacement'>,
  stake: bigint,
  parlayMax?: bigint,
): ExposureBet => ({
  key: leg.key,
  outcome: leg.outcome,
  stakeSatang: stake,
  decimal: fromMilli(leg.milli),
  ...(leg.atPlacement ? { atPlacement: leg.atPlacement } : {}),
  ...(parlayMax !== undefined ? { parlayMaxReturn: parlayMax } : {}),
});

/**
 * Adds (`sign` 1) or takes away (−1) a ticket's bets from its markets' and fixtures' exposure, the rows
 * already locked by the caller. With `check`, a bet that raises a market's worst case past its cap,
 * or the fixture's FT + 1H worst past the fixture's, is refused (SPORTS_LIABILITY_FULL); a bet that
 * lowers the worst case is always taken.
 */
export const moveExposure = async (
  deps: Pick<SportsDeps, 'book'>,
  tx: Tx,
  legs: PricedLeg[],
  stake: bigint,
  sign: 1n | -1n,
  check: boolean,
  now: Date,
): Promise<void> => {
  const parlayMax =
    legs.length > 1
      ? maxReturn(
          stake,
          legs.map((leg) => ({ decimal: fromMilli(leg.milli) })),
        )
      : undefined;
  const fixtureGrids = new Map<string, { ft: Grid; h1: Grid; fixture: FixtureWithCompetition }>();
  for (const leg of legs) {
    const grid = betGrid(exposureBetOf(leg, stake, parlayMax));
    const before = gridFromJson(leg.market.exposure);
    const after = addGrid(before, grid, sign);
    const from =
      leg.key.period === '1H' && leg.fixture.halfTime ? leg.fixture.halfTime : scoreNow(leg.fixture);
    if (check) {
      const worstAfter = worstOf(after, from);
      if (worstAfter > leg.market.liabilityCapSatang && worstAfter > worstOf(before, from))
        throw legError('SPORTS_LIABILITY_FULL', leg.legIndex, 'market');
    }
    const entry = fixtureGrids.get(leg.fixture.id) ?? {
      ft: gridFromJson(leg.fixture.exposureFt),
      h1: gridFromJson(leg.fixture.exposure1h),
      fixture: leg.fixture,
    };
    const beforeFixture = worstOf(entry.ft, from) + worstOf(entry.h1, from);
    if (leg.key.period === 'FT') entry.ft = addGrid(entry.ft, grid, sign);
    else entry.h1 = addGrid(entry.h1, grid, sign);
    if (check) {
      const afterFixture = worstOf(entry.ft, from) + worstOf(entry.h1, from);
      if (afterFixture > leg.fixture.liabilityCapSatang && afterFixture > beforeFixture)
        throw legError('SPORTS_LIABILITY_FULL', leg.legIndex, 'market');
    }
    fixtureGrids.set(leg.fixture.id, entry);
    leg.market.exposure = gridToJson(after);
    leg.market.stakeSatang += sign * stake;
    leg.market.tickets += Number(sign);
  }
  for (const entry of fixtureGrids.values()) {
    entry.fixture.exposureFt = gridToJson(entry.ft);
    entry.fixture.exposure1h = gridToJson(entry.h1);
  }
  await deps.book.writeExposure(
    tx,
    legs.map(({ market }) => ({
      id: market.id,
      exposure: market.exposure ?? [],
      stakeSatang: market.stakeSatang,
      tickets: market.tickets,
    })),
    [...fixtureGrids.values()].map(({ fixture }) => ({
      id: fixture.id,
      exposureFt: fixture.exposureFt ?? [],
      exposure1h: fixture.exposure1h ?? [],
    })),
    now,
  );
};

/**
 * The ticket's legs with their fixtures and markets, row-locked in the order placement takes them:
 * the member's main and bonus accounts, then the fixtures, then the markets, each in id order (a
 * placement holds its member's accounts when it reaches the fixtures, so this order cannot deadlock
 * with it).
 */
export const lockLegs = async (
  deps: Pick<SportsDeps, 'book' | 'wallet'>,
  tx: Tx,
  ticket: Pick<TicketRow, 'operatorId' | 'memberId'>,
  legs: Array<
    Pick<
      LegRow,
      'legIndex' | 'fixtureId' | 'marketId' | 'marketKey' | 'outcome' | 'oddsMilli' | 'scoreAtPlacement'
    >
  >,
): Promise<PricedLeg[]> => {
  await deps.wallet.lockAccounts(tx, ticket.operatorId, [
    { memberId: ticket.memberId, kind: 'MEMBER_WALLET' },
    { memberId: ticket.memberId, kind: 'BONUS' },
  ]);
  const fixtures = await deps.book.lockFixtures(tx, ticket.operatorId, [
    ...new Set(legs.map((leg) => leg.fixtureId)),
  ]);
  const markets = await deps.book.lockMarkets(tx, [...new Set(legs.map((leg) => leg.marketId))]);
  return legs.map((leg) => ({
    legIndex: leg.legIndex,
    fixture: fixtures.find((fixture) => fixture.id === leg.fixtureId) as FixtureWithCompetition,
    market: markets.find((market) => market.id === leg.marketId) as MarketRow,
    key: parseMarketKey(leg.marketKey) as MarketKey,
    outcome: leg.outcome,
    milli: leg.oddsMilli,
    atPlacement: leg.scoreAtPlacement ?? undefined,
  }));
};

/** The stake back as it was taken (cash to main, the bonus part to bonus), under the ticket's refund key. */
export const refundTransfers = (ticket: TicketRow, key: string): TransferRequest[] => {
  const base = {
    operatorId: ticket.operatorId,
    kind: 'SPORTS_REFUND' as const,
    debit: { house: 'SPORTS' as const },
    causeType: 'sports_ticket',
    causeId: ticket.id,
  };
  const cash = ticket.stakeSatang - ticket.bonusStakeSatang;
  return [
    ...(cash > 0n
      ? [
          {
            ...base,
            credit: { memberId: ticket.memberId, kind: 'MEMBER_WALLET' as const },
            amountSatang: cash,
            idempotencyKey: key,
          },
        ]
      : []),
    ...(ticket.bonusStakeSatang > 0n
      ? [
          {
            ...base,
            credit: { memberId: ticket.memberId, kind: 'BONUS' as const },
            amountSatang: ticket.bonusStakeSatang,
            idempotencyKey: `${key}:bonus`,
          },
        ]
      : []),
  ];
};

export const createTicketService = (deps: SportsDeps) => {
  const { db, clock, book, tickets, wallet, idempotency, publish } = deps;

  const readTicket = async (ticket: TicketRow): Promise<SportsTicket> =>
    ticketView(ticket, await tickets.legsOf(db, [ticket.id]));

  const pushBalance = async (operatorId: string, memberId: string) => {
    const [after] = await wallet.memberBalancesOf(db, operatorId, [memberId]);
    if (after) publishWallet(publish, after);
  };

  /** Parses the legs before any read: keys, outcomes and prices that cannot be ours are refused here. */
  const parseLegs = (input: PlaceTicketInput) =>
    input.legs.map((leg, legIndex) => {
      const key = parseMarketKey(leg.market);
      if (!key) throw legError('SPORTS_SELECTION_INVALID', legIndex, 'market');
      if (!isOutcomeOf(key, leg.outcome)) throw legError('SPORTS_SELECTION_INVALID', legIndex, 'outcome');
      const decimal = parseDecimal(leg.odds);
      const milli = decimal ? milliOf(decimal) : undefined;
      if (milli === undefined || milli <= 1000) throw legError('SPORTS_SELECTION_INVALID', legIndex, 'odds');
      return { legIndex, fixtureId: leg.fixtureId, marketKey: leg.market, key, outcome: leg.outcome, milli };
    });

  return {
    /**
     * Places a ticket in ONE transaction, all of it or nothing (docs/modules/sportsbook.md, "A ticket"):
     * the shape rules (stake, legs, one per fixture, combined odds) before any read; then the
     * member's side under the member's own account locks — the balance and the stake hooks, the stake
     * limits' 24 h reads and the identical open tickets; then, last and for as short a time as possible, the fixtures and
     * markets locked: each market OPEN by the lifecycle's precedence, each price within the member's
     * price policy (a better price is taken and recorded), the stake limits (tier × the member's
     * factor, live half), the payout cap, the liability caps of every market and fixture over score
     * scenarios, the exposure written, the ticket and its legs, the stake posted. The fixture row
     * every bet, bet stop and price change takes is held for those few statements only (bench/README.md,
     * the sportsbook's placement). A live ticket waits its delay as PENDING. The Idempotency-Key's
     * answer is stored with it: a retry answers the same ticket and moves nothing.
     */
    async place(
      request: IdempotentRequest,
      member: { memberId: string; ip: string | null },
      input: PlaceTicketInput,
    ): Promise<SportsTicket> {
      const { operatorId } = request;
      const { memberId } = member;
      const policy = input.acceptPolicy ?? 'BETTER';
      const oddsFormat = input.oddsFormat ?? 'MY';
      const parsed = parseLegs(input);
      const shape = ticketProblem(
        input.stake,
        parsed.map((leg) => ({ fixtureId: leg.fixtureId, decimal: fromMilli(leg.milli) })),
        { maxPayoutSatang: 1n << 62n },
      );
      if (shape === 'ONE_LEG_PER_FIXTURE') {
        // The first leg whose fixture an earlier leg already has.
        const second = parsed.find((leg, index) =>
          parsed.slice(0, index).some((earlier) => earlier.fixtureId === leg.fixtureId),
        );
        throw legError('SPORTS_ONE_LEG_PER_FIXTURE', second?.legIndex ?? 0, 'fixtureId');
      }
      if (shape && shape !== 'NO_LEGS')
        throw (problemError[shape] as (stake: bigint) => AppError)(input.stake);
      const factorCents = await tickets.stakeFactorCents(db, operatorId, memberId);
      const selectionKey = parsed
        .map((leg) => `${leg.fixtureId}|${leg.marketKey}|${leg.outcome}`)
        .sort()
        .join(';');

      const outcome = await db.transaction(async (tx) => {
        const stored = await idempotency.claim<SportsTicket>(tx, request);
        if (stored) return { ticket: stored.data, replayed: true };
        const now = clock.now();
        const ticketId = uuidv7();

        // The member's side, under the member's accounts (racing tickets of one member queue here).
        const stakeLock = await wallet.lockStake(tx, {
          operatorId,
          memberId,
          amountSatang: input.stake,
          maxLineStakeSatang: input.stake,
          category: 'SPORTS',
          causeType: 'sports_ticket',
          causeId: ticketId,
          idempotencyKey: `sports:${ticketId}:stake`,
          house: 'SPORTS',
          transferKind: 'SPORTS_BET',
          lockHouseAtPost: true,
        });
        const split = await wallet.checkStake(tx, stakeLock);
        const staked = await tickets.stakedOnSelections(
          tx,
          operatorId,
          memberId,
          parsed,
          new Date(now.getTime() - 24 * 3_600_000),
        );
        const alreadyPayable = await tickets.openPayable(tx, operatorId, memberId, selectionKey);
        const alive = await book.feedAlive(tx, operatorId);

        // The book's side, last: fixtures, then markets, each in id order.
        const fixtures = await book.lockFixtures(
          tx,
          operatorId,
          [...new Set(parsed.map((leg) => leg.fixtureId))].sort(),
        );
        const markets = await book.lockMarketsByKey(
          tx,
          parsed.flatMap((leg) =>
            fixtures.some((fixture) => fixture.id === leg.fixtureId)
              ? [{ fixtureId: leg.fixtureId, key: leg.marketKey }]
              : [],
          ),
        );
        const priced: PricedLeg[] = parsed.map((leg) => {
          const fixture = fixtures.find((row) => row.id === leg.fixtureId);
          if (!fixture) throw legError('SPORTS_FIXTURE_NOT_FOUND', leg.legIndex, 'fixtureId');
          const market = markets.find((row) => row.fixtureId === fixture.id && row.key === leg.marketKey);
          if (!market) throw legError('SPORTS_SELECTION_INVALID', leg.legIndex, 'market');
          const state = marketState(fixture, market, now, alive.get(fixture.source));
          if (state.status !== 'OPEN') throw legError('SPORTS_MARKET_CLOSED', leg.legIndex, 'market');
          const price = market.prices.find((row) => row.outcome === leg.outcome);
          if (!price) throw legError('SPORTS_SELECTION_INVALID', leg.legIndex, 'outcome');
          const offered = offeredMilli(fixture, market, state, price);
          const moved =
            policy === 'NONE' ? offered !== leg.milli : policy === 'BETTER' ? offered < leg.milli : false;
          if (moved)
            throw legError('SPORTS_ODDS_CHANGED', leg.legIndex, 'odds', {
              odds: decimalString(fromMilli(offered)),
            });
          return {
            legIndex: leg.legIndex,
            fixture,
            market,
            key: leg.key,
            outcome: leg.outcome,
            milli: offered,
            atPlacement: isInPlay(fixture) ? scoreNow(fixture) : undefined,
          };
        });
        const live = priced.some((leg) => isInPlay(leg.fixture));
        const decimals = priced.map((leg) => ({ fixtureId: leg.fixture.id, decimal: fromMilli(leg.milli) }));
        const stakeFactor = rational(BigInt(factorCents), 100n);
        for (const leg of priced) {
          const limits = { tier: leg.fixture.tier, stakeFactor, live: isInPlay(leg.fixture) };
          const onSelection = staked.get(`${leg.fixture.id}|${leg.market.key}|${leg.outcome}`) ?? 0n;
          const problem = stakeLimitProblem({
            stakeSatang: input.stake,
            ...limits,
            stakedOnSelection24h: onSelection,
          });
          const max = maxStakeFor(leg.fixture.tier, limits);
          if (problem === 'STAKE_OVER_MAX')
            throw new AppError('SPORTS_STAKE_OVER_MAX', {
              params: { max: bahtOf(max) },
              data: { legIndex: leg.legIndex, field: 'stake' },
            });
          if (problem === 'SELECTION_DAY_OVER_MAX') {
            const left = max * 2n - onSelection;
            throw new AppError('SPORTS_SELECTION_DAY_LIMIT', {
              params: { max: bahtOf(left > 0n ? left : 0n) },
              data: { legIndex: leg.legIndex, field: 'stake' },
            });
          }
        }
        if (ticketProblem(input.stake, decimals, { alreadyPayable }) === 'PAYOUT_OVER_CAP') {
          // The most stake that still fits: what the cap leaves ÷ the combined odds, cut to the satang.
          const room = ticketLimits.maxPayoutSatang - alreadyPayable;
          const combined = combinedOdds(decimals);
          const fits = room > 0n ? (room * combined.den) / combined.num : 0n;
          throw new AppError('SPORTS_PAYOUT_OVER_CAP', {
            params: { max: bahtOf(ticketLimits.maxPayoutSatang), stake: bahtOf(fits) },
            data: { field: 'stake' },
          });
        }
        await moveExposure(deps, tx, priced, input.stake, 1n, true, now);

        const combined = combinedOdds(decimals);
        const single = priced.length === 1 ? priced[0] : undefined;
        // A single on red water: the member typed the amount to win (ยอดแทง); the stake is the risk.
        const redWater =
          single &&
          oddsFormat === 'MY' &&
          (single.key.type === 'AH' || single.key.type === 'OU') &&
          single.milli > 2000;
        const typed = redWater ? (input.stake * BigInt(single.milli - 1000)) / 1000n : input.stake;
        const ticket: TicketRow = {
          id: ticketId,
          operatorId,
          memberId,
          ticketNo: drawShortRef('S'),
          kind: priced.length > 1 ? 'PARLAY' : 'SINGLE',
          status: live ? 'PENDING' : 'OPEN',
          stakeSatang: input.stake,
          bonusStakeSatang: split.bonusSatang,
          typedSatang: typed,
          maxReturnSatang: maxReturn(input.stake, decimals),
          payoutSatang: null,
          combinedOdds: toFixedDown(combined, 6),
          oddsFormat,
          acceptPolicy: policy,
          rulesVersion: sportsSettings.rulesVersion,
          selectionKey,
          live,
          placedAt: now,
          decideAt: live
            ? new Date(now.getTime() + Math.max(...priced.map((leg) => leg.fixture.liveDelaySeconds)) * 1000)
            : null,
          acceptedAt: live ? null : now,
          settledAt: null,
          settleCount: 0,
          rejectReason: null,
          resultSource: null,
          ip: member.ip,
          voidKind: null,
          voidReason: null,
          voidRequestedBy: null,
        };
        const legs: LegRow[] = priced.map((leg) => ({
          id: uuidv7(),
          operatorId,
          ticketId,
          legIndex: leg.legIndex,
          fixtureId: leg.fixture.id,
          marketId: leg.market.id,
          marketKey: leg.market.key,
          outcome: leg.outcome,
          oddsMilli: leg.milli,
          priceVersion: leg.market.priceVersion,
          scoreAtPlacement: leg.atPlacement ?? null,
          result: null,
          voidReason: null,
          gradedAt: null,
        }));
        await tickets.insert(tx, ticket, legs);
        await wallet.postStake(tx, stakeLock, split);
        // The answer from what was just written (the same view a read of the ticket gives).
        const view = ticketView(
          ticket,
          priced.map((leg, index) => ({
            ...(legs[index] as LegRow),
            home: leg.fixture.home,
            away: leg.fixture.away,
            competitionName: leg.fixture.competitionName,
            kickoffAt: leg.fixture.kickoffAt,
            simulated: leg.fixture.simulated,
            resultFullTime: leg.fixture.resultFullTime,
            resultHalfTime: leg.fixture.resultHalfTime,
            lastIncident: leg.fixture.lastIncident,
            lastIncidentAt: leg.fixture.lastIncidentAt,
          })),
        );
        await idempotency.store(tx, request, view);
        return { ticket: view, replayed: false };
      });
      // The balance only: a ticket moves exposure, not the prices members see (bench/README.md, the
      // sportsbook's placement), so the fixture is pushed by price and state changes alone.
      if (!outcome.replayed) await pushBalance(operatorId, memberId);
      return outcome.ticket;
    },

    async list(
      operatorId: string,
      memberId: string,
      status: 'OPEN' | 'SETTLED' | undefined,
    ): Promise<SportsTicket[]> {
      const rows = await tickets.memberTickets(db, operatorId, memberId, status);
      const legs = await tickets.legsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ticketView(row, legs));
    },

    async one(operatorId: string, memberId: string, id: string): Promise<SportsTicket> {
      const row = await tickets.ticket(db, operatorId, id);
      if (!row || row.memberId !== memberId) throw new AppError('SPORTS_TICKET_NOT_FOUND');
      return readTicket(row);
    },

    /**
     * Decides one live ticket whose delay is over (docs/domain/sportsbook.md, "Live bets"): rejected
     * with the reason when a goal, card or bet stop came during the delay, a market stopped taking
     * bets, or a price moved beyond the member's policy — the stake back and its exposure taken away;
     * otherwise accepted (at a better price when the policy takes one, recorded on the leg).
     */
    async decide(operatorId: string, ticketId: string): Promise<'ACCEPTED' | 'REJECTED' | 'SKIPPED'> {
      const decided = await db.transaction(async (tx) => {
        const ticket = await tickets.lockTicket(tx, ticketId);
        if (ticket?.status !== 'PENDING') return undefined;
        const now = clock.now();
        const legRows = (await tickets.legsOf(tx, [ticketId])) as LegRow[];
        const legs = await lockLegs(deps, tx, ticket, legRows);
        const alive = await book.feedAlive(tx, operatorId);
        let reason: keyof typeof sportsTh.liveRejects | undefined;
        const prices: number[] = [];
        for (const leg of legs) {
          const incident = leg.fixture.lastIncidentAt;
          if (incident && incident >= ticket.placedAt && isInPlay(leg.fixture) && leg.fixture.lastIncident) {
            reason =
              leg.fixture.lastIncident === 'CARD'
                ? 'CARD'
                : leg.fixture.lastIncident === 'BET_STOP'
                  ? 'BET_STOP'
                  : 'GOAL';
            break;
          }
          const state = marketState(leg.fixture, leg.market, now, alive.get(leg.fixture.source));
          if (state.status !== 'OPEN') {
            reason = leg.fixture.betStop ? 'BET_STOP' : 'MARKET_CLOSED';
            break;
          }
          const price = leg.market.prices.find((row) => row.outcome === leg.outcome);
          const offered = price ? offeredMilli(leg.fixture, leg.market, state, price) : 0;
          const worse = offered < leg.milli;
          if (
            !price ||
            (ticket.acceptPolicy !== 'ANY' &&
              (worse || (ticket.acceptPolicy === 'NONE' && offered !== leg.milli)))
          ) {
            reason = 'ODDS_CHANGED';
            break;
          }
          prices.push(ticket.acceptPolicy === 'NONE' ? leg.milli : Math.max(offered, leg.milli));
        }
        if (reason) {
          await moveExposure(deps, tx, legs, ticket.stakeSatang, -1n, false, now);
          await wallet.postTransfers(tx, refundTransfers(ticket, `sports:${ticket.id}:refund`));
          await tickets.update(tx, ticket.id, {
            status: 'REJECTED',
            decideAt: null,
            rejectReason: sportsTh.liveRejects[reason],
            settledAt: now,
            payoutSatang: ticket.stakeSatang,
          });
          return { memberId: ticket.memberId, result: 'REJECTED' as const };
        }
        if (prices.some((milli, index) => milli !== legs[index]?.milli)) {
          // Accepted at a better price: the exposure and the most it can pay follow the price taken.
          await moveExposure(deps, tx, legs, ticket.stakeSatang, -1n, false, now);
          const better = legs.map((leg, index) => ({ ...leg, milli: prices[index] ?? leg.milli }));
          await moveExposure(deps, tx, better, ticket.stakeSatang, 1n, false, now);
          for (const [index, leg] of legRows.entries())
            await tickets.updateLeg(tx, leg.id, { oddsMilli: prices[index] ?? leg.oddsMilli });
          const decimals = better.map((leg) => ({ decimal: fromMilli(leg.milli) }));
          await tickets.update(tx, ticket.id, {
            maxReturnSatang: maxReturn(ticket.stakeSatang, decimals),
            combinedOdds: toFixedDown(combinedOdds(decimals), 6),
          });
        }
        await tickets.update(tx, ticket.id, { status: 'OPEN', acceptedAt: now, decideAt: null });
        return { memberId: ticket.memberId, result: 'ACCEPTED' as const };
      });
      if (!decided) return 'SKIPPED';
      deps.pushTicket(operatorId, decided.memberId, ticketId);
      if (decided.result === 'REJECTED') await pushBalance(operatorId, decided.memberId);
      return decided.result;
    },
  };
};
export type TicketService = ReturnType<typeof createTicketService>;
