import { type GameCategory, gameCategoryNames, gameLobbyPaths } from '@chokdee/contracts';
import { paths } from '../../../config/paths';
import { webTh } from '../../../messages/th';

/** Where a game's "back" leads: its category's lobby (TABLE games are listed with live casino); home while unknown. */
export const lobbyOf = (category: GameCategory | undefined): { href: string; name: string } =>
  category
    ? {
        href: gameLobbyPaths[category],
        name: gameCategoryNames[category === 'TABLE' ? 'LIVE_CASINO' : category],
      }
    : { href: paths.home.getHref(), name: webTh.home };
