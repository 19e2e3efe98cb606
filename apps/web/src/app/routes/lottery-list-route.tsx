import { LotteryListPage } from '../../features/lottery/components/lottery-list-page';
import { useRouteHandle } from '../route-handle';
import { PageHeading } from './page-heading';

/**
 * `/lottery`, `/lotto`, `/buy`: the product list (each open round leads to its buy page). A chunk of
 * its own, apart from the checkout and results pages, so its first load evaluates no zod schema.
 */
export const LotteryListRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <LotteryListPage />
    </section>
  );
};
