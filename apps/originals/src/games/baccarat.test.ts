/// <reference types="node" />
// Runs in Node only (vitest); the game rules themselves import nothing from Node, so they run in the browser.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type BaccaratBet,
  type BaccaratWinner,
  baccaratHelp,
  baccaratOdds,
  baccaratRtp,
  bankerDraws,
  burnCountOf,
  type Card,
  canDeal,
  cardCode,
  cardFromCode,
  cardLabel,
  cardPoints,
  cutCardPosition,
  dealHand,
  dealShoe,
  settleBaccarat,
  shoeHash,
  shoeSize,
  shuffleShoe,
} from './baccarat';
import { type ByteStream, fairStream, newServerSeed, serverSeedHash } from './fair';
import { fractionToNumber } from './fraction';
import { alpha, chiSquareFit, chiSquareIndependence, houseWindow, seededByteSource } from './lab.testing';
import { verifyBaccaratShoe } from './verify';

/** A shoe whose hand at position 1 is the given cards in dealing order (P, B, P, B, then draws). */
const handOf = (codes: string[]) => {
  const cards: Card[] = Array.from({ length: shoeSize }, () => cardFromCode('KS'));
  codes.forEach((code, index) => {
    cards[1 + index] = cardFromCode(code);
  });
  return dealHand(cards, 1);
};

describe('cards', () => {
  it('read as codes, labels, points and burn counts', () => {
    expect(['AS', 'TD', 'KC', '9H'].map((code) => cardCode(cardFromCode(code)))).toEqual([
      'AS',
      'TD',
      'KC',
      '9H',
    ]);
    expect(['AS', 'TD', 'QH', '9C'].map((code) => cardLabel(cardFromCode(code)))).toEqual([
      'A♠',
      '10♦',
      'Q♥',
      '9♣',
    ]);
    expect(['AS', '5D', '9C', 'TD', 'JH', 'KC'].map((code) => cardPoints(cardFromCode(code)))).toEqual([
      1, 5, 9, 0, 0, 0,
    ]);
    expect(['AS', '5D', '9C', 'TD', 'QH'].map((code) => burnCountOf(cardFromCode(code)))).toEqual([
      1, 5, 9, 10, 10,
    ]);
    expect(() => cardFromCode('1S')).toThrow(RangeError);
    expect(() => cardFromCode('AX')).toThrow(RangeError);
  });
});

