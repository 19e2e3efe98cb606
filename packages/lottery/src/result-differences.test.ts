import { describe, expect, it } from 'vitest';
import { resultDifferences } from './result-differences';

describe('resultDifferences', () => {
  const glo = { first: '123456', front3: ['123', '456'], back3: ['789', '012'], back2: '34' };

  it('finds nothing in the same result, whatever the order of a pair', () => {
    expect(resultDifferences(glo, { ...glo, front3: ['456', '123'] })).toEqual([]);
  });

  it('names each field that differs, in the typed result’s order', () => {
    expect(resultDifferences({ first: '1', special: '2' }, { special: '3', first: '4' })).toEqual([
      'special',
      'first',
    ]);
    expect(resultDifferences(glo, { ...glo, first: '123457', back2: '43' })).toEqual(['first', 'back2']);
    expect(resultDifferences(glo, { ...glo, back3: ['789', '013'] })).toEqual(['back3']);
  });

  it('reads a stock change with or without its plus sign as one figure', () => {
    const stock = { close: '21792.10', change: '412.27' };
    expect(resultDifferences(stock, { close: '21792.10', change: '+412.27' })).toEqual([]);
    expect(resultDifferences(stock, { close: '21792.01', change: '-412.27' })).toEqual(['close', 'change']);
  });
});
