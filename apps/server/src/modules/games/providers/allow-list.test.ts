import { describe, expect, it } from 'vitest';
import { createAllowList, parseAllowEntry } from './allow-list';
import { isSafeGameUrl } from './provider-launch';
import { secretsMatch, signatureMatches, signBody } from './provider-secrets';

describe('provider allow-list', () => {
  it('reads addresses and CIDRs of both families, refuses the rest', () => {
    expect(parseAllowEntry('203.0.113.7')).toEqual({ address: '203.0.113.7', family: 'ipv4' });
    expect(parseAllowEntry('10.0.0.0/8')).toEqual({ address: '10.0.0.0', family: 'ipv4', prefix: 8 });
    expect(parseAllowEntry('2001:db8::/32')).toEqual({ address: '2001:db8::', family: 'ipv6', prefix: 32 });
    for (const bad of [
      '',
      'x',
      '10.0.0.0/33',
      '10.0.0.0/-1',
      '10.0.0.0/8/8',
      '::/129',
      '1.2.3',
      '10.0.0.0/ 8',
    ])
      expect(parseAllowEntry(bad), bad).toBeUndefined();
  });

  it('admits listed addresses and ranges only; an empty list admits any; IPv4-mapped callers read as IPv4', () => {
    const list = createAllowList(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32']);
    for (const ok of ['203.0.113.7', '10.1.2.3', '::ffff:10.9.9.9', '2001:db8::1'])
      expect(list.allows(ok), ok).toBe(true);
    for (const no of ['203.0.113.8', '11.0.0.1', '2001:db9::1', 'junk', ''])
      expect(list.allows(no), no).toBe(false);
    expect(createAllowList([]).allows('198.51.100.1')).toBe(true);
  });
});

describe('launch URLs', () => {
  it('absolute http(s) and site paths only', () => {
    for (const ok of [
      'https://g.example/p?x=1',
      'http://127.0.0.1:3000/originals/play',
      '/originals/play/slot',
    ])
      expect(isSafeGameUrl(ok), ok).toBe(true);
    for (const no of [
      '',
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x',
      '/a\\b',
      '/a b',
      'x/y',
      'https://',
    ])
      expect(isSafeGameUrl(no), no).toBe(false);
  });
});

describe('provider secrets', () => {
  it('signatures and shared secrets compare exactly (any length, any case of hex)', () => {
    const signature = signBody('s3cret', '{"a":1}');
    expect(signatureMatches('s3cret', '{"a":1}', signature)).toBe(true);
    expect(signatureMatches('s3cret', '{"a":1}', signature.toUpperCase())).toBe(true);
    expect(signatureMatches('s3cret', '{"a":2}', signature)).toBe(false);
    expect(signatureMatches('s3cret', '{"a":1}', signature.slice(1))).toBe(false);
    expect(signatureMatches('s3cret', '{"a":1}', undefined)).toBe(false);
    expect(secretsMatch('abc', 'abc')).toBe(true);
    expect(secretsMatch('abc', 'abcd')).toBe(false);
    expect(secretsMatch('abc', '')).toBe(false);
    expect(secretsMatch('abc', undefined)).toBe(false);
  });
});
