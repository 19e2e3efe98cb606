import { Outlet, useParams } from 'react-router';
import { OfflineBanner } from '../../components/feedback/network-status';
import { GameBar } from '../../features/games/components/game-bar';
import { GameEntry } from '../../features/games/components/game-entry';
import { GameLauncher } from '../../features/games/components/game-launcher';
import { useWallet } from '../../features/wallet/api/get-balance';
import { BalanceWidget } from '../../features/wallet/components/balance-widget';
import { useGameHold } from '../../features/wallet/hooks/use-game-hold';
import { useWalletRealtime } from '../../features/wallet/hooks/use-wallet-realtime';
import { useIsMember } from '../../lib/auth-store';
import { gameText } from '../../messages/games';
import { useDocumentTitle } from '../document-title';
import { ModalOutlet } from '../modals';
import { MemberOnlyNotice } from './member-only-notice';

/**
 * The game-loader layout: the whole screen for the game, under a slim bar with the way back to the
 * game's lobby, its name and the member's balance — which follows `wallet.updated` pushes, but while
 * the game is open only once the game has shown the change (the launcher route below).
 */
export const GameLoaderLayout = () => {
  const { slug = '' } = useParams();
  const isMember = useIsMember();
  useDocumentTitle();
  useWallet();
  useWalletRealtime();
  return (
    <div className="flex h-dvh flex-col bg-brand-950">
      <GameBar slug={slug} balance={isMember ? <BalanceWidget /> : null} />
      <OfflineBanner />
      <main className="flex min-h-0 flex-1 flex-col">
        <Outlet />
      </main>
      <ModalOutlet />
    </div>
  );
};

/** `/game-entry/{slug}`. */
export const GameEntryRoute = () => {
  const { slug = '' } = useParams();
  return <GameEntry slug={slug} guestNotice={<MemberOnlyNotice text={gameText.entryLoginFirst} />} />;
};

/**
 * `/game/launcher/{slug}`: keyed by slug, so another game is a new launch. While it is open the
 * header's balance waits for the game to show a change (a house game says so once its reels or cards
 * have shown the result; other games after the hold's timeout), and leaving shows the wallet at once.
 */
export const GameLauncherRoute = () => {
  const { slug = '' } = useParams();
  const balanceShown = useGameHold();
  return <GameLauncher key={slug} slug={slug} onBalanceShown={balanceShown} />;
};
