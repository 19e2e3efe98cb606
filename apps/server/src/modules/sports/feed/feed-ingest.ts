import { decimalFromFormat, milliOf, parseMarketKey, postponedIsVoid } from '@chokdee/sportsbook';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { crossCheck } from '#adapters/sports-feed/outcome-check';
import type { FeedMessage, SportsFeed } from '#adapters/sports-feed/sports-feed';
import type { Db, Tx } from '#platform/db/client';
import { rowsOf } from '#platform/db/rows';
import type { BookRepo, FixtureRow } from '../book/book.repo';
import { insertConfirmedResult } from '../settlement/results.repo';
import { sportsSettings } from '../sports.settings';
import type { PriceJson } from '../sports.tables';

/**
 * Applies a feed's messages to one operator's book (docs/modules/sportsbook.md, "The feed"). Messages
 * come at least once and out of order: each is recorded under (source, fixture, sequence) and a repeat
 * is skipped; a state message (status, score, bet stop) older than the fixture's newest applied one
 * is recorded but stale; prices apply only with a higher version. One transaction per fixture, the
 * fixture row locked, so the settlement and a ticket see a fixture's facts whole.
 */
export type FeedApplied = { applied: number; duplicates: number; stale: number; changed: string[] };

const STATE_TYPES = new Set(['STATUS', 'SCORE', 'BET_STOP', 'BET_START']);

/** The main line of a period's handicaps or totals: the one whose two prices are nearest each other. */
const mainKeys = (markets: Array<{ key: string; prices: PriceJson[] }>): Set<string> => {
  const best = new Map<string, { key: string; gap: number }>();
  for (const market of markets) {
    const key = parseMarketKey(market.key);
    if (!key || (key.type !== 'AH' && key.type !== 'OU') || market.prices.length !== 2) continue;
    const [a, b] = market.prices as [PriceJson, PriceJson];
    const gap = Math.abs(Math.log(a.milli) - Math.log(b.milli));
    const group = `${key.period}.${key.type}`;
    const seen = best.get(group);
    if (!seen || gap < seen.gap) best.set(group, { key: market.key, gap });
  }
  return new Set([...best.values()].map((entry) => entry.key));
};

/** Prices as the feed sent them, kept only when every key and outcome is ours and every price is valid. */
const feedMarkets = (message: Extract<FeedMessage, { type: 'PRICES' }>) =>
  message.markets.flatMap((market) => {
    const key = parseMarketKey(market.key);
    if (!key) return [];
    const prices: PriceJson[] = [];
    for (const price of market.prices) {
      const decimal = decimalFromFormat(price.odds, 'EU');
      const milli = decimal ? milliOf(decimal) : undefined;
      if (milli === undefined || milli <= 1000) return [];
      prices.push({ outcome: price.outcome, milli });
    }
    return [{ key: market.key, prices }];
  });

