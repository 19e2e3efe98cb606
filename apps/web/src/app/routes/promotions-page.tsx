import { PromotionsPage } from '../../features/promotions/components/promotions-page';
import { useRouteHandle } from '../route-handle';
import { PageHeading } from './page-heading';

/** `/promotions`: open to guests (docs/domain/member-site.md §6); members also see their progress and bonus history. */
export const PromotionsRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <PromotionsPage />
    </section>
  );
};
