import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The house seed of a SEEDED round (docs/domain/yeekee.md §2): committed as SHA-256(seed ‖ roundCode) when the round
 * opens, revealed in the proof after the freeze. The same code runs in Node and in the browser.
 */

const seedPattern = /^[0-9a-f]{64}$/;
const modulus = 100_000n;

/** 32 random bytes (crypto.getRandomValues) as 64 lowercase hex characters. */
export const newYeekeeSeed = (): string => bytesToHex(randomBytes(32));

/** True for a seed as `newYeekeeSeed` makes it: 64 lowercase hex characters. */
export const isYeekeeSeed = (seed: string): boolean => seedPattern.test(seed);

/** SHA-256 hex (lowercase) of UTF-8(seed + roundCode): published when the round opens. */
export const yeekeeSeedCommitment = (seed: string, roundCode: string): string =>
  bytesToHex(sha256(utf8ToBytes(seed + roundCode)));

/** The seed read as a 256-bit number, mod 100,000: what SEEDED adds to the classic R. Throws on a malformed seed. */
export const yeekeeSeedOffset = (seed: string): number => {
  if (!isYeekeeSeed(seed)) throw new RangeError('seed must be 64 lowercase hex characters');
  return Number(BigInt(`0x${seed}`) % modulus);
};

/** A shot as the proof publishes it: the shooter's name already masked. */
export type YeekeeProofShot = { seq: number; number: string; name: string; receivedAt: string };

/** Shots per piece of text handed to the hash, so a round of 100,000 shots never builds one huge string. */
const hashChunk = 2_000;

/**
 * SHA-256 hex (lowercase) of the canonical list: `${seq}|${number}|${name}|${receivedAt}\n` per shot, in
 * the given (seq) order, UTF-8. Stored at the freeze; anyone recomputes it from the published proof.
 */
export const yeekeeShotsHash = (shots: readonly YeekeeProofShot[]): string => {
  const hash = sha256.create();
  for (let start = 0; start < shots.length; start += hashChunk) {
    let text = '';
    for (const shot of shots.slice(start, start + hashChunk)) {
      text += `${shot.seq}|${shot.number}|${shot.name}|${shot.receivedAt}\n`;
    }
    hash.update(utf8ToBytes(text));
  }
  return bytesToHex(hash.digest());
};
