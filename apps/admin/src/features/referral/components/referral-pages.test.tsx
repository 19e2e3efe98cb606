import { referralPaths, wageringCategoryNames } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referralTh as th } from '../../../messages/referral';
import { adminTh } from '../../../messages/th';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const settings = {
  enabled: false,
  percents: {
    LOTTERY: '0.50',
    YEEKEE: '0.50',
    SLOT: '0.20',
    FISH: '0.20',
    LIVE_CASINO: '0.20',
    TABLE: '0.20',
    SPORTS: '0.20',
  },
  minFirstDeposit: '100.00',
  minClaim: '10.00',
  claimAs: 'CASH',
  bonusMultiplier: '1',
  bonusMaxStake: '500.00',
  updatedAt: null,
};

describe('referral settings', () => {
  it('finance switches the programme on and changes a rate; a bad rate is refused beside its field first', async () => {
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET ${referralPaths.adminSettings}`]: () => ok(settings),
      [`PUT ${referralPaths.adminSettings}`]: ({ body }) =>
        ok({ ...settings, ...(body as object), updatedAt: '2026-11-23T05:00:00.000Z' }),
    });
    const { user } = renderAdmin('/marketing/referral/settings', { signedIn: true });
    const lottery = await screen.findByLabelText(wageringCategoryNames.LOTTERY);
    expect(lottery).toHaveValue('0.50');
    expect(screen.getByText(th.neverSaved)).toBeInTheDocument();

    await user.clear(lottery);
    await user.type(lottery, '0.555');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText('กรุณากรอกเปอร์เซ็นต์เป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeInTheDocument();
    expect(api.callsTo('PUT', referralPaths.adminSettings)).toHaveLength(0);

    await user.clear(lottery);
    await user.type(lottery, '0.75');
    await user.click(screen.getByLabelText(th.enabled));
    await user.selectOptions(screen.getByLabelText(th.claimAs), 'BONUS');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText(th.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', referralPaths.adminSettings)[0]?.body).toMatchObject({
      enabled: true,
      claimAs: 'BONUS',
      percents: { LOTTERY: '0.75', YEEKEE: '0.50' },
      minClaim: '10.00',
    });
  });

  it('the server’s refusal shows above the save button', async () => {
    stubApi({
      ...sessionHandlers('owner'),
      [`GET ${referralPaths.adminSettings}`]: () => ok(settings),
      [`PUT ${referralPaths.adminSettings}`]: () => fail('FORBIDDEN'),
    });
    const { user } = renderAdmin('/marketing/referral/settings', { signedIn: true });
    await screen.findByLabelText(wageringCategoryNames.LOTTERY);
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('support cannot open it (the server would refuse)', async () => {
    stubApi({ ...sessionHandlers('support') });
    renderAdmin('/marketing/referral/settings', { signedIn: true });
    expect(await screen.findByText(adminTh.forbiddenTitle)).toBeInTheDocument();
  });
});

describe('referral report', () => {
  it('lists referrers for the chosen days with totals', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      [`GET ${referralPaths.adminReport}`]: ({ query }) =>
        ok({
          from: query.get('from'),
          to: query.get('to'),
          items: [
            {
              memberId: 'm1',
              name: 'สมชาย ใจดี',
              phone: '0812345678',
              code: 'ABCD2345',
              friends: 5,
              validFriends: 2,
              income: '56.66',
              claimed: '56.66',
            },
            {
              memberId: 'm2',
              name: 'ชูใจ ใฝ่ดี',
              phone: '0898765432',
              code: 'WXYZ6789',
              friends: 1,
              validFriends: 1,
              income: '3.00',
              claimed: '0.00',
            },
          ],
          totals: { income: '59.66', claimed: '56.66' },
        }),
    });
    const { user } = renderAdmin('/reports/referral', { signedIn: true });
    const rows = await screen.findAllByTestId('referral-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('สมชาย ใจดี');
    expect(rows[0]).toHaveTextContent('ABCD2345');
    const total = screen.getByTestId('referral-total');
    expect(within(total).getByText('฿59.66')).toBeInTheDocument();
    expect(total).toHaveTextContent('6');

    await user.clear(screen.getByLabelText(th.from));
    await user.type(screen.getByLabelText(th.from), '2026-11-01');
    await user.clear(screen.getByLabelText(th.to));
    await user.type(screen.getByLabelText(th.to), '2026-11-24');
    await user.click(screen.getByRole('button', { name: th.show }));
    await screen.findAllByTestId('referral-row');
    const last = api.callsTo('GET', referralPaths.adminReport).at(-1);
    expect(last?.query.toString()).toBe('from=2026-11-01&to=2026-11-24');
  });
});
