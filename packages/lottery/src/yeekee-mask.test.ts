import { describe, expect, it } from 'vitest';
import { maskShooterName } from './yeekee-mask';

describe('maskShooterName', () => {
  it('keeps the first 2 user-perceived characters', () => {
    expect(maskShooterName('Somchai Jaidee')).toBe('So***');
    expect(maskShooterName('สมชาย ใจดี')).toBe('สม***');
    // A Thai consonant keeps its vowel and tone mark: ที่ and ดี are one character each.
    expect(maskShooterName('ที่ดีมาก')).toBe('ที่ดี***');
    expect(maskShooterName('👨‍👩‍👧👍🏽x')).toBe('👨‍👩‍👧👍🏽***');
  });

  it('a short or empty name', () => {
    expect(maskShooterName('A')).toBe('A***');
    expect(maskShooterName('')).toBe('***');
    expect(maskShooterName('   ')).toBe('***');
    expect(maskShooterName('  Bo b')).toBe('Bo***');
  });
});
