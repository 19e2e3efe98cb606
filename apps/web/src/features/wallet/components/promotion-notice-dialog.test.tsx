import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-modal';
import { promotionNotice, usePromotionNotice } from '../stores/promotion-notice-store';
import { PromotionNoticeDialog } from './promotion-notice-dialog';

describe('PromotionNoticeDialog', () => {
  it('shows the promotion with its turnover progress, and closes', async () => {
    promotionNotice.show({
      isTrigger: true,
      promotionName: 'โบนัสสมาชิกใหม่ 100%',
      currentTurnover: '250.00',
      turnoverTarget: '1000.00',
    });
    const { user } = renderWithApp(<PromotionNoticeDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: 'คุณกำลังใช้งานโปรโมชั่น' });
    expect(dialog).toHaveTextContent('โบนัสสมาชิกใหม่ 100%');
    expect(dialog).toHaveTextContent('฿250.00 / ฿1,000.00');
    expect(screen.getByRole('progressbar', { name: 'ยอดเทิร์นโอเวอร์' })).toHaveAttribute('aria-valuenow', '25');
    await user.click(screen.getByRole('button', { name: 'รับทราบ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(usePromotionNotice.getState().notice).toBeNull();
  });
});
