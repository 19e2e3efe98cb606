// Helpers shared by the sportsbook benchmarks (sports-settle, sports-result-latency, sports-tickets,
// sports-bet-stop, sports-fanout): fixtures entered by hand through the trader's desk (each with a
// board of 12 markets priced like a Thai book's), staff, a deterministic random source, and a book of
// tickets written straight into the tables — singles and parlays of 2–12 legs, their ledger rows
// (deposits, then each stake MAIN → the member's SPORTS shard, as `postStake` posts it) — with the
// other fixtures of the parlays already graded or still open, and an independent recount of what
// settling the target fixture must pay (graded with @chokdee/sportsbook, not settlement.ts's SQL).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import {
  api,
  createMovesTable,
  createStaff,
  insertMembers,
  openHouseAccounts,
  postMoves,
  STAFF_PASSWORD,
} from './chokdee.mjs';
import { repoRoot } from './common.mjs';

export { STAFF_PASSWORD };

export const SPORTS_PATHS = {
  fixtures: '/api/admin/sports/fixtures',
  markets: (id) => `/api/admin/sports/fixtures/${id}/markets`,
  control: (id) => `/api/admin/sports/fixtures/${id}/markets/control`,
  result: (id) => `/api/admin/sports/fixtures/${id}/result`,
  confirm: (id) => `/api/admin/sports/fixtures/${id}/result/confirm`,
  tickets: '/api/v2/sports/tickets',
  fixture: (id) => `/api/v2/sports/fixtures/${id}`,
};
export const SPORTS_EVENTS = { join: 'sports.join', fixture: 'sports.fixture', ticket: 'sports.ticket' };
/**
 * The server settings every sportsbook bench runs with: fixtures by hand only, as in production
 * (config.ts), and a JWT secret the bench knows (`memberSessions` signs members' tokens with it).
 */
export const SPORTS_SERVER_ENV = { SPORTS_FEED: 'off', JWT_SECRET: randomBytes(36).toString('base64url') };

/** `count` members written straight into the tables (bench/lib/chokdee.mjs `insertMembers`); answers their ids by phone. */
export const writeSportsMembers = async (client, operatorId, count) => {
  await insertMembers(client, { operatorId, count, ms: Date.now() });
  const { rows } = await client.query(
    `select id from members where operator_id = $1 and source_ref = 'bench' order by phone`,
    [operatorId],
  );
  return rows.map((row) => row.id);
};

/**
 * A live session for each of `memberIds` (rows in `member_sessions`) and its bearer token, signed with
 * the server's own token service and `jwtSecret`, as `apps/server/src/testing/bulk-members.ts` does:
 * the member guard checks both. (Logging 1,000 members in through `POST /api/login` costs 1,000
 * argon2 hashes, minutes on this shared machine; the login path is not what these benches measure.)
 */
export const memberSessions = async (
  client,
  { operatorId, memberIds, jwtSecret = SPORTS_SERVER_ENV.JWT_SECRET },
) => {
  const { createTokenService } = await tsImport(
    pathToFileURL(path.join(repoRoot, 'apps/server/src/platform/auth/tokens.ts')).href,
    import.meta.url,
  );
  const tokens = createTokenService({ secret: jwtSecret, clock: { now: () => new Date() } });
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  const { rows } = await client.query(
    `insert into member_sessions (id, operator_id, member_id, created_at, expires_at)
     select gen_random_uuid(), $1, m, now(), $3 from unnest($2::uuid[]) with ordinality u(m, n) order by n
     returning id, member_id`,
    [operatorId, memberIds, expiresAt.toISOString()],
  );
  const sessionOf = new Map(rows.map((row) => [row.member_id, row.id]));
  return Promise.all(
    memberIds.map(async (memberId) => ({
      memberId,
      token: await tokens.sign({ sessionId: sessionOf.get(memberId), memberId, operatorId }, expiresAt),
    })),
  );
};
/** The rules version `sports.settings.ts` prints on every ticket. */
const RULES_VERSION = 'SB-2026.12';

/** A small deterministic random source (mulberry32), so every run writes the same book. */
export const createRandom = (seed) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (list) => list[int(list.length)],
    /** One of `[value, weight]` pairs, by weight. */
    weighted: (pairs) => {
      const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
      let at = next() * total;
      for (const [value, weight] of pairs) {
        at -= weight;
        if (at < 0) return value;
      }
      return pairs[pairs.length - 1][0];
    },
  };
};

/** Quarter goals as a market key writes them (packages/sportsbook `lineText`). */
const lineText = (quarters) => {
  const sign = quarters < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(quarters) / 4);
  const rest = ['', '.25', '.5', '.75'][Math.abs(quarters) % 4];
  return `${sign}${whole}${rest}`;
};
const odds = (value) => value.toFixed(2);
const pair = (a, b, x, y) => [
  { outcome: a, odds: odds(x) },
  { outcome: b, odds: odds(y) },
];

