import {
  formatAmount,
  type SportsAdminFixture,
  type SportsAdminFixtureInput,
  type SportsAdminMarketControl,
  type SportsAdminMarketsInput,
  type SportsBoardRow,
  type SportsMemberRisk,
  type SportsReport,
  type SportsResultDesk,
  type SportsResultInput,
  type SportsTickerRow,
  type SportsTicketVoidInput,
} from '@chokdee/contracts';
import {
  bookDayBounds,
  bookDayOf,
  compare,
  decimalString,
  fromMilli,
  isOutcomeOf,
  isValidStakeFactor,
  milliOf,
  mul,
  parseDecimal,
  parseMarketKey,
  rational,
  ticketState,
  toFixedDown,
} from '@chokdee/sportsbook';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { referralMembersByIds } from '#modules/member/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import { rowsOf } from '#platform/db/rows';
import { AppError } from '#platform/http/app-error';
import { bangkokDay } from '../book/board.service';
import type { FixtureWithCompetition } from '../book/book.repo';
import { gridFromJson, scenariosOf, worstOf } from '../book/exposure';
import { fixtureView, MANUAL_SOURCE, marketState, marketView, scoreNow } from '../book/market-view';
import { legOutcome } from '../settlement/settlement';
import type { SportsDeps } from '../sports.deps';
import { sportsSettings } from '../sports.settings';
import { type PriceJson, sportsMemberLimits, sportsTicketLegs, sportsTickets } from '../sports.tables';
import type { LegRow, TicketRow } from '../ticket/ticket.repo';
import { lockLegs, moveExposure, refundTransfers } from '../ticket/ticket.service';
import { ticketView } from '../ticket/ticket-view';

type DeskDeps = SportsDeps & {
  audit: AuditLog;
  staffNames(operatorId: string): Promise<Map<string, string>>;
};

const money = formatAmount;

/** The staff member acting, with the address the audit log keeps. */
export type DeskStaff = AuthenticatedStaff & { ip: string };

/**
 * The trader's desk (docs/domain/sportsbook.md, "The trader's desk"): fixtures by hand, prices, market
 * controls, results with a second staff member, revisions previewed, obvious-error voids with two staff,
 * members' stake factors, the bet ticker and the reports. Every change is audited in its transaction.
 */
