import { fillMessage, type GameListItem } from '@chokdee/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { gameText } from '../../../messages/games';

const Badge = ({ children, className }: { children: string; className: string }) => (
  <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${className}`}>{children}</span>
);

/** One game in a lobby: its picture, Thai name, provider, RTP and badges; opens `/game-entry/{slug}`. */
export const GameTile = ({ game }: { game: GameListItem }) => (
  <li>
    <Link
      to={paths.gameEntry.getHref(game.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-xl bg-brand-800 ring-1 ring-gold-400/20 transition hover:ring-gold-300"
      data-testid="game-tile"
    >
      <span className="relative block aspect-square bg-brand-950">
        {game.imageUrl && (
          <img
            src={game.imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition group-hover:scale-105"
          />
        )}
        <span className="absolute top-1.5 left-1.5 flex gap-1">
          {game.isNew && <Badge className="bg-emerald-400 text-brand-950">{gameText.newBadge}</Badge>}
          {game.isHot && <Badge className="bg-red-500 text-white">{gameText.hotBadge}</Badge>}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-0.5 p-2">
        <span className="line-clamp-2 text-sm font-semibold text-gold-100">{game.name}</span>
        <span className="truncate text-xs text-white/60">{game.providerName}</span>
        {game.rtp && (
          <span className="text-xs font-num text-emerald-300">
            {fillMessage(gameText.rtp, { rtp: game.rtp })}
          </span>
        )}
      </span>
    </Link>
  </li>
);

/** Tiles in a responsive grid (3 across on a 390 px phone). */
export const GameGrid = ({ games, label }: { games: GameListItem[]; label?: string }) => (
  <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
    {games.map((game) => (
      <GameTile key={game.slug} game={game} />
    ))}
  </ul>
);
