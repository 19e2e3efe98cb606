import {
  type AdminYeekeeMarket,
  errorCatalogue,
  formatAmount,
  parseAmount,
  type StaffRoleName,
  th,
} from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTh } from '../../../messages/th';
import { yeekeeFormulaLabel, yeekeeTh } from '../../../messages/yeekee';
import {
  fail,
  ok,
  renderAdmin,
  type StubCall,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';
import { yk5Market, ykMarket } from '../testing/fixtures';

const marketsPath = '/api/admin/lottery/yeekee/markets';

/**
 * The markets page as `role` sees it. A write stores what the server would (the request merged into
 * the market) and answers it; the list read afterwards shows it.
 */
const openMarkets = async (role: StaffRoleName, refusals: StubHandlers = {}) => {
  const stored = new Map([ykMarket(), yk5Market()].map((market) => [market.code, market]));
  const saved = (market: AdminYeekeeMarket) => {
    stored.set(market.code, market);
    return ok(market);
  };
  const api = stubApi({
    ...sessionHandlers(role),
    [`GET ${marketsPath}`]: () => ok({ data: [...stored.values()] }),
    [`POST ${marketsPath}`]: ({ body }: StubCall) => {
      const request = body as AdminYeekeeMarket;
      return saved(ykMarket({ ...request, shooterRewards: ykMarket().shooterRewards }));
    },
    [`PUT ${marketsPath}/YK`]: ({ body }: StubCall) => {
      const request = body as Omit<AdminYeekeeMarket, 'shooterRewards'> & {
        shooterRewards: { enabled: boolean; positions: number[]; amount: string; minStake: string };
      };
      return saved(
        ykMarket({
          ...request,
          shooterRewards: {
            ...request.shooterRewards,
            amount: formatAmount(parseAmount(request.shooterRewards.amount) ?? 0n),
            minStake: formatAmount(parseAmount(request.shooterRewards.minStake) ?? 0n),
          },
        }),
      );
    },
    ...refusals,
  });
  const view = renderAdmin('/lottery/yeekee', { signedIn: true });
  const row = await screen.findByTestId('market-YK');
  return { ...view, api, row };
};

const openCreate = async (role: StaffRoleName = 'lottery', refusals: StubHandlers = {}) => {
  const opened = await openMarkets(role, refusals);
  await opened.user.click(screen.getByRole('button', { name: yeekeeTh.addMarket }));
  const dialog = await screen.findByRole('dialog', { name: yeekeeTh.createTitle });
  return { ...opened, dialog };
};

const openEdit = async (role: StaffRoleName = 'lottery') => {
  const opened = await openMarkets(role);
  await opened.user.click(within(opened.row).getByRole('button', { name: yeekeeTh.edit }));
  const dialog = await screen.findByRole('dialog', { name: 'ตั้งค่า จับยี่กี' });
  return { ...opened, dialog };
};

describe('Yeekee markets', () => {
  it('lists each market with its rounds, windows, limits, formula, rewards and state in Thai', async () => {
    const { row } = await openMarkets('support');
    for (const text of [
      'จับยี่กี',
      '88 รอบ × 15 นาที',
      '06:00',
      '120 วินาที',
      '20 ครั้ง',
      '100 ครั้ง/รอบ · เว้น 3 วินาที',
      'มีเลขลับ',
      yeekeeTh.rewardsOff,
      yeekeeTh.enabledOn,
    ])
      expect(row).toHaveTextContent(text);
    const fast = screen.getByTestId('market-YK5');
    expect(fast).toHaveTextContent('288 รอบ × 5 นาที');
    expect(fast).toHaveTextContent('ดั้งเดิม');
    expect(fast).toHaveTextContent('฿50.00 ตำแหน่ง 1');
    expect(fast).toHaveTextContent(yeekeeTh.enabledOff);
  });

  it('lets support read the settings but not add or change a market', async () => {
    const { user, row } = await openMarkets('support');
    expect(screen.getByText(yeekeeTh.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: yeekeeTh.addMarket })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: yeekeeTh.view }));
    const dialog = await screen.findByRole('dialog', { name: 'ตั้งค่า จับยี่กี' });
    expect(within(dialog).getByLabelText(yeekeeTh.roundsPerDay)).toBeDisabled();
    expect(within(dialog).getByLabelText(yeekeeTh.roundsPerDay)).toHaveValue(88);
    expect(within(dialog).queryByRole('button', { name: yeekeeTh.save })).not.toBeInTheDocument();
  });

  it('creates a market with the docs/domain/yeekee.md defaults filled in, rewards left out while off', async () => {
    const { api, user, dialog } = await openCreate();
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field(yeekeeTh.roundsPerDay)).toHaveValue(88);
    expect(field(yeekeeTh.roundMinutes)).toHaveValue(15);
    expect(field(yeekeeTh.firstCloseTime)).toHaveValue('06:00');
    expect(field(yeekeeTh.shootWindowSeconds)).toHaveValue(120);
    expect(field(yeekeeTh.minShots)).toHaveValue(20);
    expect(field(yeekeeTh.maxShotsPerMember)).toHaveValue(100);
    expect(field(yeekeeTh.shotCooldownSeconds)).toHaveValue(3);
    expect(field(yeekeeTh.formula)).toHaveValue('SEEDED');
    expect(field(yeekeeTh.rewardsEnabled)).not.toBeChecked();

    await user.type(field(yeekeeTh.code), 'yk3');
    expect(field(yeekeeTh.code)).toHaveValue('yk3');
    await user.type(field(yeekeeTh.name), 'ยี่กี 3 นาที');
    await user.clear(field(yeekeeTh.roundsPerDay));
    await user.type(field(yeekeeTh.roundsPerDay), '480');
    await user.clear(field(yeekeeTh.roundMinutes));
    await user.type(field(yeekeeTh.roundMinutes), '3');
    await user.clear(field(yeekeeTh.shootWindowSeconds));
    await user.type(field(yeekeeTh.shootWindowSeconds), '60');
    await user.selectOptions(field(yeekeeTh.formula), yeekeeFormulaLabel.CLASSIC);
    await user.click(within(dialog).getByRole('button', { name: yeekeeTh.create }));

    expect(await screen.findByText('เพิ่มตลาด ยี่กี 3 นาที แล้ว รอบแรกเริ่มในนาทีถัดไป')).toBeInTheDocument();
    expect(api.callsTo('POST', marketsPath).map((call) => call.body)).toEqual([
      {
        code: 'YK3',
        name: 'ยี่กี 3 นาที',
        roundsPerDay: 480,
        roundMinutes: 3,
        firstCloseTime: '06:00',
        shootWindowSeconds: 60,
        minShots: 20,
        maxShotsPerMember: 100,
        shotCooldownSeconds: 3,
        formula: 'CLASSIC',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('market-YK3')).toHaveTextContent('480 รอบ × 3 นาที');
  });

  it("checks the settings with the contract's rules and Thai messages, and sends nothing while wrong", async () => {
    const { api, user, dialog } = await openCreate();
    const field = (label: string) => within(dialog).getByLabelText(label);
    const create = () => user.click(within(dialog).getByRole('button', { name: yeekeeTh.create }));
    await user.type(field(yeekeeTh.code), '5YK');
    await user.clear(field(yeekeeTh.roundsPerDay));
    await user.type(field(yeekeeTh.roundsPerDay), '100');
    await user.clear(field(yeekeeTh.minShots));
    await user.type(field(yeekeeTh.minShots), '10');
    await user.clear(field(yeekeeTh.shotCooldownSeconds));
    await create();

    // Every wrong input says why in the same pass: an empty number, then the contract's own rules.
    expect(await within(dialog).findByText(yeekeeTh.wholeNumber)).toBeInTheDocument();
    expect(field(yeekeeTh.shotCooldownSeconds)).toHaveAccessibleDescription(yeekeeTh.wholeNumber);
    expect(field(yeekeeTh.code)).toHaveAccessibleDescription(
      'รหัสตลาดใช้ตัวอักษรภาษาอังกฤษพิมพ์ใหญ่และตัวเลข 2–12 ตัว ขึ้นต้นด้วยตัวอักษร',
    );
    expect(field(yeekeeTh.name)).toHaveAccessibleDescription('กรุณากรอกชื่อตลาด');
    expect(field(yeekeeTh.minShots)).toHaveAccessibleDescription('อย่างน้อย 16 ครั้ง (สูตรนับเลขลำดับที่ 16 จากท้าย)');
    await user.type(field(yeekeeTh.shotCooldownSeconds), '3');

    await user.clear(field(yeekeeTh.code));
    await user.type(field(yeekeeTh.code), 'YK9');
    await user.type(field(yeekeeTh.name), 'ยี่กี 9');
    await user.clear(field(yeekeeTh.minShots));
    await user.type(field(yeekeeTh.minShots), '20');
    await create();
    // 100 rounds × 15 minutes is more than a day: the contract's rule across two fields.
    expect(field(yeekeeTh.roundsPerDay)).toHaveAccessibleDescription('จำนวนรอบ × นาทีต่อรอบ ต้องไม่เกิน 24 ชั่วโมง');

    await user.click(field(yeekeeTh.rewardsEnabled));
    await user.clear(field(yeekeeTh.rewardPositions));
    await user.type(field(yeekeeTh.rewardPositions), '1, 1');
    await create();
    expect(field(yeekeeTh.rewardPositions)).toHaveAccessibleDescription(yeekeeTh.rewardPositionsRepeated);
    expect(field(yeekeeTh.rewardAmount)).toHaveAccessibleDescription(th.amountInvalid);
    await user.clear(field(yeekeeTh.rewardPositions));
    await user.type(field(yeekeeTh.rewardPositions), '1, 0');
    await create();
    expect(field(yeekeeTh.rewardPositions)).toHaveAccessibleDescription('ตำแหน่งต้องเป็น 1 ขึ้นไป');
    expect(api.callsTo('POST', marketsPath)).toHaveLength(0);
  });

  it("shows the server's refusal (code taken) in the form and keeps it open", async () => {
    const { user, dialog } = await openCreate('owner', {
      [`POST ${marketsPath}`]: () => fail('YEEKEE_MARKET_CODE_TAKEN', { field: 'code' }),
    });
    await user.type(within(dialog).getByLabelText(yeekeeTh.code), 'YK');
    await user.type(within(dialog).getByLabelText(yeekeeTh.name), 'ยี่กีซ้ำ');
    await user.click(within(dialog).getByRole('button', { name: yeekeeTh.create }));
    const message = errorCatalogue.YEEKEE_MARKET_CODE_TAKEN.message;
    // Under the input it names, and above the buttons.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([message, message]),
    );
    expect(within(dialog).getByLabelText(yeekeeTh.code)).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: yeekeeTh.createTitle })).toBeInTheDocument();
  });

  it("saves a market's settings with its rewards off as stored (zeros), the code fixed", async () => {
    const { api, user, dialog, row } = await openEdit('lottery');
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field(yeekeeTh.code)).toHaveAttribute('readonly');
    expect(field(yeekeeTh.isEnabled)).toBeChecked();
    await user.clear(field(yeekeeTh.maxShotsPerMember));
    await user.type(field(yeekeeTh.maxShotsPerMember), '50');
    await user.click(field(yeekeeTh.isEnabled));
    await user.click(within(dialog).getByRole('button', { name: yeekeeTh.save }));

    expect(await screen.findByText('บันทึกการตั้งค่า จับยี่กี แล้ว ใช้กับรอบที่ยังไม่เปิด')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${marketsPath}/YK`).map((call) => call.body)).toEqual([
      {
        name: 'จับยี่กี',
        roundsPerDay: 88,
        roundMinutes: 15,
        firstCloseTime: '06:00',
        shootWindowSeconds: 120,
        minShots: 20,
        maxShotsPerMember: 50,
        shotCooldownSeconds: 3,
        formula: 'SEEDED',
        isEnabled: false,
        shooterRewards: { enabled: false, positions: [], amount: '0.00', minStake: '0.00' },
      },
    ]);
    await waitFor(() => expect(row).toHaveTextContent('50 ครั้ง/รอบ'));
    expect(row).toHaveTextContent(yeekeeTh.enabledOff);
  });

  it('turns shooter rewards on only with positions and amounts above zero', async () => {
    const { api, user, dialog, row } = await openEdit('owner');
    const field = (label: string) => within(dialog).getByLabelText(label);
    const save = () => user.click(within(dialog).getByRole('button', { name: yeekeeTh.save }));
    await user.click(field(yeekeeTh.rewardsEnabled));
    await save();
    expect(await within(dialog).findByText('กรุณาระบุตำแหน่งที่ได้รางวัลอย่างน้อย 1 ตำแหน่ง')).toBeInTheDocument();
    expect(field(yeekeeTh.rewardAmount)).toHaveAccessibleDescription(th.amountInvalid);
    expect(field(yeekeeTh.rewardMinStake)).toHaveAccessibleDescription(th.amountInvalid);
    expect(api.callsTo('PUT', `${marketsPath}/YK`)).toHaveLength(0);

    await user.type(field(yeekeeTh.rewardPositions), '16 1');
    await user.clear(field(yeekeeTh.rewardAmount));
    await user.type(field(yeekeeTh.rewardAmount), '50');
    await user.clear(field(yeekeeTh.rewardMinStake));
    await user.type(field(yeekeeTh.rewardMinStake), '20');
    await save();
    await waitFor(() => expect(api.callsTo('PUT', `${marketsPath}/YK`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${marketsPath}/YK`)[0]?.body).toMatchObject({
      shooterRewards: { enabled: true, positions: [16, 1], amount: '50', minStake: '20' },
    });
    await waitFor(() => expect(row).toHaveTextContent('฿50.00 ตำแหน่ง 16, 1'));
  });

  it("opens a market's rounds of the day", async () => {
    const { user, row, path } = await openMarkets('lottery', {
      'GET /api/admin/lottery/yeekee/markets/YK/rounds': () =>
        ok({ marketCode: 'YK', businessDate: '2026-11-24', rounds: [] }),
    });
    await user.click(within(row).getByRole('link', { name: yeekeeTh.roundsOfDay }));
    expect(await screen.findByRole('heading', { level: 1, name: 'จับยี่กี (YK)' })).toBeInTheDocument();
    expect(path()).toBe('/lottery/yeekee/YK');
    expect(await screen.findByText(adminTh.empty)).toBeInTheDocument();
  });
});