describe('the third-card tableau', () => {
  it('bankerDraws is the punto banco table (rows: banker total 0–7; columns: player stood, then third card 0–9)', () => {
    const table = [
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDSD',
      'D SSDDDDDDSS',
      'D SSSSDDDDSS',
      'S SSSSSSDDSS',
      'S SSSSSSSSSS',
    ];
    table.forEach((row, banker) => {
      const drawn = [
        bankerDraws(banker, null),
        ...Array.from({ length: 10 }, (_, third) => bankerDraws(banker, third)),
      ];
      expect(drawn.map((draws) => (draws ? 'D' : 'S')).join(''), `banker ${banker}`).toBe(
        row.replace(' ', ''),
      );
    });
  });

  it.each<
    [string, string[], { player: number; banker: number; cards: [number, number]; winner: BaccaratWinner }]
  >([
    [
      'player natural 9 beats 7, nobody draws',
      ['4S', '7D', '5H', 'KC'],
      { player: 9, banker: 7, cards: [2, 2], winner: 'PLAYER' },
    ],
    [
      'banker natural 8 stops the player on 2',
      ['AS', '4D', 'AH', '4C'],
      { player: 2, banker: 8, cards: [2, 2], winner: 'BANKER' },
    ],
    [
      'banker 3 stands on a player third card of 8',
      ['2S', '2D', '3H', 'AC', '8C'],
      { player: 3, banker: 3, cards: [3, 2], winner: 'TIE' },
    ],
    [
      'banker 3 draws on a player third card of 7',
      ['2S', '2D', '3H', 'AC', '7S', '4D'],
      { player: 2, banker: 7, cards: [3, 3], winner: 'BANKER' },
    ],
    [
      'player 7 and banker 6 both stand',
      ['3S', 'QD', '4H', '6C'],
      { player: 7, banker: 6, cards: [2, 2], winner: 'PLAYER' },
    ],
    [
      'player stands on 6, banker 5 draws',
      ['2S', 'AH', '4C', '4D', '3S'],
      { player: 6, banker: 8, cards: [2, 3], winner: 'BANKER' },
    ],
    [
      'banker 6 draws on a player third card of 6',
      ['AS', '3C', '2H', '3D', '6D', '2C'],
      { player: 9, banker: 8, cards: [3, 3], winner: 'PLAYER' },
    ],
    [
      'banker 6 stands on a player third card of 5',
      ['AS', '3C', '2H', '3D', '5D'],
      { player: 8, banker: 6, cards: [3, 2], winner: 'PLAYER' },
    ],
    [
      'banker 4 stands on a player third card of A',
      ['KS', '2C', '2H', '2D', 'AD'],
      { player: 3, banker: 4, cards: [3, 2], winner: 'BANKER' },
    ],
    [
      'banker 4 draws on a player third card of 2',
      ['KS', '2C', '2H', '2D', '2S', '5H'],
      { player: 4, banker: 9, cards: [3, 3], winner: 'BANKER' },
    ],
    [
      'banker 7 never draws',
      ['KS', '3C', 'QH', '4D', '9S'],
      { player: 9, banker: 7, cards: [3, 2], winner: 'PLAYER' },
    ],
    [
      'totals are mod 10',
      ['9S', '8C', '9H', '8D'],
      { player: 8, banker: 6, cards: [2, 2], winner: 'PLAYER' },
    ],
  ])('%s', (_, codes, expected) => {
    const hand = handOf(codes);
    expect({
      player: hand.playerTotal,
      banker: hand.bankerTotal,
      cards: [hand.player.length, hand.banker.length],
      winner: hand.winner,
    }).toEqual(expected);
    expect(hand.nextPosition).toBe(1 + codes.length);
    // dealing order: player, banker, player, banker, then the player's and the banker's third cards
    expect([...hand.player, ...hand.banker].map(cardCode).sort()).toEqual([...codes].sort());
    expect(cardCode(hand.player[0] as Card)).toBe(codes[0]);
    expect(cardCode(hand.banker[0] as Card)).toBe(codes[1]);
  });
});

describe('the shoe', () => {
  it('is 8 full decks in a CSPRNG order, burnt by its first card, and dealt up to the cut card', () => {
    const shoe = shuffleShoe(seededByteSource('one shoe'));
    const copies = new Array<number>(52).fill(0);
    for (const card of shoe.cards) copies[card] = (copies[card] as number) + 1;
    expect(shoe.cards).toHaveLength(416);
    expect(new Set(copies)).toEqual(new Set([8]));
    expect(shoe.burnCard).toBe(shoe.cards[0]);
    expect(shoe.firstHandPosition).toBe(1 + burnCountOf(shoe.burnCard));
    const hands = dealShoe(shoe);
    expect(hands[0]?.position).toBe(shoe.firstHandPosition);
    expect(hands.slice(1).map((hand) => hand.position)).toEqual(
      hands.slice(0, -1).map((hand) => hand.nextPosition),
    );
    for (const hand of hands) expect(hand.nextPosition - hand.position).toBeGreaterThanOrEqual(4);
    const last = hands.at(-1);
    expect(last && canDeal(last.position) && !canDeal(last.nextPosition)).toBe(true);
    expect(last?.nextPosition).toBeLessThanOrEqual(cutCardPosition + 5);
    expect(() => dealHand(shoe.cards, cutCardPosition)).toThrow(RangeError);
  });

  it('commits to SHA-256(serverSeedHash:codes) and is recomputed, hand by hand, by verifyBaccaratShoe', () => {
    const serverSeed = newServerSeed();
    const committed = serverSeedHash(serverSeed);
    const round = { serverSeed, clientSeed: 'บาคาร่า', nonce: 3 };
    const shoe = shuffleShoe(fairStream(round));
    const hash = shoeHash(shoe.cards, committed);
    expect(hash).toBe(
      createHash('sha256')
        .update(`${committed}:${shoe.cards.map(cardCode).join(',')}`, 'utf8')
        .digest('hex'),
    );
    const verified = verifyBaccaratShoe({
      ...round,
      committedServerSeedHash: committed,
      committedShoeHash: hash,
    });
    expect(verified.seedMatches && verified.shoeHashMatches).toBe(true);
    expect(verified.shoe).toEqual(shoe);
    expect(verified.hands).toEqual(dealShoe(shoe));
    const otherNonce = verifyBaccaratShoe({
      ...round,
      nonce: 4,
      committedServerSeedHash: committed,
      committedShoeHash: hash,
    });
    expect(otherNonce.shoeHashMatches).toBe(false);
  });
});

