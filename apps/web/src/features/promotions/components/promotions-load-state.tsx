import { Button } from '../../../components/ui/button';
import { promotionText } from '../../../messages/promotions';

/** The promotion list still loading, or failed with a retry (the page and the join modal). */
export const PromotionsLoadState = ({
  list,
}: {
  list: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) => {
  if (list.isPending) return <p className="text-sm text-white/70">{promotionText.listLoading}</p>;
  if (!list.isError) return null;
  return (
    <div className="flex items-center gap-3 text-sm text-red-300">
      <p>{promotionText.listFailed}</p>
      <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
        {promotionText.retry}
      </Button>
    </div>
  );
};
