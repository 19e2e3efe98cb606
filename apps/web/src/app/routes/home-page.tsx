import type { WebConfig } from '@chokdee/contracts';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button';
import { modalIds, paths } from '../../config/paths';
import { useWebConfig } from '../../lib/api/get-web-config';
import { useIsMember } from '../../lib/auth-store';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';

const BannerImage = ({ banner, label }: { banner: WebConfig['banners'][number]; label: string }) => {
  const image = (
    <img
      src={banner.imageUrl}
      alt={label}
      loading="lazy"
      className="aspect-[16/6] w-[85%] max-w-xl shrink-0 snap-start rounded-xl object-cover"
    />
  );
  return banner.linkUrl ? (
    <a href={banner.linkUrl} className="contents">
      {image}
    </a>
  ) : (
    image
  );
};

/** The operator's banners (back office → web config), scrolled sideways on a phone. */
const Banners = ({ banners }: { banners: WebConfig['banners'] }) =>
  banners.length === 0 ? null : (
    <section aria-label={webTh.banners} className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1">
      {banners.map((banner, index) => (
        <BannerImage key={banner.imageUrl} banner={banner} label={`${webTh.banners} ${index + 1}`} />
      ))}
    </section>
  );

/** The lottery lobby: the operator's banners, who we are, the way in for guests, then the lotteries. */
export const HomePage = () => {
  const isMember = useIsMember();
  const { openModal } = useModal();
  const { data: config } = useWebConfig();
  return (
    <div className="flex flex-col gap-5">
      <Banners banners={config?.banners ?? []} />
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-5 ring-1 ring-gold-400/40 md:p-8">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 size-48 rounded-full bg-gold-400/20 blur-2xl"
        />
        <h1 className="text-2xl font-extrabold text-gold-200 md:text-3xl">
          {config?.siteName ?? webTh.siteName} {webTh.onlineLottery}
        </h1>
        <p className="mt-2 text-white/85">{webTh.autoDepositClaim}</p>
        {isMember ? (
          <div className="mt-4 flex gap-3">
            <Button onClick={() => openModal(modalIds.deposit)}>{webTh.deposit}</Button>
            <Button variant="secondary" onClick={() => openModal(modalIds.withdraw)}>
              {webTh.withdraw}
            </Button>
          </div>
        ) : (
          <div className="mt-4 flex gap-3">
            <Button onClick={() => openModal(modalIds.register)}>{webTh.register}</Button>
            <Button variant="secondary" onClick={() => openModal(modalIds.login)}>
              {webTh.login}
            </Button>
          </div>
        )}
      </section>
      <section aria-labelledby="home-lotteries">
        <h2 id="home-lotteries" className="mb-3 text-xl font-bold text-gold-200">
          {webTh.onlineLottery}
        </h2>
        <p className="mb-3 text-white/85">{webTh.lotteryLobbyClaim}</p>
        <Link to={paths.lottery.getHref()} className={buttonClassName({ size: 'lg' })}>
          {webTh.goToLottery}
        </Link>
      </section>
    </div>
  );
};
