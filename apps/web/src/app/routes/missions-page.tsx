import { MissionsPage } from '../../features/missions/components/missions-page';
import { useIsMember } from '../../lib/auth-store';
import { useRouteHandle } from '../route-handle';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

/** `/missions` (members): the sidebar's quest tile. */
export const MissionsRoute = () => {
  const { title } = useRouteHandle();
  const isMember = useIsMember();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      {isMember ? <MissionsPage /> : <MemberOnlyNotice />}
    </section>
  );
};