export const createDeskService = (deps: DeskDeps) => {
  const { db, clock, book, tickets, results, wallet, audit } = deps;

  const requireFixture = async (operatorId: string, id: string) => {
    const fixture = await book.fixture(db, operatorId, id);
    if (!fixture) throw new AppError('SPORTS_FIXTURE_NOT_FOUND');
    return fixture;
  };

  /** What confirming `pending` would change, ticket by ticket (the revision preview). */
  const preview = async (
    fixture: FixtureWithCompetition,
    ht: { home: number; away: number },
    ft: { home: number; away: number },
  ) => {
    const rows = rowsOf<{
      id: string;
      ticket_no: string;
      member_id: string;
      stake_satang: string;
      payout_satang: string | null;
      status: string;
      legs: Array<{
        fixture_id: string;
        market_key: string;
        outcome: string;
        milli: number;
        result: string | null;
        void_reason: string | null;
        score_at_placement: { home: number; away: number } | null;
        market_void: string | null;
      }>;
    }>(
      await db.execute(sql`
        select t.id, t.ticket_no, t.member_id, t.stake_satang::text, t.payout_satang::text, t.status,
               (select json_agg(json_build_object('fixture_id', a.fixture_id, 'market_key', a.market_key, 'outcome', a.outcome,
                        'milli', a.odds_milli, 'result', a.result, 'void_reason', a.void_reason,
                        'score_at_placement', a.score_at_placement, 'market_void', m.void_reason) order by a.leg_index)
                from sports_ticket_legs a join sports_markets m on m.id = a.market_id where a.ticket_id = t.id) as legs
        from sports_tickets t
        where t.id in (select ticket_id from sports_ticket_legs where fixture_id = ${fixture.id})
          and t.status in ('OPEN', 'SETTLED')
        order by t.id limit 2000`),
    );
    const revised = { ...fixture, resultHalfTime: ht, resultFullTime: ft };
    const changes: NonNullable<SportsResultDesk['pending']>['preview'] = [];
    for (const row of rows) {
      const legs = row.legs.map((leg) => {
        if (leg.fixture_id !== fixture.id || leg.void_reason === 'OBVIOUS_ERROR')
          return { decimal: fromMilli(leg.milli), ...(leg.result ? { result: leg.result as never } : {}) };
        const key = parseMarketKey(leg.market_key);
        const outcome = key
          ? legOutcome(revised, key, leg.outcome, leg.market_void, leg.score_at_placement ?? undefined)
          : undefined;
        return { decimal: fromMilli(leg.milli), ...(outcome ? { result: outcome.result } : {}) };
      });
      const state = ticketState(BigInt(row.stake_satang), legs);
      const before = row.payout_satang === null ? 0n : BigInt(row.payout_satang);
      const after = state.state === 'SETTLED' ? state.payout : 0n;
      if (after !== before)
        changes.push({
          ticketNo: row.ticket_no,
          member: row.member_id,
          before: money(before),
          after: money(after),
          difference: money(after - before),
        });
    }
    const members = await referralMembersByIds(
      db,
      fixture.operatorId,
      changes.map((change) => change.member),
    );
    const phones = new Map(members.map((member) => [member.id, member.phone]));
    return changes.map((change) => ({ ...change, member: phones.get(change.member) ?? change.member }));
  };

  const resultDesk = async (fixture: FixtureWithCompetition): Promise<SportsResultDesk> => {
    const pending = await results.pending(db, fixture.operatorId, fixture.id);
    const names = pending ? await deps.staffNames(fixture.operatorId) : new Map<string, string>();
    return {
      enterable: enterRefusal(fixture, clock.now()) === undefined,
      feed:
        fixture.source === MANUAL_SOURCE
          ? null
          : { ft: fixture.feedFullTime ?? null, ht: fixture.feedHalfTime ?? null },
      confirmed:
        fixture.resultHalfTime && fixture.resultConfirmedAt
          ? {
              ft: fixture.resultFullTime ?? null,
              ht: fixture.resultHalfTime,
              revision: fixture.resultRevision,
              source: fixture.resultSource ?? '',
              confirmedAt: fixture.resultConfirmedAt.toISOString(),
            }
          : null,
      pending: pending
        ? {
            ft: pending.fullTime,
            ht: pending.halfTime,
            revision: pending.revision,
            enteredBy: names.get(pending.enteredBy ?? '') ?? '',
            enteredAt: pending.enteredAt.toISOString(),
            preview: await preview(fixture, pending.halfTime, pending.fullTime),
          }
        : null,
    };
  };

  const adminFixture = async (fixture: FixtureWithCompetition): Promise<SportsAdminFixture> => {
    const now = clock.now();
    const markets = await book.markets(db, [fixture.id]);
    const alive = (await book.feedAlive(db, fixture.operatorId)).get(fixture.source);
    const from = scoreNow(fixture);
    const ft = gridFromJson(fixture.exposureFt);
    const h1 = gridFromJson(fixture.exposure1h);
    const toPrices = (prices: PriceJson[] | null) =>
      prices
        ? prices.map((price) => ({ outcome: price.outcome, odds: decimalString(fromMilli(price.milli)) }))
        : null;
    return {
      ...fixtureView(fixture, [], now, { all: true, feedAliveAt: alive }),
      source: fixture.source,
      lastFeedAt: fixture.lastFeedAt?.toISOString() ?? null,
      betStop: fixture.betStop,
      markets: markets.map((market) => {
        const state = marketState(fixture, market, now, alive);
        return {
          ...marketView(fixture, market, now, alive),
          // The desk sees the house's prices even while the market does not take bets.
          prices: toPrices(market.prices) ?? [],
          feedPrices: toPrices(market.feedPrices),
          priceVersion: market.priceVersion,
          pricedAt: market.pricedAt?.toISOString() ?? null,
          holds: state.holds,
          liability: money(state.worst),
          liabilityCap: money(market.liabilityCapSatang),
          stake: money(market.stakeSatang),
          tickets: market.tickets,
        };
      }),
      marketCount: markets.length,
      liability: {
        worst: money(worstOf(ft, from) + worstOf(h1, from)),
        cap: money(fixture.liabilityCapSatang),
        byMarket: markets
          .filter((market) => market.exposure)
          .map((market) => {
            const key = parseMarketKey(market.key);
            const byDifference = key?.type === 'AH' || key?.type === '1X2';
            return {
              key: market.key,
              scenarios: scenariosOf(gridFromJson(market.exposure), byDifference, from).map((entry) => ({
                scenario: byDifference
                  ? entry.scenario > 0
                    ? `+${entry.scenario}`
                    : String(entry.scenario)
                  : String(entry.scenario),
                net: money(entry.net),
              })),
            };
          }),
      },
      result: await resultDesk(fixture),
    };
  };

  /** Staff prices: every key ours, every outcome of the key at most once, every price above 1. */
  const parsePrices = (input: SportsAdminMarketsInput) =>
    input.markets.map((market) => {
      const key = parseMarketKey(market.key);
      if (!key)
        throw new AppError('SPORTS_PRICES_INVALID', {
          params: { detail: market.key },
          data: { field: 'key' },
        });
      const seen = new Set<string>();
      const prices = market.prices.map((price) => {
        const decimal = parseDecimal(price.odds);
        const milli = decimal ? milliOf(decimal) : undefined;
        if (!isOutcomeOf(key, price.outcome) || seen.has(price.outcome))
          throw new AppError('SPORTS_PRICES_INVALID', {
            params: { detail: `${market.key} ${price.outcome}` },
            data: { field: 'outcome' },
          });
        if (milli === undefined || milli <= 1000 || milli > 1_000_000)
          throw new AppError('SPORTS_PRICES_INVALID', {
            params: { detail: `${market.key} ${price.odds}` },
            data: { field: 'odds' },
          });
        seen.add(price.outcome);
        return { outcome: price.outcome, milli };
      });
      if (prices.length < 2)
        throw new AppError('SPORTS_PRICES_INVALID', {
          params: { detail: market.key },
          data: { field: 'prices' },
        });
      return { key: market.key, prices };
    });

  return {
    adminFixture: async (operatorId: string, id: string) =>
      adminFixture(await requireFixture(operatorId, id)),

    async board(
      operatorId: string,
      query: { day?: string | undefined; live?: string | undefined },
    ): Promise<SportsBoardRow[]> {
      const now = clock.now();
      const fixtures = await book.fixtures(
        db,
        operatorId,
        query.live === 'true' ? 'LIVE' : bangkokDay(query.day, now),
      );
      const markets = await book.markets(
        db,
        fixtures.map((fixture) => fixture.id),
      );
      const alive = await book.feedAlive(db, operatorId);
      const pending = fixtures.length
        ? rowsOf<{ fixture_id: string }>(
            await db.execute(
              sql`select fixture_id from sports_results where operator_id = ${operatorId} and confirmed_at is null`,
            ),
          )
        : [];
      const waiting = new Set(pending.map((row) => row.fixture_id));
      return fixtures.map((fixture) => {
        const own = markets.filter((market) => market.fixtureId === fixture.id);
        const states = own.map((market) => marketState(fixture, market, now, alive.get(fixture.source)));
        const from = scoreNow(fixture);
        return {
          id: fixture.id,
          competition: fixture.competitionName,
          home: fixture.home,
          away: fixture.away,
          kickoffAt: fixture.kickoffAt.toISOString(),
          status: fixture.status,
          minute: fixture.minute,
          score: fixture.score ?? null,
          simulated: fixture.simulated,
          source: fixture.source,
          betStop: fixture.betStop,
          feedAgeSeconds:
            fixture.source === MANUAL_SOURCE || !fixture.lastFeedAt
              ? null
              : Math.floor((now.getTime() - fixture.lastFeedAt.getTime()) / 1000),
          openMarkets: states.filter((state) => state.status === 'OPEN').length,
          suspendedMarkets: states.filter((state) => state.status === 'SUSPENDED').length,
          stake: money(own.reduce((sum, market) => sum + market.stakeSatang, 0n)),
          worstLiability: money(
            worstOf(gridFromJson(fixture.exposureFt), from) + worstOf(gridFromJson(fixture.exposure1h), from),
          ),
          liabilityCap: money(fixture.liabilityCapSatang),
          resultPending: waiting.has(fixture.id),
        };
      });
    },

    async createFixture(staff: DeskStaff, input: SportsAdminFixtureInput): Promise<SportsAdminFixture> {
      const now = clock.now();
      const tier = input.tier ?? 'LOWER';
      const id = uuidv7();
      await db.transaction(async (tx) => {
        const competition = await book.competition(tx, {
          operatorId: staff.operatorId,
          source: MANUAL_SOURCE,
          ref: input.competition,
          name: input.competition,
          tier,
          now,
        });
        const kickoffAt = new Date(input.kickoffAt);
        const fixture = await book.insertFixture(tx, {
          id,
          operatorId: staff.operatorId,
          competitionId: competition.id,
          source: MANUAL_SOURCE,
          ref: id,
          home: input.home,
          away: input.away,
          kickoffAt,
          scheduledAt: kickoffAt,
          status: 'SCHEDULED',
          liveDelaySeconds: sportsSettings.liveDelaySeconds,
          liabilityCapSatang: sportsSettings.marketCapSatang[tier] * sportsSettings.fixtureCapMultiple,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, {
          staff,
          action: 'sports.fixture.create',
          targetType: 'sports_fixture',
          targetId: id,
          after: fixture,
          ip: staff.ip,
        });
      });
      return adminFixture(await requireFixture(staff.operatorId, id));
    },

    async putMarkets(
      staff: DeskStaff,
      id: string,
      input: SportsAdminMarketsInput,
    ): Promise<SportsAdminFixture> {
      const markets = parsePrices(input);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [fixture] = await book.lockFixtures(tx, staff.operatorId, [id]);
        if (!fixture) throw new AppError('SPORTS_FIXTURE_NOT_FOUND');
        if (fixture.resultFullTime || fixture.voidReason) throw new AppError('SPORTS_STATE_INVALID');
        const existing = await book.marketsByKey(
          tx,
          id,
          markets.map((market) => market.key),
        );
        const version = fixture.priceVersion + 1;
        await book.priceMarkets(tx, {
          operatorId: staff.operatorId,
          fixtureId: id,
          version,
          capSatang: sportsSettings.marketCapSatang[fixture.tier],
          now,
          markets: markets.map((market) => ({
            ...market,
            main:
              existing.find((row) => row.key === market.key)?.main ??
              (market.key.includes('.AH:') || market.key.includes('.OU:')),
            feedPrices: existing.find((row) => row.key === market.key)?.feedPrices ?? null,
          })),
        });
        await book.updateFixture(tx, id, { priceVersion: version, updatedAt: now });
        await audit.record(tx, {
          staff,
          action: 'sports.markets.update',
          targetType: 'sports_fixture',
          targetId: id,
          before: existing.map((row) => ({ key: row.key, prices: row.prices })),
          after: markets,
          ip: staff.ip,
        });
      });
      deps.pushFixture(staff.operatorId, [id]);
      return adminFixture(await requireFixture(staff.operatorId, id));
    },

    async controlMarket(
      staff: DeskStaff,
      id: string,
      input: SportsAdminMarketControl,
    ): Promise<SportsAdminFixture> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [fixture] = await book.lockFixtures(tx, staff.operatorId, [id]);
        if (!fixture) throw new AppError('SPORTS_FIXTURE_NOT_FOUND');
        const keys = input.market === 'ALL' ? undefined : [input.market];
        if (keys && (await book.marketsByKey(tx, id, keys)).length === 0)
          throw new AppError('SPORTS_PRICES_INVALID', {
            params: { detail: input.market },
            data: { field: 'market' },
          });
        const patch =
          input.action === 'REOPEN'
            ? { operatorStatus: null, operatorReason: null, updatedAt: now }
            : {
                operatorStatus: input.action === 'SUSPEND' ? ('SUSPENDED' as const) : ('CLOSED' as const),
                operatorReason: input.reason,
                updatedAt: now,
              };
        await book.updateMarkets(tx, id, patch, keys);
        await audit.record(tx, {
          staff,
          action: 'sports.market.control',
          targetType: 'sports_fixture',
          targetId: id,
          after: input,
          ip: staff.ip,
        });
      });
      deps.pushFixture(staff.operatorId, [id]);
      return adminFixture(await requireFixture(staff.operatorId, id));
    },

    /**
     * A result entered for a second staff member to confirm: after kick-off; for a fixture already
     * resulted, a revision (numbered), only within the revision window of the first confirmation.
     */
    async enterResult(staff: DeskStaff, id: string, input: SportsResultInput): Promise<SportsAdminFixture> {
      if (input.ht.home > input.ft.home || input.ht.away > input.ft.away)
        throw new AppError('SPORTS_RESULT_INVALID');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [fixture] = await book.lockFixtures(tx, staff.operatorId, [id]);
        if (!fixture) throw new AppError('SPORTS_FIXTURE_NOT_FOUND');
        if (enterRefusal(fixture, now)) throw new AppError('SPORTS_STATE_INVALID');
        await results.enter(tx, {
          operatorId: staff.operatorId,
          fixtureId: id,
          revision: fixture.resultRevision + 1,
          halfTime: input.ht,
          fullTime: input.ft,
          staffId: staff.staffId,
          now,
        });
        await audit.record(tx, {
          staff,
          action: 'sports.result.enter',
          targetType: 'sports_fixture',
          targetId: id,
          after: input,
          ip: staff.ip,
        });
      });
      return adminFixture(await requireFixture(staff.operatorId, id));
    },

    /** The second staff member confirms the entered result: it becomes the fixture's; settlement follows by itself. */
    async confirmResult(staff: DeskStaff, id: string): Promise<SportsAdminFixture> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [fixture] = await book.lockFixtures(tx, staff.operatorId, [id]);
        if (!fixture) throw new AppError('SPORTS_FIXTURE_NOT_FOUND');
        const pending = await results.pending(tx, staff.operatorId, id);
        if (!pending) throw new AppError('SPORTS_STATE_INVALID');
        if (pending.enteredBy === staff.staffId) throw new AppError('SPORTS_MAKER_CHECKER');
        if (pending.revision !== fixture.resultRevision + 1) throw new AppError('SPORTS_STATE_INVALID');
        await results.confirm(tx, pending.id, staff.staffId, now);
        await book.updateFixture(tx, id, {
          resultHalfTime: pending.halfTime,
          resultFullTime: pending.fullTime,
          resultRevision: pending.revision,
          resultSource: 'staff',
          resultConfirmedAt: fixture.resultConfirmedAt ?? now,
          ...(fixture.source === MANUAL_SOURCE
            ? { status: 'ENDED' as const, score: pending.fullTime, halfTime: pending.halfTime }
            : {}),
          updatedAt: now,
        });
        await audit.record(tx, {
          staff,
          action: 'sports.result.confirm',
          targetType: 'sports_fixture',
          targetId: id,
          before: {
            ft: fixture.resultFullTime,
            ht: fixture.resultHalfTime,
            revision: fixture.resultRevision,
          },
          after: { ft: pending.fullTime, ht: pending.halfTime, revision: pending.revision },
          ip: staff.ip,
        });
      });
      deps.pushFixture(staff.operatorId, [id]);
      return adminFixture(await requireFixture(staff.operatorId, id));
    },

    async ticker(
      operatorId: string,
      query: {
        fixtureId?: string | undefined;
        memberId?: string | undefined;
        flagged?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<{ data: SportsTickerRow[]; total: number }> {
      const where = and(
        eq(sportsTickets.operatorId, operatorId),
        query.memberId ? eq(sportsTickets.memberId, query.memberId) : sql`true`,
        query.fixtureId
          ? inArray(
              sportsTickets.id,
              db
                .select({ id: sportsTicketLegs.ticketId })
                .from(sportsTicketLegs)
                .where(eq(sportsTicketLegs.fixtureId, query.fixtureId)),
            )
          : sql`true`,
      );
      const rows = await db
        .select()
        .from(sportsTickets)
        .where(where)
        .orderBy(desc(sportsTickets.placedAt))
        .limit(query.flagged === 'true' ? 500 : query.pageSize)
        .offset(query.flagged === 'true' ? 0 : (query.pageNo - 1) * query.pageSize);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(sportsTickets).where(where);
      const legs = await tickets.legsOf(
        db,
        rows.map((row) => row.id),
      );
      const members = await referralMembersByIds(
        db,
        operatorId,
        rows.map((row) => row.memberId),
      );
      const phones = new Map(members.map((member) => [member.id, member.phone]));
      const names = await deps.staffNames(operatorId);
      const byIp = new Map<string, Set<string>>();
      for (const row of rows) if (row.ip) byIp.set(row.ip, (byIp.get(row.ip) ?? new Set()).add(row.memberId));
      const flagged = rows.map((row) => {
        const own = legs.filter((leg) => leg.ticketId === row.id);
        const flags: SportsTickerRow['flags'] = [];
        if (row.stakeSatang >= sportsSettings.largeStakeSatang) flags.push('LARGE');
        if (
          own.some(
            (leg) =>
              !leg.scoreAtPlacement &&
              leg.kickoffAt.getTime() - row.placedAt.getTime() < sportsSettings.nearKickoffMs,
          )
        )
          flags.push('NEAR_KICKOFF');
        if (
          own.some(
            (leg) =>
              leg.lastIncident === 'BET_STOP' &&
              leg.lastIncidentAt !== null &&
              row.placedAt >= leg.lastIncidentAt &&
              row.placedAt.getTime() - leg.lastIncidentAt.getTime() < sportsSettings.afterBetStopMs,
          )
        )
          flags.push('AFTER_BET_STOP');
        if (row.ip && (byIp.get(row.ip)?.size ?? 0) > 1) flags.push('SHARED_ADDRESS');
        return {
          ...ticketView(row, legs),
          memberId: row.memberId,
          member: phones.get(row.memberId) ?? row.memberId,
          flags,
          voidRequest:
            row.voidKind && row.voidReason && row.status !== 'SETTLED'
              ? {
                  kind: row.voidKind,
                  reason: row.voidReason,
                  requestedBy: names.get(row.voidRequestedBy ?? '') ?? '',
                }
              : null,
        };
      });
      const data =
        query.flagged === 'true'
          ? flagged.filter((row) => row.flags.length > 0).slice(0, query.pageSize)
          : flagged;
      return { data, total: query.flagged === 'true' ? data.length : (count?.n ?? 0) };
    },

    /**
     * The obvious-error rule (docs/domain/sportsbook.md, "Lifecycle"): a price more than 100% off the
     * reference in payout, or a mis-mapped line or side; before kick-off (a live ticket: within 2 h of
     * placement), never once a leg is graded. One staff member asks; a second approves.
     */
    async requestVoid(staff: DeskStaff, ticketId: string, input: SportsTicketVoidInput) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const ticket = await tickets.lockTicket(tx, ticketId);
        if (!ticket || ticket.operatorId !== staff.operatorId) throw new AppError('SPORTS_TICKET_NOT_FOUND');
        const legs = (await tickets.legsOf(tx, [ticketId])) as Array<LegRow & { kickoffAt: Date }>;
        const refusal = voidRefusal(ticket, legs, input, now);
        if (refusal) throw new AppError('SPORTS_VOID_NOT_ALLOWED', { params: { reason: refusal } });
        await tickets.update(tx, ticketId, {
          voidKind: input.kind,
          voidReason: input.reason,
          voidRequestedBy: staff.staffId,
        });
        await audit.record(tx, {
          staff,
          action: 'sports.ticket.void.request',
          targetType: 'sports_ticket',
          targetId: ticketId,
          after: input,
          ip: staff.ip,
        });
      });
      return { ok: true };
    },

    async confirmVoid(staff: DeskStaff, ticketId: string) {
      const now = clock.now();
      const memberId = await db.transaction(async (tx) => {
        const ticket = await tickets.lockTicket(tx, ticketId);
        if (!ticket || ticket.operatorId !== staff.operatorId) throw new AppError('SPORTS_TICKET_NOT_FOUND');
        if (!ticket.voidKind || !ticket.voidRequestedBy) throw new AppError('SPORTS_STATE_INVALID');
        if (ticket.voidRequestedBy === staff.staffId) throw new AppError('SPORTS_MAKER_CHECKER');
        const legRows = (await tickets.legsOf(tx, [ticketId])) as Array<LegRow & { kickoffAt: Date }>;
        const refusal = voidRefusal(
          ticket,
          legRows,
          { kind: ticket.voidKind, reason: ticket.voidReason ?? '' },
          now,
          true,
        );
        if (refusal) throw new AppError('SPORTS_VOID_NOT_ALLOWED', { params: { reason: refusal } });
        const legs = await lockLegs(deps, tx, ticket, legRows);
        await moveExposure(deps, tx, legs, ticket.stakeSatang, -1n, false, now);
        await wallet.postTransfers(tx, refundTransfers(ticket, `sports:${ticket.id}:void`));
        for (const leg of legRows)
          await tickets.updateLeg(tx, leg.id, { result: 'VOID', voidReason: 'OBVIOUS_ERROR', gradedAt: now });
        await tickets.update(tx, ticketId, {
          status: 'SETTLED',
          payoutSatang: ticket.stakeSatang,
          settledAt: now,
          settleCount: ticket.settleCount + 1,
          resultSource: 'staff',
        });
        await audit.record(tx, {
          staff,
          action: 'sports.ticket.void.confirm',
          targetType: 'sports_ticket',
          targetId: ticketId,
          after: { reason: ticket.voidReason },
          ip: staff.ip,
        });
        return ticket.memberId;
      });
      deps.pushTicket(staff.operatorId, memberId, ticketId);
      return { ok: true };
    },

    async memberRisk(operatorId: string, memberId: string): Promise<SportsMemberRisk> {
      const now = clock.now();
      const net = async (days: number) => {
        const [row] = rowsOf<{ net: string }>(
          await db.execute(sql`
            select coalesce(sum(coalesce(payout_satang, 0) - stake_satang), 0)::text as net from sports_tickets
            where operator_id = ${operatorId} and member_id = ${memberId} and status = 'SETTLED'
              and settled_at >= ${new Date(now.getTime() - days * 86_400_000)}`),
        );
        return BigInt(row?.net ?? '0');
      };
      const [open] = rowsOf<{ stake: string }>(
        await db.execute(sql`
          select coalesce(sum(stake_satang), 0)::text as stake from sports_tickets
          where operator_id = ${operatorId} and member_id = ${memberId} and status in ('OPEN', 'PENDING')`),
      );
      const changes = await db
        .select()
        .from(sportsMemberLimits)
        .where(and(eq(sportsMemberLimits.operatorId, operatorId), eq(sportsMemberLimits.memberId, memberId)))
        .orderBy(desc(sportsMemberLimits.createdAt))
        .limit(50);
      const names = await deps.staffNames(operatorId);
      const factor = (cents: number) => toFixedDown(rational(BigInt(cents), 100n), 2);
      return {
        memberId,
        stakeFactor: factor(changes[0]?.stakeFactorCents ?? 100),
        tier:
          changes[0] && changes[0].stakeFactorCents < 100
            ? 'จำกัด'
            : changes[0] && changes[0].stakeFactorCents > 100
              ? 'VIP'
              : 'ปกติ',
        netWin7d: money(await net(7)),
        netWin30d: money(await net(30)),
        openStake: money(BigInt(open?.stake ?? '0')),
        changes: changes.map((change) => ({
          stakeFactor: factor(change.stakeFactorCents),
          reason: change.reason,
          by: names.get(change.staffId ?? '') ?? '',
          at: change.createdAt.toISOString(),
        })),
      };
    },

    async setMemberRisk(staff: DeskStaff, memberId: string, input: { stakeFactor: string; reason: string }) {
      const factor = parseDecimal(input.stakeFactor);
      if (!factor || !isValidStakeFactor(factor))
        throw new AppError('VALIDATION_FAILED', {
          message: 'ตัวคูณยอดแทงต้องอยู่ระหว่าง 0.01 ถึง 10',
          data: { field: 'stakeFactor', issues: [] },
        });
      const [member] = await referralMembersByIds(db, staff.operatorId, [memberId]);
      if (!member) throw new AppError('NOT_FOUND');
      const cents = Number((factor.num * 100n) / factor.den);
      await db.transaction(async (tx) => {
        await tx.insert(sportsMemberLimits).values({
          id: uuidv7(),
          operatorId: staff.operatorId,
          memberId,
          stakeFactorCents: cents,
          reason: input.reason,
          staffId: staff.staffId,
          createdAt: clock.now(),
        });
        await audit.record(tx, {
          staff,
          action: 'sports.member.risk',
          targetType: 'member',
          targetId: memberId,
          after: input,
          ip: staff.ip,
        });
      });
    },

    /** Turnover, payout, GGR and margin by 11:00 business day, competition and market type (settled tickets, each leg's share by kind). */
    async report(
      operatorId: string,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<SportsReport> {
      const now = clock.now();
      const lastDay = query.to ?? bookDayOf(now);
      const firstDay = query.from ?? lastDay;
      const from = bookDayBounds(firstDay).from;
      const to = bookDayBounds(lastDay).to;
      const rows = rowsOf<{
        placed_at: Date;
        competition: string;
        market_key: string;
        kind: string;
        stake: string;
        payout: string;
      }>(
        await db.execute(sql`
          select t.placed_at, c.name as competition, l.market_key, t.kind, t.stake_satang::text as stake, t.payout_satang::text as payout
          from sports_tickets t
          join sports_ticket_legs l on l.ticket_id = t.id and l.leg_index = 0
          join sports_fixtures f on f.id = l.fixture_id
          join sports_competitions c on c.id = f.competition_id
          where t.operator_id = ${operatorId} and t.status = 'SETTLED' and t.placed_at >= ${from} and t.placed_at < ${to}`),
      );
      const groups = new Map<
        string,
        {
          day: string;
          competition: string;
          marketType: string;
          tickets: number;
          turnover: bigint;
          payout: bigint;
        }
      >();
      for (const row of rows) {
        const day = bookDayOf(new Date(row.placed_at));
        const type = row.kind === 'PARLAY' ? 'PARLAY' : (parseMarketKey(row.market_key)?.type ?? 'OTHER');
        const competition = row.kind === 'PARLAY' ? 'บอลสเต็ป' : row.competition;
        const key = `${day}|${competition}|${type}`;
        const group = groups.get(key) ?? {
          day,
          competition,
          marketType: type,
          tickets: 0,
          turnover: 0n,
          payout: 0n,
        };
        group.tickets += 1;
        group.turnover += BigInt(row.stake);
        group.payout += BigInt(row.payout ?? '0');
        groups.set(key, group);
      }
      const margin = (turnover: bigint, ggr: bigint) =>
        turnover === 0n ? '0.00' : toFixedDown(mul(rational(ggr * 100n), rational(1n, turnover)), 2);
      const list = [...groups.values()].sort((a, b) =>
        a.day === b.day ? a.competition.localeCompare(b.competition) : a.day < b.day ? -1 : 1,
      );
      const total = list.reduce(
        (sum, row) => ({
          tickets: sum.tickets + row.tickets,
          turnover: sum.turnover + row.turnover,
          payout: sum.payout + row.payout,
        }),
        { tickets: 0, turnover: 0n, payout: 0n },
      );
      return {
        rows: list.map((row) => ({
          day: row.day,
          competition: row.competition,
          marketType: row.marketType,
          tickets: row.tickets,
          turnover: money(row.turnover),
          payout: money(row.payout),
          ggr: money(row.turnover - row.payout),
          margin: margin(row.turnover, row.turnover - row.payout),
        })),
        total: {
          tickets: total.tickets,
          turnover: money(total.turnover),
          payout: money(total.payout),
          ggr: money(total.turnover - total.payout),
          margin: margin(total.turnover, total.turnover - total.payout),
        },
      };
    },
  };
};
export type DeskService = ReturnType<typeof createDeskService>;

