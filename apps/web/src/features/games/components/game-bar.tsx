import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { gameText } from '../../../messages/games';
import { useGame } from '../api/get-game';
import { lobbyOf } from './lobby-of';

/** The game-loader's slim bar: the way back to the game's lobby, its name, and `balance` (the app's widget). */
export const GameBar = ({ slug, balance }: { slug: string; balance: ReactNode }) => {
  const game = useGame(slug);
  usePageTitle(game.data?.name);
  const lobby = lobbyOf(game.data?.category);
  return (
    <header className="flex h-12 shrink-0 items-center gap-2 border-b border-gold-400/20 bg-brand-900 px-2">
      <Link
        to={lobby.href}
        aria-label={lobby.back}
        className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-gold-200 hover:bg-white/10"
      >
        <span aria-hidden="true">‹</span>
        {gameText.back}
      </Link>
      <h1 className="min-w-0 flex-1 truncate text-center text-base font-semibold text-gold-100">
        {game.data?.name ?? ''}
      </h1>
      {balance}
    </header>
  );
};
