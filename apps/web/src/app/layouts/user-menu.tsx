import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  CashbackIcon,
  ChevronDownIcon,
  GiftIcon,
  HistoryIcon,
  LogoutIcon,
  ShareIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { type ModalId, modalIds, paths } from '../../config/paths';
import { useMe } from '../../features/account/api/get-me';
import { useLogout } from '../../features/session/api/logout';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';

type ModalItem = { modal: ModalId; label: string; icon: ReactNode };

const modalItems: readonly ModalItem[] = [
  { modal: modalIds.profile, label: webTh.modalProfile, icon: <UserIcon className="size-5" /> },
  { modal: modalIds.social, label: webTh.modalSocial, icon: <ShareIcon className="size-5" /> },
  {
    // "Payment history" (ประวัติการเงิน) opens the member's statement: every movement of the balance.
    modal: modalIds.paymentHistory,
    label: webTh.modalPaymentHistory,
    icon: <HistoryIcon className="size-5" />,
  },
  { modal: modalIds.coupon, label: webTh.modalCoupon, icon: <TicketIcon className="size-5" /> },
  { modal: modalIds.joinPromotion, label: webTh.modalJoinPromotion, icon: <GiftIcon className="size-5" /> },
  { modal: modalIds.cashback, label: webTh.modalCashback, icon: <CashbackIcon className="size-5" /> },
];

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-base text-white hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none';

const focusItem = (menu: HTMLElement | null, move: (index: number, count: number) => number) => {
  const items = Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []);
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  items[(move(current, items.length) + items.length) % items.length]?.focus();
};

/** The member's menu (ARIA menu button): account modals, referral and logout. */
export const UserMenu = () => {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { openModal } = useModal();
  const { data: me } = useMe();
  const logout = useLogout();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    focusItem(menuRef.current, () => 0);
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (index: number, count: number) => number> = {
      ArrowDown: (index) => index + 1,
      ArrowUp: (index) => index - 1,
      Home: () => 0,
      End: (_, count) => count - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(menuRef.current, move);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      close(event.key === 'Escape');
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={webTh.userMenu}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        className="flex h-10 items-center gap-1 rounded-full bg-brand-800 px-2 text-gold-100 ring-1 ring-gold-400/30 hover:bg-brand-700"
      >
        <UserIcon className="size-5" />
        <span className="hidden max-w-28 truncate text-sm md:inline">{me?.loginName}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {isOpen && (
        <div className="absolute right-0 top-12 z-40 w-64 rounded-xl bg-brand-900 p-2 shadow-2xl ring-1 ring-gold-400/30">
          {me && (
            <p className="border-b border-white/10 px-3 pb-2 text-sm text-white/70">
              {webTh.hello} <span className="font-semibold text-gold-200">{me.name || me.loginName}</span>
            </p>
          )}
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={webTh.userMenu}
            onKeyDown={onMenuKeyDown}
            className="mt-1 flex flex-col"
          >
            {modalItems.map((item) => (
              <div key={item.modal} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={itemClass}
                  onClick={() => {
                    close(false);
                    openModal(item.modal);
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              </div>
            ))}
            <div role="none">
              <Link
                to={paths.referralFriend.getHref()}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                <UsersIcon className="size-5" />
                {webTh.referral}
              </Link>
            </div>
            <div role="none" className="mt-1 border-t border-white/10 pt-1">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${itemClass} text-red-300`}
                disabled={logout.isPending}
                onClick={() => {
                  close(false);
                  logout.mutate();
                }}
              >
                <LogoutIcon className="size-5" />
                {webTh.logout}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
};
