import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { cx } from '../../../lib/cx';
import { referralText } from '../../../messages/referral';

const tabs = [
  { to: paths.referralFriend.getHref(), label: referralText.tabs.summary, end: true },
  { to: paths.referralFriendMember.getHref(), label: referralText.tabs.members, end: false },
  { to: paths.referralFriendHistory.getHref(), label: referralText.tabs.history, end: false },
  { to: paths.referralFriendSummary.getHref(), label: referralText.tabs.byPeriod, end: false },
];

/** The four referral pages, one tap apart (phone-first: four equal tabs in one row at 390 px). */
export const ReferralTabs = () => (
  <nav
    aria-label={referralText.tabsLabel}
    className="mb-4 grid grid-cols-4 gap-1 rounded-xl bg-brand-800 p-1"
  >
    {tabs.map((tab) => (
      <NavLink
        key={tab.to}
        to={tab.to}
        end={tab.end}
        className={({ isActive }) =>
          cx(
            'rounded-lg px-1 py-2 text-center text-sm font-semibold',
            isActive ? 'bg-gold-400 text-brand-950' : 'text-white/80 hover:bg-white/10',
          )
        }
      >
        {tab.label}
      </NavLink>
    ))}
  </nav>
);
