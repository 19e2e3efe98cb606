import { type CouponCampaign, couponPaths } from '@chokdee/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponsTh } from '../../../messages/coupons';
import { adminTh } from '../../../messages/th';
import { uiTh } from '../../../messages/ui';
import { captureDownloads } from '../../../testing/downloads';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';
import { couponCodesCsv } from '../api/coupon-campaigns';
import { turnoverTargetOf } from './coupon-campaigns-page';

const campaign = (overrides: Partial<CouponCampaign> = {}): CouponCampaign => ({
  id: '0190a0a0-0000-7000-8000-00000000c001',
  name: 'คูปองต้อนรับ',
  quantity: 100,
  remaining: 98,
  redeemed: 2,
  value: '50.00',
  multiplier: '5',
  base: 'BONUS',
  maxStake: '500.00',
  newMembersOnly: true,
  newMemberDays: 7,
  minDepositInWindow: null,
  depositWindowDays: 7,
  expiresAt: '2099-01-01T00:00:00.000Z',
  enabled: true,
  codesIssuedAt: '2026-11-23T03:00:00.000Z',
  createdAt: '2026-11-23T03:00:00.000Z',
  ...overrides,
});

let saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const page = (rows: CouponCampaign[]) => ok({ data: rows, total: rows.length, pageNo: 1, pageSize: 20 });

describe('coupon campaigns', () => {
  it('lists campaigns with what is left and redeemed; support reads but cannot create', async () => {
    stubApi({
      ...sessionHandlers('support'),
      [`GET ${couponPaths.adminCampaigns}`]: () => page([campaign()]),
    });
    renderAdmin('/marketing/coupons', { signedIn: true });
    const row = await screen.findByTestId('campaign-0190a0a0-0000-7000-8000-00000000c001');
    expect(row).toHaveTextContent('คูปองต้อนรับ');
    expect(row).toHaveTextContent('98');
    expect(row).toHaveTextContent('สมาชิกใหม่ 7 วัน');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: couponsTh.create })).not.toBeInTheDocument();
  });

  it('switching a campaign off asks first; switching it on does not', async () => {
    const id = '0190a0a0-0000-7000-8000-00000000c001';
    const enabledPath = couponPaths.adminCampaignEnabled.replace(':id', id);
    let enabled = true;
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET ${couponPaths.adminCampaigns}`]: () => page([campaign({ enabled })]),
      [`PUT ${enabledPath}`]: (call) => {
        enabled = (call.body as { enabled: boolean }).enabled;
        return ok(campaign({ enabled }));
      },
    });
    const { user } = renderAdmin('/marketing/coupons', { signedIn: true });
    const row = await screen.findByTestId(`campaign-${id}`);
    await user.click(within(row).getByRole('button', { name: couponsTh.turnOff }));
    let confirm = await screen.findByRole('dialog', { name: 'ปิดแคมเปญ คูปองต้อนรับ' });
    expect(confirm).toHaveTextContent('โค้ดที่ยังไม่ถูกใช้ (98 โค้ด) จะใช้ไม่ได้ทันที');
    await user.click(within(confirm).getByRole('button', { name: adminTh.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', enabledPath)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: couponsTh.turnOff }));
    confirm = await screen.findByRole('dialog', { name: 'ปิดแคมเปญ คูปองต้อนรับ' });
    await user.click(within(confirm).getByRole('button', { name: couponsTh.turnOff }));
    expect(await screen.findByText(couponsTh.turnedOff)).toBeInTheDocument();
    expect(api.callsTo('PUT', enabledPath)[0]?.body).toEqual({ enabled: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await within(row).findByRole('button', { name: couponsTh.turnOn }));
    expect(await screen.findByText(couponsTh.turnedOn)).toBeInTheDocument();
    expect(api.callsTo('PUT', enabledPath)[1]?.body).toEqual({ enabled: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a campaign and shows its codes once, to copy or download as CSV', async () => {
    let created = false;
    const codes = ['ABCDEFGHJKMN', 'PQRSTUVWXYZ2'];
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET ${couponPaths.adminCampaigns}`]: () =>
        page(created ? [campaign({ quantity: 2, remaining: 2, redeemed: 0 })] : []),
      [`POST ${couponPaths.adminCampaigns}`]: () => {
        created = true;
        return ok({ campaign: campaign({ quantity: 2, remaining: 2, redeemed: 0 }), codes });
      },
    });
    const { user } = renderAdmin('/marketing/coupons', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: couponsTh.create }));
    const dialog = await screen.findByRole('dialog', { name: couponsTh.createTitle });
    await user.type(within(dialog).getByLabelText(couponsTh.nameLabel), 'คูปองต้อนรับ');
    const quantity = within(dialog).getByLabelText(couponsTh.quantityLabel);
    await user.clear(quantity);
    await user.type(quantity, '2');
    const multiplier = within(dialog).getByLabelText(couponsTh.multiplierLabel);
    await user.clear(multiplier);
    await user.type(multiplier, '1.5');
    expect(within(dialog).getByTestId('coupon-preview')).toHaveTextContent('75.00');
    await user.click(within(dialog).getByRole('button', { name: couponsTh.submit }));

    const shown = await screen.findByRole('dialog', { name: 'โค้ดของแคมเปญ คูปองต้อนรับ' });
    expect(shown).toHaveTextContent(couponsTh.codesWarning);
    expect(screen.getByRole('textbox')).toHaveValue(codes.join('\n'));
    const [sent] = api.callsTo('POST', couponPaths.adminCampaigns);
    expect(sent?.body).toMatchObject({
      name: 'คูปองต้อนรับ',
      quantity: 2,
      multiplier: '1.5',
      value: '50',
      base: 'BONUS',
    });
    expect(String((sent?.body as { expiresAt?: string } | undefined)?.expiresAt)).toMatch(
      /T23:59:00\+07:00$/,
    );

    await user.click(within(shown).getByRole('button', { name: couponsTh.copyAll }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    await user.click(within(shown).getByRole('button', { name: couponsTh.downloadCsv }));
    expect(saved).toHaveLength(1);
    const bytes = new Uint8Array((await saved[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    // A UTF-8 BOM (Excel), then one code per line.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('code\r\nABCDEFGHJKMN\r\nPQRSTUVWXYZ2\r\n');

    // Esc or a stray click outside would lose the codes for good: only the acknowledgement closes.
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(screen.getByTestId('shown-once-overlay'));
    expect(screen.getByRole('textbox')).toHaveValue(codes.join('\n'));
    await user.click(within(shown).getByRole('button', { name: uiTh.shownOnceAcknowledge }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('ABCDEFGHJKMN')).not.toBeInTheDocument();
  });

  it('computes the target as the server does: multiplier × value, up to the satang', () => {
    expect(turnoverTargetOf('50', '5')).toBe('250.00');
    expect(turnoverTargetOf('0.05', '1.5')).toBe('0.08');
    expect(turnoverTargetOf('50', 'x')).toBeUndefined();
    expect(couponCodesCsv([]).type).toBe('text/csv;charset=utf-8');
  });
});