describe('settling bets', () => {
  const bets: BaccaratBet[] = [
    { on: 'PLAYER', stakeSatang: 10_000n },
    { on: 'BANKER', stakeSatang: 10_000n },
    { on: 'TIE', stakeSatang: 10_000n },
  ];
  const wins = (winner: BaccaratWinner, list = bets) =>
    settleBaccarat(winner, list).map((bet) => bet.winSatang);

  it('pays PLAYER 1:1, BANKER 0.95:1, TIE 8:1, and returns PLAYER and BANKER on a tie', () => {
    expect(wins('PLAYER')).toEqual([20_000n, 0n, 0n]);
    expect(wins('BANKER')).toEqual([0n, 19_500n, 0n]);
    expect(wins('TIE')).toEqual([10_000n, 10_000n, 90_000n]);
    expect(settleBaccarat('TIE', bets).map((bet) => bet.result)).toEqual(['PUSH', 'PUSH', 'WIN']);
  });

  it('floors the banker commission to the satang', () => {
    expect(wins('BANKER', [{ on: 'BANKER', stakeSatang: 1n }])).toEqual([1n]);
    expect(wins('BANKER', [{ on: 'BANKER', stakeSatang: 150n }])).toEqual([292n]);
    expect(wins('BANKER', [{ on: 'BANKER', stakeSatang: 20n }])).toEqual([39n]);
    expect(() => settleBaccarat('PLAYER', [{ on: 'PLAYER', stakeSatang: 0n }])).toThrow(RangeError);
  });
});

describe('exact odds (enumeration of the 8-deck shoe)', () => {
  it('gives the known probabilities and RTPs: banker 98.94%, player 98.76%, tie 85.64%', () => {
    const odds = baccaratOdds();
    expect(fractionToNumber(odds.BANKER)).toBeCloseTo(0.458597, 6);
    expect(fractionToNumber(odds.PLAYER)).toBeCloseTo(0.446247, 6);
    expect(fractionToNumber(odds.TIE)).toBeCloseTo(0.095156, 6);
    const { PLAYER: a, BANKER: b, TIE: c } = odds;
    const common = a.denominator * b.denominator * c.denominator;
    expect(
      a.numerator * b.denominator * c.denominator +
        b.numerator * a.denominator * c.denominator +
        c.numerator * a.denominator * b.denominator,
    ).toBe(common);
    expect(baccaratHelp().map(({ on, rtpPercent }) => `${on} ${rtpPercent}`)).toEqual([
      'PLAYER 98.76%',
      'BANKER 98.94%',
      'TIE 85.64%',
    ]);
  });
});

/**
 * Deals `hands` hands through fresh shoes with 100 satang on each of PLAYER, BANKER and TIE, and tallies the
 * wins per bet, the winners, and the winners split by whether the house was ahead over the last 100
 * hands. `skip` lets a rigged dealer throw a hand away (the control case).
 */
