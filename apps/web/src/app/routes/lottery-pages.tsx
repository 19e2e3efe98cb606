import { CheckoutPage } from '../../features/lottery/components/checkout-page';
import { ResultsPage } from '../../features/lottery/components/results-page';
import { useRouteHandle } from '../route-handle';
import { MemberGate } from './lottery-buy-route';
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

/** `/lotto/checkout`, `/lottery/checkout`. */
export const CheckoutRoute = () => {
  const { title } = useRouteHandle();
  return (
    <MemberGate>
      <CheckoutPage title={title} />
    </MemberGate>
  );
};

export { BuyRoute, MemberGate } from './lottery-buy-route';
export { LotteryListRoute } from './lottery-list-route';
