import { describe, expect, it } from 'vitest';
import { createSportsFeed } from './create-sports-feed';

const clock = { now: () => new Date('2025-05-10T12:00:00Z') };
const base = { speed: 60, seed: 'site-seed', clock };

describe('createSportsFeed', () => {
  it('answers no feed for off, the simulated feed, or API-Football with its key', () => {
    expect(createSportsFeed({ ...base, kind: 'off' })).toBeUndefined();
    const simulated = createSportsFeed({ ...base, kind: 'simulated' });
    expect(simulated).toMatchObject({ source: 'simulated', simulated: true });
    const real = createSportsFeed({ ...base, kind: 'api-football', apiKey: 'key' });
    expect(real).toMatchObject({ source: 'api-football', simulated: false });
  });

  it('refuses API-Football without a key, saying what is missing', () => {
    expect(() => createSportsFeed({ ...base, kind: 'api-football' })).toThrow(/needs an API-Football key/);
    expect(() => createSportsFeed({ ...base, kind: 'api-football', apiKey: '' })).toThrow(
      /SPORTS_FEED_API_KEY/,
    );
  });
});
