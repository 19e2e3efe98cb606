import {
  defaultReferralBasisPoints,
  type ReferralInvalidReason,
  type WageringCategory,
  wageringCategories,
} from '@chokdee/contracts';

/** Titles a Thai bank account name may carry, longest first (นางสาว before นาง). */
const TITLES = [
  'เด็กชาย',
  'เด็กหญิง',
  'นางสาว',
  'ด.ช.',
  'ด.ญ.',
  'น.ส.',
  'นาย',
  'นาง',
  'miss',
  'mrs.',
  'mrs',
  'mr.',
  'mr',
  'ms.',
  'ms',
];

/**
 * A bank account name as the referral rule compares it (docs/domain/rewards.md rule 7): without a leading title
 * (นาย, นางสาว, น.ส., Mr…), spaces and dots, in lower case. "นาย สมชาย  ใจดี" and "สมชาย ใจดี"
 * are the same name.
 */
export const normaliseAccountName = (name: string): string => {
  let text = name.trim().toLowerCase();
  for (const title of TITLES) {
    if (text.startsWith(title)) {
      const rest = text.slice(title.length);
      // An English title is a whole word ("mr smith", not "mrsmith" → "smith" for "mrs").
      if (/^[a-z]/.test(title) && rest !== '' && !/^[\s.]/.test(rest)) continue;
      text = rest;
      break;
    }
  }
  return text.replace(/[\s.]+/g, '');
};

/**
 * The name a friend or a guest sees of a member: the first word, then the first letter of the rest
 * and `***` ("สมชาย ใจดี" → "สมชาย ใ***"); a single word keeps two letters ("สมชาย" → "สม***").
 */
export const maskName = (fullName: string): string => {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  if (rest.length === 0) return `${Array.from(first).slice(0, 2).join('')}***`;
  const initial = Array.from(rest.join(' '))[0] ?? '';
  return `${first} ${initial}***`;
};

/** What decides a friend's validity besides the referrer. */
export type FriendFacts = {
  firstDepositSatang: bigint | undefined;
  friendNames: readonly string[];
  referrerNames: readonly string[];
  friendAddresses: ReadonlySet<string> | undefined;
  referrerAddresses: ReadonlySet<string> | undefined;
};

/**
 * Why the friend is not valid (empty: valid), docs/domain/rewards.md rule 7. Every member's phone was verified
 * by OTP at registration, so the phone needs no check here. A second phone of the referrer's shows
 * by the same bank account name or by the same login address.
 */
export const invalidReasons = (
  facts: FriendFacts,
  minFirstDepositSatang: bigint,
): ReferralInvalidReason[] => {
  const reasons: ReferralInvalidReason[] = [];
  if (facts.firstDepositSatang === undefined || facts.firstDepositSatang < minFirstDepositSatang)
    reasons.push('FIRST_DEPOSIT');
  const referrerNames = new Set(facts.referrerNames.map(normaliseAccountName));
  if (facts.friendNames.some((name) => referrerNames.has(normaliseAccountName(name))))
    reasons.push('SAME_BANK_NAME');
  const theirs = facts.referrerAddresses;
  if (theirs && [...(facts.friendAddresses ?? [])].some((ip) => theirs.has(ip)))
    reasons.push('SHARED_ADDRESS');
  return reasons;
};

/** A percent string ("0.5") as hundredths of a percent; anything else 0. */
export const basisPointsOf = (percent: string | null | undefined): number => {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec((percent ?? '').trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
};

/** The stored per-category rates with every category present (a missing one at its default). */
export const rateTable = (stored: Record<string, number>): Record<WageringCategory, number> =>
  Object.fromEntries(
    wageringCategories.map((category) => [
      category,
      Number.isInteger(stored[category])
        ? (stored[category] as number)
        : defaultReferralBasisPoints[category],
    ]),
  ) as Record<WageringCategory, number>;

/** The income of `turnover` at `basisPoints` hundredths of a percent, floored to the satang. */
export const incomeOf = (turnoverSatang: bigint, basisPoints: number): bigint =>
  turnoverSatang <= 0n || basisPoints <= 0 ? 0n : (turnoverSatang * BigInt(basisPoints)) / 10_000n;
