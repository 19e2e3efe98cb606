import { promotionPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionsTh as th } from '../../../messages/promotions';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { adminPromotionFixture } from '../testing-fixtures';

const first = adminPromotionFixture();
const fixed = adminPromotionFixture({
  id: '7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0002',
  name: 'สมาชิกใหม่ รับ 50 บาท',
  kind: 'NEW_MEMBER',
  bonusPercent: null,
  bonusCap: null,
  fixedBonus: '50.00',
  multiplier: '3',
  base: 'BONUS',
  enabled: false,
});
const onePath = (id: string) => promotionPaths.adminOne.replace(':id', id);

describe('promotions in the back office', () => {
  it('lists every promotion with its bonus, turnover and state; finance may create', async () => {
    stubApi({
      ...sessionHandlers('finance'),
      [`GET ${promotionPaths.adminList}`]: () => ok({ data: [first, fixed] }),
    });
    renderAdmin('/promotions', { signedIn: true });
    const table = await screen.findByRole('table', { name: th.listLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('10% สูงสุด ฿500.00');
    expect(rows[0]).toHaveTextContent('×5 ของยอดฝาก + โบนัส');
    expect(rows[0]).toHaveTextContent(th.enabled);
    expect(rows[1]).toHaveTextContent('฿50.00');
    expect(rows[1]).toHaveTextContent('×3 ของโบนัส');
    expect(rows[1]).toHaveTextContent(th.disabled);
    expect(screen.getByRole('link', { name: th.create })).toHaveAttribute('href', '/admin/promotions/new');
    expect(screen.getByRole('link', { name: `${th.edit} ${first.name}` })).toHaveAttribute(
      'href',
      `/admin/promotions/${first.id}/edit`,
    );
  });

  it('support reads the list without a create button', async () => {
    stubApi({
      ...sessionHandlers('support'),
      [`GET ${promotionPaths.adminList}`]: () => ok({ data: [first] }),
    });
    renderAdmin('/promotions', { signedIn: true });
    await screen.findByRole('table', { name: th.listLabel });
    expect(screen.queryByRole('link', { name: th.create })).toBeNull();
  });

  it('creates a promotion: the contract refuses a multiplier above 10 before any call, the preview follows the form, save posts it', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      [`POST ${promotionPaths.adminPreview}`]: ({ body }) => {
        const { promotion, deposit } = body as { promotion: { fixedBonus: string | null }; deposit: string };
        return ok({
          qualifies: true,
          bonus: promotion.fixedBonus ?? '100.00',
          turnoverTarget: deposit === '2000.00' ? '11000.00' : '5500.00',
          terms: ['โบนัส 10% ของยอดฝาก สูงสุด 500 บาท', 'ทำยอดเทิร์นโอเวอร์ 5 เท่า'],
        });
      },
      [`POST ${promotionPaths.adminList}`]: ({ body }) =>
        ok(
          adminPromotionFixture({
            id: '7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0009',
            name: (body as { name: string }).name,
          }),
        ),
      [`GET ${onePath('7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0009')}`]: () =>
        ok(adminPromotionFixture({ id: '7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0009', name: 'โปรทดสอบ' })),
    });
    const { user, path } = renderAdmin('/promotions/new', { signedIn: true });
    const form = await screen.findByRole('form', { name: th.pageNew });
    // Not valid yet (no name): the preview waits.
    expect(within(screen.getByTestId('promotion-preview')).getByText(th.previewInvalid)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(th.name), 'โปรทดสอบ');
    const preview = screen.getByTestId('promotion-preview');
    await waitFor(() => expect(within(preview).getByTestId('preview-target')).toHaveTextContent('฿5,500.00'));
    expect(within(preview).getByTestId('preview-terms')).toHaveTextContent('ทำยอดเทิร์นโอเวอร์ 5 เท่า');
    const [previewCall] = api.callsTo('POST', promotionPaths.adminPreview);
    expect(previewCall?.body).toMatchObject({
      deposit: '1000.00',
      promotion: {
        name: 'โปรทดสอบ',
        kind: 'FIRST_DEPOSIT_OF_DAY',
        bonusPercent: 10,
        fixedBonus: null,
        multiplier: '5',
      },
    });

    const deposit = within(preview).getByLabelText(th.previewDeposit);
    await user.clear(deposit);
    await user.type(deposit, '2000.00');
    await waitFor(() =>
      expect(within(preview).getByTestId('preview-target')).toHaveTextContent('฿11,000.00'),
    );

    const multiplier = within(form).getByLabelText(th.multiplier);
    await user.clear(multiplier);
    await user.type(multiplier, '11');
    await user.click(within(form).getByRole('button', { name: th.save }));
    expect(await within(form).findByText('ตัวคูณต้องอยู่ระหว่าง 1 ถึง 10')).toBeInTheDocument();
    expect(api.callsTo('POST', promotionPaths.adminList)).toHaveLength(0);

    await user.clear(multiplier);
    await user.type(multiplier, '5');
    await user.click(within(form).getByRole('button', { name: th.save }));
    await waitFor(() => expect(path()).toBe('/promotions/7b0c8a53-5a0f-4c34-9a55-3f3f0c6c0009/edit'));
    const [saved] = api.callsTo('POST', promotionPaths.adminList);
    expect(saved?.body).toMatchObject({
      name: 'โปรทดสอบ',
      bonusPercent: 10,
      bonusCap: null,
      fixedBonus: null,
      minDeposit: '100.00',
      multiplier: '5',
      base: 'DEPOSIT_PLUS_BONUS',
      maxStake: '500.00',
      periodDays: null,
      validFrom: null,
      enabled: true,
    });
    expect(await screen.findByText('บันทึกโปรโมชั่น โปรทดสอบ แล้ว')).toBeInTheDocument();
  });

  it('edits a fixed-bonus promotion with PUT; a Bangkok time is sent with +07:00', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET ${onePath(fixed.id)}`]: () => ok(fixed),
      [`POST ${promotionPaths.adminPreview}`]: () =>
        ok({ qualifies: true, bonus: '50.00', turnoverTarget: '150.00', terms: ['โบนัส 50 บาท'] }),
      [`PUT ${onePath(fixed.id)}`]: ({ body }) =>
        ok({ ...fixed, ...(body as object), updatedAt: '2026-11-24T01:00:00.000Z' }),
    });
    const { user } = renderAdmin(`/promotions/${fixed.id}/edit`, { signedIn: true });
    const form = await screen.findByRole('form', { name: th.pageEdit });
    expect(within(form).getByLabelText(th.fixedBonus)).toHaveValue('50.00');
    expect(within(form).queryByLabelText(th.bonusPercent)).toBeNull();
    await user.type(within(form).getByLabelText(th.validTo), '2026-12-31T23:59');
    await user.click(within(form).getByRole('button', { name: th.save }));
    await waitFor(() => expect(api.callsTo('PUT', onePath(fixed.id))).toHaveLength(1));
    expect(api.callsTo('PUT', onePath(fixed.id))[0]?.body).toMatchObject({
      fixedBonus: '50.00',
      bonusPercent: null,
      validTo: '2026-12-31T23:59:00+07:00',
    });
  });

  it('lottery staff read a promotion without a save button', async () => {
    stubApi({
      ...sessionHandlers('lottery'),
      [`GET ${onePath(first.id)}`]: () => ok(first),
      [`POST ${promotionPaths.adminPreview}`]: () =>
        ok({ qualifies: true, bonus: '100.00', turnoverTarget: '5500.00', terms: [] }),
    });
    renderAdmin(`/promotions/${first.id}/edit`, { signedIn: true });
    const form = await screen.findByRole('form', { name: th.pageEdit });
    expect(within(form).getByLabelText(th.name)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: th.save })).toBeNull();
  });
});
