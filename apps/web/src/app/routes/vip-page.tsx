import { VipPage } from '../../features/vip/components/vip-page';
import { useIsMember } from '../../lib/auth-store';
import { useRouteHandle } from '../route-handle';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

/** `/vip`: the member's VIP level, progress and every level's benefits (members only). */
export const VipRoute = () => {
  const { title } = useRouteHandle();
  const isMember = useIsMember();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      {isMember ? <VipPage /> : <MemberOnlyNotice />}
    </section>
  );
};
