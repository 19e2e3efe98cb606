import type { FeedBody, FeedFixture, FeedMessage, SportsFeed } from '#adapters/sports-feed/sports-feed';

/**
 * A feed a test scripts message by message (the edge's interface, as the simulated feed and
 * API-Football implement it): `send` queues messages for the next poll, each fixture's sequence
 * counting up unless a test repeats or reorders one on purpose.
 */
export const createScriptedFeed = (clock: { now(): Date }, source = 'scripted') => {
  let queue: FeedMessage[] = [];
  let polls = 0;
  const sequences = new Map<string, number>();
  let healthy = true;
  const feed: SportsFeed & {
    send(fixtureRef: string, ...bodies: FeedBody[]): FeedMessage[];
    resend(messages: FeedMessage[]): void;
    setHealthy(value: boolean): void;
    fixture(fixtureRef: string, facts?: Partial<FeedFixture>): FeedMessage[];
  } = {
    source,
    simulated: true,
    async poll() {
      polls += 1;
      const batch = queue;
      queue = [];
      return { messages: healthy ? batch : [], cursor: String(polls), healthy };
    },
    send(fixtureRef, ...bodies) {
      const sent = bodies.map((body) => {
        const sequence = (sequences.get(fixtureRef) ?? 0) + 1;
        sequences.set(fixtureRef, sequence);
        return { ...body, fixtureRef, sequence, sentAt: clock.now() } as FeedMessage;
      });
      queue.push(...sent);
      return sent;
    },
    resend(messages) {
      queue.push(...messages);
    },
    setHealthy(value) {
      healthy = value;
    },
    fixture(fixtureRef, facts = {}) {
      return feed.send(fixtureRef, {
        type: 'FIXTURE',
        fixture: {
          competition: { ref: 'scripted-league', name: 'ลีกทดสอบ (จำลอง)', tier: 'TOP', country: 'TH' },
          home: 'ช้างเผือก',
          away: 'พยัคฆ์ร้าย',
          kickoffAt: new Date(clock.now().getTime() + 3_600_000),
          neutralVenue: false,
          venueCountry: 'TH',
          simulated: true,
          ...facts,
        },
      });
    },
  };
  return feed;
};
export type ScriptedFeed = ReturnType<typeof createScriptedFeed>;

/** A whole board of prices for a fixture: the main lines and 1X2 of both periods. */
export const boardPrices = (
  version: number,
  overrides: Record<string, Array<{ outcome: string; odds: string }>> = {},
): FeedBody => ({
  type: 'PRICES',
  version,
  markets: Object.entries({
    'FT.AH:-0.5': [
      { outcome: 'HOME', odds: '1.92' },
      { outcome: 'AWAY', odds: '1.92' },
    ],
    'FT.OU:2.5': [
      { outcome: 'OVER', odds: '1.92' },
      { outcome: 'UNDER', odds: '1.92' },
    ],
    'FT.1X2': [
      { outcome: 'HOME', odds: '2.10' },
      { outcome: 'DRAW', odds: '3.30' },
      { outcome: 'AWAY', odds: '3.40' },
    ],
    '1H.OU:1': [
      { outcome: 'OVER', odds: '1.90' },
      { outcome: 'UNDER', odds: '1.90' },
    ],
    ...overrides,
  }).map(([key, prices]) => ({ key, prices })),
});