export const createFeedIngest = (deps: { db: Db; book: BookRepo }) => {
  const { db, book } = deps;

  const applyOne = async (
    tx: Tx,
    operatorId: string,
    source: string,
    simulated: boolean,
    fixture: FixtureRow | undefined,
    message: FeedMessage,
    now: Date,
    superseded = false,
  ): Promise<{ fixture: FixtureRow | undefined; outcome: 'applied' | 'duplicate' | 'stale' }> => {
    const fresh = await book.recordMessage(tx, {
      operatorId,
      source,
      fixtureRef: message.fixtureRef,
      sequence: message.sequence,
      type: message.type,
      body: message,
      sentAt: message.sentAt,
      appliedAt: now,
    });
    if (!fresh) return { fixture, outcome: 'duplicate' };
    if (superseded) return { fixture, outcome: 'stale' };
    if (message.type === 'FIXTURE') {
      const facts = message.fixture;
      const competition = await book.competition(tx, {
        operatorId,
        source,
        ref: facts.competition.ref,
        name: facts.competition.name,
        tier: facts.competition.tier,
        now,
      });
      if (!fixture) {
        const created = await book.insertFixture(tx, {
          id: uuidv7(),
          operatorId,
          competitionId: competition.id,
          source,
          ref: message.fixtureRef,
          home: facts.home,
          away: facts.away,
          kickoffAt: facts.kickoffAt,
          scheduledAt: facts.kickoffAt,
          neutralVenue: facts.neutralVenue,
          venueCountry: facts.venueCountry,
          simulated: facts.simulated || simulated,
          status: 'SCHEDULED',
          lastFeedAt: now,
          liveDelaySeconds: sportsSettings.liveDelaySeconds,
          liabilityCapSatang:
            sportsSettings.marketCapSatang[facts.competition.tier] * sportsSettings.fixtureCapMultiple,
          createdAt: now,
          updatedAt: now,
        });
        return { fixture: created, outcome: 'applied' };
      }
      const movedAbroad = fixture.venueCountry !== '' && facts.venueCountry !== fixture.venueCountry;
      const pastWindow = postponedIsVoid(
        fixture.scheduledAt,
        undefined,
        facts.kickoffAt,
        sportsSettings.postponeHours,
      );
      const patch = {
        kickoffAt: facts.kickoffAt,
        venueCountry: facts.venueCountry,
        neutralVenue: facts.neutralVenue,
        lastFeedAt: now,
        updatedAt: now,
        ...(fixture.voidReason === null && movedAbroad ? { voidReason: 'VENUE' } : {}),
        ...(fixture.voidReason === null && !movedAbroad && pastWindow ? { voidReason: 'POSTPONED' } : {}),
      };
      await book.updateFixture(tx, fixture.id, patch);
      return { fixture: { ...fixture, ...patch }, outcome: 'applied' };
    }
    if (!fixture) return { fixture, outcome: 'stale' };
    if (STATE_TYPES.has(message.type) && message.sequence < fixture.feedSequence) {
      await book.updateFixture(tx, fixture.id, { lastFeedAt: now });
      return { fixture: { ...fixture, lastFeedAt: now }, outcome: 'stale' };
    }
    const patch: Partial<FixtureRow> = { lastFeedAt: now, updatedAt: now };
    if (STATE_TYPES.has(message.type)) patch.feedSequence = message.sequence;
    switch (message.type) {
      case 'STATUS': {
        patch.status = message.status;
        if (message.kickedOffAt && !fixture.kickedOffAt) patch.kickedOffAt = message.kickedOffAt;
        if (message.status === 'LIVE' && !fixture.kickedOffAt && !message.kickedOffAt)
          patch.kickedOffAt = message.sentAt;
        if (fixture.voidReason === null && message.status === 'CANCELLED') patch.voidReason = 'CANCELLED';
        if (fixture.voidReason === null && message.status === 'ABANDONED') patch.voidReason = 'ABANDONED';
        break;
      }
      case 'SCORE': {
        patch.score = message.score;
        if (message.halfTime) patch.halfTime = message.halfTime;
        patch.minute = message.minute;
        patch.redCards = message.redCards;
        if (message.cause !== 'CLOCK') {
          patch.lastIncidentAt = message.sentAt;
          patch.lastIncident = message.cause === 'RED_CARD' ? 'CARD' : 'GOAL';
        }
        break;
      }
      case 'BET_STOP':
        patch.betStop = true;
        patch.lastIncidentAt = message.sentAt;
        patch.lastIncident = 'BET_STOP';
        break;
      case 'BET_START':
        patch.betStop = false;
        break;
      case 'PRICES': {
        if (message.version <= fixture.priceVersion) return { fixture, outcome: 'stale' };
        const markets = feedMarkets(message);
        const main = mainKeys(markets);
        // Only what changed is written: most versions move a few prices (pre-match, hardly any).
        const stored = new Map((await book.markets(tx, [fixture.id])).map((market) => [market.key, market]));
        const changed = markets.filter((market) => {
          const before = stored.get(market.key);
          return (
            !before ||
            before.feedClosed ||
            before.main !== main.has(market.key) ||
            JSON.stringify(before.feedPrices) !== JSON.stringify(market.prices)
          );
        });
        await book.priceMarkets(tx, {
          operatorId,
          fixtureId: fixture.id,
          version: message.version,
          capSatang: fixture.liabilityCapSatang / sportsSettings.fixtureCapMultiple,
          now,
          markets: changed.map((market) => ({
            ...market,
            main: main.has(market.key),
            feedPrices: market.prices,
          })),
        });
        const priced = new Set(markets.map((market) => market.key));
        if ([...stored.values()].some((market) => !market.feedClosed && !priced.has(market.key)))
          await book.closeFeedMarkets(tx, fixture.id, [...priced], now);
        patch.priceVersion = message.version;
        break;
      }
      case 'RESULT': {
        const disagreements = message.outcomes
          ? crossCheck(
              {
                ft: message.period === 'FT' ? message.score : (fixture.feedFullTime ?? message.score),
                ht:
                  message.period === '1H'
                    ? message.score
                    : (fixture.feedHalfTime ?? fixture.halfTime ?? message.score),
              },
              message.outcomes,
            )
          : [];
        if (message.period === '1H') {
          patch.feedHalfTime = message.score;
          if (!fixture.resultHalfTime && disagreements.length === 0) patch.resultHalfTime = message.score;
        } else {
          patch.feedFullTime = message.score;
          const ht = fixture.resultHalfTime ?? fixture.feedHalfTime ?? fixture.halfTime;
          const same =
            fixture.resultFullTime?.home === message.score.home &&
            fixture.resultFullTime?.away === message.score.away;
          const withinRevision =
            !fixture.resultConfirmedAt ||
            now.getTime() - fixture.resultConfirmedAt.getTime() <= sportsSettings.revisionHours * 3_600_000;
          // A per-outcome source that disagrees with our grader holds the result for the result desk.
          if (ht && !same && withinRevision && disagreements.length === 0) {
            const revision = fixture.resultRevision + 1;
            await insertConfirmedResult(tx, {
              operatorId,
              fixtureId: fixture.id,
              revision,
              halfTime: ht,
              fullTime: message.score,
              source,
              now,
            });
            patch.resultHalfTime = ht;
            patch.resultFullTime = message.score;
            patch.resultRevision = revision;
            patch.resultSource = source;
            if (!fixture.resultConfirmedAt) patch.resultConfirmedAt = now;
          }
        }
        break;
      }
      case 'ROLLBACK':
        // The paid result stands until the corrected RESULT arrives (applied then as a revision).
        if (message.period === 'FT') patch.feedFullTime = null;
        else patch.feedHalfTime = null;
        break;
      case 'MARKET_VOID': {
        await book.updateMarkets(
          tx,
          fixture.id,
          { terminal: 'VOID', voidReason: 'MARKET_VOID', updatedAt: now },
          [message.market],
        );
        break;
      }
    }
    await book.updateFixture(tx, fixture.id, patch);
    return { fixture: { ...fixture, ...patch }, outcome: 'applied' };
  };

  return {
    /**
     * A postponed match that did not kick off within the window after its scheduled time is void
     * (docs/domain/sportsbook.md, "Lifecycle"); settlement then voids its legs.
     */
    async voidPostponed(now: Date): Promise<number> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          update sports_fixtures set void_reason = 'POSTPONED', updated_at = ${now}
          where status = 'POSTPONED' and void_reason is null and kicked_off_at is null
            and scheduled_at < ${new Date(now.getTime() - sportsSettings.postponeHours * 3_600_000)}
          returning id`),
      );
      return rows.length;
    },

    /**
     * Prices older than the revision window and its margin are dropped from the feed's record (a
     * ticket keeps its price and the price version; the record's other messages stay as evidence).
     */
    async prunePrices(now: Date): Promise<void> {
      await db.execute(sql`
        delete from sports_feed_messages
        where type = 'PRICES' and applied_at < ${new Date(now.getTime() - 14 * 86_400_000)}`);
    },

    /**
     * One poll of `feed` for one operator: the messages since its cursor, applied fixture by fixture
     * (each in sequence order), then the cursor. A failure of one fixture rolls back that fixture only
     * and is retried with the next poll from the same messages (the cursor is saved last).
     */
    async pollOnce(feed: SportsFeed, operatorId: string, clock: { now(): Date }): Promise<FeedApplied> {
      const now = clock.now();
      const saved = await book.cursor(db, operatorId, feed.source);
      const batch = await feed.poll(saved?.cursor ?? undefined);
      const byFixture = new Map<string, FeedMessage[]>();
      for (const message of batch.messages) {
        const list = byFixture.get(message.fixtureRef) ?? [];
        list.push(message);
        byFixture.set(message.fixtureRef, list);
      }
      const totals: FeedApplied = { applied: 0, duplicates: 0, stale: 0, changed: [] };
      for (const [ref, messages] of byFixture) {
        messages.sort((a, b) => a.sequence - b.sequence);
        // Only a batch's newest prices are written: an older version in the same batch is recorded, not priced.
        const newestPrices = Math.max(
          0,
          ...messages.flatMap((message) => (message.type === 'PRICES' ? [message.version] : [])),
        );
        await db.transaction(async (tx) => {
          let fixture = await book.fixtureByRef(tx, operatorId, feed.source, ref);
          for (const message of messages) {
            const superseded = message.type === 'PRICES' && message.version < newestPrices;
            const result = await applyOne(
              tx,
              operatorId,
              feed.source,
              feed.simulated,
              fixture,
              message,
              now,
              superseded,
            );
            fixture = result.fixture;
            if (result.outcome === 'applied') {
              totals.applied += 1;
              if (fixture && !totals.changed.includes(fixture.id)) totals.changed.push(fixture.id);
            } else if (result.outcome === 'duplicate') totals.duplicates += 1;
            else totals.stale += 1;
          }
        });
      }
      // The feed was heard up to the end of this poll: a long poll must not hold the markets it just fed.
      await db.transaction((tx) =>
        book.saveCursor(tx, {
          operatorId,
          source: feed.source,
          cursor: batch.cursor,
          healthy: batch.healthy,
          polledAt: clock.now(),
        }),
      );
      return totals;
    },
  };
};
export type FeedIngest = ReturnType<typeof createFeedIngest>;
