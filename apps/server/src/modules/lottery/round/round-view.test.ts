import { deriveResult, type RawResult, type ResultFormat } from '@chokdee/lottery';
import { describe, expect, it } from 'vitest';
import type { RoundRow, SettledRoundRow } from './round.repo';
import { resultView } from './round-view';

const settled = (format: ResultFormat, raw: RawResult, yeekeeR: string | null = null): SettledRoundRow => ({
  round: {
    roundCode: 'R20261123',
    closeAt: new Date('2026-11-23T08:00:00.000Z'),
    resultRaw: raw,
    resultDerived: deriveResult(format, raw as never),
  } as RoundRow,
  product: { code: 'P', name: 'หวยทดสอบ', schedule: { kind: 'DAILY' }, resultFormat: format },
  yeekeeR,
});

/** The headline and the parts a result card shows, by the product's result format. */
const shown = (row: SettledRoundRow) => {
  const { result, top3, bottom2, front3, back3 } = resultView(row);
  return { result, top3, bottom2, front3, back3 };
};

describe('resultView: every product headlined by its whole published number, with its parts', () => {
  it('Thai government: the 6-digit first prize, 3 ตัวหน้า and 3 ตัวท้าย, 2 ตัวล่าง the separate prize', () => {
    expect(
      shown(settled('GLO', { first: '820866', front3: ['266', '482'], back3: ['130', '585'], back2: '06' })),
    ).toEqual({
      result: '820866',
      top3: '866',
      bottom2: '06',
      front3: ['266', '482'],
      back3: ['130', '585'],
    });
  });

  it('Lao, Hanoi and stock: the number drawn, the special prize, the close', () => {
    expect(shown(settled('LAO', { number: '129813' }))).toMatchObject({ result: '129813', top3: '813' });
    expect(shown(settled('HANOI', { special: '41375', first: '70903' }))).toMatchObject({
      result: '41375',
      top3: '375',
      bottom2: '03',
    });
    expect(shown(settled('STOCK', { close: '21792.10', change: '-412.27' }))).toMatchObject({
      result: '21,792.10',
      top3: '210',
      bottom2: '27',
    });
  });

  it('3+2 brands: both numbers in the headline, not the 3 ตัวบน alone', () => {
    expect(shown(settled('TOP_BOTTOM', { top3: '375', bottom2: '41' }))).toMatchObject({
      result: '375-41',
      top3: '375',
      bottom2: '41',
    });
  });

  it('Yeekee: R as the round page shows it, not its last 3 digits', () => {
    const raw = { top3: '375', bottom2: '41' };
    expect(shown(settled('YEEKEE', raw, '41375'))).toMatchObject({
      result: '41375',
      top3: '375',
      bottom2: '41',
    });
    // A CLASSIC sum can write R with more than 5 digits: the round's R, whole.
    expect(shown(settled('YEEKEE', raw, '1241375'))).toMatchObject({ result: '1241375', top3: '375' });
    // Without the round's R (never for a resulted Yeekee round), its 5 digits from the parts.
    expect(shown(settled('YEEKEE', raw))).toMatchObject({ result: '41375' });
  });
});
