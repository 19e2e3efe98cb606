import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type BaccaratShoe,
  type BaccaratWinner,
  type ByteStream,
  canDeal,
  cutCardPosition,
  dealHand,
  fairStream,
  findFishSpecies,
  settleBaccarat,
  shoeHash,
  shootFish,
  shuffleShoe,
  spinSlot,
} from '../games/index';
import { advance, nextRound } from './fairness';
import { PlayError } from './messages';
import { type GameState, inTurn, type PlayDeps, playOf } from './play-context';
import type { PlayerState, PlaySession } from './play-store';

/** Stakes a member can pick, in baht (whole baht keep BANKER's 0.95 exact to the satang). */
export const slotStakes = [1, 2, 5, 10, 20, 50, 100] as const;
export const fishStakes = [1, 2, 5, 10] as const;
export const baccaratChips = [10, 50, 100, 500, 1000] as const;
/** Most a member may put on one baccarat spot in one hand (baht). */
export const baccaratMaxSpot = 50_000;
/** The slot's least time between two spins of one member (docs/domain/games.md §3: at least 2.5 s per spin). */
export const SLOT_MIN_SPIN_MS = 2_500;

/** A round id nobody can guess or collide with (also across restarts): the wallet's idempotency rests on it. */
const newRoundId = (prefix: string): string => `${prefix}-${randomBytes(12).toString('base64url')}`;
const baht = (satang: bigint): number => Number(satang) / 100;
const satangOf = (bahtAmount: number): bigint => BigInt(Math.round(bahtAmount * 100));

/** The baccarat shoe a member is playing, shuffled from their seed pair at nonce `nonce`. */
export type ShoeState = {
  nonce: number;
  shoe: BaccaratShoe;
  hash: string;
  serverSeedHash: string;
  clientSeed: string;
  position: number;
  hands: number;
  /** Winners of the hands dealt so far (the bead road). */
  road: BaccaratWinner[];
};

const shoeOf = (player: PlayerState<GameState>): ShoeState | undefined =>
  player.game.extra as ShoeState | undefined;

/** The shoe in play, or a new one (committed by its hash before any hand) when none is or it reached the cut card. */
const currentShoe = (player: PlayerState<GameState>): ShoeState => {
  const existing = shoeOf(player);
  if (existing && canDeal(existing.position)) return existing;
  const { fair } = player.game;
  const round = nextRound(fair);
  const shoe = shuffleShoe(fairStream(round));
  advance(fair);
  const state: ShoeState = {
    nonce: round.nonce,
    shoe,
    hash: shoeHash(shoe.cards, fair.serverSeedHash),
    serverSeedHash: fair.serverSeedHash,
    clientSeed: round.clientSeed,
    position: shoe.firstHandPosition,
    hands: 0,
    road: [],
  };
  player.game.extra = state;
  return state;
};

const publicShoe = (state: ShoeState) => ({
  nonce: state.nonce,
  hash: state.hash,
  serverSeedHash: state.serverSeedHash,
  clientSeed: state.clientSeed,
  burnCard: state.shoe.burnCard,
  burnCount: state.shoe.burnCount,
  position: state.position,
  cardsLeft: cutCardPosition - state.position,
  hands: state.hands,
  road: state.road,
});

const stakeIn = (allowed: readonly number[]) =>
  z.number().refine((value) => allowed.includes(value), { message: 'stake' });

/**
 * A round of one stake drawn at the member's next nonce (a slot spin, a fish bullet): the draw, then
 * the wallet, then the nonce moves on. Answers the draw and what every such round reports.
 */
const playSingle = async <D extends { winSatang: bigint }>(
  { rounds }: PlayDeps,
  session: PlaySession,
  player: PlayerState<GameState>,
  { prefix, stakeSatang, draw }: { prefix: string; stakeSatang: bigint; draw: (stream: ByteStream) => D },
) => {
  const { fair } = player.game;
  const seeds = nextRound(fair);
  const drawn = draw(fairStream(seeds));
  const roundId = newRoundId(prefix);
  const result = await rounds.play(session, player, {
    roundId,
    bets: [
      { txnId: `${roundId}-1`, stakeSatang: Number(stakeSatang), payoutSatang: Number(drawn.winSatang) },
    ],
  });
  advance(fair);
  return {
    drawn,
    round: {
      roundId,
      nonce: seeds.nonce,
      serverSeedHash: fair.serverSeedHash,
      clientSeed: seeds.clientSeed,
      win: baht(drawn.winSatang),
      balance: result.balance,
      settled: result.settled,
    },
  };
};

