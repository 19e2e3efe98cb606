import { useMyPromotions } from '../api/get-my-promotions';
import { ActivePromotionCard } from './active-promotion-card';

/**
 * The open condition, if any, where a balance is shown (the withdraw tab, `/member`), so the member
 * sees the gate before trying; `withdrawNote` adds why a withdrawal would be refused.
 */
export const ActivePromotionStatus = ({ withdrawNote = false }: { withdrawNote?: boolean }) => {
  const active = useMyPromotions().data?.active;
  return active ? <ActivePromotionCard active={active} showWithdrawNote={withdrawNote} /> : null;
};
