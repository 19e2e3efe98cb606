import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type ByteStream, fisherYatesShuffle } from './fair';
import { type Fraction, formatPercent, fraction } from './fraction';

/**
 * Baccarat "บาคาร่าโชคดี" (docs/domain/games.md §3), punto banco with an 8-deck shoe.
 *
 * Shoe: the 416 cards in a fixed starting order (deck 1 to 8, each A♠…K♠, A♥…K♥, A♦…K♦, A♣…K♣), shuffled
 * by Fisher–Yates from the round's provably-fair stream (for i = 415 down to 1, swap i with
 * uniformInt(i + 1)). Its hash, SHA-256 of `${serverSeedHash}:${card codes joined by ","}`, is
 * shown before the first hand.
 * Burn: the first card is turned face up and as many cards as its burn value (A = 1, 2–9 = face value,
 * 10/J/Q/K = 10) are burnt unseen, so the first hand starts at position 2 to 11.
 * Cut card: 14 cards from the back (position 402). A hand is dealt only if it starts before the cut card;
 * a hand takes at most 6 cards, so it never runs out. The shoe then ends and a new one is shuffled.
 * Hands: player, banker, player, banker, then the third-card tableau (`dealHand`).
 * Bets: PLAYER 1:1, BANKER 0.95:1, TIE 8:1; PLAYER and BANKER are returned on a tie.
 */

export const baccaratDecks = 8;
export const shoeSize = baccaratDecks * 52;
/** No hand starts at or after this position: 14 cards stay behind the cut card. */
export const cutCardPosition = shoeSize - 14;

/** A card as 0–51: suit = ⌊card / 13⌋ (♠ ♥ ♦ ♣), rank = card mod 13 (A, 2, …, 10, J, Q, K). */
export type Card = number;

const rankCodes = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const suitCodes = ['S', 'H', 'D', 'C'] as const;
const suitSymbols = ['♠', '♥', '♦', '♣'] as const;

/** Two-character code of a card: rank (A 2–9 T J Q K) then suit (S H D C): "AS", "TD", "KC". */
export const cardCode = (card: Card): string => `${rankCodes[card % 13]}${suitCodes[Math.floor(card / 13)]}`;

