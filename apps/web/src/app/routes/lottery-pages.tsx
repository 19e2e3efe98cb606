import { BuyPage } from '../../features/lottery/components/buy-page';
import { CheckoutPage } from '../../features/lottery/components/checkout-page';
import { LotteryListPage } from '../../features/lottery/components/lottery-list-page';
import { ResultsPage } from '../../features/lottery/components/results-page';
import { useIsMember } from '../../lib/auth-store';
import { useRouteHandle } from '../route-handle';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

/** `/lottery/results`: results of settled rounds, by product. */
export const ResultsRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <ResultsPage />
    </section>
  );
};

/** `/lottery`, `/lotto`, `/buy`: the product list (each open round leads to its buy page). */
export const LotteryListRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <LotteryListPage />
    </section>
  );
};

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

/** `/lotto/buy`, `/lottery/buy`. */
export const BuyRoute = () => {
  const { title } = useRouteHandle();
  return (
    <MemberGate>
      <BuyPage title={title} />
    </MemberGate>
  );
};

/** `/lotto/checkout`, `/lottery/checkout`. */
export const CheckoutRoute = () => {
  const { title } = useRouteHandle();
  return (
    <MemberGate>
      <CheckoutPage title={title} />
    </MemberGate>
  );
};
