import { randomInt, randomUUID } from 'node:crypto';
import {
  addBangkokDays,
  bangkokDateOf,
  bangkokDateStart,
  type CashbackSettings,
  cashbackPaths,
  devClockPath,
  lotteryPaths,
  type ReferralSummary,
  referralPaths,
  rewardJobPaths,
} from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ApiMember,
  apiFundFromOwnAccount,
  apiLedgerCheck,
  apiLogin,
  apiLottoList,
  apiRegister,
  apiRoundAction,
  apiStaffLogin,
  apiStaffMember,
  apiWallet,
  call,
  E2E_OWNER,
  readOtp,
  uniquePhone,
} from '../fixtures/api';
import { useBrowser, useOwnServer, waitForText } from '../fixtures/browser';
import { pickOpenProduct, rawResults } from '../fixtures/lottery';
import { MemberSite } from '../page-models/member-site';

/** 2 ตัวบน numbers the entered result (top2 = "23") does not hit: every stake is lost, all of it counts. */
const LOSING_TWO_TOP = ['45', '46', '47', '48'];

/** The proxy addresses the two members log in from: a friend who shares the referrer's is not valid. */
const REFERRER_ADDRESS = '203.0.113.10';

/**
 * Opens `path` until `testId` shows `text`: a figure the outbox consumers count a moment after the
 * fact (the day totals behind VIP and cashback), which these pages read when they load.
 */
const openUntilShown = async (site: MemberSite, path: string, testId: string, text: string) => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await site.open(path);
    try {
      await waitForText(site.page.getByTestId(testId), text, 3_000);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
};

const signInAs = async (site: MemberSite, token: string) => {
  await site.page.evaluate((accessToken) => {
    localStorage.clear();
    localStorage.setItem('chokdee-auth', JSON.stringify({ state: { accessToken }, version: 0 }));
  }, token);
};

/**
 * The loyalty programmes walk (docs/modules/rewards.md) at 390×844, on a server of its own whose clock the owner can move (DEV_CLOCK): a
 * member invites a friend through the link, the friend registers from it, deposits, bets and loses;
 * after the day has passed the owner's jobs run (referral income for that day, that day's cashback);
 * the member claims the referral income, the friend claims the cashback, and both see their VIP and
 * mission progress. Defaults of the demo seed: referral 0.5% on lottery (minimum claim 10 baht),
 * cashback 5% of the net loss (switched to daily here, minimum 100 baht).
 */
