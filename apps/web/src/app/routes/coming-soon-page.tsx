import { ComingSoon } from '../../components/feedback/coming-soon';
import { useIsMember } from '../../lib/auth-store';
import { useRouteHandle } from '../route-handle';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

/** A declared route whose content a later release fills: the real layout and an honest notice. */
export const ComingSoonPage = () => {
  const { title, memberOnly } = useRouteHandle();
  const isMember = useIsMember();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      {memberOnly && !isMember ? <MemberOnlyNotice /> : <ComingSoon />}
    </section>
  );
};
