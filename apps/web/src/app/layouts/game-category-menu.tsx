import { NavLink } from 'react-router';
import { BallIcon, CardsIcon, SlotIcon, TicketIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { cx } from '../../lib/cx';
import { webTh } from '../../messages/th';

const categories = [
  { to: paths.home.getHref(), label: webTh.lottery, icon: TicketIcon, end: true },
  { to: paths.liveCasino.getHref(), label: webTh.casino, icon: CardsIcon, end: false },
  { to: paths.slotGame.getHref(), label: webTh.slots, icon: SlotIcon, end: false },
  { to: paths.sports.getHref(), label: webTh.sports, icon: BallIcon, end: false },
] as const;

/** Lottery / casino / slots / sports switcher under the header of the lobby pages. */
export const GameCategoryMenu = () => (
  <nav aria-label={webTh.gameCategories} className="mb-4">
    <ul className="grid grid-cols-4 gap-2">
      {categories.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cx(
                'flex flex-col items-center gap-1 rounded-xl py-2 text-sm ring-1 transition-colors',
                isActive
                  ? 'bg-gradient-to-b from-gold-300 to-gold-500 font-semibold text-brand-950 ring-gold-300'
                  : 'bg-brand-800 text-gold-100 ring-gold-400/20 hover:bg-brand-700',
              )
            }
          >
            <Icon className="size-6" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
