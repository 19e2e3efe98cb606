import { describe, expect, it } from 'vitest';
import { formatCloseTime } from './round-time';

describe('formatCloseTime', () => {
  it('shows the Bangkok day, Thai month and time of a close', () => {
    expect(formatCloseTime('2026-11-24T10:10:00.000Z')).toBe('24 พ.ย. 17:10');
    // 20:00Z is 03:00 the next Bangkok day (Dow Jones).
    expect(formatCloseTime('2026-11-23T20:00:00.000Z')).toBe('24 พ.ย. 03:00');
    expect(formatCloseTime('nonsense')).toBe('—');
  });
});
