import { adminHref, adminMemberHref, paymentPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '#modules/wallet/index';
import {
  buildPayoutTestApp,
  call,
  moneyPost,
  ownerToken,
  type PayoutBank,
  payableMember,
  payoutsIdle,
  setPayoutSettings,
  settlePayouts,
  type TestApp,
  withdrawalRow,
} from '#testing/index';

type LedgerRow = { kind: string; account: string; amount: string; withdrawalReturn: string | null };

describe("a member's ledger: why a withdrawal's money came back", () => {
  let t: TestApp;
  let bank: PayoutBank;
  let close: () => Promise<LedgerCheck>;
  beforeAll(async () => {
    ({ t, bank, close } = await buildPayoutTestApp({ modules: ['payouts', 'member-admin'] }));
  });
  afterAll(async () => {
    expect((await close()).ok).toBe(true);
  });

  const withdraw = async (token: string, amount: string) => {
    const res = await moneyPost(t, token, paymentPaths.withdraw, { amount });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.withdrawalId as string;
  };
  const reject = async (id: string) => {
    const res = await call(t, {
      url: adminHref.withdrawalAction(id, 'reject'),
      token: await ownerToken(t),
      body: { reason: 'ทดสอบ' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('tells a staff rejection from a transfer that failed at the provider', async () => {
    const { member, token } = await payableMember(t, bank);
    // One the provider fails (money still held), then staff return it.
    bank.bank.setOptions({ failureRate: 1, failureCode: 'insufficient_balance' });
    const failed = await withdraw(token, '300.00');
    await payoutsIdle(t, bank);
    bank.bank.setOptions({ failureRate: 0 });
    await settlePayouts(t, bank);
    expect((await withdrawalRow(t, failed)).status).toBe('FAILED');
    await reject(failed);
    // One staff refuse while it waits for them (automatic sending off).
    await setPayoutSettings(t, { autoSendEnabled: false });
    const refused = await withdraw(token, '400.00');
    await setPayoutSettings(t, { autoSendEnabled: true });
    await reject(refused);

    const res = await call(t, {
      method: 'GET',
      url: `${adminMemberHref.ledger(member.memberId)}?pageNo=1&pageSize=50`,
      token: await ownerToken(t),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as LedgerRow[];
    const returns = rows
      .filter((row) => row.kind === 'WITHDRAW_REJECTED' && row.account === 'MAIN')
      .map((row) => [row.amount, row.withdrawalReturn]);
    expect(returns).toEqual([
      ['400.00', 'STAFF_REJECTED'],
      ['300.00', 'TRANSFER_FAILED'],
    ]);
    expect(
      rows.filter((row) => row.kind !== 'WITHDRAW_REJECTED').every((row) => row.withdrawalReturn === null),
    ).toBe(true);
  });
});
