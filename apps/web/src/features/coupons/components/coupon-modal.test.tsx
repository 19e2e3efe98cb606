import { couponPaths, errorCatalogue, IDEMPOTENCY_HEADER } from '@chokdee/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { couponText } from '../../../messages/coupons';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { CouponModal } from './coupon-modal';

const open = async () => {
  const rendered = renderWithApp(<CouponModal />, { url: '/?modal=coupon' });
  await screen.findByRole('dialog', { name: couponText.title });
  return rendered;
};

const redeemed = { campaignName: 'คูปองต้อนรับ', bonus: '50.00', turnoverTarget: '250.00' };

describe('CouponModal', () => {
  it('sends the code as the server reads it, with one key per code, and shows bonus and target', async () => {
    const api = stubApi({ [`POST ${couponPaths.redeem}`]: () => okReply(redeemed) });
    const { user } = await open();
    await user.type(screen.getByLabelText(couponText.codeLabel), 'abcd 2345-efgh');
    await user.click(screen.getByRole('button', { name: couponText.submit }));

    expect(await screen.findByRole('heading', { name: couponText.successTitle })).toBeInTheDocument();
    expect(screen.getByText('ได้รับโบนัส 50.00 บาท จาก คูปองต้อนรับ')).toBeInTheDocument();
    expect(screen.getByText(/ทำยอดเทิร์นโอเวอร์ให้ครบ 250\.00 บาท/)).toBeInTheDocument();
    const [call] = api.callsTo('POST', couponPaths.redeem);
    expect(call?.body).toEqual({ code: 'ABCD2345EFGH' });
    expect(call?.headers[IDEMPOTENCY_HEADER]).toMatch(/.{8,}/);
    expect(screen.getByRole('link', { name: couponText.seeProgress })).toHaveAttribute('href', '/promotions');
  });

  it('checks the code before calling, and retries a refused code with the same key', async () => {
    const api = stubApi({ [`POST ${couponPaths.redeem}`]: () => errorReply('COUPON_INVALID') });
    const { user } = await open();
    const submit = screen.getByRole('button', { name: couponText.submit });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(couponText.codeRequired);
    await user.type(screen.getByLabelText(couponText.codeLabel), 'short');
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(errorCatalogue.COUPON_INVALID.message),
    );
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(couponText.codeLabel));
    await user.type(screen.getByLabelText(couponText.codeLabel), 'ZZZZZZZZZZZZ');
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST', couponPaths.redeem)).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(errorCatalogue.COUPON_INVALID.message);
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST', couponPaths.redeem)).toHaveLength(2));
    const [first, second] = api.callsTo('POST', couponPaths.redeem);
    expect(second?.headers[IDEMPOTENCY_HEADER]).toBe(first?.headers[IDEMPOTENCY_HEADER]);
  });

  it('says which eligibility flag refused the member', async () => {
    stubApi({
      [`POST ${couponPaths.redeem}`]: () => errorReply('COUPON_NOT_ELIGIBLE', { reason: 'NEW_MEMBERS_ONLY' }),
    });
    const { user } = await open();
    await user.type(screen.getByLabelText(couponText.codeLabel), 'ABCD2345EFGH');
    await user.click(screen.getByRole('button', { name: couponText.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(couponText.notEligibleNewMembers);
  });
});
