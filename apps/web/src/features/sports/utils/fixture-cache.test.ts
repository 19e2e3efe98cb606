import type { SportsFixture } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { sportsKeys } from '../api/query-keys';
import { fixtureFixture, marketFixture, OTHER_FIXTURE_ID } from '../testing-fixtures';
import { applyFixturePush } from './fixture-cache';

describe('applyFixturePush', () => {
  it('gives the fixture page the whole push and the lists its score and main markets', () => {
    const queryClient = createQueryClient();
    const listed = fixtureFixture();
    queryClient.setQueryData(sportsKeys.list('today'), [listed, fixtureFixture({ id: OTHER_FIXTURE_ID })]);
    queryClient.setQueryData(sportsKeys.fixture(listed.id), listed);
    const pushed = fixtureFixture({
      status: 'LIVE',
      minute: 5,
      score: { home: 0, away: 0 },
      markets: [
        // The main line moved from −0.75 to −1; the old line is still quoted.
        ...listed.markets.map((market) =>
          market.key === 'FT.AH:-0.75' ? { ...market, main: false } : market,
        ),
        marketFixture({ key: 'FT.AH:-1', main: true, prices: [{ outcome: 'HOME', odds: '2.000' }] }),
        marketFixture({ key: 'FT.AH:-1.25', prices: [{ outcome: 'HOME', odds: '2.300' }] }),
      ],
    });
    applyFixturePush(queryClient, pushed);
    expect(queryClient.getQueryData(sportsKeys.fixture(listed.id))).toEqual(pushed);
    const [row, other] = queryClient.getQueryData<SportsFixture[]>(sportsKeys.list('today')) ?? [];
    expect(row?.status).toBe('LIVE');
    expect(row?.markets.map((market) => market.key)).toEqual([
      'FT.AH:-0.75',
      'FT.OU:2.75',
      'FT.1X2',
      '1H.AH:-0.25',
      'FT.AH:-1',
    ]);
    expect(other?.id).toBe(OTHER_FIXTURE_ID);
    // No cache for a fixture page that is not open.
    applyFixturePush(queryClient, fixtureFixture({ id: 'elsewhere' }));
    expect(queryClient.getQueryData(sportsKeys.fixture('elsewhere'))).toBeUndefined();
  });

  it('a match that ends leaves the live list; one that starts makes it re-read', () => {
    const queryClient = createQueryClient();
    const live = fixtureFixture({ status: 'LIVE' });
    queryClient.setQueryData(sportsKeys.list('live'), [live]);
    applyFixturePush(queryClient, { ...live, status: 'ENDED' });
    expect(queryClient.getQueryData(sportsKeys.list('live'))).toEqual([]);
    applyFixturePush(queryClient, fixtureFixture({ id: OTHER_FIXTURE_ID, status: 'LIVE' }));
    expect(queryClient.getQueryState(sportsKeys.list('live'))?.isInvalidated).toBe(true);
  });
});