const simulate = (
  hands: number,
  stream: ByteStream,
  skip?: (winner: BaccaratWinner, houseAhead: boolean) => boolean,
) => {
  const order: BaccaratWinner[] = ['PLAYER', 'BANKER', 'TIE'];
  const bets: BaccaratBet[] = order.map((on) => ({ on, stakeSatang: 100n }));
  // settleBaccarat is a pure function of (winner, bets): settled once per winner, not once per hand
  const wins = Object.fromEntries(
    order.map((winner) => [winner, settleBaccarat(winner, bets).map((bet) => Number(bet.winSatang))]),
  ) as Record<BaccaratWinner, number[]>;
  const paidOn = Object.fromEntries(
    order.map((winner) => [winner, wins[winner].reduce((sum, win) => sum + win, 0)]),
  ) as Record<BaccaratWinner, number>;
  const won = [0, 0, 0];
  const counts = [0, 0, 0];
  const byHouse = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  const window = houseWindow(100);
  let dealt = 0;
  while (dealt < hands) {
    const shoe = shuffleShoe(stream);
    for (let position = shoe.firstHandPosition; canDeal(position) && dealt < hands; ) {
      const hand = dealHand(shoe.cards, position);
      position = hand.nextPosition;
      const ahead = window.ahead();
      if (skip?.(hand.winner, ahead)) continue;
      const paid = paidOn[hand.winner];
      for (let bet = 0; bet < 3; bet += 1)
        won[bet] = (won[bet] as number) + (wins[hand.winner][bet] as number);
      const index = order.indexOf(hand.winner);
      counts[index] = (counts[index] as number) + 1;
      const group = byHouse[ahead ? 0 : 1] as number[];
      group[index] = (group[index] as number) + 1;
      window.record(300 - paid);
      dealt += 1;
    }
  }
  return { won, counts, byHouse };
};

describe('lab simulation: 10^7 hands', () => {
  const hands = 10_000_000;
  let cached: ReturnType<typeof simulate> | undefined;
  const run = () => {
    cached ??= simulate(hands, seededByteSource('baccarat lab 1'));
    return cached;
  };
  const odds = baccaratOdds();
  const p = {
    PLAYER: fractionToNumber(odds.PLAYER),
    BANKER: fractionToNumber(odds.BANKER),
    TIE: fractionToNumber(odds.TIE),
  };

  it('returns each bet its exact RTP within 3σ', () => {
    const { won } = run();
    const rtp = baccaratRtp();
    // per unit staked: what each result pays back on each bet
    const pays = {
      PLAYER: { PLAYER: 2, BANKER: 0, TIE: 1 },
      BANKER: { PLAYER: 0, BANKER: 1.95, TIE: 1 },
      TIE: { PLAYER: 0, BANKER: 0, TIE: 9 },
    };
    (['PLAYER', 'BANKER', 'TIE'] as const).forEach((on, index) => {
      const mean = fractionToNumber(rtp[on]);
      const second =
        p.PLAYER * pays[on].PLAYER ** 2 + p.BANKER * pays[on].BANKER ** 2 + p.TIE * pays[on].TIE ** 2;
      const sigma = Math.sqrt((second - mean ** 2) / hands);
      const observed = (won[index] as number) / (100 * hands);
      expect(Math.abs(observed - mean), on).toBeLessThan(3 * sigma);
    });
  }, 120_000);

  it('deals PLAYER, BANKER and TIE at the exact probabilities (chi-square at 99%)', () => {
    expect(chiSquareFit(run().counts, [p.PLAYER, p.BANKER, p.TIE]).pValue).toBeGreaterThan(alpha);
  }, 120_000);

  it('deals the same distribution whether the house is ahead or behind (chi-square independence at 99%)', () => {
    const { byHouse } = run();
    expect(Math.min(...byHouse.map((group) => group.reduce((a, b) => a + b, 0)))).toBeGreaterThan(hands / 10);
    expect(chiSquareIndependence(byHouse).pValue).toBeGreaterThan(alpha);
  }, 120_000);

  it('the same test catches a dealer who throws away a tie while the house is behind', () => {
    const rigged = simulate(
      1_000_000,
      seededByteSource('baccarat rigged'),
      (winner, ahead) => !ahead && winner === 'TIE',
    );
    expect(chiSquareIndependence(rigged.byHouse).pValue).toBeLessThan(alpha);
  }, 120_000);
});
