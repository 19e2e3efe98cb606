import type { SportsAdminFixture, StaffRoleName } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sportsDeskTh as th } from '../../../messages/sports';
import {
  fail,
  ok,
  renderAdmin,
  type StubHandlers,
  sessionHandlers,
  stubApi,
} from '../../../testing/render-admin';
import { adminFixture, FIXTURE_ID, pendingResult } from '../testing/fixtures';

const fixturePath = `/api/admin/sports/fixtures/${FIXTURE_ID}`;

/** The fixture page as `role` (username `${role}1`) sees it. */
const openFixture = async (
  role: StaffRoleName,
  fixture: SportsAdminFixture = adminFixture(),
  handlers: StubHandlers = {},
) => {
  const api = stubApi({ ...sessionHandlers(role), [`GET ${fixturePath}`]: () => ok(fixture), ...handlers });
  const view = renderAdmin(`/sports/fixtures/${FIXTURE_ID}`, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'บุรีรัมย์ พบ ท่าเรือ' });
  return { ...view, api };
};

describe('fixture page: markets', () => {
  it('shows each market readably with house and feed prices, holds, stake and liability', async () => {
    await openFixture('trader');
    const ah = screen.getByTestId('market-row-FT.AH:-0.75');
    expect(ah).toHaveTextContent('แฮนดิแคป เต็มเวลา 0.5/1');
    expect(ah).toHaveTextContent('ครึ่งควบลูก · บุรีรัมย์ ต่อ');
    // Malay water: 1.92 → 0.92, 2.25 → red -0.80; the feed's 1.95 → 0.95.
    expect(ah).toHaveTextContent('0.92');
    expect(within(ah).getByText('-0.80')).toHaveClass('text-red-600');
    expect(ah).toHaveTextContent('0.95');
    expect(ah).toHaveTextContent('12 บิล');
    expect(ah).toHaveTextContent('15.0%');

    const ou = screen.getByTestId('market-row-FT.OU:2.5');
    expect(ou).toHaveTextContent('สูง/ต่ำ เต็มเวลา 2.5');
    expect(ou).toHaveTextContent('ระงับชั่วคราว');
    expect(ou).toHaveTextContent(th.holds.FEED_SILENCE);
    expect(ou).toHaveTextContent('เจ้าหน้าที่: ทีมแจ้งเปลี่ยนตัว');
    expect(ou).toHaveTextContent(th.noPrice);
    expect(within(ou).queryByTestId('market-suspend-FT.OU:2.5')).not.toBeInTheDocument();
    expect(within(ou).getByTestId('market-reopen-FT.OU:2.5')).toBeInTheDocument();
  });

  it('needs a reason before suspending a market, then sends it', async () => {
    const { api, user } = await openFixture('trader', adminFixture(), {
      [`POST ${fixturePath}/markets/control`]: () => ok(null),
    });
    await user.click(screen.getByTestId('market-suspend-FT.AH:-0.75'));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับตลาด แฮนดิแคป เต็มเวลา 0.5/1' });
    await user.click(within(dialog).getByTestId('market-control-submit'));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(within(dialog).getByTestId('market-control-reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', `${fixturePath}/markets/control`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(th.reason), 'ข่าวนักเตะบาดเจ็บ');
    await user.click(within(dialog).getByRole('button', { name: th.suspend }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `${fixturePath}/markets/control`)[0]?.body).toEqual({
      market: 'FT.AH:-0.75',
      action: 'SUSPEND',
      reason: 'ข่าวนักเตะบาดเจ็บ',
    });
    expect(await screen.findByText(th.controlDone.SUSPEND)).toBeInTheDocument();
  });

  it('suspends every market of the fixture at once', async () => {
    const { api, user } = await openFixture('owner', adminFixture(), {
      [`POST ${fixturePath}/markets/control`]: () => ok(null),
    });
    await user.click(screen.getByTestId('market-suspend-ALL'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('market-control-reason'), 'ฟีดมีปัญหา');
    await user.click(within(dialog).getByTestId('market-control-submit'));
    await waitFor(() =>
      expect(api.callsTo('POST', `${fixturePath}/markets/control`)[0]?.body).toEqual({
        market: 'ALL',
        action: 'SUSPEND',
        reason: 'ฟีดมีปัญหา',
      }),
    );
  });

  it('edits the house prices of one market in decimal odds', async () => {
    const { api, user } = await openFixture('trader', adminFixture(), {
      [`PUT ${fixturePath}/markets`]: () => ok(adminFixture()),
    });
    await user.click(screen.getByTestId('market-edit-FT.AH:-0.75'));
    const dialog = await screen.findByRole('dialog');
    const home = within(dialog).getByTestId('price-HOME');
    expect(home).toHaveValue('1.920');
    expect(within(dialog).getByText('ฟีด 1.95')).toBeInTheDocument();
    await user.clear(home);
    await user.type(home, '1,9');
    await user.click(within(dialog).getByTestId('prices-submit'));
    expect(await within(dialog).findByText('ราคาไม่ถูกต้อง')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${fixturePath}/markets`)).toHaveLength(0);

    await user.clear(home);
    await user.type(home, '1.88');
    await user.click(within(dialog).getByTestId('prices-submit'));
    await waitFor(() =>
      expect(api.callsTo('PUT', `${fixturePath}/markets`)[0]?.body).toEqual({
        markets: [
          {
            key: 'FT.AH:-0.75',
            prices: [
              { outcome: 'HOME', odds: '1.88' },
              { outcome: 'AWAY', odds: '2.250' },
            ],
          },
        ],
      }),
    );
  });

  it('shows the liability grid with the worst scenario highlighted', async () => {
    await openFixture('trader');
    const grid = screen.getByTestId('liability-grid');
    // The server sends the members' net win; the grid shows the house's result, a loss in red.
    const worst = within(grid).getByTestId('scenario-FT.AH:-0.75-+1');
    expect(worst).toHaveAttribute('data-worst', 'true');
    expect(worst).toHaveTextContent(th.worst);
    expect(within(worst).getByText('-฿45,000.00')).toHaveClass('text-red-600');
    expect(within(grid).getByTestId('scenario-FT.AH:-0.75-+2')).not.toHaveAttribute('data-worst');
    expect(within(grid).getByTestId('scenario-FT.AH:-0.75--1')).toHaveTextContent('฿8,000.00');
    expect(grid).toHaveTextContent(th.scenarioMargin);
  });
});

describe('fixture page: result desk', () => {
  it('enters a result with its first half, beside the feed’s', async () => {
    const { api, user } = await openFixture('trader', adminFixture(), {
      [`POST ${fixturePath}/result`]: () => ok(null),
    });
    const desk = screen.getByTestId('result-desk');
    expect(within(desk).getByTestId('result-feed')).toHaveTextContent('2 - 1');
    await user.type(within(desk).getByTestId('result-ft-home'), '2');
    await user.type(within(desk).getByTestId('result-ft-away'), '1');
    await user.type(within(desk).getByTestId('result-ht-home'), '3');
    await user.type(within(desk).getByTestId('result-ht-away'), '0');
    await user.click(within(desk).getByTestId('result-submit'));
    expect(await within(desk).findByText(th.halfAboveFull)).toBeInTheDocument();
    expect(api.callsTo('POST', `${fixturePath}/result`)).toHaveLength(0);

    await user.clear(within(desk).getByLabelText('บุรีรัมย์ (ครึ่งแรก)'));
    await user.type(within(desk).getByLabelText('บุรีรัมย์ (ครึ่งแรก)'), '1');
    await user.click(within(desk).getByRole('button', { name: th.enterResult }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${fixturePath}/result`)[0]?.body).toEqual({
        ft: { home: 2, away: 1 },
        ht: { home: 1, away: 0 },
      }),
    );
    expect(await screen.findByText(th.resultEntered)).toBeInTheDocument();
  });

  it('shows a pending revision with who entered it and the payout preview, and confirms it', async () => {
    const { api, user } = await openFixture('trader', adminFixture({ result: pendingResult('trader2') }), {
      [`POST ${fixturePath}/result/confirm`]: () => ok(null),
    });
    const pending = screen.getByTestId('result-pending');
    expect(pending).toHaveTextContent('ครั้งที่ 2');
    expect(pending).toHaveTextContent('บันทึกโดย trader2');
    expect(within(screen.getByTestId('result-confirmed')).getByText('2 - 2')).toBeInTheDocument();
    const won = within(pending).getByTestId('preview-SB000123');
    expect(won).toHaveTextContent('฿1,920.00');
    const lost = within(pending).getByTestId('preview-SB000124');
    expect(within(lost).getByText('-฿2,250.00')).toHaveClass('text-red-600');
    // Once settled, a new entry is a revision.
    expect(screen.getByRole('form', { name: th.enterRevision })).toBeInTheDocument();

    await user.click(within(pending).getByTestId('result-confirm'));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันผล บุรีรัมย์ พบ ท่าเรือ' });
    expect(dialog).toHaveTextContent('เต็มเวลา 2 - 1 ครึ่งแรก 1 - 0 (ครั้งที่ 2)');
    await user.click(within(dialog).getByTestId('result-confirm-submit'));
    await waitFor(() => expect(api.callsTo('POST', `${fixturePath}/result/confirm`)).toHaveLength(1));
    expect(await screen.findByText(th.resultConfirmed)).toBeInTheDocument();
  });

  it('tells the maker another staff member must confirm', async () => {
    await openFixture('trader', adminFixture({ result: pendingResult('trader1') }));
    const pending = screen.getByTestId('result-pending');
    expect(within(pending).getByText(th.makerMustWait)).toBeInTheDocument();
    expect(within(pending).queryByTestId('result-confirm')).not.toBeInTheDocument();
  });

  it('shows the server’s maker-checker refusal inside the dialog', async () => {
    const { user } = await openFixture('owner', adminFixture({ result: pendingResult('someone-else') }), {
      [`POST ${fixturePath}/result/confirm`]: () => fail('SPORTS_MAKER_CHECKER'),
    });
    await user.click(screen.getByTestId('result-confirm'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('result-confirm-submit'));
    expect(
      await within(dialog).findByText('ผู้บันทึกไม่สามารถยืนยันรายการของตนเองได้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน'),
    ).toBeInTheDocument();
  });
});
