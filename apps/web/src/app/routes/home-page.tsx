import type { LottoProduct, WebConfig } from '@chokdee/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/ui/button';
import { modalIds, paths } from '../../config/paths';
import { Announcements } from '../../features/content/components/announcements';
import { useLottoList } from '../../features/lottery/api/get-lotto-list';
import { LobbySection, seeAllClass } from '../../features/lottery/components/lobby-section';
import { ProductCard } from '../../features/lottery/components/product-card';
import { ResultCard } from '../../features/lottery/components/result-card';
import { useNow } from '../../features/lottery/hooks/use-now';
import { useWebConfig } from '../../lib/api/get-web-config';
import { useIsMember } from '../../lib/auth-store';
import { useModal } from '../../lib/modal-url';
import { useIdle } from '../../lib/when-idle';
import { lobbyText } from '../../messages/lobby';
import { lotteryText } from '../../messages/lottery';
import { webTh } from '../../messages/th';

/** How many open products and results the home page shows before "see all". */
const HOME_ITEMS = 6;

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

const PromotionBanners = lazy(() =>
  import('../../features/promotions/components/promotion-banners').then((module) => ({
    default: module.PromotionBanners,
  })),
);

/**
 * Promotion banners, fetched and drawn once the browser is idle after the first paint: the home
 * route's first load stays within its budget (bench/README.md). They sit under the open products,
 * below a phone's first screen, so their arrival neither moves what the member is reading nor makes
 * a late image the page's largest paint (Lighthouse's LCP, bench/lighthouse.mjs).
 */
const LazyPromotionBanners = () => {
  if (!useIdle()) return null;
  return (
    <Suspense fallback={null}>
      <PromotionBanners />
    </Suspense>
  );
};

/** The way to each lottery category: the list by group, Yeekee, the results. */
const categoryLinks = [
  ...(['THAI', 'FOREIGN', 'STOCK'] as const).map((group) => ({
    to: `${paths.lottery.getHref()}?group=${group}`,
    label: lotteryText.groups[group],
  })),
  { to: paths.lotteryYeekee.getHref(), label: lotteryText.groups.YEEKEE },
  { to: paths.lotteryResults.getHref(), label: lobbyText.results },
] as const;

const Categories = () => (
  <nav aria-label={lobbyText.categories}>
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {categoryLinks.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex h-full items-center justify-center rounded-xl bg-brand-800 px-2 py-3 text-center text-sm font-semibold text-gold-100 ring-1 ring-gold-400/20 hover:bg-brand-700"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);

const isOpenNow = (product: LottoProduct, now: number) =>
  product.currentRound?.status === 'OPEN' && new Date(product.currentRound.closeAt).getTime() > now;

/** The products open now, closing first first, with their countdowns. */
const OpenProducts = ({ products }: { products: LottoProduct[] }) => {
  const now = useNow(1000);
  const open = products
    .filter((product) => isOpenNow(product, now))
    .sort((a, b) => (a.currentRound?.closeAt ?? '').localeCompare(b.currentRound?.closeAt ?? ''))
    .slice(0, HOME_ITEMS);
  return (
    <LobbySection
      id="home-open"
      title={lobbyText.openNow}
      action={
        <Link to={paths.lottery.getHref()} className={seeAllClass}>
          {lobbyText.seeAllLotteries}
        </Link>
      }
    >
      {open.length === 0 ? (
        <p className="text-sm text-white/70">{lobbyText.noOpen}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {open.map((product) => (
            <ProductCard key={product.code} product={product} now={now} />
          ))}
        </ul>
      )}
    </LobbySection>
  );
};

/** Each product's latest result, newest draw first. */
const LatestResults = ({ products }: { products: LottoProduct[] }) => {
  const results = products
    .flatMap((product) => (product.latestResult ? [product.latestResult] : []))
    .sort((a, b) => b.drawDate.localeCompare(a.drawDate))
    .slice(0, HOME_ITEMS);
  if (results.length === 0) return null;
  return (
    <LobbySection
      id="home-results"
      title={lobbyText.results}
      action={
        <Link to={paths.lotteryResults.getHref()} className={seeAllClass}>
          {lobbyText.allResults}
        </Link>
      }
    >
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {results.map((result) => (
          <ResultCard key={result.roundCode} result={result} />
        ))}
      </ul>
    </LobbySection>
  );
};

/**
 * The lottery lobby: the operator's banners, who we are and the way in, the lottery categories, the
 * products open now with their countdowns, and the latest results.
 */
export const HomePage = () => {
  const isMember = useIsMember();
  const { openModal } = useModal();
  const { data: config } = useWebConfig();
  const list = useLottoList();
  return (
    <div className="flex flex-col gap-5">
      <Announcements isMember={isMember} />
      <Banners banners={config?.banners ?? []} />
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-5 ring-1 ring-gold-400/40 md:p-8">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 size-48 rounded-full bg-gold-400/20 blur-2xl"
        />
        {/* Two lines kept on a phone: the operator's site name (web config) arrives after the first paint. */}
        <h1 className="min-h-[2lh] text-2xl font-extrabold text-gold-200 md:min-h-0 md:text-3xl">
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
      <Categories />
      {list.data && <OpenProducts products={list.data} />}
      <LazyPromotionBanners />
      {list.data && <LatestResults products={list.data} />}
    </div>
  );
};
