import { sportsHref } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { FIXTURE_ID, fixtureFixture, marketFixture } from '../testing-fixtures';
import { FixturePage } from './fixture-page';

const csPrices = (grid: number) =>
  Array.from({ length: (grid + 1) ** 2 }, (_, index) => ({
    outcome: `${Math.floor(index / (grid + 1))}-${index % (grid + 1)}`,
    odds: '9.000',
  })).concat({ outcome: 'OTHER', odds: '15.000' });

const full = fixtureFixture({
  status: 'LIVE',
  minute: 52,
  score: { home: 1, away: 1 },
  halfTime: { home: 1, away: 0 },
  markets: [
    ...fixtureFixture().markets,
    marketFixture({
      key: 'FT.AH:-1',
      prices: [
        { outcome: 'HOME', odds: '2.100' },
        { outcome: 'AWAY', odds: '1.800' },
      ],
    }),
    marketFixture({
      key: 'FT.AH:0.25',
      prices: [
        { outcome: 'HOME', odds: '1.500' },
        { outcome: 'AWAY', odds: '2.600' },
      ],
    }),
    marketFixture({
      key: 'FT.OU:3',
      prices: [
        { outcome: 'OVER', odds: '2.200' },
        { outcome: 'UNDER', odds: '1.700' },
      ],
    }),
    marketFixture({
      key: 'FT.OE',
      prices: [
        { outcome: 'ODD', odds: '1.950' },
        { outcome: 'EVEN', odds: '1.950' },
      ],
    }),
    marketFixture({ key: 'FT.CS', prices: csPrices(4) }),
    marketFixture({ key: '1H.CS', status: 'SUSPENDED', prices: csPrices(2) }),
  ],
});

describe('FixturePage', () => {
  it('shows every market by period: handicap lines with who gives, totals, 1X2, คี่/คู่ and the score grid', async () => {
    stubApi({ [`GET ${sportsHref.fixture(FIXTURE_ID)}`]: () => okReply(full) });
    renderWithApp(<FixturePage fixtureId={FIXTURE_ID} />);
    const page = await screen.findByTestId('sports-fixture-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('ลิเวอร์พูล (ต่อ)1-1เชลซี');
    expect(within(page).getByTestId('sports-live')).toHaveTextContent("52'");
    expect(within(page).getByText('ครึ่งแรก 1-0')).toBeInTheDocument();

    const ft = within(page).getByRole('region', { name: 'เต็มเวลา' });
    // Lines in order, each with its Thai name and the giver: home −1 and −0.75, away +0.25.
    const rows = [...ft.querySelectorAll('[data-market-row^="FT.AH"]')].map((row) => row.textContent);
    expect(rows[0]).toContain('1 ลูกลิเวอร์พูล ต่อ');
    expect(rows[1]).toContain('0.5/1 ครึ่งควบลูกลิเวอร์พูล ต่อ');
    expect(rows[2]).toContain('0/0.5 ป.ปเชลซี ต่อ');
    expect(ft.querySelectorAll('[data-market-row^="FT.OU"]')).toHaveLength(2);
    expect(within(ft).getByRole('button', { name: 'คี่ คี่/คู่ เต็มเวลา ราคา 1.95' })).toBeEnabled();
    expect(within(ft).getByRole('button', { name: '4-4 ผลสกอร์ เต็มเวลา ราคา 9.00' })).toBeEnabled();
    expect(within(ft).getByRole('button', { name: 'อื่นๆ ผลสกอร์ เต็มเวลา ราคา 15.00' })).toBeEnabled();

    const half = within(page).getByRole('region', { name: 'ครึ่งแรก' });
    const halfScores = half.querySelectorAll('[data-market="1H.CS"]');
    // 0-0…2-2 and อื่นๆ, all locked while the market is suspended.
    expect(halfScores).toHaveLength(10);
    for (const button of halfScores) expect(button).toBeDisabled();
  });

  it('says so when the fixture is not there', async () => {
    stubApi({ [`GET ${sportsHref.fixture('nope')}`]: () => errorReply('SPORTS_FIXTURE_NOT_FOUND') });
    renderWithApp(<FixturePage fixtureId="nope" />);
    expect(await screen.findByText('ไม่พบคู่แข่งขันนี้')).toBeInTheDocument();
  });
});
