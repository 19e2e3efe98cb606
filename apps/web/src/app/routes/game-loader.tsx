import { Link, Outlet, useParams } from 'react-router';
import { ComingSoon } from '../../components/feedback/coming-soon';
import { paths } from '../../config/paths';
import { webTh } from '../../messages/th';
import { ModalOutlet } from '../modals';

/** The game-loader layout: a slim bar with the way back, and the game filling the rest. */
export const GameLoaderLayout = () => (
  <div className="flex min-h-dvh flex-col">
    <header className="flex h-[62px] items-center gap-3 border-b border-gold-400/20 bg-brand-900 px-3">
      <Link to={paths.home.getHref()} className="rounded-lg px-3 py-2 text-gold-200 hover:bg-white/10">
        <span aria-hidden="true">‹ </span>
        {webTh.backHome}
      </Link>
    </header>
    <main className="flex flex-1 flex-col p-3">
      <Outlet />
    </main>
    <ModalOutlet />
  </div>
);

/** /game/launcher/:slug and /game-entry/:slug: the provider's game opens here in a later release. */
export const GameLoaderPage = () => {
  const { slug } = useParams();
  return (
    <section className="flex flex-1 flex-col gap-3">
      <h1 className="text-xl font-bold text-gold-200">{slug}</h1>
      <ComingSoon />
    </section>
  );
};
