import { lottoListSchema, roundDetailSchema } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { productFixture, resultFixture, roundFixture } from '../testing-fixtures';
import { isLottoList, isRoundDetail } from './lotto-shapes';

/** Every value with one field at `path` replaced by `value` (a deep copy; the original is kept). */
const withField = (source: unknown, path: (string | number)[], value: unknown): unknown => {
  const copy = structuredClone(source) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
};

const list = {
  data: [
    productFixture({
      options: [{ betType: 'THREE_TOP', priceList: [{ betName: '3 ตัวบน', payOutPrice: '900' }] }],
      currentRound: {
        roundCode: 'LAO20261124',
        roundName: 'งวด 24 พ.ย. 69',
        openAt: '2026-11-23T13:00:00.000Z',
        closeAt: '2026-11-24T13:00:00.000Z',
        status: 'OPEN',
      },
      latestResult: resultFixture({ front3: ['123', '456'], back3: ['789', '012'] }),
    }),
    productFixture({ code: 'LAO', currentRound: null, latestResult: null }),
  ],
};
const round = roundFixture({
  closedNumbers: [{ betType: 'TWO_TOP', number: '12' }],
  reducedNumbers: [{ betType: 'THREE_TOP', number: '123', payOutPrice: '450.5' }],
});

/** Cases the zod-free check must judge as the contract's schema does. */
const listCases: [string, unknown][] = [
  ['the fixture', list],
  ['an empty list', { data: [] }],
  ['no data', {}],
  ['not an object', 'oops'],
  ['null', null],
  ['a product without code', withField(list, ['data', 0, 'code'], undefined)],
  ['an unknown group', withField(list, ['data', 0, 'group'], 'MOON')],
  ['an unknown result format', withField(list, ['data', 0, 'resultFormat'], 'X')],
  ['a float rate', withField(list, ['data', 0, 'options', 0, 'priceList', 0, 'payOutPrice'], 900)],
  [
    'a rate with 5 decimals',
    withField(list, ['data', 0, 'options', 0, 'priceList', 0, 'payOutPrice'], '1.12345'),
  ],
  ['an unknown bet type', withField(list, ['data', 0, 'options', 0, 'betType'], 'FOUR_TOP')],
  ['an option without bet type', withField(list, ['data', 0, 'options', 0, 'betType'], undefined)],
  ['a round with an unknown status', withField(list, ['data', 0, 'currentRound', 'status'], 'LIVE')],
  ['a round without close time', withField(list, ['data', 0, 'currentRound', 'closeAt'], undefined)],
  ['a missing current round', withField(list, ['data', 0, 'currentRound'], undefined)],
  ['a result with a numeric top3', withField(list, ['data', 0, 'latestResult', 'top3'], 123)],
  ['a result with front3 not a list', withField(list, ['data', 0, 'latestResult', 'front3'], '123')],
  ['options not a list', withField(list, ['data', 0, 'options'], {})],
];

const roundCases: [string, unknown][] = [
  ['the fixture', round],
  ['no bet types', withField(round, ['betTypes'], [])],
  ['an unknown status', withField(round, ['status'], 'LIVE')],
  ['a money limit without two decimals', withField(round, ['betTypes', 0, 'minBet'], '1')],
  ['a numeric max bet', withField(round, ['betTypes', 0, 'maxBet'], 100)],
  ['an unknown bet type', withField(round, ['betTypes', 0, 'betType'], 'X')],
  ['a float rate', withField(round, ['betTypes', 0, 'payOutPrice'], 900.5)],
  ['a closed number without bet type', withField(round, ['closedNumbers', 0, 'betType'], undefined)],
  ['a reduced number with a bad rate', withField(round, ['reducedNumbers', 0, 'payOutPrice'], 'abc')],
  ['no reduced numbers field', withField(round, ['reducedNumbers'], undefined)],
  ['no round code', withField(round, ['roundCode'], undefined)],
  ['an array', [round]],
];

describe('the zod-free checks of the lottery list and round answers', () => {
  it.each(listCases)('isLottoList agrees with lottoListSchema: %s', (_name, value) => {
    expect(isLottoList(value)).toBe(lottoListSchema.safeParse(value).success);
  });

  it.each(roundCases)('isRoundDetail agrees with roundDetailSchema: %s', (_name, value) => {
    expect(isRoundDetail(value)).toBe(roundDetailSchema.safeParse(value).success);
  });

  it('accepts the fixtures and rejects a broken answer (the cases are not all one way)', () => {
    expect(isLottoList(list)).toBe(true);
    expect(isRoundDetail(round)).toBe(true);
    expect(isLottoList({ data: [{}] })).toBe(false);
    expect(isRoundDetail({})).toBe(false);
  });
});
