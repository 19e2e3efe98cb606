import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Invitation } from '../../features/referral/components/invitation';
import { ReferralFriends } from '../../features/referral/components/referral-friends';
import { ReferralHistory } from '../../features/referral/components/referral-history';
import { ReferralIncome } from '../../features/referral/components/referral-income';
import { ReferralSummary } from '../../features/referral/components/referral-summary';
import { ReferralTabs } from '../../features/referral/components/referral-tabs';
import { useIsMember } from '../../lib/auth-store';
import { useRouteHandle } from '../route-handle';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

const ReferralPage = ({ children }: { children: ReactNode }) => {
  const { title } = useRouteHandle();
  const isMember = useIsMember();
  return (
    <section className="mx-auto w-full max-w-xl">
      {title && <PageHeading>{title}</PageHeading>}
      {isMember ? (
        <>
          <ReferralTabs />
          {children}
        </>
      ) : (
        <MemberOnlyNotice />
      )}
    </section>
  );
};

/** `/referral-friend`. */
export const ReferralSummaryRoute = () => (
  <ReferralPage>
    <ReferralSummary />
  </ReferralPage>
);

/** `/referral-friend/member`. */
export const ReferralMembersRoute = () => (
  <ReferralPage>
    <ReferralFriends />
  </ReferralPage>
);

/** `/referral-friend/history`. */
export const ReferralHistoryRoute = () => (
  <ReferralPage>
    <ReferralHistory />
  </ReferralPage>
);

/** `/referral-friend/summary`. */
export const ReferralIncomeRoute = () => (
  <ReferralPage>
    <ReferralIncome />
  </ReferralPage>
);

/** `/invite-friend/{slug}` (open to guests). */
export const InviteFriendRoute = () => {
  const { slug = '' } = useParams();
  const { title } = useRouteHandle();
  return (
    <section className="mx-auto w-full max-w-xl">
      {title && <PageHeading>{title}</PageHeading>}
      <Invitation slug={slug} />
    </section>
  );
};
