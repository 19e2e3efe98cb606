import { type ReactNode, useEffect } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import {
  BallIcon,
  CardsIcon,
  CashbackIcon,
  ChatIcon,
  CoinIcon,
  CrownIcon,
  FishIcon,
  HomeIcon,
  SendIcon,
  SlotIcon,
  TargetIcon,
  TicketIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { modalIds, paths } from '../../config/paths';
import { useWebConfig } from '../../lib/api/get-web-config';
import { useIsMember } from '../../lib/auth-store';
import { cx } from '../../lib/cx';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';
import { InstallAppButton } from './install-app-button';
import { isDesktop, SIDEBAR_ID, useSidebarStore } from './sidebar-store';

const links: ReadonlyArray<{ to: string; label: string; icon: ReactNode; end?: boolean }> = [
  { to: paths.home.getHref(), label: webTh.home, icon: <HomeIcon className="size-5" />, end: true },
  { to: paths.lottery.getHref(), label: webTh.onlineLottery, icon: <TicketIcon className="size-5" /> },
  { to: paths.cryptoLottery.getHref(), label: webTh.cryptoLottery, icon: <CoinIcon className="size-5" /> },
  { to: paths.liveCasino.getHref(), label: webTh.liveCasino, icon: <CardsIcon className="size-5" /> },
  { to: paths.slotGame.getHref(), label: webTh.slots, icon: <SlotIcon className="size-5" /> },
  { to: paths.sports.getHref(), label: webTh.sports, icon: <BallIcon className="size-5" /> },
  { to: paths.fishingHunter.getHref(), label: webTh.fishing, icon: <FishIcon className="size-5" /> },
];

const itemClass = (isActive: boolean) =>
  cx(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base transition-colors',
    isActive ? 'bg-gold-400/15 font-semibold text-gold-200' : 'text-white/85 hover:bg-white/5',
  );

const RewardTile = ({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) => (
  <button
    type="button"
    onClick={onClick}
    className="flex flex-col items-center gap-1 rounded-xl bg-gradient-to-b from-brand-700 to-brand-800 p-3 text-sm text-gold-100 ring-1 ring-gold-400/30 hover:from-brand-600"
  >
    <span className="text-gold-300">{icon}</span>
    {label}
  </button>
);

/** The left menu: games, chat links, reward tiles and the install button. Toggled from the header. */
export const Sidebar = () => {
  const { isOpen, close } = useSidebarStore();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isMember = useIsMember();
  const { openModal } = useModal();
  const { data: config } = useWebConfig();

  useEffect(() => {
    if (pathname && !isDesktop()) close();
  }, [pathname, close]);

  const memberAction = (action: () => void) => () => {
    if (!isMember) openModal(modalIds.login);
    else action();
  };

  return (
    <>
      {isOpen && (
        <button
          type="button"
          aria-label={webTh.closeSidebar}
          tabIndex={-1}
          onClick={close}
          className="fixed inset-0 top-[62px] z-20 bg-black/60 md:hidden"
        />
      )}
      <aside
        id={SIDEBAR_ID}
        hidden={!isOpen}
        className="fixed top-[62px] bottom-0 left-0 z-20 w-64 overflow-y-auto border-r border-gold-400/20 bg-brand-900 px-3 pt-3 pb-24"
      >
        <nav aria-label={webTh.sidebar}>
          <ul className="flex flex-col gap-0.5">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => itemClass(isActive)}>
                  {link.icon}
                  {link.label}
                </NavLink>
              </li>
            ))}
            {config?.lineUrl && (
              <li>
                <a
                  href={config.lineUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={itemClass(false)}
                >
                  <ChatIcon className="size-5" />
                  {webTh.line}
                </a>
              </li>
            )}
            {config?.telegramUrl && (
              <li>
                <a
                  href={config.telegramUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={itemClass(false)}
                >
                  <SendIcon className="size-5" />
                  {webTh.telegram}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <section aria-label={webTh.rewards} className="mt-4">
          <h2 className="mb-2 px-1 text-sm font-semibold text-gold-300">{webTh.rewards}</h2>
          <div className="grid grid-cols-2 gap-2">
            <RewardTile
              label={webTh.mission}
              icon={<TargetIcon />}
              onClick={memberAction(() => void navigate(paths.missions.getHref()))}
            />
            <RewardTile
              label={webTh.vip}
              icon={<CrownIcon />}
              onClick={memberAction(() => void navigate(paths.vip.getHref()))}
            />
            <RewardTile
              label={webTh.referral}
              icon={<UsersIcon />}
              onClick={memberAction(() => void navigate(paths.referralFriend.getHref()))}
            />
            <RewardTile
              label={webTh.lossCashback}
              icon={<CashbackIcon />}
              onClick={memberAction(() => openModal(modalIds.cashback))}
            />
          </div>
        </section>
        <div className="mt-4">
          <InstallAppButton />
        </div>
      </aside>
    </>
  );
};
