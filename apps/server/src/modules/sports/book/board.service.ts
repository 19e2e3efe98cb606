import { formatAmount, type SportsFixture, type SportsRules } from '@chokdee/contracts';
import { decimalString, stakeLimitDefaults, ticketLimits } from '@chokdee/sportsbook';
import { AppError } from '#platform/http/app-error';
import type { SportsDeps } from '../sports.deps';
import { sportsSettings } from '../sports.settings';
import { fixtureView } from './market-view';

/** A day's bounds in Bangkok (00:00–24:00) for the board's today/tomorrow. */
export const bangkokDay = (day: string | undefined, now: Date): { from: Date; to: Date } => {
  const bangkok = new Date(now.getTime() + 7 * 3_600_000);
  const pick =
    day === undefined || day === 'today'
      ? bangkok.toISOString().slice(0, 10)
      : day === 'tomorrow'
        ? new Date(bangkok.getTime() + 86_400_000).toISOString().slice(0, 10)
        : day;
  const from = new Date(`${pick}T00:00:00+07:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};

/** The members' board: fixtures by day or live, one fixture with every market, the rules' numbers. */
export const createBoardService = (deps: Pick<SportsDeps, 'db' | 'clock' | 'book'>) => {
  const { db, clock, book } = deps;

  const view = async (operatorId: string, fixtureId: string): Promise<SportsFixture | undefined> => {
    const fixture = await book.fixture(db, operatorId, fixtureId);
    if (!fixture) return undefined;
    const [markets, alive] = await Promise.all([
      book.markets(db, [fixture.id]),
      book.feedAlive(db, operatorId),
    ]);
    return fixtureView(fixture, markets, clock.now(), { all: true, feedAliveAt: alive.get(fixture.source) });
  };

  return {
    view,

    async list(
      operatorId: string,
      query: { day?: string | undefined; live?: string | undefined },
    ): Promise<SportsFixture[]> {
      const now = clock.now();
      const fixtures = await book.fixtures(
        db,
        operatorId,
        query.live === 'true' ? 'LIVE' : bangkokDay(query.day, now),
      );
      const [markets, alive] = await Promise.all([
        book.markets(
          db,
          fixtures.map((fixture) => fixture.id),
        ),
        book.feedAlive(db, operatorId),
      ]);
      const byFixture = new Map<string, typeof markets>();
      for (const market of markets)
        byFixture.set(market.fixtureId, [...(byFixture.get(market.fixtureId) ?? []), market]);
      return fixtures
        .filter(
          (fixture) =>
            query.live === 'true' ||
            !['ENDED', 'CANCELLED', 'ABANDONED'].includes(fixture.status) ||
            fixture.kickoffAt > new Date(now.getTime() - 4 * 3_600_000),
        )
        .map((fixture) =>
          fixtureView(fixture, byFixture.get(fixture.id) ?? [], now, {
            all: false,
            feedAliveAt: alive.get(fixture.source),
          }),
        );
    },

    async one(operatorId: string, id: string): Promise<SportsFixture> {
      const found = await view(operatorId, id);
      if (!found) throw new AppError('SPORTS_FIXTURE_NOT_FOUND');
      return found;
    },

    rules(): SportsRules {
      return {
        rulesVersion: sportsSettings.rulesVersion,
        minStake: formatAmount(ticketLimits.minStakeSatang),
        maxLegs: ticketLimits.maxParlayLegs,
        maxCombinedOdds: decimalString(ticketLimits.maxCombinedOdds),
        maxPayout: formatAmount(ticketLimits.maxPayoutSatang),
        maxStakeTop: formatAmount(stakeLimitDefaults.maxStakeSatang.TOP),
        maxStakeLower: formatAmount(stakeLimitDefaults.maxStakeSatang.LOWER),
        livePercent: 50,
        liveDelaySeconds: sportsSettings.liveDelaySeconds,
        postponeHours: sportsSettings.postponeHours,
        revisionHours: sportsSettings.revisionHours,
      };
    },
  };
};
export type BoardService = ReturnType<typeof createBoardService>;
