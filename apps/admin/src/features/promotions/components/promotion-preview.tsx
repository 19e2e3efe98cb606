import type { PromotionInput } from '@chokdee/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formatBaht } from '../../../lib/format';
import { promotionsTh as th } from '../../../messages/promotions';
import { usePromotionPreview } from '../api/preview-promotion';

/**
 * What a member depositing the amount typed here would get from the promotion as it stands in the
 * form (null: the form is not valid yet), and the Thai terms they would read — from the server.
 */
export const PromotionPreview = ({ promotion }: { promotion: PromotionInput | null }) => {
  const [deposit, setDeposit] = useState('1000.00');
  const preview = usePromotionPreview(promotion, deposit.trim());
  return (
    <section
      aria-labelledby="promotion-preview-title"
      className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="promotion-preview"
    >
      <h2 id="promotion-preview-title" className="text-lg font-bold text-slate-900">
        {th.previewTitle}
      </h2>
      <TextField
        label={th.previewDeposit}
        inputMode="decimal"
        value={deposit}
        onChange={(event) => setDeposit(event.target.value)}
      />
      {promotion === null ? (
        <p className="text-sm text-slate-500">{th.previewInvalid}</p>
      ) : preview.isError ? (
        <Alert>{apiMessage(preview.error)}</Alert>
      ) : !preview.data ? (
        <p className="text-sm text-slate-500">{th.previewLoading}</p>
      ) : (
        <div className="flex flex-col gap-2" aria-busy={preview.isFetching || undefined}>
          {!preview.data.qualifies && <Alert>{th.previewNotQualified}</Alert>}
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">{th.previewBonus}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="preview-bonus">
              {formatBaht(preview.data.bonus)}
            </dd>
            <dt className="text-slate-600">{th.previewTarget}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="preview-target">
              {formatBaht(preview.data.turnoverTarget)}
            </dd>
          </dl>
          <h3 className="text-sm font-semibold text-slate-700">{th.previewTerms}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="preview-terms">
            {preview.data.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};
