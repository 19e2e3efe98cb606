import { fillMessage, gameCategoryNames } from '@chokdee/contracts';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useGameProviders } from '../../features/games/api/get-game-providers';
import { GameLobby } from '../../features/games/components/game-lobby';
import { usePageTitle } from '../../lib/page-title';
import { gameText } from '../../messages/games';
import { useRouteHandle } from '../route-handle';
import { PageHeading } from './page-heading';

/** A lobby under its heading: the route's title, or `title` (a provider's page), which names the tab too. */
const Page = ({ title, children }: { title?: string; children: React.ReactNode }) => {
  const handle = useRouteHandle();
  usePageTitle(title);
  const heading = title ?? handle.title;
  return (
    <section>
      {heading && <PageHeading>{heading}</PageHeading>}
      {children}
    </section>
  );
};

const slotChips = {
  category: 'SLOT',
  hrefOf: (code: string) => paths.slotGameProvider.getHref(code),
  allHref: paths.slotGame.getHref(),
} as const;

/** `/live-casino`: live casino, then the table games (baccarat, docs/domain/games.md §3) listed with it. */
export const LiveCasinoRoute = () => (
  <Page>
    <GameLobby
      sections={[
        { category: 'LIVE_CASINO', title: gameCategoryNames.LIVE_CASINO },
        { category: 'TABLE', title: gameCategoryNames.TABLE },
      ]}
    />
  </Page>
);

/** `/slot-game`: every slot, with the providers as links to their own page. */
export const SlotGameRoute = () => (
  <Page>
    <GameLobby sections={[{ category: 'SLOT' }]} providerChips={slotChips} />
  </Page>
);

/** `/slot-game/{provider}`: one provider's slots. */
export const SlotProviderRoute = () => {
  const { slug = '' } = useParams();
  const providers = useGameProviders('SLOT');
  const name = providers.data?.find((provider) => provider.code === slug)?.name ?? slug;
  return (
    <Page title={fillMessage(gameText.providerGames, { name })}>
      <GameLobby sections={[{ category: 'SLOT' }]} provider={slug} providerChips={slotChips} />
    </Page>
  );
};

/** `/fish-hunter`: the fish-shooting games. */
export const FishHunterRoute = () => (
  <Page>
    <GameLobby sections={[{ category: 'FISH' }]} />
  </Page>
);