describe('loyalty programmes on a phone', () => {
  const server = useOwnServer({ DEV_CLOCK: 'true', TRUST_PROXY: '127.0.0.1', SESSION_TTL_HOURS: '720' });
  const browser = useBrowser(undefined, { baseUrl: () => server.baseUrl });

  it('invite, register from the link, deposit and lose; the jobs pay referral income and cashback, both claimed', async () => {
    const baseUrl = server.baseUrl;
    const site = new MemberSite(browser.page);
    const ownerToken = await apiStaffLogin(baseUrl, E2E_OWNER);

    // Cashback per day, so one day's play is one period (weekly is the default).
    const settings = await call<CashbackSettings>(baseUrl, 'GET', cashbackPaths.adminSettings, {
      token: ownerToken,
    });
    await call(baseUrl, 'PUT', cashbackPaths.adminSettings, {
      token: ownerToken,
      body: {
        enabled: true,
        period: 'DAILY',
        percents: settings.percents,
        minimumLoss: settings.minimumLoss,
        cap: settings.cap,
        turnoverMultiplier: settings.turnoverMultiplier,
        claimDays: settings.claimDays,
      },
    });

    // 1. The referrer (registered through the API) logs in from their own address and finds their link.
    const referrer = await apiRegister(baseUrl, { fullName: 'สมชาย ผู้แนะนำ' });
    const referrerToken = await apiLogin(baseUrl, referrer, REFERRER_ADDRESS);
    const summary = await call<ReferralSummary>(baseUrl, 'GET', referralPaths.summary, {
      token: referrerToken,
    });
    expect(summary.code).toMatch(/^[A-Z0-9]{8}$/);

    // 2. The friend opens the invitation, sees who invites them, and registers from it: the code is kept.
    await site.open(`/invite-friend/${summary.code}`);
    await waitForText(browser.page.getByTestId('invitation'), 'สม');
    await browser.page.getByRole('link', { name: 'สมัครสมาชิก' }).click();
    await site.dialog.getByRole('heading', { name: 'สมัครสมาชิก' }).waitFor();
    const phone = uniquePhone();
    await site.requestOtp(phone);
    await site.enterOtp(await readOtp(baseUrl, phone));
    expect(await site.dialog.getByLabel('รหัสแนะนำ (ถ้ามี)').inputValue()).toBe(summary.code);
    const friend: ApiMember = {
      phone,
      password: 'lucky123',
      accountNumber: String(randomInt(1_000_000_000, 9_999_999_999)),
      bankCode: 'KBANK',
    };
    await site.fillMemberInfo({
      password: friend.password,
      bankName: 'ธนาคารกสิกรไทย',
      accountNumber: friend.accountNumber,
      fullName: 'มานี เพื่อนใหม่',
    });
    await site.toast('สมัครสมาชิกสำเร็จ').waitFor();
    await site.memberBar.waitFor();
    const friendToken = await apiLogin(baseUrl, friend, '198.51.100.20');

    // 3. The friend deposits 3,000 through the bank feed and loses 2,000 on four 2 ตัวบน numbers.
    expect(
      await apiFundFromOwnAccount(baseUrl, friendToken, friend, {
        amount: '3000.00',
        fromName: 'มานี เพื่อนใหม่',
      }),
    ).toBe('CREDITED');
    const product = pickOpenProduct(await apiLottoList(baseUrl), ['TWO_TOP']);
    const roundCode = product.currentRound.roundCode;
    await call(baseUrl, 'POST', lotteryPaths.placeBill, {
      token: friendToken,
      idempotencyKey: randomUUID(),
      body: {
        roundCode,
        lines: LOSING_TWO_TOP.map((number) => ({ betType: 'TWO_TOP', number, amount: '500' })),
      },
    });
    const clerk = await apiStaffMember(baseUrl, ownerToken, 'lottery');
    expect((await apiRoundAction(baseUrl, clerk.token, 'close', roundCode)).status).toBe('CLOSED');
    await apiRoundAction(baseUrl, clerk.token, 'result', roundCode, rawResults[product.resultFormat]);
    expect((await apiRoundAction(baseUrl, ownerToken, 'resultConfirm', roundCode)).status).toBe('SETTLED');
    const playDay = bangkokDateOf(
      new Date(
        (
          await call<{ now: string }>(baseUrl, 'POST', devClockPath, {
            token: ownerToken,
            body: { advanceMs: 0 },
          })
        ).now,
      ),
    );

    // 4. The friend's VIP turnover and missions move with the settled stake; the cashback runs live.
    await openUntilShown(site, '/vip', 'vip-turnover', '2,000.00');
    // The deposit mission is done (claimed: 20 baht of cash); the week's turnover one is 2,000 of 5,000.
    await site.open('/missions');
    const weekly = browser.page.getByRole('article', { name: 'ยอดเล่นสัปดาห์นี้ครบ 5,000 บาท' });
    await expect
      .poll(async () => weekly.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 20_000 })
      .toBe('40');
    await browser.page.getByRole('button', { name: 'รับรางวัล ฝากเงินวันนี้ครบ 300 บาท' }).click();
    await waitForText(browser.page.getByRole('article', { name: 'ฝากเงินวันนี้ครบ 300 บาท' }), 'รับรางวัลแล้ว');
    expect((await apiWallet(baseUrl, friendToken)).cash).toBe('1020.00');
    await openUntilShown(site, '/?modal=cashback', 'cashback-running', '100.00');

    // 5. The day passes (to 04:05 Bangkok the next day); the owner runs that day's jobs.
    const now = new Date(
      (
        await call<{ now: string }>(baseUrl, 'POST', devClockPath, {
          token: ownerToken,
          body: { advanceMs: 0 },
        })
      ).now,
    );
    const nextMorning = bangkokDateStart(addBangkokDays(playDay, 1)).getTime() + (4 * 60 + 5) * 60_000;
    await call(baseUrl, 'POST', devClockPath, {
      token: ownerToken,
      body: { advanceMs: Math.max(0, nextMorning - now.getTime()) },
    });
    const owner = await apiStaffLogin(baseUrl, E2E_OWNER);
    for (const job of ['referral-income', 'cashback'] as const) {
      const url = rewardJobPaths.run.replace(':job', job);
      // The scheduler may be on the same period: a 409 then means "done by it", which the runs list shows.
      await call(baseUrl, 'POST', url, { token: owner, body: { period: playDay } }).catch(() => undefined);
      await expect
        .poll(
          async () =>
            (
              await call<{ items: Array<{ status: string }> }>(
                baseUrl,
                'GET',
                `${rewardJobPaths.runs}?job=${job}&period=${playDay}`,
                { token: owner },
              )
            ).items.some((run) => run.status === 'DONE'),
          { timeout: 30_000 },
        )
        .toBe(true);
    }

    // 6. The referrer sees 0.5% of 2,000 = 10.00 baht and claims it as cash.
    const referrerAgain = await apiLogin(baseUrl, referrer, REFERRER_ADDRESS);
    await signInAs(site, referrerAgain);
    await site.open('/referral-friend');
    await waitForText(browser.page.getByTestId('claimable'), '10.00', 20_000);
    await browser.page.getByRole('button', { name: 'รับรายได้' }).click();
    await site.toast('เข้ากระเป๋าเงินแล้ว').waitFor();
    expect((await apiWallet(baseUrl, referrerAgain)).cash).toBe('10.00');
    await site.open('/referral-friend/member');
    await waitForText(browser.page.getByRole('main'), 'มานี เ***');
    await waitForText(browser.page.getByRole('main'), 'ผ่านเงื่อนไข');

    // 7. The friend claims 5% of the 2,000 lost: 100.00 baht of cashback, as cash.
    const friendAgain = await apiLogin(baseUrl, friend, '198.51.100.20');
    await signInAs(site, friendAgain);
    await site.open('/?modal=cashback');
    await waitForText(browser.page.getByTestId('cashback-claimable'), '100.00', 20_000);
    await site.dialog.getByRole('button', { name: 'รับคืนยอดเสีย' }).click();
    await site.toast('รับคืนยอดเสีย').waitFor();
    expect((await apiWallet(baseUrl, friendAgain)).cash).toBe('1120.00');

    // 8. Both still see their VIP progress and missions.
    await site.open('/vip');
    await waitForText(browser.page.getByTestId('vip-turnover'), '2,000.00');
    await signInAs(site, referrerAgain);
    await site.open('/vip');
    await waitForText(browser.page.getByTestId('vip-turnover'), '0.00');
    // The referrer's missions: nothing played, the week's turnover at 0.
    await site.open('/missions');
    await expect
      .poll(
        async () =>
          browser.page
            .getByRole('article', { name: 'ยอดเล่นสัปดาห์นี้ครบ 5,000 บาท' })
            .getByRole('progressbar')
            .getAttribute('aria-valuenow'),
        { timeout: 20_000 },
      )
      .toBe('0');
    expect((await apiLedgerCheck(baseUrl, owner)).ok).toBe(true);
  });
});