/**
 * Why no result may be entered now, or undefined: before kick-off, for a void fixture (an abandoned
 * one takes a result: what was decided stands), or past the revision window of the first confirmation.
 */
const enterRefusal = (
  fixture: Pick<FixtureWithCompetition, 'kickoffAt' | 'kickedOffAt' | 'voidReason' | 'resultConfirmedAt'>,
  now: Date,
): string | undefined => {
  if (fixture.kickoffAt > now && !fixture.kickedOffAt) return 'NOT_STARTED';
  if (fixture.voidReason && fixture.voidReason !== 'ABANDONED') return 'VOID';
  if (
    fixture.resultConfirmedAt &&
    now.getTime() - fixture.resultConfirmedAt.getTime() > sportsSettings.revisionHours * 3_600_000
  )
    return 'REVISION_WINDOW_OVER';
  return undefined;
};

/**
 * Why the obvious-error rule does not allow voiding this ticket, or undefined. A price error needs the
 * ticket's price to pay more than twice what the reference would (more than 100% off in payout).
 */
const voidRefusal = (
  ticket: TicketRow,
  legs: Array<LegRow & { kickoffAt: Date }>,
  input: { kind: 'PRICE' | 'MAPPING'; referenceOdds?: string | undefined; reason?: string },
  now: Date,
  confirming = false,
): string | undefined => {
  if (ticket.status !== 'OPEN' && ticket.status !== 'PENDING') return 'บิลนี้ไม่ได้รอผลแล้ว';
  if (legs.some((leg) => leg.result !== null)) return 'มีผลการแข่งขันแล้ว';
  const late = ticket.live
    ? now.getTime() - ticket.placedAt.getTime() > sportsSettings.liveVoidHours * 3_600_000
    : legs.some((leg) => leg.kickoffAt <= now);
  if (late) return ticket.live ? 'เกิน 2 ชั่วโมงหลังแทง' : 'การแข่งขันเริ่มแล้ว';
  if (input.kind === 'PRICE' && !confirming) {
    const reference = input.referenceOdds ? parseDecimal(input.referenceOdds) : undefined;
    const leg = legs[0];
    if (!reference || !leg || compare(reference, rational(1n)) <= 0) return 'ต้องระบุราคาอ้างอิง';
    // Payout per baht beyond the stake: the ticket's must be more than double the reference's.
    const profit = compare(
      fromMilli(leg.oddsMilli - 1000),
      mul(rational(2n), { num: reference.num - reference.den, den: reference.den }),
    );
    if (profit <= 0) return 'ราคาต่างจากราคาอ้างอิงไม่เกิน 100%';
  }
  return undefined;
};
