import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { promotionText } from '../../../messages/promotions';
import { usePromotionBanners } from '../api/get-promotion-banners';

/** Home-page promotion banners, scrolled sideways on a phone; each leads to `/promotions`. */
export const PromotionBanners = () => {
  const { data } = usePromotionBanners();
  if (!data || data.length === 0) return null;
  return (
    <section aria-label={promotionText.banners} className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1">
      {data.map((banner) => (
        <Link
          key={banner.id}
          to={paths.promotions.getHref()}
          className="w-[85%] max-w-xl shrink-0 snap-start"
          data-testid="promotion-banner"
        >
          <img
            src={banner.bannerUrl}
            alt={banner.name}
            loading="lazy"
            width={640}
            height={240}
            className="aspect-[16/6] w-full rounded-xl object-cover"
          />
        </Link>
      ))}
    </section>
  );
};
