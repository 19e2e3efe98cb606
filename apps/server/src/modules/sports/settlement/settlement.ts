import {
  decidedResult,
  fromMilli,
  grade,
  type LegResult,
  type MarketKey,
  parseMarketKey,
  type Score,
  ticketState,
} from '@chokdee/sportsbook';
import { sql } from 'drizzle-orm';
import { houseShardOf, publishWallet, type TransferRequest } from '#modules/wallet/index';
import type { Db, Tx } from '#platform/db/client';
import { arrayLiteral, rowsOf } from '#platform/db/rows';
import { createKeyGuard, lockKey, lockKeyShared } from '#platform/db/tx';
import { type DomainEventInput, publishEvents } from '#platform/events/events';
import type { FixtureWithCompetition } from '../book/book.repo';
import type { SportsDeps } from '../sports.deps';
import type { ScoreJson } from '../sports.tables';

/** A chunk that settled more tickets than this pushes the balances only, not each ticket. */
const TICKET_PUSHES_PER_CHUNK = 50;

/** Tickets paid per transaction (and per `postTransfers` call). */
export const SETTLE_CHUNK = 2500;

/**
 * Chunks paid at once, each on its own connection, one per group of house shards (the pool's other
 * connections serve members meanwhile).
 */
export const SETTLE_WORKERS = 2;

/** The provider code a house sports ticket carries in the rewards' events (a SPORTS round of the house). */
export const HOUSE_SPORTS_PROVIDER = 'CHOKDEE_SPORTS';

type LegGroup = {
  market_id: string;
  market_key: string;
  outcome: string;
  score_at_placement: ScoreJson | null;
  market_void: string | null;
};

/**
 * A leg's result for the fixture as it stands (a leg staff voided as an obvious error stays void, and
 * the grading step never touches it): VOID with the reason when the fixture or the market is
 * void (an abandoned match keeps what was already decided); a first-half market once the first half's
 * result is confirmed, a full-time one once the full result is; undefined while it cannot be graded.
 */
export const legOutcome = (
  fixture: Pick<
    FixtureWithCompetition,
    'voidReason' | 'resultHalfTime' | 'resultFullTime' | 'score' | 'halfTime'
  >,
  key: MarketKey,
  outcome: string,
  marketVoid: string | null,
  atPlacement: Score | undefined,
): { result: LegResult; voidReason: string | null } | undefined => {
  if (marketVoid) return { result: 'VOID', voidReason: marketVoid };
  if (fixture.voidReason === 'ABANDONED') {
    const decided = decidedResult(key, outcome, fixture.score ?? { home: 0, away: 0 }, {
      ...((fixture.resultHalfTime ?? fixture.halfTime)
        ? { halfTimeScore: (fixture.resultHalfTime ?? fixture.halfTime) as Score }
        : {}),
      ...(atPlacement ? { atPlacement } : {}),
    });
    return decided ? { result: decided, voidReason: null } : { result: 'VOID', voidReason: 'ABANDONED' };
  }
  if (fixture.voidReason) return { result: 'VOID', voidReason: fixture.voidReason };
  const ht = fixture.resultHalfTime;
  const ft = fixture.resultFullTime;
  if (key.period === '1H' && !ht) return undefined;
  if (key.period === 'FT' && (!ft || !ht)) return undefined;
  try {
    const result = grade(key, outcome, { ft: (ft ?? ht) as Score, ht: ht as Score }, atPlacement);
    return { result, voidReason: null };
  } catch {
    // A live bet whose score at placement the result no longer contains (a goal taken back after it).
    return { result: 'VOID', voidReason: 'MARKET_VOID' };
  }
};

