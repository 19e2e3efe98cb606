import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './text-rule';

describe('the text rule', () => {
  it.each(['\u0000', 'a\u0001b', '\u001f', '\u007f', '\u0085', 'ok\u000b'])('refuses %j', (text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each(['', 'สมชาย ใจดี', 'line one\nline two\r\n\tindented', '0812345678', '฿1,250.00 🙂'])(
    'accepts %j',
    (text) => {
      expect(hasControlCharacter(text)).toBe(false);
    },
  );

  it('names the first bad field by its dotted path, keys included', () => {
    expect(findControlCharacter({ userName: 'a\u0000' })).toBe('userName');
    expect(findControlCharacter({ lines: [{ n: 'ok' }, { n: 'x\u0000' }] })).toBe('lines.1.n');
    expect(findControlCharacter({ 'k\u0000': 1 })).toBe('k?');
    expect(findControlCharacter('\u0000')).toBe('(body)');
    expect(findControlCharacter({ a: 1, b: [true, null, 'fine'] })).toBeUndefined();
  });

  it('walks a 100,000-deep value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(findControlCharacter(deep)).toMatch(/^0(\.0)*$/);
  });

  it('finds a control character wherever it is placed in a JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom('\u0000', '\u0007', '\u001b', '\u009f'), (value, bad) => {
        expect(findControlCharacter({ wrapper: [value, `x${bad}`] })).toBeDefined();
      }),
    );
  });
});
