import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair draws (docs/domain/games.md §3). Before play the member sees SHA-256(serverSeed); the member sets a
 * client seed; every round has a nonce. A round's randomness is the byte stream
 *
 *   HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), cursor = 0, 1, 2, …
 *
 * (32 bytes per cursor, read in order; the key is the seed's 64-character text as ASCII, as the common
 * online verifiers take it). Integers are drawn from the stream by rejection sampling, so no outcome is
 * favoured by a modulo. When the seed rotates it is revealed and anyone recomputes every round with it.
 * The same code runs in Node and in the browser (@noble/hashes, no WebCrypto promise in the way).
 */

/** A source of uniformly random bytes, read one at a time. */
export type ByteStream = { nextByte(): number };

/** What fixes a provably-fair round: the (later revealed) server seed, the member's seed and the nonce. */
export type FairRound = { serverSeed: string; clientSeed: string; nonce: number };

const serverSeedPattern = /^[0-9a-f]{64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const clientSeedForbidden = /[\u0000-\u001f\u007f]/;

/** Longest client seed a member may set (characters). */
export const clientSeedMaxLength = 64;

/** 32 random bytes (crypto.getRandomValues) as 64 lowercase hex characters. */
export const newServerSeed = (): string => bytesToHex(randomBytes(32));

/** A fresh default client seed (16 hex characters) for a member who has not chosen one. */
export const newClientSeed = (): string => bytesToHex(randomBytes(8));

/** True for a seed as `newServerSeed` makes it. */
export const isServerSeed = (seed: string): boolean => serverSeedPattern.test(seed);

/** 1–64 characters, no control characters (Thai is fine). */
export const isClientSeed = (seed: string): boolean =>
  seed.length >= 1 && seed.length <= clientSeedMaxLength && !clientSeedForbidden.test(seed);

/** The commitment shown before play: SHA-256 hex of the seed's 64-character text. */
export const serverSeedHash = (serverSeed: string): string => bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** True when a revealed seed matches the commitment shown before play. */
export const verifyServerSeed = (serverSeed: string, committedHash: string): boolean =>
  isServerSeed(serverSeed) && serverSeedHash(serverSeed) === committedHash.toLowerCase();

const checkRound = ({ serverSeed, clientSeed, nonce }: FairRound): void => {
  if (!isServerSeed(serverSeed)) throw new RangeError('serverSeed must be 64 lowercase hex characters');
  if (!isClientSeed(clientSeed))
    throw new RangeError('clientSeed must be 1–64 characters, no control characters');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
};

/** The HMAC block for one cursor of a round (32 bytes). */
export const fairBlock = (round: FairRound, cursor: number): Uint8Array =>
  hmac(sha256, utf8ToBytes(round.serverSeed), utf8ToBytes(`${round.clientSeed}:${round.nonce}:${cursor}`));

/** The round's byte stream: block 0, then block 1, … (each block computed when first needed). */
export const fairStream = (round: FairRound): ByteStream & { bytesRead(): number } => {
  checkRound(round);
  let block = fairBlock(round, 0);
  let cursor = 0;
  let index = 0;
  let read = 0;
  return {
    nextByte() {
      if (index === block.length) {
        cursor += 1;
        block = fairBlock(round, cursor);
        index = 0;
      }
      read += 1;
      return block[index++] as number;
    },
    bytesRead: () => read,
  };
};

/**
 * Bytes read in big buffers from a filler (node's `crypto.randomBytes`, `crypto.getRandomValues`, a
 * seeded AES-CTR keystream in tests): the same mapping as a fair stream at simulation speed.
 */
export const bufferedByteSource = (fill: (buffer: Uint8Array) => void, bufferSize = 1 << 20): ByteStream => {
  const buffer = new Uint8Array(bufferSize);
  let index = bufferSize;
  return {
    nextByte() {
      if (index === bufferSize) {
        fill(buffer);
        index = 0;
      }
      return buffer[index++] as number;
    },
  };
};

/** Largest range `uniformInt` draws from: 6 bytes keep every intermediate an exact double. */
export const uniformIntMax = 2 ** 48;

/**
 * A uniform integer in [0, n): read the fewest big-endian bytes k with 256^k ≥ n; accept the value v only
 * if v < ⌊256^k / n⌋·n (else read k fresh bytes), answer v mod n. Every residue then has exactly
 * ⌊256^k / n⌋ preimages: no modulo bias. n = 1 reads nothing.
 */
export const uniformInt = (stream: ByteStream, n: number): number => {
  if (!Number.isSafeInteger(n) || n < 1 || n > uniformIntMax) {
    throw new RangeError(`n must be an integer in [1, 2^48], got ${n}`);
  }
  if (n === 1) return 0;
  let bytes = 1;
  let range = 256;
  while (range < n) {
    bytes += 1;
    range *= 256;
  }
  const limit = range - (range % n);
  for (;;) {
    let value = 0;
    for (let i = 0; i < bytes; i += 1) value = value * 256 + stream.nextByte();
    if (value < limit) return value % n;
  }
};

/**
 * True with probability exactly numerator / denominator (integers, 0 ≤ numerator ≤ denominator):
 * one `uniformInt(denominator)` compared with the numerator.
 */
export const drawChance = (stream: ByteStream, numerator: number, denominator: number): boolean => {
  if (!Number.isSafeInteger(numerator) || numerator < 0 || numerator > denominator) {
    throw new RangeError('numerator must be an integer in [0, denominator]');
  }
  return uniformInt(stream, denominator) < numerator;
};

/**
 * Shuffles in place by Fisher–Yates: for i = length − 1 down to 1, swap item i with item
 * `uniformInt(stream, i + 1)`. With unbiased indices every order is equally likely.
 */
export const fisherYatesShuffle = <T>(items: T[], stream: ByteStream): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = uniformInt(stream, i + 1);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
  return items;
};
