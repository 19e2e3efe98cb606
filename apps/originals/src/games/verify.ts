import { type BaccaratHand, type BaccaratShoe, dealShoe, shoeHash, shuffleShoe } from './baccarat';
import { type FairRound, fairStream, serverSeedHash } from './fair';
import { type FishShot, shootFish } from './fish';
import { type SlotSpin, spinSlot } from './slot';

/**
 * Verification as the member's browser does it once a server seed is revealed: recompute the round from
 * the seeds and the nonce, and check the seed against the commitment shown before play.
 */

/** A revealed round: the seeds, the nonce, and the commitment that was shown before play. */
export type RevealedRound = FairRound & { committedServerSeedHash: string };

const seedMatches = (round: RevealedRound): boolean =>
  serverSeedHash(round.serverSeed) === round.committedServerSeedHash.toLowerCase();

/** Recomputes a slot spin; `seedMatches` false means the revealed seed is not the one committed. */
export const verifySlotSpin = (
  round: RevealedRound & { stakeSatang: bigint },
): { seedMatches: boolean; spin: SlotSpin } => ({
  seedMatches: seedMatches(round),
  spin: spinSlot(round.stakeSatang, fairStream(round)),
});

/** Recomputes one bullet of the fish game. */
export const verifyFishShot = (
  round: RevealedRound & { stakeSatang: bigint; speciesId: string },
): { seedMatches: boolean; shot: FishShot } => ({
  seedMatches: seedMatches(round),
  shot: shootFish(round.stakeSatang, round.speciesId, fairStream(round)),
});

/**
 * Recomputes a baccarat shoe (its nonce is the shoe's number) and every hand in it; `shoeHashMatches`
 * compares the recomputed shoe hash with the one shown before the first hand.
 */
export const verifyBaccaratShoe = (
  round: RevealedRound & { committedShoeHash: string },
): {
  seedMatches: boolean;
  shoeHashMatches: boolean;
  shoeHash: string;
  shoe: BaccaratShoe;
  hands: BaccaratHand[];
} => {
  const shoe = shuffleShoe(fairStream(round));
  const hash = shoeHash(shoe.cards, round.committedServerSeedHash.toLowerCase());
  return {
    seedMatches: seedMatches(round),
    shoeHashMatches: hash === round.committedShoeHash.toLowerCase(),
    shoeHash: hash,
    shoe,
    hands: dealShoe(shoe),
  };
};
