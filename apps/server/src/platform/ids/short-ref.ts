import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L, so a ref read over the phone cannot be mistyped into another. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31^9 ≈ 2.6·10^13 per prefix: unguessable enough, and says nothing about volumes. */
const LENGTH = 9;
/** Draws before giving up; a collision is already rare, so the loop ends on the first draw. */
export const SHORT_REF_DRAWS = 5;

/** A member-visible reference: the prefix and 9 random characters (payment refs, bill numbers). */
export const drawShortRef = (prefix: string): string =>
  prefix + Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