/**
 * The board of fixture `i` as a trader prices it (`PUT …/markets`): the main handicap and its two
 * quarter-goal neighbours, the main total (2.5) and its neighbours, 1X2, odd/even and correct score
 * at full time; handicap, total (1) and 1X2 of the first half. Each market has a `role` the ticket
 * mix picks by. `shift` moves the main handicap's prices (a price change).
 */
export const boardOf = (i, shift = 0) => {
  const ah = [-4, -3, -2, -1, 0, 1, 2][i % 7];
  const tilt = ((i * 7) % 5) * 0.03;
  const fav = 1.55 + (i % 8) * 0.15;
  const away = 1 / (1.06 - 1 / fav - 1 / 3.4);
  const h1 = Math.max(-2, Math.min(2, Math.trunc(ah / 2)));
  const scores = [];
  for (let home = 0; home <= 4; home += 1)
    for (let awayGoals = 0; awayGoals <= 4; awayGoals += 1)
      scores.push({
        outcome: `${home}-${awayGoals}`,
        odds: odds(6 + 2.5 * (home + awayGoals) + 3 * Math.abs(home - awayGoals)),
      });
  return [
    {
      role: 'ahMain',
      key: `FT.AH:${lineText(ah)}`,
      prices: pair('HOME', 'AWAY', 1.86 + tilt + shift, 2.02 - tilt - shift),
    },
    {
      role: 'ahMinus',
      key: `FT.AH:${lineText(ah - 1)}`,
      prices: pair('HOME', 'AWAY', 2.12 + tilt, 1.76 - tilt),
    },
    {
      role: 'ahPlus',
      key: `FT.AH:${lineText(ah + 1)}`,
      prices: pair('HOME', 'AWAY', 1.7 + tilt, 2.18 - tilt),
    },
    { role: 'ouMain', key: 'FT.OU:2.5', prices: pair('OVER', 'UNDER', 1.93 + tilt / 2, 1.95 - tilt / 2) },
    { role: 'ouLow', key: 'FT.OU:2.25', prices: pair('OVER', 'UNDER', 1.74, 2.14) },
    { role: 'ouHigh', key: 'FT.OU:2.75', prices: pair('OVER', 'UNDER', 2.16, 1.72) },
    {
      role: 'x12',
      key: 'FT.1X2',
      prices: [
        { outcome: 'HOME', odds: odds(fav) },
        { outcome: 'DRAW', odds: odds(3.4) },
        { outcome: 'AWAY', odds: odds(away) },
      ],
    },
    { role: 'oe', key: 'FT.OE', prices: pair('ODD', 'EVEN', 1.93, 1.97) },
    { role: 'cs', key: 'FT.CS', prices: [...scores, { outcome: 'OTHER', odds: odds(12) }] },
    { role: 'h1Ah', key: `1H.AH:${lineText(h1)}`, prices: pair('HOME', 'AWAY', 1.9, 1.98) },
    { role: 'h1Ou', key: '1H.OU:1', prices: pair('OVER', 'UNDER', 1.88, 1.98) },
    {
      role: 'h1x12',
      key: '1H.1X2',
      prices: [
        { outcome: 'HOME', odds: odds(2.9) },
        { outcome: 'DRAW', odds: odds(2.05) },
        { outcome: 'AWAY', odds: odds(4.2) },
      ],
    },
  ];
};

/** Which market a leg goes on (Thai books: mostly handicap and total), by `role`. */
export const LEG_MIX = [
  ['ahMain', 38],
  ['ahMinus', 6],
  ['ahPlus', 6],
  ['ouMain', 18],
  ['ouLow', 4],
  ['ouHigh', 4],
  ['x12', 8],
  ['oe', 3],
  ['cs', 4],
  ['h1Ah', 5],
  ['h1Ou', 3],
  ['h1x12', 1],
];
/** Parlay sizes (บอลสเต็ป): mostly 2–5 legs, a tail up to the 12 the rules allow. */
export const PARLAY_SIZES = [
  [2, 28],
  [3, 24],
  [4, 16],
  [5, 10],
  [6, 7],
  [7, 5],
  [8, 3.5],
  [9, 2.5],
  [10, 1.5],
  [11, 1.2],
  [12, 1.3],
];

/**
 * A staff `desk(method, path, body)`: answers the envelope's data, throws on anything but 2xx. Over
 * HTTP to a running server (`base`, the staff token).
 */
export const httpDesk = (base, token) => async (method, path, body) =>
  (await api(base, method, path, { token, ...(body === undefined ? {} : { body }) })).data;

/** Two traders created by the owner through `POST /api/admin/staff`, logged in: the maker and the checker. */
export const createTraders = async (base, ownerToken, prefix = 'benchtrader') => ({
  maker: await createStaff(base, ownerToken, `${prefix}1`, 'trader'),
  checker: await createStaff(base, ownerToken, `${prefix}2`, 'trader'),
});

/**
 * A fixture entered by hand (`POST /api/admin/sports/fixtures`) and priced (`PUT …/markets`) with
 * `boardOf(index)`; answers its id, kick-off and board.
 */
