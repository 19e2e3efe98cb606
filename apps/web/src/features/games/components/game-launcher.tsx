import { fillMessage, readGameBalanceShown } from '@chokdee/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { apiMessage } from '../../../lib/api-client';
import { useIsMember } from '../../../lib/auth-store';
import { gameText } from '../../../messages/games';
import { useGame } from '../api/get-game';
import { useLaunchGame } from '../api/launch-game';
import { lobbyOf } from './lobby-of';

/**
 * `/game/launcher/{slug}`: starts a session (`POST launch`) once on arrival and opens the provider's
 * game in a frame filling the screen. A failure is said in Thai (the server's message: closed game,
 * money owed, provider down) with a retry and the way back. A guest is sent to `/game-entry`.
 * `onBalanceShown` hears the game say which balance its screen shows (contracts game-frame.ts): only
 * from the game's own frame and origin.
 */
export const GameLauncher = ({
  slug,
  onBalanceShown,
}: {
  slug: string;
  onBalanceShown?: (balance: string) => void;
}) => {
  const isMember = useIsMember();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const game = useGame(slug);
  const started = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const gameUrl = launch.data?.url;

  useEffect(() => {
    if (!gameUrl || !onBalanceShown) return;
    const gameOrigin = new URL(gameUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      // Anything else may post to this window: only the game's own frame, from the game's origin.
      if (event.origin !== gameOrigin || !frame.current || event.source !== frame.current.contentWindow)
        return;
      const balance = readGameBalanceShown(event.data);
      if (balance !== undefined) onBalanceShown(balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [gameUrl, onBalanceShown]);

  useEffect(() => {
    if (!isMember) {
      void navigate(paths.gameEntry.getHref(slug), { replace: true });
      return;
    }
    // Once per visit: a second launch would end the first session (React runs effects twice in dev).
    if (started.current) return;
    started.current = true;
    launch.mutate(slug);
  }, [isMember, launch, navigate, slug]);

  if (launch.isSuccess)
    return (
      <iframe
        ref={frame}
        src={launch.data.url}
        title={fillMessage(gameText.gameFrame, { name: game.data?.name ?? slug })}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        className="size-full flex-1 border-0 bg-black"
      />
    );
  if (launch.isError) {
    const lobby = lobbyOf(game.data?.category);
    return (
      <div role="alert" className="m-auto flex max-w-sm flex-col items-center gap-4 px-4 text-center">
        <p className="text-lg font-semibold text-gold-100">{gameText.launchFailed}</p>
        <p className="text-white/80">{apiMessage(launch.error)}</p>
        <div className="flex gap-3">
          <Button onClick={() => launch.mutate(slug)}>{gameText.retry}</Button>
          <Link to={lobby.href} className={buttonClassName({ variant: 'secondary' })}>
            {lobby.back}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="m-auto flex flex-col items-center gap-3 text-gold-100">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-gold-300 border-t-transparent"
      />
      {gameText.launching}
    </div>
  );
};
