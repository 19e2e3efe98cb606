import { Outlet, useParams } from 'react-router';
import { FixturePage } from '../../features/sports/components/fixture-page';
import { SportsRulesPage } from '../../features/sports/components/rules-page';
import { SportsSlipHost } from '../../features/sports/components/slip-host';
import { SportsPage } from '../../features/sports/components/sports-page';
import { TicketPage } from '../../features/sports/components/ticket-page';
import { useSportsRealtime } from '../../features/sports/hooks/use-sports-realtime';
import { useRouteHandle } from '../route-handle';
import { MemberGate } from './lottery-buy-route';
import { PageHeading } from './page-heading';

/**
 * Every `/sports` page: in the sports room while one is open (live prices and ticket pushes), with the
 * slip's floating button and sheet over it.
 */
export const SportsLayoutRoute = () => {
  useSportsRealtime();
  return (
    <>
      <Outlet />
      <SportsSlipHost />
    </>
  );
};

/** `/sports`: the house sportsbook's fixtures (วันนี้ / สด / พรุ่งนี้). */
export const SportsListRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <SportsPage />
    </section>
  );
};

/** `/sports/:fixtureId`: one fixture with every market. */
export const SportsFixtureRoute = () => {
  const { fixtureId = '' } = useParams();
  return <FixturePage key={fixtureId} fixtureId={fixtureId} />;
};

/** `/sports/tickets/:ticketId` (members): a ticket with its working. */
export const SportsTicketRoute = () => {
  const { ticketId = '' } = useParams();
  return (
    <MemberGate>
      <TicketPage key={ticketId} ticketId={ticketId} />
    </MemberGate>
  );
};

/** `/sports/rules`: the rules in plain Thai. */
export const SportsRulesRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <SportsRulesPage />
    </section>
  );
};