/**
 * The three games' rounds. Each draws its outcome from the member's seed pair at the next nonce,
 * then moves the money on the platform's wallet (`rounds.play`: placeBets, then settleBets); the
 * nonce (or the shoe position) moves on only once the stake was taken, so a refused round never
 * happened.
 */
export const gamesRoutes = async (app: FastifyInstance, deps: PlayDeps) => {
  const { store, rounds, now } = deps;
  app.post(
    '/api/slot/spin',
    { schema: { body: z.object({ stake: stakeIn(slotStakes) }) } },
    async (request) => {
      const { stake } = request.body as { stake: number };
      const { session, player } = playOf(store, request, 'lucky-slot');
      return inTurn(store, player, async () => {
        if (now() - player.lastRoundAt < SLOT_MIN_SPIN_MS) throw new PlayError('TOO_FAST');
        const stakeSatang = satangOf(stake);
        const { drawn: spin, round } = await playSingle(deps, session, player, {
          prefix: 'ls',
          stakeSatang,
          draw: (stream) => spinSlot(stakeSatang, stream),
        });
        player.lastRoundAt = now();
        return {
          ...round,
          stake,
          outcomeId: spin.outcomeId,
          multiplierHundredths: spin.multiplierHundredths,
          reels: spin.reels,
          window: spin.window,
          ticket: spin.ticket,
        };
      });
    },
  );

  app.get('/api/baccarat/shoe', async (request) => {
    const { player } = playOf(store, request, 'baccarat');
    return inTurn(store, player, async () => publicShoe(currentShoe(player)));
  });

  const spot = z.number().int().min(1).max(baccaratMaxSpot).optional();
  app.post(
    '/api/baccarat/deal',
    {
      schema: {
        body: z.object({
          bets: z.object({ PLAYER: spot, BANKER: spot, TIE: spot }),
          /** The shoe hash the page shows: a hand is dealt only from a shoe the member saw committed. */
          shoeHash: z.string().max(64),
        }),
      },
    },
    async (request) => {
      const { bets, shoeHash } = request.body as {
        bets: Partial<Record<BaccaratWinner, number>>;
        shoeHash: string;
      };
      const placed = (['PLAYER', 'BANKER', 'TIE'] as const)
        .filter((on) => (bets[on] ?? 0) > 0)
        .map((on) => ({ on, stakeSatang: satangOf(bets[on] ?? 0) }));
      if (placed.length === 0) throw new PlayError('NO_BET');
      const { session, player } = playOf(store, request, 'baccarat');
      return inTurn(store, player, async () => {
        const shoe = shoeOf(player);
        if (!shoe || !canDeal(shoe.position) || shoe.hash !== shoeHash) throw new PlayError('SHOE_CHANGED');
        const hand = dealHand(shoe.shoe.cards, shoe.position);
        const settled = settleBaccarat(hand.winner, placed);
        const roundId = newRoundId('bc');
        const result = await rounds.play(session, player, {
          roundId,
          bets: settled.map((bet) => ({
            txnId: `${roundId}-${bet.on}`,
            stakeSatang: Number(bet.stakeSatang),
            payoutSatang: Number(bet.winSatang),
          })),
        });
        shoe.position = hand.nextPosition;
        shoe.hands += 1;
        shoe.road.push(hand.winner);
        return {
          roundId,
          hand,
          bets: settled.map((bet) => ({
            on: bet.on,
            stake: baht(bet.stakeSatang),
            win: baht(bet.winSatang),
            result: bet.result,
          })),
          win: baht(settled.reduce((sum, bet) => sum + bet.winSatang, 0n)),
          balance: result.balance,
          settled: result.settled,
          shoe: publicShoe(shoe),
          shoeEnded: !canDeal(shoe.position),
        };
      });
    },
  );

  app.post(
    '/api/fish/shoot',
    { schema: { body: z.object({ stake: stakeIn(fishStakes), fish: z.string().max(40) }) } },
    async (request) => {
      const { stake, fish } = request.body as { stake: number; fish: string };
      if (!findFishSpecies(fish)) throw new PlayError('BAD_REQUEST');
      const { session, player } = playOf(store, request, 'fish-hunter');
      return inTurn(store, player, async () => {
        const stakeSatang = satangOf(stake);
        const { drawn: shot, round } = await playSingle(deps, session, player, {
          prefix: 'fh',
          stakeSatang,
          draw: (stream) => shootFish(stakeSatang, fish, stream),
        });
        return {
          ...round,
          stake,
          fish,
          killed: shot.killed,
          multiplier: shot.multiplier,
          ticket: shot.ticket,
        };
      });
    },
  );
};
