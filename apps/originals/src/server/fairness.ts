import { type FairRound, isClientSeed, newClientSeed, newServerSeed, serverSeedHash } from '../games/index';

/** A server seed that has been rotated out: shown in the clear so every round under it can be recomputed. */
export type RevealedSeed = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played under this pair: nonces 0 … rounds − 1. */
  rounds: number;
  revealedAt: string;
};

/** A member's seed pair for one game: the server seed is secret until rotated, its hash shown before play. */
export type FairState = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The next round's nonce. */
  nonce: number;
  previous: RevealedSeed[];
};

/** How many revealed seeds a member can still look up on this process. */
const KEEP_REVEALED = 20;

export const newFairState = (): FairState => {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: newClientSeed(),
    nonce: 0,
    previous: [],
  };
};

/** The round the next play uses (the nonce is consumed only by `advance`, once the stake was taken). */
export const nextRound = (fair: FairState): FairRound => ({
  serverSeed: fair.serverSeed,
  clientSeed: fair.clientSeed,
  nonce: fair.nonce,
});

export const advance = (fair: FairState): void => {
  fair.nonce += 1;
};

/**
 * Reveals the current server seed and commits to a new one (nonce back to 0). Setting a client seed
 * rotates too, so a revealed pair always names the one client seed its rounds used.
 */
export const rotate = (fair: FairState, now: Date, clientSeed?: string): RevealedSeed => {
  if (clientSeed !== undefined && !isClientSeed(clientSeed)) throw new RangeError('bad client seed');
  const revealed: RevealedSeed = {
    serverSeed: fair.serverSeed,
    serverSeedHash: fair.serverSeedHash,
    clientSeed: fair.clientSeed,
    rounds: fair.nonce,
    revealedAt: now.toISOString(),
  };
  const serverSeed = newServerSeed();
  fair.serverSeed = serverSeed;
  fair.serverSeedHash = serverSeedHash(serverSeed);
  fair.clientSeed = clientSeed ?? fair.clientSeed;
  fair.nonce = 0;
  fair.previous = [revealed, ...fair.previous].slice(0, KEEP_REVEALED);
  return revealed;
};

/** What the member sees of their pair before play: never the current server seed. */
export const publicFair = (fair: FairState) => ({
  serverSeedHash: fair.serverSeedHash,
  clientSeed: fair.clientSeed,
  nonce: fair.nonce,
  previous: fair.previous,
});