export const createManualFixture = async (desk, { index, kickoffAt, tier = 'TOP', competition }) => {
  const created = await desk('POST', SPORTS_PATHS.fixtures, {
    competition: competition ?? (tier === 'TOP' ? 'ลีกสูงสุด (เบนช์)' : 'ลีกรอง (เบนช์)'),
    home: `ทีมเหย้า ${index + 1}`,
    away: `ทีมเยือน ${index + 1}`,
    kickoffAt: new Date(kickoffAt).toISOString(),
    tier,
  });
  const board = boardOf(index);
  await desk('PUT', SPORTS_PATHS.markets(created.id), {
    markets: board.map(({ key, prices }) => ({ key, prices })),
  });
  return { id: created.id, index, kickoffAt: new Date(kickoffAt), board };
};

/** The fixtures' markets as the tables hold them, with each board's role: `Map<fixtureId, market[]>`. */
export const marketsOf = async (client, fixtures) => {
  const { rows } = await client.query(
    'select id, fixture_id, key, prices from sports_markets where fixture_id = any($1::uuid[]) order by key',
    [fixtures.map((f) => f.id)],
  );
  const byFixture = new Map();
  for (const fixture of fixtures) {
    const roles = new Map(fixture.board.map((m) => [m.key, m.role]));
    byFixture.set(
      fixture.id,
      rows
        .filter((row) => row.fixture_id === fixture.id)
        .map((row) => ({ id: row.id, key: row.key, role: roles.get(row.key), prices: row.prices })),
    );
  }
  return byFixture;
};

/** A leg's grade on a result, as settlement's `legOutcome` does for a confirmed one (a grade that throws is VOID). */
export const gradeLeg = (sb, keyText, outcome, result, atPlacement) => {
  try {
    return sb.grade(sb.parseMarketKey(keyText), outcome, result, atPlacement ?? undefined);
  } catch {
    return 'VOID';
  }
};

/** The house shard of a member (wallet/house-shards.ts: FNV-1a of the id's text mod 16). */
export const houseShardOf = (memberId) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < memberId.length; i += 1) {
    hash ^= memberId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 16;
};

