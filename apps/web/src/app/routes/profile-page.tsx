import { Link } from 'react-router';
import { modalIds, paths } from '../../config/paths';
import { useMe } from '../../features/account/api/get-me';
import { useLogout } from '../../features/session/api/logout';
import { useIsMember } from '../../lib/auth-store';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';
import { MemberOnlyNotice } from './member-only-notice';
import { PageHeading } from './page-heading';

const rowClass =
  'flex w-full items-center justify-between rounded-xl bg-brand-800 px-4 py-3 text-left text-base text-white ring-1 ring-white/10 hover:bg-brand-700';

/** /profile: the member's hub: who they are and every account action. */
export const ProfilePage = () => {
  const isMember = useIsMember();
  const { openModal } = useModal();
  const { data: me } = useMe();
  const logout = useLogout();

  if (!isMember) {
    return (
      <section>
        <PageHeading>{webTh.profile}</PageHeading>
        <MemberOnlyNotice />
      </section>
    );
  }

  const actions = [
    { modal: modalIds.profile, label: webTh.modalProfile },
    { modal: modalIds.changePassword, label: webTh.modalChangePassword },
    { modal: modalIds.fundHistory, label: webTh.modalFundHistory },
    { modal: modalIds.orderHistory, label: webTh.modalOrderHistory },
    { modal: modalIds.paymentHistory, label: webTh.modalPaymentHistory },
    { modal: modalIds.contact, label: webTh.modalContact },
  ] as const;

  return (
    <section>
      <PageHeading>{webTh.profile}</PageHeading>
      {me && (
        <div className="mb-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 ring-1 ring-gold-400/30">
          <p className="text-lg font-bold text-gold-200">{me.name}</p>
          <p className="text-white/75">{me.loginName}</p>
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {actions.map((action) => (
          <li key={action.modal}>
            <button type="button" className={rowClass} onClick={() => openModal(action.modal)}>
              {action.label}
              <span aria-hidden="true">›</span>
            </button>
          </li>
        ))}
        <li>
          <Link to={paths.referralFriend.getHref()} className={rowClass}>
            {webTh.referral}
            <span aria-hidden="true">›</span>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={`${rowClass} text-red-300`}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {webTh.logout}
          </button>
        </li>
      </ul>
    </section>
  );
};