/**
 * Settlement (docs/modules/sportsbook.md, "Settlement"): grading, then paying, both resumable.
 * Step 1 grades every leg of the fixture that can be graded now (a first half at half time, the
 * rest on the confirmed result, voids at once) in one set-based update over its distinct
 * selections, and marks the fixture `settle_pending`. Step 2 takes the tickets those legs touch, in
 * chunks paid side by side on `workers` connections, and brings each to what its legs now say: a parlay lost as soon as a leg loses, paid when
 * its last leg is graded, all-void refunded; a ticket paid before (a revision) gets the difference —
 * a claw-back from bonus, then cash, then the receivable. Every movement has a key carrying the
 * ticket's settle count, so a crash mid-way resumes without paying twice. Grading holds the fixture's
 * advisory lock alone, the chunks share it (plus an in-process guard per fixture); a chunk marks a
 * ticket only where its settle count is still the one it read, and pays only the tickets it marked,
 * so a second node paying the same fixture waits on those rows, then finds them moved and pays
 * nothing twice: each fixture is settled once.
 */
export const createSportsSettlement = (
  deps: SportsDeps,
  options: { chunk?: number; workers?: number } = {},
) => {
  const { db, clock, book, wallet, publish } = deps;
  const chunkSize = options.chunk ?? SETTLE_CHUNK;
  const workers = options.workers ?? SETTLE_WORKERS;
  const guard = createKeyGuard();

  const gradeFixture = async (tx: Tx, fixture: FixtureWithCompetition, now: Date): Promise<number> => {
    const groups = rowsOf<LegGroup>(
      await tx.execute(sql`
        select distinct l.market_id, l.market_key, l.outcome, l.score_at_placement, m.void_reason as market_void
        from sports_ticket_legs l join sports_markets m on m.id = l.market_id
        where l.fixture_id = ${fixture.id}`),
    );
    // Every selection's result decided here, then written in ONE statement (a big fixture has a few
    // dozen selections and a hundred thousand legs: one pass over its legs, not one per selection).
    const decided = groups.flatMap((group) => {
      const key = parseMarketKey(group.market_key) as MarketKey;
      const placement = group.score_at_placement ?? undefined;
      const outcome = legOutcome(fixture, key, group.outcome, group.market_void, placement);
      return outcome ? [{ group, outcome }] : [];
    });
    let graded = 0;
    if (decided.length > 0) {
      const updated = rowsOf<{ graded: number }>(
        await tx.execute(sql`
          with g as (
            select * from unnest(
              ${arrayLiteral(decided.map(({ group }) => group.market_id))}::uuid[],
              ${arrayLiteral(decided.map(({ group }) => group.outcome))}::text[],
              ${arrayLiteral(decided.map(({ group }) => (group.score_at_placement ? JSON.stringify(group.score_at_placement) : null)))}::jsonb[],
              ${arrayLiteral(decided.map(({ outcome }) => outcome.result))}::text[],
              ${arrayLiteral(decided.map(({ outcome }) => outcome.voidReason))}::text[])
              as g(market_id, outcome, placement, result, void_reason)
          ), changed as (
            update sports_ticket_legs l set result = g.result, void_reason = g.void_reason, graded_at = ${now}
            from g
            where l.fixture_id = ${fixture.id} and l.market_id = g.market_id and l.outcome = g.outcome
              and l.score_at_placement is not distinct from g.placement
              and l.void_reason is distinct from 'OBVIOUS_ERROR'
              and (l.result is distinct from g.result or l.void_reason is distinct from g.void_reason)
            returning 1)
          select count(*)::int as graded from changed`),
      );
      graded = updated[0]?.graded ?? 0;
    }
    // An early kick-off: pre-match bets taken at or after the real kick-off are void, with the reason.
    if (fixture.kickedOffAt && fixture.kickedOffAt < fixture.scheduledAt) {
      const early = rowsOf<{ id: string }>(
        await tx.execute(sql`
          update sports_ticket_legs l set result = 'VOID', void_reason = 'EARLY_KICKOFF', graded_at = ${now}
          from sports_tickets t
          where l.fixture_id = ${fixture.id} and t.id = l.ticket_id and l.score_at_placement is null
            and t.placed_at >= ${fixture.kickedOffAt} and l.void_reason is distinct from 'EARLY_KICKOFF'
            and l.void_reason is distinct from 'OBVIOUS_ERROR'
          returning l.id`),
      );
      graded += early.length;
    }
    // Markets whose result is in stop for good (a revision regrades their legs without reopening them).
    const period = fixture.resultFullTime
      ? sql`true`
      : fixture.resultHalfTime
        ? sql`m.key like '1H.%'`
        : sql`false`;
    await tx.execute(sql`
      update sports_markets m set terminal = 'SETTLED', updated_at = ${now}
      where m.fixture_id = ${fixture.id} and m.terminal is null and ${period}`);
    return graded;
  };

  type TicketToPay = {
    id: string;
    operator_id: string;
    member_id: string;
    ticket_no: string;
    kind: string;
    status: string;
    stake_satang: string;
    bonus_stake_satang: string;
    payout_satang: string | null;
    settle_count: number;
    placed_at: Date;
    legs: Array<{ milli: number; result: LegResult | null }>;
  };

  /**
   * The fixture's tickets cut into chunks, each chunk's members all of one group of house shards
   * (`houseShardOf`, group = shard mod `workers`): the chunks of different groups touch no account in
   * common — neither a member's nor a house shard — so they pay side by side without waiting on each
   * other. Answers one queue of chunks per group, tickets in id order.
   */
  const chunksOf = async (fixtureId: string): Promise<string[][][]> => {
    const rows = rowsOf<{ id: string; member_id: string }>(
      await db.execute(sql`
        select t.id, t.member_id from sports_tickets t
        where t.id in (select ticket_id from sports_ticket_legs where fixture_id = ${fixtureId})
          and t.status in ('OPEN', 'SETTLED')
        order by t.id`),
    );
    const groups: string[][] = Array.from({ length: workers }, () => []);
    for (const row of rows) groups[houseShardOf(row.member_id) % workers]?.push(row.id);
    return groups.map((ids) => {
      const chunks: string[][] = [];
      for (let at = 0; at < ids.length; at += chunkSize) chunks.push(ids.slice(at, at + chunkSize));
      return chunks;
    });
  };

  /**
   * These tickets where open or settled (settled ones possibly changed by a revision), with their
   * legs' prices and results in leg order. Not locked: the marking below applies only where the
   * settle count is still the one read here (a ticket another settler or a staff void moved since is
   * left alone, and nothing is posted for it).
   */
  const ticketsToPay = async (tx: Tx, ids: string[]): Promise<TicketToPay[]> =>
    rowsOf<Omit<TicketToPay, 'legs'> & { milli: number[]; results: Array<LegResult | null> }>(
      await tx.execute(sql`
        select t.id, t.operator_id, t.member_id, t.ticket_no, t.kind, t.status, t.stake_satang::text,
               t.bonus_stake_satang::text, t.payout_satang::text, t.settle_count, t.placed_at,
               array_agg(a.odds_milli order by a.leg_index) as milli,
               array_agg(a.result order by a.leg_index) as results
        from sports_tickets t join sports_ticket_legs a on a.ticket_id = t.id
        where t.id = any(${arrayLiteral(ids)}::uuid[]) and t.status in ('OPEN', 'SETTLED')
        group by t.id
        order by t.id`),
    ).map(({ milli, results, ...ticket }) => ({
      ...ticket,
      legs: milli.map((value, index) => ({ milli: value, result: results[index] ?? null })),
    }));

  /** The facts the rewards' consumers count a settled ticket by (a SPORTS round of the house provider). */
  const roundFacts = (ticket: TicketToPay, payout: bigint, bonusPayout: bigint) => ({
    roundId: ticket.id,
    providerCode: HOUSE_SPORTS_PROVIDER,
    providerRoundId: ticket.ticket_no,
    gameCode: ticket.kind,
    category: 'SPORTS' as const,
    stakeSatang: ticket.stake_satang,
    bonusStakeSatang: ticket.bonus_stake_satang,
    winSatang: payout.toString(),
    bonusWinSatang: bonusPayout.toString(),
    openedAt: new Date(ticket.placed_at).toISOString(),
  });

  const bonusShare = (ticket: TicketToPay, amount: bigint): bigint => {
    const stake = BigInt(ticket.stake_satang);
    return stake === 0n ? 0n : (amount * BigInt(ticket.bonus_stake_satang)) / stake;
  };

  /** One chunk of step 2: what each ticket's legs say now against what was paid; answers the members moved. */
  const payChunk = async (
    tx: Tx,
    fixture: FixtureWithCompetition,
    now: Date,
    ids: string[],
  ): Promise<{ members: string[]; tickets: Array<{ memberId: string; id: string }> }> => {
    const rows = await ticketsToPay(tx, ids);
    if (rows.length === 0) return { members: [], tickets: [] };
    const transfers: TransferRequest[] = [];
    const events: DomainEventInput[] = [];
    const changed: Array<{ memberId: string; id: string }> = [];
    const owing: TicketToPay[] = [];
    const states = rows.map((ticket) => ({
      ticket,
      state: ticketState(
        BigInt(ticket.stake_satang),
        ticket.legs.map((leg) => ({
          decimal: fromMilli(leg.milli),
          ...(leg.result ? { result: leg.result } : {}),
        })),
      ),
    }));
    const moving = states.filter(({ ticket, state }) => {
      const paid = ticket.payout_satang === null ? 0n : BigInt(ticket.payout_satang);
      if (ticket.status !== 'SETTLED') return state.state !== 'OPEN';
      return state.state !== 'SETTLED' || state.payout !== paid;
    });
    if (moving.length === 0) return { members: [], tickets: [] };
    // Marked first, each only where its settle count is still the one read: the ones marked are
    // this chunk's to pay (a racing settler's update waits on the row, then finds the count moved).
    const marked = new Set(
      rowsOf<{ id: string }>(
        await tx.execute(sql`
          update sports_tickets t
          set status = u.status, payout_satang = u.payout, settle_count = u.settle_count,
              settled_at = case when u.status = 'SETTLED' then ${now}::timestamptz else null end,
              result_source = ${fixture.resultSource ?? (fixture.voidReason ? 'void' : null)}
          from unnest(${arrayLiteral(moving.map(({ ticket }) => ticket.id))}::uuid[],
                      ${arrayLiteral(moving.map(({ state }) => (state.state === 'SETTLED' ? 'SETTLED' : 'OPEN')))}::text[],
                      ${arrayLiteral(moving.map(({ state }) => (state.state === 'SETTLED' ? state.payout : null)))}::bigint[],
                      ${arrayLiteral(moving.map(({ ticket }) => ticket.settle_count + 1))}::int[])
               as u(id, status, payout, settle_count)
          where t.id = u.id and t.settle_count = u.settle_count - 1 and t.status in ('OPEN', 'SETTLED')
          returning t.id`),
      ).map((row) => row.id),
    );
    for (const { ticket, state } of moving) {
      if (!marked.has(ticket.id)) continue;
      const paid = ticket.payout_satang === null ? 0n : BigInt(ticket.payout_satang);
      const wasSettled = ticket.status === 'SETTLED';
      const payout = state.state === 'SETTLED' ? state.payout : 0n;
      const settle = ticket.settle_count + 1;
      const base = { operatorId: ticket.operator_id, causeType: 'sports_ticket', causeId: ticket.id };
      if (!wasSettled) {
        // First settlement: the return, its bonus share to bonus (as the stake was funded).
        const bonus = bonusShare(ticket, payout);
        const cash = payout - bonus;
        const credit = (kind: 'MEMBER_WALLET' | 'BONUS', amount: bigint, key: string): TransferRequest => ({
          ...base,
          kind: state.state === 'SETTLED' && state.refunded ? 'SPORTS_REFUND' : 'SPORTS_WIN',
          debit: { house: 'SPORTS' },
          credit: { memberId: ticket.member_id, kind },
          amountSatang: amount,
          idempotencyKey: key,
        });
        const key = `sports:${ticket.id}:settle:${settle}`;
        if (cash > 0n) transfers.push(credit('MEMBER_WALLET', cash, key));
        if (bonus > 0n) transfers.push(credit('BONUS', bonus, `${key}:bonus`));
        // A ticket refunded whole (every leg void or pushed) counts no turnover, like a refunded bill.
        if (!(state.state === 'SETTLED' && state.refunded))
          events.push({
            type: 'game.round_settled',
            operatorId: ticket.operator_id,
            memberId: ticket.member_id,
            subjectId: ticket.id,
            dedupeKey: `game.round_settled:${ticket.id}:${settle}`,
            payload: { ...roundFacts(ticket, payout, bonus), settledAt: now.toISOString(), settle },
            occurredAt: now,
          });
      } else {
        const difference = payout - paid;
        if (difference > 0n)
          transfers.push({
            ...base,
            kind: 'SPORTS_WIN_CORRECTION',
            debit: { house: 'SPORTS' },
            credit: { memberId: ticket.member_id, kind: 'MEMBER_WALLET' },
            amountSatang: difference,
            idempotencyKey: `sports:${ticket.id}:revise:${settle}`,
          });
        else owing.push({ ...ticket, payout_satang: (-difference).toString(), settle_count: settle });
        events.push({
          type: 'game.round_reversed',
          operatorId: ticket.operator_id,
          memberId: ticket.member_id,
          subjectId: ticket.id,
          dedupeKey: `game.round_reversed:${ticket.id}:${ticket.settle_count}`,
          payload: {
            ...roundFacts(ticket, paid, bonusShare(ticket, paid)),
            reversedAt: now.toISOString(),
            settle: ticket.settle_count,
            reopened: true,
          },
          occurredAt: now,
        });
        if (state.state === 'SETTLED')
          events.push({
            type: 'game.round_settled',
            operatorId: ticket.operator_id,
            memberId: ticket.member_id,
            subjectId: ticket.id,
            dedupeKey: `game.round_settled:${ticket.id}:${settle}`,
            payload: {
              ...roundFacts(ticket, payout, bonusShare(ticket, payout)),
              settledAt: now.toISOString(),
              settle,
            },
            occurredAt: now,
          });
      }
      changed.push({ memberId: ticket.member_id, id: ticket.id });
    }
    // Claw-backs of a revision: the member's bonus first, then cash, then the receivable (the house's claim).
    if (owing.length > 0) {
      const members = [...new Set(owing.map((ticket) => ticket.member_id))].sort();
      const balances = await wallet.lockAccounts(
        tx,
        fixture.operatorId,
        members.flatMap((memberId) => [
          { memberId, kind: 'MEMBER_WALLET' as const },
          { memberId, kind: 'BONUS' as const },
        ]),
      );
      const held = new Map(
        members.map((memberId, i) => [
          memberId,
          { cash: balances[2 * i] ?? 0n, bonus: balances[2 * i + 1] ?? 0n },
        ]),
      );
      for (const ticket of owing) {
        const owed = BigInt(ticket.payout_satang ?? '0');
        const wallet = held.get(ticket.member_id) ?? { cash: 0n, bonus: 0n };
        const fromBonus = wallet.bonus > 0n ? (wallet.bonus < owed ? wallet.bonus : owed) : 0n;
        const fromCash =
          wallet.cash > 0n ? (wallet.cash < owed - fromBonus ? wallet.cash : owed - fromBonus) : 0n;
        wallet.bonus -= fromBonus;
        wallet.cash -= fromCash;
        const key = `sports:${ticket.id}:revise:${ticket.settle_count}`;
        const take = (
          kind: 'BONUS' | 'MEMBER_WALLET' | 'RECEIVABLE',
          amount: bigint,
          suffix: string,
        ): TransferRequest[] =>
          amount > 0n
            ? [
                {
                  operatorId: ticket.operator_id,
                  kind: 'SPORTS_WIN_CORRECTION',
                  debit: { memberId: ticket.member_id, kind },
                  credit: { house: 'SPORTS' },
                  amountSatang: amount,
                  causeType: 'sports_ticket',
                  causeId: ticket.id,
                  idempotencyKey: `${key}${suffix}`,
                },
              ]
            : [];
        transfers.push(
          ...take('BONUS', fromBonus, ':bonus'),
          ...take('MEMBER_WALLET', fromCash, ''),
          ...take('RECEIVABLE', owed - fromBonus - fromCash, ':receivable'),
        );
      }
    }
    await publishEvents(tx, events);
    // The money last: the house's shard rows every chunk credits from are held from here to COMMIT
    // only, so chunks paid side by side overlap everything else.
    if (transfers.length > 0) await wallet.postTransfers(tx, transfers);
    return {
      members: [...new Set(changed.map((ticket) => ticket.memberId))],
      tickets: changed,
    };
  };

  /** Grades and pays one fixture as far as its facts allow; answers the tickets whose payout moved. */
  const settleFixture = async (operatorId: string, fixtureId: string): Promise<number> => {
    const done = await guard(`sports-settle:${fixtureId}`, async () => {
      const now = clock.now();
      const graded = await db.transaction(async (tx) => {
        await lockKey(tx, `sports:settle:${fixtureId}`);
        const [fixture] = await book.lockFixtures(tx, operatorId, [fixtureId]);
        if (!fixture) return undefined;
        const count = await gradeFixture(tx, fixture, now);
        await book.updateFixture(tx, fixture.id, {
          settlePending: true,
          settledRevision: fixture.resultRevision,
          ...(fixture.resultHalfTime ? { halfSettled: true } : {}),
        });
        return { fixture, count };
      });
      if (!graded) return 0;
      const queues = await chunksOf(fixtureId);
      let moved = 0;
      let failed = false;
      const payChunks = async (chunks: string[][]) => {
        for (let chunkIds = chunks.shift(); chunkIds && !failed; chunkIds = chunks.shift()) {
          const paid = chunkIds;
          const chunk = await db.transaction(async (tx) => {
            // Shared: the chunks pay side by side; a grading (exclusive) waits for them, and they for it.
            await lockKeyShared(tx, `sports:settle:${fixtureId}`);
            return payChunk(tx, graded.fixture, now, paid);
          });
          moved += chunk.tickets.length;
          if (chunk.members.length === 0) continue;
          const balances = await wallet.memberBalancesOf(db, operatorId, chunk.members);
          for (const after of balances) publishWallet(publish, after);
          // A ticket's own push reads the ticket back: worth it for a handful, not for a big fixture's
          // thousands (bench/README.md, the sportsbook's settlement), where the balance push tells the member.
          if (chunk.tickets.length <= TICKET_PUSHES_PER_CHUNK)
            for (const ticket of chunk.tickets) deps.pushTicket(operatorId, ticket.memberId, ticket.id);
        }
      };
      // Every worker stopped before the answer (a failed chunk stops the others taking more; the
      // fixture stays `settle_pending` and the job resumes it).
      const ran = await Promise.allSettled(
        queues.map((chunks) =>
          payChunks(chunks).catch((error: unknown) => {
            failed = true;
            throw error;
          }),
        ),
      );
      const failure = ran.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      await db.transaction((tx) => book.updateFixture(tx, fixtureId, { settlePending: false }));
      return moved;
    });
    return done ?? 0;
  };

  return {
    settleFixture,
    /**
     * Fixtures with settlement to do: a confirmed first half not yet graded, a confirmed result (or a
     * revision) not yet settled, a void fixture or market with ungraded legs, or a settlement a crash
     * left half-paid.
     */
    async dueFixtures(database: Db = db): Promise<Array<{ operatorId: string; id: string }>> {
      return rowsOf<{ operator_id: string; id: string }>(
        await database.execute(sql`
          select f.operator_id, f.id from sports_fixtures f
          where f.settle_pending
             or (f.result_half_time is not null and not f.half_settled)
             or f.result_revision > f.settled_revision
             or ((f.void_reason is not null or exists (select 1 from sports_markets m where m.fixture_id = f.id and m.terminal = 'VOID'))
                 and exists (select 1 from sports_ticket_legs l where l.fixture_id = f.id and l.result is null))
          limit 100`),
      ).map((row) => ({ operatorId: row.operator_id, id: row.id }));
    },
  };
};
export type SportsSettlement = ReturnType<typeof createSportsSettlement>;
