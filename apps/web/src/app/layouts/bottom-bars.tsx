import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import {
  ChatIcon,
  DepositIcon,
  GiftIcon,
  HomeIcon,
  LoginIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../components/ui/icons';
import { type ModalId, modalIds, paths } from '../../config/paths';
import { useWebConfig } from '../../lib/api/get-web-config';
import { cx } from '../../lib/cx';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
type BarItem = { label: string; icon: Icon; primary?: boolean } & (
  | { kind: 'link'; to: string; end?: boolean }
  | { kind: 'modal'; modal: ModalId }
  | { kind: 'external'; href: string | undefined; fallbackModal: ModalId }
);

const itemClass = (isActive = false, primary = false) =>
  cx(
    'flex h-full w-full flex-col items-center justify-center gap-0.5 text-xs leading-tight transition-colors',
    primary ? 'text-brand-950' : isActive ? 'text-gold-300' : 'text-white/80 hover:text-gold-200',
  );

const ItemBody = ({ item }: { item: BarItem }) => {
  const Icon = item.icon;
  return (
    <>
      <span
        className={cx(
          item.primary &&
            '-mt-6 grid size-12 place-items-center rounded-full bg-gradient-to-b from-gold-200 to-gold-500 shadow-lg ring-4 ring-brand-900',
        )}
      >
        <Icon className="size-6" />
      </span>
      <span className={cx(item.primary && 'text-gold-200')}>{item.label}</span>
    </>
  );
};

const BarEntry = ({ item }: { item: BarItem }) => {
  const { openModal } = useModal();
  if (item.kind === 'link') {
    return (
      <NavLink to={item.to} end={item.end} className={({ isActive }) => itemClass(isActive, item.primary)}>
        <ItemBody item={item} />
      </NavLink>
    );
  }
  if (item.kind === 'external' && item.href) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={itemClass(false, item.primary)}
      >
        <ItemBody item={item} />
      </a>
    );
  }
  const modal = item.kind === 'modal' ? item.modal : item.fallbackModal;
  return (
    <button type="button" onClick={() => openModal(modal)} className={itemClass(false, item.primary)}>
      <ItemBody item={item} />
    </button>
  );
};

const Bar = ({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly BarItem[];
  className: string;
}) => (
  <nav
    aria-label={label}
    className={cx(
      'fixed inset-x-0 bottom-0 z-30 h-16 border-t border-gold-400/25 bg-brand-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
      className,
    )}
  >
    <ul className="mx-auto grid h-full max-w-xl grid-cols-5">
      {items.map((item) => (
        <li key={item.label} className="h-full">
          <BarEntry item={item} />
        </li>
      ))}
    </ul>
  </nav>
);

const home = (to: string): BarItem => ({
  kind: 'link',
  to,
  end: true,
  label: webTh.home,
  icon: HomeIcon,
  primary: true,
});
const promotions: BarItem = {
  kind: 'link',
  to: paths.promotions.getHref(),
  label: webTh.promotions,
  icon: GiftIcon,
};
const deposit: BarItem = { kind: 'modal', modal: modalIds.deposit, label: webTh.deposit, icon: DepositIcon };
const withdraw: BarItem = {
  kind: 'modal',
  modal: modalIds.withdraw,
  label: webTh.withdraw,
  icon: WithdrawIcon,
};
const profile: BarItem = { kind: 'link', to: paths.profile.getHref(), label: webTh.profile, icon: UserIcon };
const login: BarItem = { kind: 'modal', modal: modalIds.login, label: webTh.login, icon: LoginIcon };
const register: BarItem = {
  kind: 'modal',
  modal: modalIds.register,
  label: webTh.register,
  icon: UserPlusIcon,
};

/** docs/domain/member-site.md §2 guest bottom bar: login, register, home, promotions, contact. */
export const GuestBar = ({ className = '' }: { className?: string }) => (
  <Bar
    label={webTh.guestBar}
    className={className}
    items={[
      login,
      register,
      home(paths.home.getHref()),
      promotions,
      { kind: 'modal', modal: modalIds.contact, label: webTh.contact, icon: ChatIcon },
    ]}
  />
);

/** docs/domain/member-site.md §2 member bottom bar: deposit, withdraw, home, promotions, profile. */
export const MemberBar = ({ className = '' }: { className?: string }) => (
  <Bar
    label={webTh.memberBar}
    className={className}
    items={[deposit, withdraw, home(paths.home.getHref()), promotions, profile]}
  />
);

/**
 * docs/domain/member-site.md §2 guest mobile footer (lottery section, phones): register, login, home (/lottery), contact (the LINE chat, opened
 * outside the site; the contact modal until the site's config has loaded), promotions.
 */
export const GuestMobileFooter = () => {
  const { data: config } = useWebConfig();
  return (
    <Bar
      label={webTh.guestFooter}
      className="md:hidden"
      items={[
        register,
        login,
        home(paths.lottery.getHref()),
        {
          kind: 'external',
          href: config?.lineUrl || undefined,
          fallbackModal: modalIds.contact,
          label: webTh.contact,
          icon: ChatIcon,
        },
        promotions,
      ]}
    />
  );
};

/** docs/domain/member-site.md §2 member mobile footer (lottery section, phones): deposit, withdraw, home, referral, profile. */
export const MemberMobileFooter = () => (
  <Bar
    label={webTh.memberFooter}
    className="md:hidden"
    items={[
      deposit,
      withdraw,
      home(paths.home.getHref()),
      { kind: 'link', to: paths.referralFriend.getHref(), label: webTh.referral, icon: UsersIcon },
      profile,
    ]}
  />
);

/**
 * The bottom navigation for who is looking. Every page has the bottom bar; in the lottery section
 * a phone gets the mobile footer instead (from 768 px up the bottom bar stays).
 */
export const Footer = ({ isMember, lotterySection }: { isMember: boolean; lotterySection: boolean }) => {
  const barClass = lotterySection ? 'hidden md:block' : '';
  if (isMember) {
    return (
      <>
        {lotterySection && <MemberMobileFooter />}
        <MemberBar className={barClass} />
      </>
    );
  }
  return (
    <>
      {lotterySection && <GuestMobileFooter />}
      <GuestBar className={barClass} />
    </>
  );
};
