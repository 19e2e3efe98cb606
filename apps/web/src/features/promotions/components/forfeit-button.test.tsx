import { apiPaths, promotionPaths } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { activeFixture } from '../testing-fixtures';
import { ActivePromotionCard } from './active-promotion-card';

describe('forfeit', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));
  afterEach(() => useAuthStore.getState().clear());

  it('asks first; "keep" sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderWithApp(<ActivePromotionCard active={activeFixture()} />);
    await user.click(screen.getByRole('button', { name: 'สละโบนัส' }));
    const ask = await screen.findByRole('alertdialog', { name: 'สละโบนัสโปรโมชั่นนี้?' });
    expect(ask).toHaveTextContent('เงินสดของคุณถอนได้ทันที');
    await user.click(screen.getByRole('button', { name: 'เก็บไว้ก่อน' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST', promotionPaths.forfeit)).toHaveLength(0);
  });

  it('confirmed: one call with an Idempotency-Key, says what was removed, refreshes promotions and the wallet', async () => {
    const api = stubApi({
      [`POST ${promotionPaths.forfeit}`]: () => okReply({ forfeited: '112.50', promotionName: 'x' }),
      [`GET ${promotionPaths.me}`]: () => okReply({ selected: null, active: null, history: [] }),
      [`GET ${apiPaths.balance}`]: () => okReply({ balance: '40.00', lockedBalance: '0.00' }),
    });
    const { user, queryClient } = renderWithApp(<ActivePromotionCard active={activeFixture()} />);
    queryClient.setQueryData(['wallet'], { balance: '152.50', lockedBalance: '0.00' });
    await user.click(screen.getByRole('button', { name: 'สละโบนัส' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันสละโบนัส' }));
    expect(await screen.findByText('สละโบนัส ฿112.50 แล้ว ถอนเงินสดได้ทันที')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const calls = api.callsTo('POST', promotionPaths.forfeit);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(queryClient.getQueryState(['wallet'])?.isInvalidated).toBe(true);
  });

  it('refused (nothing open any more): the server message, the dialog stays', async () => {
    stubApi({ [`POST ${promotionPaths.forfeit}`]: () => errorReply('PROMOTION_NONE_ACTIVE') });
    const { user } = renderWithApp(<ActivePromotionCard active={activeFixture()} />);
    await user.click(screen.getByRole('button', { name: 'สละโบนัส' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันสละโบนัส' }));
    expect(await screen.findByText('คุณไม่มีโปรโมชั่นที่กำลังใช้งาน')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'สละโบนัสโปรโมชั่นนี้?' })).toBeInTheDocument();
  });
});
