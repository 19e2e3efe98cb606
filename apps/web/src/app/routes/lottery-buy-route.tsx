import { BuyPage } from '../../features/lottery/components/buy-page';
import { useIsMember } from '../../lib/auth-store';
import { useRouteHandle } from '../route-handle';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

/** A guest sees the "log in first" notice under the route's title instead of a member-only page. */
export const MemberGate = ({ children }: { children: React.ReactNode }) => {
  const { title } = useRouteHandle();
  const isMember = useIsMember();
  if (isMember) return children;
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <MemberOnlyNotice />
    </section>
  );
};

/**
 * `/lotto/buy`, `/lottery/buy`. A chunk of its own, apart from the checkout and results pages, so
 * its first load evaluates no zod schema (what needs one loads when it is used).
 */
export const BuyRoute = () => {
  const { title } = useRouteHandle();
  return (
    <MemberGate>
      <BuyPage title={title} />
    </MemberGate>
  );
};
