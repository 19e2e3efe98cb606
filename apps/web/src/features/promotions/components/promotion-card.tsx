import { fillMessage, type PromotionView } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { formatThaiDate } from '../../../lib/format';
import { promotionText } from '../../../messages/promotions';

/**
 * One promotion with everything a member needs to decide: banner, name, description, and the
 * plain-Thai terms the server writes (the same text staff previewed). `action` is the caller's button.
 */
export const PromotionCard = ({ promotion, action }: { promotion: PromotionView; action?: ReactNode }) => (
  <li
    className="overflow-hidden rounded-2xl bg-brand-800 ring-1 ring-gold-400/30"
    data-testid="promotion-card"
    aria-labelledby={`promotion-${promotion.id}`}
  >
    {promotion.bannerUrl && (
      <img
        src={promotion.bannerUrl}
        alt=""
        loading="lazy"
        className="aspect-[16/6] w-full object-cover"
        width={640}
        height={240}
      />
    )}
    <div className="flex flex-col gap-2 p-4">
      <h2 id={`promotion-${promotion.id}`} className="text-lg font-bold text-gold-200">
        {promotion.name}
      </h2>
      {promotion.description && (
        <p className="text-sm whitespace-pre-line text-white/85">{promotion.description}</p>
      )}
      <section aria-label={`${promotionText.terms} ${promotion.name}`}>
        <h3 className="text-sm font-semibold text-gold-100">{promotionText.terms}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-white/80">
          {promotion.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
      {promotion.validTo && (
        <p className="text-xs text-white/60">
          {fillMessage(promotionText.validUntil, { date: formatThaiDate(promotion.validTo) })}
        </p>
      )}
      {action}
    </div>
  </li>
);
