import { MissionsPage } from '../../features/missions/components/missions-page';
import { useRouteHandle } from '../route-handle';
import { PageHeading } from './page-heading';

/** `/missions` (members): the sidebar's quest tile. */
export const MissionsRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <MissionsPage />
    </section>
  );
};
