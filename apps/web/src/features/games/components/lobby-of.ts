import { fillMessage, type GameCategory, gameCategoryNames, gameLobbyPaths } from '@chokdee/contracts';
import { paths } from '../../../config/paths';
import { gameText } from '../../../messages/games';
import { webTh } from '../../../messages/th';

/**
 * Where a game's "back" leads and what the link says: its category's lobby (TABLE games are listed
 * with live casino), home while the game is unknown. Home has its own words: "กลับไปหน้า" + "หน้าแรก"
 * would say หน้า twice.
 */
export const lobbyOf = (category: GameCategory | undefined): { href: string; back: string } =>
  category
    ? {
        href: gameLobbyPaths[category],
        back: fillMessage(gameText.backToLobby, {
          lobby: gameCategoryNames[category === 'TABLE' ? 'LIVE_CASINO' : category],
        }),
      }
    : { href: paths.home.getHref(), back: webTh.backHome };
