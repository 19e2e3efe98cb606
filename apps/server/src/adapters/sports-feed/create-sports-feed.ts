import { type ApiFootballFeedOptions, createApiFootballFeed } from './api-football/api-football-feed';
import { createMemoryQuotaLedger, type QuotaLedger } from './api-football/quota-ledger';
import { createSimulatedFeed } from './simulated/simulated-feed';
import type { SportsFeed } from './sports-feed';

export const sportsFeedKinds = ['simulated', 'api-football', 'off'] as const;
export type SportsFeedKind = (typeof sportsFeedKinds)[number];

export type CreateSportsFeedOptions = {
  kind: SportsFeedKind;
  /** API-Football's key: required for `api-football`. */
  apiKey?: string;
  /** The simulated feed's in-play speed (1 = real time). */
  speed: number;
  /** The simulated feed's seed: every node of one site uses the same one. */
  seed: string;
  clock: { now(): Date };
  /** Shared by every node when they share one plan; in memory otherwise. */
  quota?: QuotaLedger;
  /** API-Football's other settings (competitions, tiers, margin, bookmaker, plan). */
  apiFootball?: Pick<
    ApiFootballFeedOptions,
    'baseUrl' | 'leagues' | 'topLeagues' | 'margin' | 'bookmaker' | 'dailyRequests'
  >;
};

/** The feed `SPORTS_FEED` names; `off` has none (the book then lists no fixtures). */
export const createSportsFeed = (options: CreateSportsFeedOptions): SportsFeed | undefined => {
  switch (options.kind) {
    case 'off':
      return undefined;
    case 'simulated':
      return createSimulatedFeed({ seed: options.seed, speed: options.speed, clock: options.clock });
    case 'api-football':
      if (!options.apiKey)
        throw new Error(
          'SPORTS_FEED=api-football needs an API-Football key (SPORTS_FEED_API_KEY); none was given',
        );
      return createApiFootballFeed({
        ...options.apiFootball,
        apiKey: options.apiKey,
        clock: options.clock,
        quota: options.quota ?? createMemoryQuotaLedger(options.apiFootball?.dailyRequests),
      });
  }
};
