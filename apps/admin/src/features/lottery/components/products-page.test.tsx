import { type AdminProduct, errorCatalogue, type StaffRoleName } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryTh } from '../../../messages/lottery';
import { adminTh } from '../../../messages/th';
import {
  fail,
  ok,
  renderAdmin,
  type StubCall,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';
import { gloProduct, hanoiProduct } from '../testing/fixtures';

const productPath = '/api/admin/lottery/products/HANOI';

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

/**
 * The products page as `role` sees it. `changes` answer the writes: each returns the product as the
 * server would, and the list read afterwards shows it.
 */
const openProducts = async (
  role: StaffRoleName,
  changes: Record<string, (call: StubCall) => AdminProduct> = {},
  refusals: StubHandlers = {},
) => {
  const stored = new Map([gloProduct(), hanoiProduct()].map((product) => [product.code, product]));
  const handlers: StubHandlers = Object.fromEntries(
    Object.entries(changes).map(([key, change]) => [
      key,
      (call: StubCall) => {
        const product = change(call);
        stored.set(product.code, product);
        return ok(product);
      },
    ]),
  );
  const api = stubApi({
    ...sessionHandlers(role),
    'GET /api/admin/lottery/products': () => ok({ data: [...stored.values()] }),
    ...handlers,
    ...refusals,
  });
  const view = renderAdmin('/lottery/products', { signedIn: true });
  const row = await screen.findByTestId('product-HANOI');
  return { ...view, api, row };
};

const openEditor = async (role: StaffRoleName, ...handlers: DropFirst<Parameters<typeof openProducts>>) => {
  const opened = await openProducts(role, ...handlers);
  await opened.user.click(within(opened.row).getByRole('button', { name: lotteryTh.edit }));
  const dialog = await screen.findByRole('dialog', { name: 'แก้ไข ฮานอยปกติ' });
  return { ...opened, dialog };
};

describe('lottery products', () => {
  it('lists each product with its group, result format, schedule, close time and holidays in Thai', async () => {
    const { row } = await openProducts('lottery');
    expect(row).toHaveTextContent('ฮานอยปกติ');
    expect(row).toHaveTextContent('หวยต่างประเทศ');
    expect(row).toHaveTextContent('ฮานอย (รางวัลพิเศษ รางวัลที่ 1)');
    expect(row).toHaveTextContent('ทุกวัน');
    expect(row).toHaveTextContent('18:10');
    expect(row).toHaveTextContent('1 วัน');
    expect(screen.getByTestId('product-GLO')).toHaveTextContent('หวยไทย');
  });

  it('switches a product off only after confirming in a dialog (it stops sales)', async () => {
    const { api, user, row } = await openProducts('lottery', {
      [`PATCH ${productPath}`]: () => hanoiProduct({ enabled: false }),
    });
    const toggle = within(row).getByRole('switch', { name: 'เปิดขาย ฮานอยปกติ' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'ปิดขาย ฮานอยปกติ' });
    await user.click(within(dialog).getByRole('button', { name: adminTh.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', productPath)).toHaveLength(0);
    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'ปิดขาย ฮานอยปกติ' });
    await user.click(within(dialog).getByRole('button', { name: 'ปิดขาย ฮานอยปกติ' }));
    expect(await screen.findByText('ปิดขาย ฮานอยปกติ แล้ว')).toBeInTheDocument();
    expect(api.callsTo('PATCH', productPath)[0]?.body).toEqual({ enabled: false });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  });

  it('sends only what was edited: the close time, and one bet type with its changed fields', async () => {
    const { api, user, dialog } = await openEditor('owner', {
      [`PATCH ${productPath}`]: () => hanoiProduct(),
    });
    const twoTop = within(dialog).getByTestId('bet-type-TWO_TOP');
    const closeTime = within(dialog).getByLabelText(lotteryTh.closeTime);
    await user.clear(closeTime);
    await user.type(closeTime, '18:30');
    const rate = within(twoTop).getByLabelText('อัตราจ่าย (บาทละ) 2 ตัวบน');
    await user.clear(rate);
    await user.type(rate, '95');
    const max = within(twoTop).getByLabelText('สูงสุดต่อรายการ 2 ตัวบน');
    await user.clear(max);
    await user.type(max, '3000');
    await user.click(within(twoTop).getByLabelText('เปิดรับ 2 ตัวบน'));
    // The same rate written another way is not a change.
    const runRate = within(dialog).getByLabelText('อัตราจ่าย (บาทละ) วิ่งบน');
    await user.clear(runRate);
    await user.type(runRate, '3.20');

    await user.click(within(dialog).getByRole('button', { name: lotteryTh.save }));
    expect(await screen.findByText('บันทึกการตั้งค่า ฮานอยปกติ แล้ว')).toBeInTheDocument();
    expect(api.callsTo('PATCH', productPath)[0]?.body).toEqual({
      closeTime: '18:30',
      betTypes: [{ betType: 'TWO_TOP', payOutPrice: '95', maxBet: '3000.00', enabled: false }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses limits out of order and a bad rate before sending', async () => {
    const { api, user, dialog } = await openEditor('lottery');
    const threeTop = within(dialog).getByTestId('bet-type-THREE_TOP');
    const min = within(threeTop).getByLabelText('ขั้นต่ำต่อรายการ 3 ตัวบน');
    await user.clear(min);
    await user.type(min, '5000');
    const rate = within(threeTop).getByLabelText('อัตราจ่าย (บาทละ) 3 ตัวบน');
    await user.clear(rate);
    await user.type(rate, '8OO');
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.save }));
    expect(await within(threeTop).findByText(errorCatalogue.BET_LIMITS_INVALID.message)).toBeInTheDocument();
    expect(within(threeTop).getByText(lotteryTh.rateInvalid)).toBeInTheDocument();
    expect(api.callsTo('PATCH', productPath)).toHaveLength(0);
  });

  it("keeps the server's refusal in the editor", async () => {
    const { user, dialog } = await openEditor(
      'lottery',
      {},
      { [`PATCH ${productPath}`]: () => fail('BET_LIMITS_INVALID', { field: 'betTypes.0' }) },
    );
    await user.click(within(dialog).getByLabelText(lotteryTh.productEnabledField));
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      errorCatalogue.BET_LIMITS_INVALID.message,
    );
  });

  it('adds and removes holidays', async () => {
    const { api, user, row } = await openProducts('lottery', {
      'PUT /api/admin/lottery/products/HANOI/holidays/2027-01-01': () =>
        hanoiProduct({
          holidays: [
            { date: '2026-12-31', note: 'วันสิ้นปี' },
            { date: '2027-01-01', note: 'ปีใหม่' },
          ],
        }),
      'DELETE /api/admin/lottery/products/HANOI/holidays/2026-12-31': () =>
        hanoiProduct({ holidays: [{ date: '2027-01-01', note: 'ปีใหม่' }] }),
    });
    await user.click(within(row).getByRole('button', { name: lotteryTh.holidays }));
    const dialog = await screen.findByRole('dialog', { name: 'วันหยุดของ ฮานอยปกติ' });
    expect(dialog).toHaveTextContent('วันสิ้นปี');
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.addHoliday }));
    expect(await within(dialog).findByText(lotteryTh.holidayDateRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(lotteryTh.holidayDate), '2027-01-01');
    await user.type(within(dialog).getByLabelText(lotteryTh.holidayNote), 'ปีใหม่');
    await user.click(within(dialog).getByRole('button', { name: lotteryTh.addHoliday }));
    expect(await within(dialog).findByText(/ปีใหม่/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/lottery/products/HANOI/holidays/2027-01-01')[0]?.body).toEqual({
      note: 'ปีใหม่',
    });

    await user.click(within(dialog).getByRole('button', { name: 'ลบวันหยุด 2026-12-31' }));
    await waitFor(() => expect(dialog).not.toHaveTextContent('วันสิ้นปี'));
    expect(api.callsTo('DELETE', '/api/admin/lottery/products/HANOI/holidays/2026-12-31')).toHaveLength(1);
    expect(await screen.findByTestId('product-HANOI')).toHaveTextContent('1 วัน');
  });

  it('shows the settings read-only to a role that may not change them', async () => {
    const { user, row } = await openProducts('finance');
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(row).toHaveTextContent(lotteryTh.enabledOn);
    await user.click(within(row).getByRole('button', { name: lotteryTh.view }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไข ฮานอยปกติ' });
    expect(within(dialog).getByLabelText('อัตราจ่าย (บาทละ) 2 ตัวบน')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: lotteryTh.save })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: adminTh.close }));

    await user.click(within(row).getByRole('button', { name: lotteryTh.holidays }));
    const holidays = await screen.findByRole('dialog', { name: 'วันหยุดของ ฮานอยปกติ' });
    expect(within(holidays).queryByRole('button', { name: lotteryTh.addHoliday })).not.toBeInTheDocument();
    expect(within(holidays).queryByRole('button', { name: /ลบวันหยุด/ })).not.toBeInTheDocument();
  });
});
