import { fillMessage, vipUpgradedEventSchema } from '@chokdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { formatAmountNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { vipText } from '../../../messages/vip';
import { vipKeys } from '../api/query-keys';

/**
 * The member reached a higher level: says so (and the upgrade bonus waiting on the VIP page), and
 * refetches the page's data. Its own chunk (the Thai text and the schema), loaded on the first push.
 */
export const handleVipUpgraded = async (queryClient: QueryClient, payload: unknown) => {
  const parsed = vipUpgradedEventSchema.safeParse(payload);
  if (parsed.success) {
    const { name, upgradeBonus } = parsed.data;
    toast.success(
      upgradeBonus === '0.00'
        ? fillMessage(vipText.upgradedToast, { name })
        : fillMessage(vipText.upgradedBonusToast, { name, amount: formatAmountNumber(upgradeBonus) }),
    );
  }
  await queryClient.invalidateQueries({ queryKey: vipKeys.all });
};
