/**
 * Referral (`ref`) and agent (`agref`) codes from a /register link, kept for 7 days in a cookie
 * and in localStorage. The register form reads them back with getReferralCode / getAgentCode.
 */

export const REFERRAL_KEY = 'ref';
export const AGENT_KEY = 'agref';
export const REFERRAL_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const storageKey = (name: string) => `chokdee:${name}`;

/** Codes are short tokens; anything else in a link is ignored rather than stored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const cleanCode = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  return text && CODE_PATTERN.test(text) ? text : undefined;
};

export const readCookie = (name: string): string | undefined => {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return cleanCode(decodeURIComponent(rest.join('=')));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};

const writeCookie = (name: string, value: string) => {
  const maxAge = REFERRAL_TTL_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing from older Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
};

type StoredCode = { value: string; expiresAt: number };

const readLocal = (name: string, now: number): string | undefined => {
  try {
    const raw = localStorage.getItem(storageKey(name));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredCode>;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      localStorage.removeItem(storageKey(name));
      return undefined;
    }
    return cleanCode(stored.value);
  } catch {
    return undefined;
  }
};

const writeLocal = (name: string, value: string, now: number) => {
  try {
    const stored: StoredCode = { value, expiresAt: now + REFERRAL_TTL_DAYS * DAY_MS };
    localStorage.setItem(storageKey(name), JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the cookie still carries the code.
  }
};

const keep = (name: string, value: string, now: number) => {
  writeCookie(name, value);
  writeLocal(name, value, now);
};

/**
 * Stores the codes of a /register link. The latest `ref` link wins; an `agref` already in the
 * cookie wins over the one in the URL (docs/domain/member-site.md §2), so an agent keeps the member it brought first.
 */
export const captureReferralParams = (search: URLSearchParams | string, now = Date.now()) => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ref = cleanCode(params.get(REFERRAL_KEY));
  if (ref) keep(REFERRAL_KEY, ref, now);
  const agentFromUrl = cleanCode(params.get(AGENT_KEY));
  const agentFromCookie = readCookie(AGENT_KEY);
  const agent = agentFromCookie ?? agentFromUrl;
  if (agent) keep(AGENT_KEY, agent, now);
};

/** The referral code to prefill in the register form: cookie, else a localStorage entry under 7 days old. */
export const getReferralCode = (now = Date.now()): string | undefined =>
  readCookie(REFERRAL_KEY) ?? readLocal(REFERRAL_KEY, now);

/** The agent code: the `agref` cookie wins, else a localStorage entry under 7 days old. */
export const getAgentCode = (now = Date.now()): string | undefined =>
  readCookie(AGENT_KEY) ?? readLocal(AGENT_KEY, now);
