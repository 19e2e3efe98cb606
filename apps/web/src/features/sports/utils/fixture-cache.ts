import type { SportsFixture } from '@chokdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sportsKeys } from '../api/query-keys';
import { isInPlay } from './markets';

/**
 * What a list keeps of a pushed fixture (a push carries every market, a list only the main ones): the
 * markets flagged main now (a main line may have moved) and the ones the list already showed (1X2).
 */
const listMarkets = (pushed: SportsFixture, shown: SportsFixture): SportsFixture['markets'] => {
  const had = new Set(shown.markets.map((market) => market.key));
  return pushed.markets.filter((market) => market.main || had.has(market.key));
};

/**
 * A `sports.fixture` push written into the caches: the fixture page takes it whole, each list that
 * shows the fixture takes its score, status and main prices. A match that starts is not on the live
 * list yet (that list re-reads); one that is over leaves it.
 */
export const applyFixturePush = (queryClient: QueryClient, fixture: SportsFixture): void => {
  queryClient.setQueryData<SportsFixture>(sportsKeys.fixture(fixture.id), (current) =>
    current ? fixture : current,
  );
  for (const [queryKey, list] of queryClient.getQueriesData<SportsFixture[]>({
    queryKey: sportsKeys.lists,
  })) {
    if (!list) continue;
    const live = queryKey[1] === 'live';
    const index = list.findIndex((item) => item.id === fixture.id);
    const shown = list[index];
    if (!shown) {
      if (live && isInPlay(fixture)) void queryClient.invalidateQueries({ queryKey, exact: true });
      continue;
    }
    if (live && !isInPlay(fixture)) {
      queryClient.setQueryData<SportsFixture[]>(
        queryKey,
        list.filter((item) => item.id !== fixture.id),
      );
      continue;
    }
    const next = [...list];
    next[index] = { ...fixture, markets: listMarkets(fixture, shown) };
    queryClient.setQueryData<SportsFixture[]>(queryKey, next);
  }
};
