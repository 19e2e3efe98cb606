import { useParams } from 'react-router';
import { YeekeeLobbyPage } from '../../features/lottery/components/yeekee-lobby-page';
import { YeekeeProofPage } from '../../features/lottery/components/yeekee-proof-page';
import { YeekeeRoundPage } from '../../features/lottery/components/yeekee-round-page';
import { YeekeeRulesPage } from '../../features/lottery/components/yeekee-rules-page';
import { useRouteHandle } from '../route-handle';
import { MemberGate } from './lottery-buy-route';
import { PageHeading } from './page-heading';

/** `/lottery/yk`: the Yeekee markets and the day's rounds. */
export const YeekeeLobbyRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <YeekeeLobbyPage />
    </section>
  );
};

/** `/lottery/yk/round/:roundCode` (members): shoot, watch the board, bet. */
export const YeekeeRoundRoute = () => {
  const { roundCode = '' } = useParams();
  return (
    <MemberGate>
      <YeekeeRoundPage key={roundCode} roundCode={roundCode} />
    </MemberGate>
  );
};

/** `/lottery/yk/round/:roundCode/proof` (anyone): the result recomputed in the browser. */
export const YeekeeProofRoute = () => {
  const { title } = useRouteHandle();
  const { roundCode = '' } = useParams();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <YeekeeProofPage roundCode={roundCode} />
    </section>
  );
};

/** `/lottery/yk/rules/:marketCode`: a market's rules. */
export const YeekeeRulesRoute = () => {
  const { marketCode = '' } = useParams();
  return <YeekeeRulesPage marketCode={marketCode} />;
};