/** The card of a two-character code ("AS", "TD", "KC"); throws on anything else. */
export const cardFromCode = (code: string): Card => {
  const rank = rankCodes.indexOf(code[0] as (typeof rankCodes)[number]);
  const suit = suitCodes.indexOf(code[1] as (typeof suitCodes)[number]);
  if (code.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card code: ${code}`);
  return suit * 13 + rank;
};

/** The card as members read it: "A♠", "10♦", "K♣". */
export const cardLabel = (card: Card): string =>
  `${card % 13 === 9 ? '10' : rankCodes[card % 13]}${suitSymbols[Math.floor(card / 13)]}`;

/** Baccarat value: A = 1, 2–9 face value, 10/J/Q/K = 0. */
export const cardPoints = (card: Card): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
};

/** How many cards the first card burns: A = 1, 2–9 face value, 10/J/Q/K = 10. */
export const burnCountOf = (card: Card): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 10;
};

export type BaccaratShoe = {
  /** The 416 cards in dealing order. */
  cards: readonly Card[];
  /** The face-up first card and the number of cards it burns. */
  burnCard: Card;
  burnCount: number;
  /** Where the first hand starts: 1 + burnCount. */
  firstHandPosition: number;
};

/** The shoe shuffled from a stream (Fisher–Yates with rejection-sampled indices) and its burn. */
export const shuffleShoe = (stream: ByteStream): BaccaratShoe => {
  const cards = new Array<Card>(shoeSize);
  for (let i = 0; i < shoeSize; i += 1) cards[i] = i % 52;
  fisherYatesShuffle(cards, stream);
  const burnCard = cards[0] as Card;
  const burnCount = burnCountOf(burnCard);
  return { cards, burnCard, burnCount, firstHandPosition: 1 + burnCount };
};

/** The shoe's commitment: SHA-256 hex of `${serverSeedHash}:${codes joined by ","}` (UTF-8). */
export const shoeHash = (cards: readonly Card[], serverSeedHash: string): string =>
  bytesToHex(sha256(utf8ToBytes(`${serverSeedHash}:${cards.map(cardCode).join(',')}`)));

export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

export type BaccaratHand = {
  /** Where the hand started in the shoe, and where the next one starts. */
  position: number;
  nextPosition: number;
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  /** A natural: either side had 8 or 9 with its first two cards, so nobody drew. */
  natural: boolean;
  winner: BaccaratWinner;
};

/**
 * True when the banker, on `bankerTotal` after two cards, draws given the player's third card's points
 * (or null when the player stood): the punto banco tableau.
 */
export const bankerDraws = (bankerTotal: number, playerThird: number | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

/** True while a hand may start at `position` (before the cut card). */
export const canDeal = (position: number): boolean => position < cutCardPosition;

/**
 * Deals the hand starting at `position`: player, banker, player, banker; no draw on a natural (8/9);
 * else the player draws on 0–5, and the banker follows `bankerDraws`. Throws at or past the cut card.
 */
export const dealHand = (cards: readonly Card[], position: number): BaccaratHand => {
  if (!Number.isInteger(position) || position < 1 || !canDeal(position)) {
    throw new RangeError('no hand starts at or after the cut card');
  }
  let next = position;
  const take = (): Card => cards[next++] as Card;
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  let playerTotal = (cardPoints(player[0] as Card) + cardPoints(player[1] as Card)) % 10;
  let bankerTotal = (cardPoints(banker[0] as Card) + cardPoints(banker[1] as Card)) % 10;
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerTotal <= 5) {
      const card = take();
      player.push(card);
      playerThird = cardPoints(card);
      playerTotal = (playerTotal + playerThird) % 10;
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      const card = take();
      banker.push(card);
      bankerTotal = (bankerTotal + cardPoints(card)) % 10;
    }
  }
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { position, nextPosition: next, player, banker, playerTotal, bankerTotal, natural, winner };
};

export type BaccaratBet = { on: BaccaratWinner; stakeSatang: bigint };
export type BaccaratSettlement = BaccaratBet & {
  /** What the WIN pays back (stake included): 0 on a loss, the stake on a push. */
  winSatang: bigint;
  result: 'WIN' | 'LOSE' | 'PUSH';
};

/** Payout of a winning bet per 100 of stake, stake included: PLAYER 1:1, BANKER 0.95:1, TIE 8:1. */
export const baccaratPayoutHundredths: Record<BaccaratWinner, bigint> = {
  PLAYER: 200n,
  BANKER: 195n,
  TIE: 900n,
};

/**
 * Settles bets on a hand's winner. A win pays ⌊stake × payout / 100⌋ (BANKER's 0.95 floors to the
 * satang: exact for stakes in multiples of 20 satang); PLAYER and BANKER are returned on a tie.
 */
export const settleBaccarat = (winner: BaccaratWinner, bets: readonly BaccaratBet[]): BaccaratSettlement[] =>
  bets.map(({ on, stakeSatang }) => {
    if (stakeSatang <= 0n) throw new RangeError('stake must be positive');
    if (on === winner) {
      return {
        on,
        stakeSatang,
        result: 'WIN',
        winSatang: (stakeSatang * baccaratPayoutHundredths[on]) / 100n,
      };
    }
    if (winner === 'TIE') return { on, stakeSatang, result: 'PUSH', winSatang: stakeSatang };
    return { on, stakeSatang, result: 'LOSE', winSatang: 0n };
  });

export type BaccaratOdds = Record<BaccaratWinner, Fraction>;

let oddsMemo: BaccaratOdds | undefined;

/**
 * The exact probabilities of PLAYER, BANKER and TIE for a hand dealt from a full 8-deck shoe, by
 * enumerating every sequence of card points (0 for the 128 tens and faces, 1–9 for 32 each) through the
 * tableau. Each sequence is weighted over the common denominator 416·415·414·413·412·411; that and every
 * partial sum stay below 2^53, so plain numbers add exactly (the total is checked).
 */
export const baccaratOdds = (): BaccaratOdds => {
  if (oddsMemo) return oddsMemo;
  const counts = [16 * baccaratDecks, ...Array.from({ length: 9 }, () => 4 * baccaratDecks)];
  const denominator =
    shoeSize * (shoeSize - 1) * (shoeSize - 2) * (shoeSize - 3) * (shoeSize - 4) * (shoeSize - 5);
  const tally = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const settle = (player: number, banker: number, weight: number) => {
    if (player > banker) tally.PLAYER += weight;
    else if (banker > player) tally.BANKER += weight;
    else tally.TIE += weight;
  };
  // weight of the cards dealt so far × the remaining slots up to 6 cards (they do not matter)
  const pad = (dealt: number) => {
    let product = 1;
    for (let k = dealt; k < 6; k += 1) product *= shoeSize - k;
    return product;
  };
  const pad4 = pad(4);
  const pad5 = pad(5);
  for (let p1 = 0; p1 < 10; p1 += 1) {
    const w1 = counts[p1] as number;
    counts[p1] = w1 - 1;
    for (let b1 = 0; b1 < 10; b1 += 1) {
      const w2 = w1 * (counts[b1] as number);
      counts[b1] = (counts[b1] as number) - 1;
      for (let p2 = 0; p2 < 10; p2 += 1) {
        const w3 = w2 * (counts[p2] as number);
        counts[p2] = (counts[p2] as number) - 1;
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const w4 = w3 * (counts[b2] as number);
          if (w4 === 0) continue;
          counts[b2] = (counts[b2] as number) - 1;
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) settle(player, banker, w4 * pad4);
          else if (player <= 5) {
            for (let p3 = 0; p3 < 10; p3 += 1) {
              const w5 = w4 * (counts[p3] as number);
              if (w5 === 0) continue;
              const player3 = (player + p3) % 10;
              if (bankerDraws(banker, p3)) {
                counts[p3] = (counts[p3] as number) - 1;
                for (let b3 = 0; b3 < 10; b3 += 1) {
                  settle(player3, (banker + b3) % 10, w5 * (counts[b3] as number));
                }
                counts[p3] = (counts[p3] as number) + 1;
              } else settle(player3, banker, w5 * pad5);
            }
          } else if (bankerDraws(banker, null)) {
            for (let b3 = 0; b3 < 10; b3 += 1) {
              settle(player, (banker + b3) % 10, w4 * (counts[b3] as number) * pad5);
            }
          } else settle(player, banker, w4 * pad4);
          counts[b2] = (counts[b2] as number) + 1;
        }
        counts[p2] = (counts[p2] as number) + 1;
      }
      counts[b1] = (counts[b1] as number) + 1;
    }
    counts[p1] = w1;
  }
  if (tally.PLAYER + tally.BANKER + tally.TIE !== denominator)
    throw new Error('baccarat enumeration lost weight');
  const total = BigInt(denominator);
  oddsMemo = {
    PLAYER: fraction(BigInt(tally.PLAYER), total),
    BANKER: fraction(BigInt(tally.BANKER), total),
    TIE: fraction(BigInt(tally.TIE), total),
  };
  return oddsMemo;
};

/** The exact return to player of each bet (from `baccaratOdds`): Σ P(result) × payout (stake included). */
export const baccaratRtp = (): Record<BaccaratWinner, Fraction> => {
  const { PLAYER, BANKER, TIE } = baccaratOdds();
  const d = PLAYER.denominator * BANKER.denominator * TIE.denominator;
  const p = (PLAYER.numerator * d) / PLAYER.denominator;
  const b = (BANKER.numerator * d) / BANKER.denominator;
  const t = (TIE.numerator * d) / TIE.denominator;
  return {
    PLAYER: fraction(2n * p + t, d),
    BANKER: fraction(195n * b + 100n * t, 100n * d),
    TIE: fraction(9n * t, d),
  };
};

/** What the help shows: each bet's payout and exact RTP ("98.94%"). */
export const baccaratHelp = () => {
  const rtp = baccaratRtp();
  return (['PLAYER', 'BANKER', 'TIE'] as const).map((on) => ({
    on,
    pays: on === 'PLAYER' ? '1:1' : on === 'BANKER' ? '0.95:1' : '8:1',
    probability: baccaratOdds()[on],
    rtp: rtp[on],
    rtpPercent: formatPercent(rtp[on]),
  }));
};

/** Every hand of a shoe in order, from the first hand to the cut card (what a shoe's history shows). */
export const dealShoe = (shoe: BaccaratShoe): BaccaratHand[] => {
  const hands: BaccaratHand[] = [];
  for (let position = shoe.firstHandPosition; canDeal(position); ) {
    const hand = dealHand(shoe.cards, position);
    hands.push(hand);
    position = hand.nextPosition;
  }
  return hands;
};
