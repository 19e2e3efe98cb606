import { vipDefaultLevels, vipPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WIDEST_AMOUNT } from '../../../components/ui/money-input';
import { vipTh as th } from '../../../messages/vip';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const table = { enabled: true, levels: [...vipDefaultLevels] };
const field = (label: string, level: number) => screen.getByLabelText(`${label} ระดับ ${level}`);

describe('VIP levels', () => {
  it('the owner edits a level, checked with the contract first, and saves the whole table with PUT', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      [`GET ${vipPaths.adminLevels}`]: () => ok(table),
      // The server answers the table as saved (amounts normalised); the test reads what was sent.
      [`PUT ${vipPaths.adminLevels}`]: () => ok(table),
    });
    const { user } = renderAdmin('/marketing/vip', { signedIn: true });
    const threshold = await screen.findByLabelText(`${th.colThreshold} ระดับ 3`);
    expect(threshold).toHaveValue('50000.00');
    expect(field(th.colCashback, 1)).toHaveValue('');

    // Below level 2's threshold: refused before anything is sent.
    await user.clear(threshold);
    await user.type(threshold, '5000');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText('ระดับ 3: ยอดเทิร์นโอเวอร์ของแต่ละระดับต้องสูงกว่าระดับก่อนหน้า')).toBeInTheDocument();
    expect(api.callsTo('PUT', vipPaths.adminLevels)).toHaveLength(0);

    await user.clear(threshold);
    await user.type(threshold, '60000');
    await user.clear(field(th.colPerDay, 2));
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText(th.saved)).toBeInTheDocument();
    const [put] = api.callsTo('PUT', vipPaths.adminLevels);
    const levels = (put?.body as { levels: Array<Record<string, unknown>> } | undefined)?.levels ?? [];
    expect(levels).toHaveLength(8);
    expect(levels[2]).toMatchObject({ level: 3, name: 'ซิลเวอร์', threshold: '60000', cashbackPercent: '6' });
    expect(levels[1]).toMatchObject({ maxWithdrawPerDay: null, maxWithdrawPerRequest: '30000.00' });
    expect(levels[0]).toMatchObject({ cashbackPercent: null });
  });

  it('VIP off: the owner fills in the default ladder; the server’s refusal is shown', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      [`GET ${vipPaths.adminLevels}`]: () => ok({ enabled: false, levels: [] }),
      [`PUT ${vipPaths.adminLevels}`]: () => fail('FORBIDDEN'),
    });
    const { user } = renderAdmin('/marketing/vip', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: th.fillDefaults }));
    expect(field(th.colName, 8)).toHaveValue('เลเจนด์');
    await user.click(screen.getByRole('button', { name: th.save }));
    expect(await screen.findByText('ไม่มีสิทธิ์ทำรายการนี้')).toBeInTheDocument();
    expect(api.callsTo('PUT', vipPaths.adminLevels)).toHaveLength(1);
  });

  it('the owner switches VIP off after confirming', async () => {
    let current: { enabled: boolean; levels: unknown[] } = table;
    const api = stubApi({
      ...sessionHandlers('owner'),
      [`GET ${vipPaths.adminLevels}`]: () => ok(current),
      [`PUT ${vipPaths.adminLevels}`]: () => {
        current = { enabled: false, levels: [] };
        return ok(current);
      },
    });
    const { user } = renderAdmin('/marketing/vip', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: th.turnOff }));
    const dialog = await screen.findByRole('dialog', { name: th.turnOffTitle });
    await user.click(within(dialog).getByRole('button', { name: th.turnOff }));
    expect(await screen.findByText(th.off)).toBeInTheDocument();
    expect(api.callsTo('PUT', vipPaths.adminLevels)[0]?.body).toEqual({ levels: [] });
  });

  it('every money box is wide enough for an 8-digit amount with satang ("10000000.00")', async () => {
    stubApi({ ...sessionHandlers('owner'), [`GET ${vipPaths.adminLevels}`]: () => ok(table) });
    renderAdmin('/marketing/vip', { signedIn: true });
    await screen.findByLabelText(`${th.colThreshold} ระดับ 1`);
    for (const label of [th.colThreshold, th.colPerRequest, th.colPerDay, th.colBonus]) {
      const box = field(label, 1);
      // Characters the box's width holds (its `ch`s; digits are tabular, one `ch` each).
      const chars = Number(/(\d+(?:\.\d+)?)ch/.exec(box.style.width)?.[1] ?? 0);
      expect(chars, label).toBeGreaterThanOrEqual(WIDEST_AMOUNT.length);
      expect(box).toHaveClass('tabular-nums');
    }
  });

  it('support reads the table without saving', async () => {
    stubApi({ ...sessionHandlers('support'), [`GET ${vipPaths.adminLevels}`]: () => ok(table) });
    renderAdmin('/marketing/vip', { signedIn: true });
    await waitFor(() => expect(field(th.colName, 1)).toBeDisabled());
    expect(screen.getByText(th.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: th.save })).toBeNull();
  });
});