/** UUID v7 text from a millisecond time and a counter (creation order, as the server's `uuidv7()`). */
const uuid7 = (ms, n) => {
  const hex = `${ms.toString(16).padStart(12, '0')}70008${n.toString(16).padStart(15, '0')}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const SINGLE_STAKES_BAHT = [50, 100, 100, 200, 200, 300, 500, 500, 1000, 2000];
const PARLAY_STAKES_BAHT = [10, 20, 20, 50, 50, 100, 100, 200];
/** Live singles on the target are placed at these scores (all below its result, so none is voided). */
const LIVE_SCORES = [
  { home: 0, away: 0, minute: 20 },
  { home: 1, away: 0, minute: 55 },
  { home: 1, away: 0, minute: 75 },
];

/**
 * Generates (in memory, deterministic from `seed`) `tickets` tickets each with one leg on `target`:
 * `1 − parlayShare` singles (`liveShare` of them live, on the target's main handicap or total at a
 * score below its result), the rest parlays of `PARLAY_SIZES` legs whose other legs are on distinct
 * `others` (graded ones carry their results; a parlay with a leg already lost is SETTLED with
 * nothing paid, as that fixture's settlement left it). Members drawn uniformly from `memberIds`.
 * Answers `{ tickets, legs }` as rows for `insertTicketBook`.
 */
export const generateTicketBook = (
  sb,
  { memberIds, target, others, tickets, parlayShare, liveShare, seed },
) => {
  const random = createRandom(seed);
  const roleMarkets = (fixture, role) => fixture.markets.filter((m) => m.role === role);
  const lowestPriced = (fixture) => {
    let best;
    for (const market of fixture.markets)
      if (market.role !== 'cs')
        for (const price of market.prices) if (!best || price.milli < best.milli) best = { market, ...price };
    return best;
  };
  const legOn = (fixture, live) => {
    const role = live ? random.pick(['ahMain', 'ahMain', 'ouMain']) : random.weighted(LEG_MIX);
    const market = random.pick(roleMarkets(fixture, role));
    const price = random.pick(market.prices);
    return { fixture, market, outcome: price.outcome, milli: price.milli };
  };
  const ms = Date.now();
  const rows = [];
  const legRows = [];
  let legCounter = 0;
  for (let n = 0; n < tickets; n += 1) {
    const memberId = memberIds[random.int(memberIds.length)];
    const parlay = random.next() < parlayShare;
    const live = !parlay && random.next() < liveShare;
    const liveAt = live ? random.pick(LIVE_SCORES) : undefined;
    let legs;
    if (!parlay) legs = [legOn(target, live)];
    else {
      const size = random.weighted(PARLAY_SIZES);
      const chosen = new Set();
      while (chosen.size < Math.min(size - 1, others.length)) chosen.add(random.int(others.length));
      legs = [legOn(target, false), ...[...chosen].map((i) => legOn(others[i], false))];
      // The target's leg anywhere in the slip.
      const at = random.int(legs.length);
      [legs[0], legs[at]] = [legs[at], legs[0]];
      // Combined odds ≤ 1,000 (the rules): the highest-priced leg goes to its fixture's lowest price.
      const product = () => legs.reduce((p, leg) => p * (leg.milli / 1000), 1);
      while (product() > 1000) {
        let worst = 0;
        for (let i = 1; i < legs.length; i += 1) if (legs[i].milli > legs[worst].milli) worst = i;
        const low = lowestPriced(legs[worst].fixture);
        legs[worst] = {
          fixture: legs[worst].fixture,
          market: low.market,
          outcome: low.outcome,
          milli: low.milli,
        };
      }
    }
    const stakeBaht = random.pick(parlay ? PARLAY_STAKES_BAHT : SINGLE_STAKES_BAHT);
    const stake = BigInt(stakeBaht) * 100n;
    const decimals = legs.map((leg) => ({ decimal: sb.fromMilli(leg.milli) }));
    const firstKickoff = Math.min(...legs.map((leg) => leg.fixture.kickoffAt.getTime()));
    const placedAt = live
      ? new Date(target.kickoffAt.getTime() + liveAt.minute * 60_000)
      : new Date(firstKickoff - (10 + random.int(24 * 60)) * 60_000);
    const id = uuid7(placedAt.getTime(), n + 1);
    // Legs already graded (a parlay's legs on fixtures whose result was confirmed and settled).
    const legStates = legs.map((leg) =>
      leg.fixture.result
        ? {
            decimal: sb.fromMilli(leg.milli),
            result: gradeLeg(sb, leg.market.key, leg.outcome, leg.fixture.result),
          }
        : { decimal: sb.fromMilli(leg.milli) },
    );
    const lostOn = legs.filter((_, i) => legStates[i].result === 'LOSE').map((leg) => leg.fixture);
    const lost = lostOn.length > 0;
    const single = !parlay ? legs[0] : undefined;
    const redWater =
      single &&
      (single.market.key.includes('.AH:') || single.market.key.includes('.OU:')) &&
      single.milli > 2000;
    rows.push({
      id,
      memberId,
      ticketNo: `S${String(n + 1).padStart(9, '0')}`,
      kind: parlay ? 'PARLAY' : 'SINGLE',
      status: lost ? 'SETTLED' : 'OPEN',
      stake,
      typed: redWater ? (stake * BigInt(single.milli - 1000)) / 1000n : stake,
      maxReturn: sb.maxReturn(stake, decimals),
      payout: lost ? 0n : null,
      combined: sb.toFixedDown(sb.combinedOdds(decimals), 6),
      selectionKey: legs
        .map((leg) => `${leg.fixture.id}|${leg.market.key}|${leg.outcome}`)
        .sort()
        .join(';'),
      live,
      placedAt,
      decideAt: live ? new Date(placedAt.getTime() + 5000) : null,
      acceptedAt: live ? new Date(placedAt.getTime() + 5000) : placedAt,
      settledAt: lost
        ? new Date(Math.min(...lostOn.map((f) => f.kickoffAt.getTime())) + 2 * 3_600_000)
        : null,
      settleCount: lost ? 1 : 0,
      resultSource: lost ? 'staff' : null,
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
    legs.forEach((leg, legIndex) => {
      legCounter += 1;
      const graded = legStates[legIndex].result;
      legRows.push({
        id: uuid7(ms, 500_000_000 + legCounter),
        ticketId: id,
        legIndex,
        fixtureId: leg.fixture.id,
        marketId: leg.market.id,
        marketKey: leg.market.key,
        outcome: leg.outcome,
        milli: leg.milli,
        scoreAtPlacement: live ? JSON.stringify({ home: liveAt.home, away: liveAt.away }) : null,
        result: graded ?? null,
        voidReason: graded === 'VOID' ? 'MARKET_VOID' : null,
        gradedAt: graded ? new Date(leg.fixture.kickoffAt.getTime() + 2 * 3_600_000) : null,
      });
    });
  }
  return { tickets: rows, legs: legRows };
};

/** Writes the book's tickets and legs (batches of `unnest` arrays) and the markets' stake and ticket counters. */
export const insertTicketBook = async (client, operatorId, book, batch = 5000) => {
  const text = (v) => (v === null || v === undefined ? null : String(v));
  const iso = (d) => (d ? d.toISOString() : null);
  for (let from = 0; from < book.tickets.length; from += batch) {
    const part = book.tickets.slice(from, from + batch);
    const col = (f) => part.map(f);
    await client.query(
      `insert into sports_tickets (id, operator_id, member_id, ticket_no, kind, status, stake_satang, bonus_stake_satang,
         typed_satang, max_return_satang, payout_satang, combined_odds, odds_format, accept_policy, rules_version,
         selection_key, live, placed_at, decide_at, accepted_at, settled_at, settle_count, result_source, ip)
       select u.id, $1, u.member_id, u.ticket_no, u.kind, u.status, u.stake, 0, u.typed, u.max_return, u.payout,
              u.combined, 'MY', 'BETTER', $2, u.selection_key, u.live, u.placed_at, u.decide_at, u.accepted_at,
              u.settled_at, u.settle_count, u.result_source, u.ip
       from unnest($3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::bigint[],
                   $10::bigint[], $11::bigint[], $12::text[], $13::text[], $14::bool[], $15::timestamptz[],
                   $16::timestamptz[], $17::timestamptz[], $18::timestamptz[], $19::int[], $20::text[], $21::text[])
         as u(id, member_id, ticket_no, kind, status, stake, typed, max_return, payout, combined, selection_key, live,
              placed_at, decide_at, accepted_at, settled_at, settle_count, result_source, ip)`,
      [
        operatorId,
        RULES_VERSION,
        col((t) => t.id),
        col((t) => t.memberId),
        col((t) => t.ticketNo),
        col((t) => t.kind),
        col((t) => t.status),
        col((t) => text(t.stake)),
        col((t) => text(t.typed)),
        col((t) => text(t.maxReturn)),
        col((t) => text(t.payout)),
        col((t) => t.combined),
        col((t) => t.selectionKey),
        col((t) => t.live),
        col((t) => iso(t.placedAt)),
        col((t) => iso(t.decideAt)),
        col((t) => iso(t.acceptedAt)),
        col((t) => iso(t.settledAt)),
        col((t) => t.settleCount),
        col((t) => t.resultSource),
        col((t) => t.ip),
      ],
    );
  }
  for (let from = 0; from < book.legs.length; from += batch * 2) {
    const part = book.legs.slice(from, from + batch * 2);
    const col = (f) => part.map(f);
    await client.query(
      `insert into sports_ticket_legs (id, operator_id, ticket_id, leg_index, fixture_id, market_id, market_key, outcome,
         odds_milli, price_version, score_at_placement, result, void_reason, graded_at)
       select u.id, $1, u.ticket_id, u.leg_index, u.fixture_id, u.market_id, u.market_key, u.outcome, u.milli, 1,
              u.score::jsonb, u.result, u.void_reason, u.graded_at
       from unnest($2::uuid[], $3::uuid[], $4::int[], $5::uuid[], $6::uuid[], $7::text[], $8::text[], $9::int[],
                   $10::text[], $11::text[], $12::text[], $13::timestamptz[])
         as u(id, ticket_id, leg_index, fixture_id, market_id, market_key, outcome, milli, score, result, void_reason, graded_at)`,
      [
        operatorId,
        col((l) => l.id),
        col((l) => l.ticketId),
        col((l) => l.legIndex),
        col((l) => l.fixtureId),
        col((l) => l.marketId),
        col((l) => l.marketKey),
        col((l) => l.outcome),
        col((l) => l.milli),
        col((l) => l.scoreAtPlacement),
        col((l) => l.result),
        col((l) => l.voidReason),
        col((l) => iso(l.gradedAt)),
      ],
    );
  }
  await client.query(
    `update sports_markets m set stake_satang = x.stake, tickets = x.n
     from (select l.market_id, sum(t.stake_satang) as stake, count(*)::int as n
           from sports_ticket_legs l join sports_tickets t on t.id = l.ticket_id
           where t.operator_id = $1 group by l.market_id) x
     where m.id = x.market_id`,
    [operatorId],
  );
};

/**
 * Marks `fixtures` as their confirmed result and its settlement left them (each `{id, kickoffAt,
 * result: {ft, ht}}`): the result revision 1 confirmed by staff (a `sports_results` row), the
 * fixture ENDED and settled, its markets SETTLED.
 */
export const markGraded = async (client, operatorId, fixtures) => {
  for (const fixture of fixtures) {
    const { ft, ht } = fixture.result;
    const confirmedAt = new Date(fixture.kickoffAt.getTime() + 2 * 3_600_000).toISOString();
    await client.query(
      `update sports_fixtures set status = 'ENDED', score = $2::jsonb, half_time = $3::jsonb,
              result_half_time = $3::jsonb, result_full_time = $2::jsonb, result_revision = 1, result_source = 'staff',
              result_confirmed_at = $4, settled_revision = 1, half_settled = true, updated_at = $4
       where id = $1`,
      [fixture.id, JSON.stringify(ft), JSON.stringify(ht), confirmedAt],
    );
    await client.query(
      `insert into sports_results (id, operator_id, fixture_id, revision, half_time, full_time, source, entered_at, confirmed_at)
       values (gen_random_uuid(), $1, $2, 1, $3::jsonb, $4::jsonb, 'staff', $5, $5)`,
      [operatorId, fixture.id, JSON.stringify(ht), JSON.stringify(ft), confirmedAt],
    );
    await client.query(
      `update sports_markets set terminal = 'SETTLED', updated_at = $2 where fixture_id = $1`,
      [fixture.id, confirmedAt],
    );
  }
};

/**
 * The ledger as placing left the book: each member a DEPOSIT DEPOSITS_CLEARING → MAIN of their
 * stakes + `extraSatang`, then each ticket's SPORTS_BET MAIN → the member's SPORTS shard (key
 * `sports:{ticket}:stake`, as `postStake` writes it), with entries, balances and versions. Answers
 * each member's deposit.
 */
export const writeTicketLedger = async (client, operatorId, book, extraSatang = 100_000n) => {
  const deposits = new Map();
  for (const ticket of book.tickets)
    deposits.set(ticket.memberId, (deposits.get(ticket.memberId) ?? 0n) + ticket.stake);
  for (const [memberId, total] of deposits) deposits.set(memberId, total + extraSatang);
  await openHouseAccounts(client, operatorId, ['DEPOSITS_CLEARING']);
  await client.query(
    `insert into ledger_accounts (id, operator_id, member_id, kind, shard, created_at)
     select gen_random_uuid(), $1, null, 'SPORTS', s, now() from generate_series(0, 15) s
     on conflict do nothing`,
    [operatorId],
  );
  await client.query(
    'create temp table if not exists bench_member_shards (member_id uuid primary key, shard int)',
  );
  await client.query('truncate bench_member_shards');
  const members = [...deposits.keys()];
  await client.query('insert into bench_member_shards select * from unnest($1::uuid[], $2::int[])', [
    members,
    members.map(houseShardOf),
  ]);
  await createMovesTable(client);
  await client.query(
    `insert into bench_moves (debit, credit, amount, kind, cause_type, cause_id, idempotency_key)
     select h.id, a.id, d.amount, 'DEPOSIT', 'bench_funding', d.member_id::text, 'bench-funding:' || d.member_id
     from unnest($2::uuid[], $3::bigint[]) d(member_id, amount)
     join ledger_accounts a on a.member_id = d.member_id and a.kind = 'MEMBER_WALLET'
     join ledger_accounts h on h.operator_id = $1 and h.member_id is null and h.shard = 0 and h.kind = 'DEPOSITS_CLEARING'
     order by d.member_id`,
    [operatorId, members, members.map((m) => String(deposits.get(m)))],
  );
  await client.query(
    `insert into bench_moves (debit, credit, amount, kind, cause_type, cause_id, idempotency_key)
     select a.id, h.id, t.stake_satang, 'SPORTS_BET', 'sports_ticket', t.id::text, 'sports:' || t.id || ':stake'
     from sports_tickets t
     join bench_member_shards s on s.member_id = t.member_id
     join ledger_accounts a on a.member_id = t.member_id and a.kind = 'MEMBER_WALLET'
     join ledger_accounts h on h.operator_id = $1 and h.member_id is null and h.kind = 'SPORTS' and h.shard = s.shard
     where t.operator_id = $1
     order by t.placed_at, t.id`,
    [operatorId],
  );
  await postMoves(client, operatorId);
  return deposits;
};

/**
 * What settling `targetId` on `result` must leave, recounted from the generated book with
 * @chokdee/sportsbook (`grade`, `ticketState`): per ticket the status and payout, and the totals.
 */
export const expectedSettlement = (sb, book, targetId, result) => {
  const legsOf = new Map();
  for (const leg of book.legs) {
    const list = legsOf.get(leg.ticketId) ?? [];
    list.push(leg);
    legsOf.set(leg.ticketId, list);
  }
  const byTicket = new Map();
  const totals = {
    settledNow: 0,
    paid: 0,
    refunded: 0,
    payoutSatang: 0n,
    stillOpen: 0,
    lostNow: 0,
    events: 0,
  };
  const payoutOfMember = new Map();
  for (const ticket of book.tickets) {
    if (ticket.status === 'SETTLED') {
      byTicket.set(ticket.id, { status: 'SETTLED', payout: ticket.payout });
      continue;
    }
    const legs = legsOf.get(ticket.id).map((leg) => {
      const graded =
        leg.result ??
        (leg.fixtureId === targetId
          ? gradeLeg(
              sb,
              leg.marketKey,
              leg.outcome,
              result,
              leg.scoreAtPlacement ? JSON.parse(leg.scoreAtPlacement) : undefined,
            )
          : undefined);
      return { decimal: sb.fromMilli(leg.milli), ...(graded ? { result: graded } : {}) };
    });
    const state = sb.ticketState(ticket.stake, legs);
    if (state.state === 'OPEN') {
      byTicket.set(ticket.id, { status: 'OPEN', payout: null });
      totals.stillOpen += 1;
      continue;
    }
    byTicket.set(ticket.id, { status: 'SETTLED', payout: state.payout });
    totals.settledNow += 1;
    if (!state.refunded) totals.events += 1;
    if (state.payout > 0n) {
      totals.paid += 1;
      if (state.refunded) totals.refunded += 1;
      totals.payoutSatang += state.payout;
      payoutOfMember.set(ticket.memberId, (payoutOfMember.get(ticket.memberId) ?? 0n) + state.payout);
    } else totals.lostNow += 1;
  }
  return { byTicket, totals, payoutOfMember };
};

/**
 * The whole setup of the settlement benches on a database whose server (or in-process app) answers
 * `desk`: `others` other fixtures (`gradedShare` of them kicked off earlier and graded, the rest
 * kicking off in the next hours), the target kicking off `targetAgoMs` ago, `memberIds` members'
 * `tickets` tickets with their ledger. Answers the fixtures, the book and the deposits.
 */
export const prepareSettlementBook = async ({
  sb,
  desk,
  client,
  operatorId,
  memberIds,
  tickets,
  others,
  gradedShare,
  parlayShare,
  liveShare,
  seed,
  timed,
}) => {
  const now = Date.now();
  const random = createRandom(seed + 1);
  const { target, othersList } = await timed(
    'fixtures: the target and the others, entered and priced through the desk',
    async () => {
      const made = await createManualFixture(desk, { index: 0, kickoffAt: now - 2 * 3_600_000 });
      const rest = [];
      const graded = Math.round(others * gradedShare);
      for (let i = 0; i < others; i += 1) {
        const isGraded = i < graded;
        const kickoffAt = isGraded
          ? now - (3 + random.int(20)) * 3_600_000 - random.int(60) * 60_000
          : now + (1 + random.int(30)) * 3_600_000 + random.int(60) * 60_000;
        const fixture = await createManualFixture(desk, {
          index: i + 1,
          kickoffAt,
          tier: i % 3 === 2 ? 'LOWER' : 'TOP',
        });
        if (isGraded) {
          const ht = { home: random.int(3), away: random.int(2) };
          fixture.result = { ht, ft: { home: ht.home + random.int(3), away: ht.away + random.int(2) } };
        }
        rest.push(fixture);
      }
      return { target: made, othersList: rest };
    },
  );
  const markets = await marketsOf(client, [target, ...othersList]);
  for (const fixture of [target, ...othersList]) fixture.markets = markets.get(fixture.id);
  await markGraded(
    client,
    operatorId,
    othersList.filter((f) => f.result),
  );
  const book = await timed(`${tickets.toLocaleString('en')} tickets generated`, async () =>
    generateTicketBook(sb, {
      memberIds,
      target,
      others: othersList,
      tickets,
      parlayShare,
      liveShare,
      seed,
    }),
  );
  await timed(
    `${book.tickets.length.toLocaleString('en')} tickets, ${book.legs.length.toLocaleString('en')} legs written`,
    () => insertTicketBook(client, operatorId, book),
  );
  const deposits = await timed('ledger: deposits DEPOSITS_CLEARING → MAIN, stakes MAIN → SPORTS shard', () =>
    writeTicketLedger(client, operatorId, book),
  );
  await timed('VACUUM ANALYZE, CHECKPOINT', async () => {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  });
  return { target, others: othersList, book, deposits };
};

/** What the book holds, for the report: tickets by kind and state, legs by where they are. */
export const describeBook = (book, target) => {
  const parlays = book.tickets.filter((t) => t.kind === 'PARLAY');
  const otherLegs = book.legs.filter((l) => l.fixtureId !== target.id);
  const gradedOther = otherLegs.filter((l) => l.result !== null).length;
  const sizes = new Map();
  for (const leg of book.legs) sizes.set(leg.ticketId, (sizes.get(leg.ticketId) ?? 0) + 1);
  const parlayLegs = parlays.reduce((sum, t) => sum + sizes.get(t.id), 0);
  return {
    singles: book.tickets.length - parlays.length,
    live: book.tickets.filter((t) => t.live).length,
    parlays: parlays.length,
    averageParlayLegs: parlays.length ? parlayLegs / parlays.length : 0,
    maxParlayLegs: Math.max(0, ...parlays.map((t) => sizes.get(t.id))),
    otherLegs: otherLegs.length,
    gradedOtherLegs: gradedOther,
    alreadyLost: book.tickets.filter((t) => t.status === 'SETTLED').length,
    stakeSatang: book.tickets.reduce((sum, t) => sum + t.stake, 0n),
    members: new Set(book.tickets.map((t) => t.memberId)).size,
  };
};

/** Baht text of satang (bigint). */
export const baht = (satang) => {
  const negative = satang < 0n;
  const abs = negative ? -satang : satang;
  return `${negative ? '-' : ''}${(abs / 100n).toLocaleString('en')}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * Checks what settlement left against `expected` (`expectedSettlement`): every ticket's status and
 * payout, one SPORTS_WIN / SPORTS_REFUND transfer per paid ticket (key `sports:{id}:settle:1`) with
 * the payout, the members' main balances (deposit − stakes + payouts), the `game.round_settled` events,
 * the target's markers. Answers a list of problems (empty: all good).
 */
export const checkSettlement = async (client, operatorId, { book, expected, targetId, deposits }) => {
  const problems = [];
  const { rows } = await client.query(
    `select id, status, payout_satang::text as payout, settle_count from sports_tickets where operator_id = $1`,
    [operatorId],
  );
  let wrong = 0;
  const samples = [];
  for (const row of rows) {
    const want = expected.byTicket.get(row.id);
    if (!want) continue;
    const payout = row.payout === null ? null : BigInt(row.payout);
    if (row.status !== want.status || payout !== want.payout) {
      wrong += 1;
      if (samples.length < 3)
        samples.push(`${row.id}: ${row.status} ${row.payout} (want ${want.status} ${want.payout})`);
    }
  }
  if (wrong > 0) problems.push(`${wrong} tickets not as recounted (${samples.join('; ')})`);
  const [transfers] = (
    await client.query(
      `select count(*)::int as n, coalesce(sum(amount_satang), 0)::text as total,
              count(*) filter (where kind = 'SPORTS_REFUND')::int as refunds
       from ledger_transfers where operator_id = $1 and kind in ('SPORTS_WIN', 'SPORTS_REFUND')
         and idempotency_key like 'sports:%:settle:1'`,
      [operatorId],
    )
  ).rows;
  if (transfers.n !== expected.totals.paid || BigInt(transfers.total) !== expected.totals.payoutSatang)
    problems.push(
      `${transfers.n} transfers of ${transfers.total} satang; recount: ${expected.totals.paid} of ${expected.totals.payoutSatang}`,
    );
  const [events] = (
    await client.query(
      `select count(*)::int as n from domain_events where operator_id = $1 and type = 'game.round_settled'`,
      [operatorId],
    )
  ).rows;
  if (events.n !== expected.totals.events)
    problems.push(`${events.n} game.round_settled events; recount ${expected.totals.events}`);
  const stakes = new Map();
  for (const ticket of book.tickets)
    stakes.set(ticket.memberId, (stakes.get(ticket.memberId) ?? 0n) + ticket.stake);
  const balances = (
    await client.query(
      `select member_id, balance_satang::text as balance from ledger_accounts
       where operator_id = $1 and kind = 'MEMBER_WALLET' and member_id = any($2::uuid[])`,
      [operatorId, [...deposits.keys()]],
    )
  ).rows;
  let off = 0;
  for (const row of balances) {
    const want =
      deposits.get(row.member_id) -
      stakes.get(row.member_id) +
      (expected.payoutOfMember.get(row.member_id) ?? 0n);
    if (BigInt(row.balance) !== want) off += 1;
  }
  if (off > 0) problems.push(`${off} members' main balance ≠ deposit − stakes + recounted payouts`);
  const [fixture] = (
    await client.query('select settle_pending, settled_revision from sports_fixtures where id = $1', [
      targetId,
    ])
  ).rows;
  if (fixture.settle_pending || fixture.settled_revision !== 1)
    problems.push(
      `target fixture settle_pending ${fixture.settle_pending}, settled_revision ${fixture.settled_revision}`,
    );
  return problems;
};

/** The result the benches confirm for the target: 2–0, 1–0 at half time (its main handicap, −1, wins whole). */
export const TARGET_RESULT = { ft: { home: 2, away: 0 }, ht: { home: 1, away: 0 } };

/** A ticket's body for `POST /api/v2/sports/tickets` from legs `{fixtureId, market, outcome, odds}`. */
export const ticketBody = (stakeBaht, legs, acceptPolicy = 'ANY') => ({
  stake: `${stakeBaht}.00`,
  legs,
  acceptPolicy,
});

/** Classifies a pg_stat_activity row of settlement's and placing's statements (for `startActivitySampler`). */
export const sportsStatementOf = (text) => {
  const q = text.trim();
  if (q.startsWith('select distinct l.market_id')) return 'grade: distinct selections';
  if (q.startsWith('with g as (')) return 'grade: legs graded (one update for every selection)';
  if (q.startsWith('update sports_ticket_legs')) return 'grade: early kick-off voids';
  if (q.startsWith('update sports_markets m set terminal')) return 'grade: markets settled';
  if (q.startsWith('select distinct ticket_id from sports_ticket_legs'))
    return "pay: the fixture's ticket ids";
  if (q.includes('from sports_tickets t join sports_ticket_legs a'))
    return "pay: a chunk's tickets with their legs";
  if (q.startsWith('update sports_tickets t'))
    return 'pay: tickets marked (where the settle count is unchanged)';
  if (q.includes('domain_events')) return 'events (outbox)';
  if (q.includes('"ledger_') || q.includes('ledger_'))
    return q.includes('for update') ? 'ledger: accounts locked' : 'ledger (postTransfers, balances)';
  if (q.includes('from "sports_ticket_legs" inner join "sports_fixtures"'))
    return 'ticket read: legs (push or answer)';
  if (q.includes('from "sports_tickets"') && q.includes('"sports_tickets"."id" ='))
    return 'ticket read (push)';
  if (q.includes('"sports_fixtures"') && q.includes('for update')) return 'fixtures locked';
  if (q.includes('"sports_markets"') && q.includes('for update')) return 'markets locked';
  if (q.startsWith('update sports_markets m')) return 'market exposure updated';
  if (q.startsWith('update sports_fixtures f set exposure')) return 'fixture exposure updated';
  if (q.startsWith('update "sports_fixtures"')) return 'fixture updated';
  if (q.includes('"sports_markets"')) return 'markets read';
  if (q.includes('"sports_fixtures"')) return 'fixture read';
  if (q.includes('sports_ticket_legs') || q.includes('"sports_tickets"'))
    return 'tickets: limits and payout cap reads';
  if (q.includes('idempotency')) return 'idempotency';
  if (q.includes('pg_advisory')) return 'advisory locks';
  if (q === 'commit') return 'COMMIT';
  if (q === 'begin') return 'BEGIN';
  return 'other statement';
};
