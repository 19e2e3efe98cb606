import { VipPage } from '../../features/vip/components/vip-page';
import { useRouteHandle } from '../route-handle';
import { PageHeading } from './page-heading';

/** `/vip`: the member's VIP level, progress and every level's benefits (members only). */
export const VipRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <VipPage />
    </section>
  );
};
