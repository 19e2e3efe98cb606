import { promotionPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { activeFixture, promotionFixture, promotionListFixture } from '../testing-fixtures';
import { JoinPromotionModal } from './join-promotion-modal';

const first = promotionFixture();
const locked = promotionFixture({
  id: '7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0003',
  name: 'ฝากทุกยอด รับ 5%',
  available: false,
  unavailableReason: 'ยอดเงินสดเกิน 20 บาท',
});

const handlers = (me: object = {}) => ({
  [`GET ${promotionPaths.list}`]: () => okReply(promotionListFixture([first, locked])),
  [`GET ${promotionPaths.me}`]: () => okReply({ selected: null, active: null, history: [], ...me }),
  [`POST ${promotionPaths.select}`]: () => okReply(null),
});

describe('join-promotion modal', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));
  afterEach(() => useAuthStore.getState().clear());

  it('starts on ไม่รับโปรโมชั่น; saving it sends null and leads on to the deposit tab', async () => {
    const api = stubApi(handlers());
    const { user, currentSearch } = renderWithApp(<JoinPromotionModal />, { url: '/?modal=join-promotion' });
    const dialog = await screen.findByRole('dialog', { name: 'ร่วมโปรโมชั่น' });
    expect(await within(dialog).findByRole('radio', { name: /ไม่รับโปรโมชั่น/ })).toBeChecked();
    expect(await within(dialog).findByRole('radio', { name: new RegExp(first.name) })).not.toBeChecked();
    // What cannot be taken now is shown, disabled, with the reason.
    expect(within(dialog).getByRole('radio', { name: new RegExp(locked.name) })).toBeDisabled();
    expect(dialog).toHaveTextContent('ยอดเงินสดเกิน 20 บาท');

    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการเลือก' }));
    await waitFor(() => expect(currentSearch()).toBe('?modal=deposit'));
    expect(api.callsTo('POST', promotionPaths.select)[0]?.body).toEqual({ promotionId: null });
    expect(await screen.findByText('บันทึกแล้ว: ไม่รับโปรโมชั่น')).toBeInTheDocument();
  });

  it('picks a promotion for the next deposit with an Idempotency-Key', async () => {
    const api = stubApi(handlers());
    const { user, currentSearch } = renderWithApp(<JoinPromotionModal />, { url: '/?modal=join-promotion' });
    await user.click(await screen.findByRole('radio', { name: new RegExp(first.name) }));
    expect(screen.getByRole('radio', { name: /ไม่รับโปรโมชั่น/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'ยืนยันการเลือก' }));
    await waitFor(() => expect(currentSearch()).toBe('?modal=deposit'));
    const [call] = api.callsTo('POST', promotionPaths.select);
    expect(call?.body).toEqual({ promotionId: first.id });
    expect(call?.headers['idempotency-key']).toMatch(/.{16,}/);
  });

  it('shows the saved choice, and the open condition with its progress', async () => {
    stubApi(
      handlers({
        selected: { promotionId: first.id, promotionName: first.name },
        active: activeFixture({ currentTurnover: '2750.00' }),
      }),
    );
    renderWithApp(<JoinPromotionModal />, { url: '/?modal=join-promotion' });
    await waitFor(() => expect(screen.getByRole('radio', { name: new RegExp(first.name) })).toBeChecked());
    expect(screen.getByRole('progressbar', { name: 'ยอดเทิร์นโอเวอร์' })).toHaveAttribute('aria-valuenow', '50');
  });
});
