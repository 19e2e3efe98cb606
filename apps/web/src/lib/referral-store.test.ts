import { describe, expect, it } from 'vitest';
import { captureReferralParams, getAgentCode, getReferralCode, readCookie } from './referral-store';

const DAY = 24 * 60 * 60 * 1000;
const clearCookie = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe('referral store', () => {
  it('keeps ref and agref from the register link in a cookie and localStorage', () => {
    captureReferralParams('?ref=FRIEND1&agref=AGENT1');
    expect(readCookie('ref')).toBe('FRIEND1');
    expect(readCookie('agref')).toBe('AGENT1');
    expect(getReferralCode()).toBe('FRIEND1');
    expect(getAgentCode()).toBe('AGENT1');
    expect(localStorage.getItem('chokdee:agref')).toContain('AGENT1');
  });

  it('lets an agref cookie win over the one in the URL', () => {
    captureReferralParams('?agref=FIRST');
    captureReferralParams('?agref=SECOND&ref=R2');
    expect(getAgentCode()).toBe('FIRST');
    expect(getReferralCode()).toBe('R2');
  });

  it('falls back to localStorage for 7 days when the cookie is gone', () => {
    const now = Date.UTC(2025, 0, 1);
    captureReferralParams('?ref=R7&agref=A7', now);
    clearCookie('ref');
    clearCookie('agref');
    expect(getReferralCode(now + 7 * DAY - 1)).toBe('R7');
    expect(getAgentCode(now + 7 * DAY - 1)).toBe('A7');
    expect(getReferralCode(now + 7 * DAY)).toBeUndefined();
    expect(getAgentCode(now + 7 * DAY)).toBeUndefined();
  });

  it('ignores values that are not codes', () => {
    captureReferralParams('?ref=%3Cscript%3E&agref=');
    expect(getReferralCode()).toBeUndefined();
    expect(getAgentCode()).toBeUndefined();
  });
});
