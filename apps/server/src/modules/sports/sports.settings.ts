import type { CompetitionTier, PostponeWindowHours } from '@chokdee/sportsbook';

/**
 * The book's defaults (docs/domain/sportsbook.md, "Limits" and "Lifecycle"). One place, shown to
 * members on the rules page (`GET /api/v2/sports/rules`), so the rules members read are the rules
 * the code runs. `rulesVersion` is printed on every ticket: change it when a rule here changes.
 */
export const sportsSettings = {
  rulesVersion: 'SB-2026.12',
  /** A market's liability cap by competition tier; a fixture's is `fixtureCapMultiple` × it. */
  marketCapSatang: { TOP: 30_000_000n, LOWER: 10_000_000n } satisfies Record<CompetitionTier, bigint>,
  fixtureCapMultiple: 3n,
  /** From this share of the cap used, the water of the side that adds risk is shaded. */
  shadeFrom: 0.5,
  /** At the full cap the risky side's profit is this much lower (linear from `shadeFrom`). */
  shadeMost: 0.1,
  liveDelaySeconds: 5,
  postponeHours: 12 satisfies PostponeWindowHours as PostponeWindowHours,
  /** A confirmed result may be revised within this many hours of its first confirmation. */
  revisionHours: 72,
  /** Obvious errors: a live ticket may be voided within this many hours of placement. */
  liveVoidHours: 2,
  /** The bet ticker's flags. */
  largeStakeSatang: 1_000_000n,
  nearKickoffMs: 5 * 60_000,
  afterBetStopMs: 30_000,
} as const;
