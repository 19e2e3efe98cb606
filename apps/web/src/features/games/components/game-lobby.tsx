import { fillMessage, type GameCategory, type GameListItem } from '@chokdee/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useIsMember } from '../../../lib/auth-store';
import { cx } from '../../../lib/cx';
import { gameText } from '../../../messages/games';
import { useGameProviders } from '../api/get-game-providers';
import { useGames } from '../api/get-games';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid } from './game-tile';

export type LobbySection = { category: GameCategory; title?: string };

/** A read that failed: what failed, and "ลองใหม่". */
const Failed = ({ onRetry }: { onRetry: () => void }) => (
  <div role="alert" className="flex items-center gap-3 text-sm text-red-300">
    <p>{gameText.gamesFailed}</p>
    <Button size="sm" variant="secondary" onClick={onRetry}>
      {gameText.retry}
    </Button>
  </div>
);

/** One category's games (of one provider when given), filtered by the search, page by page. */
const Section = ({
  section,
  provider,
  q,
  emptyText,
}: {
  section: LobbySection;
  provider: string | undefined;
  q: string;
  emptyText: string;
}) => {
  const games = useGames({ category: section.category, provider, ...(q ? { q } : {}) });
  const headingId = useId();
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={section.title ? headingId : undefined} className="flex flex-col gap-2">
      {section.title && (
        <h2 id={headingId} className="text-lg font-semibold text-gold-200">
          {section.title}
        </h2>
      )}
      {games.isPending ? (
        <p className="text-sm text-white/70" role="status">
          {gameText.gamesLoading}
        </p>
      ) : games.isError ? (
        <Failed onRetry={() => void games.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-brand-900/70 px-4 py-6 text-center text-white/70 ring-1 ring-white/10">
          {q ? fillMessage(gameText.noMatch, { q }) : emptyText}
        </p>
      ) : (
        <>
          <GameGrid games={items} label={section.title} />
          {games.hasNextPage && (
            <Button
              variant="secondary"
              loading={games.isFetchingNextPage}
              onClick={() => void games.fetchNextPage()}
            >
              {gameText.loadMore}
            </Button>
          )}
        </>
      )}
    </section>
  );
};

/** Provider chips of a category: "all" and each provider, each a link (`/slot-game/{code}`). */
const ProviderChips = ({
  category,
  active,
  hrefOf,
  allHref,
}: {
  category: GameCategory;
  active: string | undefined;
  hrefOf: (code: string) => string;
  allHref: string;
}) => {
  const providers = useGameProviders(category);
  if (!providers.data || providers.data.length === 0) return null;
  const chip = (isActive: boolean) =>
    cx(
      'shrink-0 rounded-full px-3 py-1.5 text-sm ring-1',
      isActive
        ? 'bg-gold-400 font-semibold text-brand-950 ring-gold-300'
        : 'bg-brand-800 text-gold-100 ring-gold-400/20 hover:bg-brand-700',
    );
  return (
    <nav aria-label={gameText.providers}>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        <li>
          <Link
            to={allHref}
            className={chip(active === undefined)}
            aria-current={active === undefined ? 'page' : undefined}
          >
            {gameText.allProviders}
          </Link>
        </li>
        {providers.data.map((provider) => (
          <li key={provider.code}>
            <Link
              to={hrefOf(provider.code)}
              className={chip(active === provider.code)}
              aria-current={active === provider.code ? 'page' : undefined}
            >
              {provider.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** The member's recent games of this lobby's categories (nothing for a guest or before any launch). */
const RecentGames = ({ categories }: { categories: ReadonlySet<GameCategory> }) => {
  const recent = useRecentGames();
  const games: GameListItem[] = (recent.data ?? []).filter((game) => categories.has(game.category));
  if (games.length === 0) return null;
  return (
    <section aria-label={gameText.recent} className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-gold-200">{gameText.recent}</h2>
      <GameGrid games={games} label={gameText.recent} />
    </section>
  );
};

/**
 * A game lobby (`/live-casino`, `/slot-game`, `/slot-game/{provider}`, `/fish-hunter`):
 * a search over the lobby's sections, the member's recent games, and each section's tiles. With
 * `providerChips` the category's providers are links to their own page; `provider` narrows to one.
 */
export const GameLobby = ({
  sections,
  provider,
  providerChips,
  emptyText = gameText.noGames,
}: {
  sections: LobbySection[];
  provider?: string;
  providerChips?: { category: GameCategory; hrefOf: (code: string) => string; allHref: string };
  emptyText?: string;
}) => {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const isMember = useIsMember();
  const searchId = useId();
  return (
    <div className="flex flex-col gap-4">
      <search className="flex flex-col gap-1">
        <label htmlFor={searchId} className="sr-only">
          {gameText.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={50}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={gameText.searchPlaceholder}
          className="w-full rounded-xl bg-brand-950 px-4 py-2.5 text-base text-white ring-1 ring-gold-400/30 placeholder:text-white/40 focus:ring-gold-300 focus:outline-none"
        />
      </search>
      {providerChips && <ProviderChips {...providerChips} active={provider} />}
      {isMember && !q && <RecentGames categories={new Set(sections.map((section) => section.category))} />}
      {sections.map((section) => (
        <Section key={section.category} section={section} provider={provider} q={q} emptyText={emptyText} />
      ))}
    </div>
  );
};
