import type { PromotionAdmin } from '@chokdee/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyRow, Table, Td, Th } from '../../../components/ui/table';
import { access, allows } from '../../../config/access';
import { paths, promotionEditHref } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { fill, formatBaht, formatDateTime } from '../../../lib/format';
import { promotionsTh as th } from '../../../messages/promotions';
import { adminTh } from '../../../messages/th';
import { usePromotionList } from '../api/promotions';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
const buttonLinkClass =
  'inline-flex h-10 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-600';

export const bonusText = (promotion: Pick<PromotionAdmin, 'bonusPercent' | 'bonusCap' | 'fixedBonus'>) => {
  if (promotion.fixedBonus) return formatBaht(promotion.fixedBonus);
  const percent = String(promotion.bonusPercent ?? 0);
  return promotion.bonusCap
    ? fill(th.bonusPercentCap, { percent, cap: formatBaht(promotion.bonusCap) })
    : fill(th.bonusPercentNoCap, { percent });
};

const validity = ({ validFrom, validTo }: PromotionAdmin) =>
  validFrom || validTo
    ? `${validFrom ? formatDateTime(validFrom) : th.always} – ${validTo ? formatDateTime(validTo) : th.always}`
    : th.always;

/** Every promotion of the site with its bonus, turnover and state; owner and finance create and edit. */
export const PromotionsPage = () => {
  const me = useMe();
  const list = usePromotionList();
  const canEdit = allows(me.data?.role, access.promotions);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={th.pageList}
        actions={
          canEdit && (
            <Link to={paths.promotionNew} className={buttonLinkClass}>
              {th.create}
            </Link>
          )
        }
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      {list.isError && <Alert>{apiMessage(list.error)}</Alert>}
      {!list.data && !list.isError && <Spinner />}
      {list.data && (
        <Table label={th.listLabel}>
          <thead>
            <tr>
              <Th>{th.colName}</Th>
              <Th>{th.colKind}</Th>
              <Th>{th.colBonus}</Th>
              <Th>{th.colTurnover}</Th>
              <Th className="text-right">{th.colMinDeposit}</Th>
              <Th>{th.colValidity}</Th>
              <Th>{th.colStatus}</Th>
              <Th />
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <EmptyRow colSpan={8}>{adminTh.empty}</EmptyRow>
            ) : (
              list.data.map((promotion) => (
                <tr key={promotion.id}>
                  <Td className="font-semibold">{promotion.name}</Td>
                  <Td>{th.kinds[promotion.kind]}</Td>
                  <Td>{bonusText(promotion)}</Td>
                  <Td>
                    {fill(th.turnoverOf, {
                      multiplier: promotion.multiplier,
                      base: th.bases[promotion.base],
                    })}
                  </Td>
                  <Td className="text-right tabular-nums">{formatBaht(promotion.minDeposit)}</Td>
                  <Td className="text-xs">{validity(promotion)}</Td>
                  <Td>
                    <Badge tone={promotion.enabled ? 'success' : 'neutral'}>
                      {promotion.enabled ? th.enabled : th.disabled}
                    </Badge>
                  </Td>
                  <Td>
                    <Link
                      to={promotionEditHref(promotion.id)}
                      className={linkClass}
                      aria-label={`${th.edit} ${promotion.name}`}
                    >
                      {th.edit}
                    </Link>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      )}
    </div>
  );
};
