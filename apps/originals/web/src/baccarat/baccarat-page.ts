import {
  type BaccaratHand,
  type BaccaratWinner,
  baccaratHelp,
  type Card,
  cardLabel,
  verifyBaccaratShoe,
} from '@chokdee/originals';
import { PlayRefusal } from '../api';
import { choiceRow, formatBaht, h, sleep } from '../dom';
import { suitIcon } from '../icons';
import { th } from '../messages/th';
import type { GameContext, GamePage } from '../shell';
import { revealedRound, verifyForm } from '../verify-form';

const CHIPS = [10, 50, 100, 500, 1000];
const SPOTS: BaccaratWinner[] = ['PLAYER', 'BANKER', 'TIE'];
const spotName: Record<BaccaratWinner, string> = { PLAYER: th.player, BANKER: th.banker, TIE: th.tie };
const beadLetter: Record<BaccaratWinner, string> = { PLAYER: 'P', BANKER: 'B', TIE: 'T' };

type Shoe = {
  nonce: number;
  hash: string;
  serverSeedHash: string;
  cardsLeft: number;
  hands: number;
  road: BaccaratWinner[];
};
type DealAnswer = {
  hand: BaccaratHand;
  bets: Array<{ on: BaccaratWinner; stake: number; win: number; result: 'WIN' | 'LOSE' | 'PUSH' }>;
  win: number;
  balance: number;
  settled: boolean;
  shoe: Shoe;
  shoeEnded: boolean;
};

/** A card face: the rank as text and the suit drawn; `cardLabel` (rank and suit as text) names it for screen readers. */
const cardEl = (card: Card, third = false) => {
  const suit = Math.floor(card / 13);
  const red = suit === 1 || suit === 2;
  const label = cardLabel(card);
  return h(
    'div',
    { class: `card${red ? ' red' : ''}${third ? ' third' : ''}`, role: 'img', 'aria-label': label },
    label.slice(0, -1),
    suitIcon(suit),
  );
};

const mount = async (ctx: GameContext) => {
  const bets: Record<BaccaratWinner, number> = { PLAYER: 0, BANKER: 0, TIE: 0 };
  let chip = CHIPS[0] as number;
  let busy = false;

  const playerCards = h('div', { class: 'cards', 'data-testid': 'player-cards' });
  const bankerCards = h('div', { class: 'cards', 'data-testid': 'banker-cards' });
  const playerTotal = h('div', { class: 'total' });
  const bankerTotal = h('div', { class: 'total' });
  const result = h('div', { class: 'result', 'aria-live': 'polite' });
  const shoeInfo = h('div', { class: 'muted' });
  const road = h('div', { class: 'road', 'aria-label': 'ผลย้อนหลัง' });

  const spotEls = SPOTS.map((on) => {
    const amount = h('span', { class: 'amt' }, '');
    const el = h(
      'button',
      { type: 'button', class: `spot ${on.toLowerCase()}`, 'data-spot': on },
      h('strong', {}, spotName[on]),
      amount,
    );
    el.addEventListener('click', () => {
      if (busy) return;
      bets[on] += chip;
      amount.textContent = formatBaht(bets[on]);
    });
    return { on, el, amount };
  });
  const chips = choiceRow(CHIPS, (value) => {
    chip = value;
  });
  const clearBtn = h('button', { type: 'button', class: 'btn secondary' }, th.clear);
  const dealBtn = h('button', { type: 'button', class: 'btn big', 'data-testid': 'deal' }, th.deal);
  const clearBets = () => {
    for (const spot of spotEls) {
      bets[spot.on] = 0;
      spot.amount.textContent = '';
      spot.el.classList.remove('won');
    }
  };
  clearBtn.addEventListener('click', () => !busy && clearBets());

  ctx.root.append(
    h(
      'div',
      { class: 'table' },
      h('div', { class: 'side player' }, h('h3', {}, th.player), playerCards, playerTotal),
      h('div', { class: 'side banker' }, h('h3', {}, th.banker), bankerCards, bankerTotal),
    ),
    result,
    h('div', { class: 'spots' }, ...spotEls.map((spot) => spot.el)),
    h('div', {}, h('div', { class: 'muted' }, `${th.chip} (${th.baht}) — ${th.placeChipsHint}`), chips),
    h('div', { class: 'row' }, clearBtn),
    dealBtn,
    shoeInfo,
    road,
  );

  let shown: Shoe | undefined;
  const showShoe = (next: Shoe) => {
    shown = next;
    shoeInfo.replaceChildren(
      h(
        'div',
        {},
        `${th.shoeNo}: ${next.nonce} · ${th.handsDealt}: ${next.hands} · ${th.cardsLeft}: ${next.cardsLeft}`,
      ),
      h('div', {}, th.shoeHash),
      h('div', { class: 'mono', 'data-testid': 'shoe-hash' }, next.hash),
    );
    road.replaceChildren(
      ...next.road.map((winner) => h('span', { class: `bead ${winner}` }, beadLetter[winner])),
    );
  };
  const loadShoe = async () => {
    showShoe(await ctx.api.get<Shoe>('baccarat/shoe'));
    await ctx.refreshFair();
  };
  await loadShoe();
  baccaratReload = () => {
    loadShoe().catch((error: Error) => ctx.toast(error.message, 'error'));
  };

  dealBtn.addEventListener('click', async () => {
    if (busy) return;
    const placed = Object.fromEntries(SPOTS.filter((on) => bets[on] > 0).map((on) => [on, bets[on]]));
    if (Object.keys(placed).length === 0) return ctx.toast(th.placeChipsHint, 'error');
    busy = true;
    dealBtn.disabled = true;
    playerCards.replaceChildren();
    bankerCards.replaceChildren();
    playerTotal.textContent = '';
    bankerTotal.textContent = '';
    result.textContent = '';
    try {
      const answer = await ctx.api.post<DealAnswer>('baccarat/deal', {
        bets: placed,
        shoeHash: shown?.hash ?? '',
      });
      const { hand } = answer;
      const order: Array<[HTMLElement, Card, boolean]> = [
        [playerCards, hand.player[0] as Card, false],
        [bankerCards, hand.banker[0] as Card, false],
        [playerCards, hand.player[1] as Card, false],
        [bankerCards, hand.banker[1] as Card, false],
      ];
      if (hand.player[2] !== undefined) order.push([playerCards, hand.player[2], true]);
      if (hand.banker[2] !== undefined) order.push([bankerCards, hand.banker[2], true]);
      for (const [side, card, third] of order) {
        side.append(cardEl(card, third));
        await sleep(380);
      }
      playerTotal.textContent = String(hand.playerTotal);
      bankerTotal.textContent = String(hand.bankerTotal);
      result.textContent = `${spotName[hand.winner]} ${hand.winner === 'TIE' ? '' : th.win}`.trim();
      for (const spot of spotEls) spot.el.classList.toggle('won', spot.on === hand.winner);
      ctx.setBalance(answer.balance);
      const staked = answer.bets.reduce((sum, bet) => sum + bet.stake, 0);
      if (answer.win > 0)
        ctx.toast(`${answer.win >= staked ? th.win : th.push} ${formatBaht(answer.win)} ฿`, 'win');
      if (!answer.settled) ctx.toast(th.settlementPending);
      ctx.played({
        serverSeedHash: answer.shoe.serverSeedHash,
        nonce: answer.shoe.nonce,
        summary: `${th.handsDealt} ${answer.shoe.hands}: ${beadLetter[hand.winner]}`,
        input: { shoeHash: answer.shoe.hash },
      });
      showShoe(answer.shoe);
      if (answer.shoeEnded) {
        ctx.toast(th.newShoe);
        await loadShoe();
      }
      await sleep(600);
      clearBets();
    } catch (error) {
      const refusal = error instanceof PlayRefusal ? error : undefined;
      if (refusal?.balance !== undefined) ctx.setBalance(refusal.balance);
      ctx.toast(error instanceof Error ? error.message : th.network, 'error');
      // A new shoe (another tab rotated the seed): show its hash; the member deals again.
      if (refusal?.code === 'SHOE_CHANGED') await loadShoe().catch(() => undefined);
    } finally {
      busy = false;
      dealBtn.disabled = false;
    }
  });
};

/** Reloads the shoe after the seed rotated (set by `mount`). */
let baccaratReload: () => void = () => undefined;

const rules = (): HTMLElement =>
  h(
    'div',
    {},
    h('p', {}, th.baccaratRules),
    h('p', { class: 'muted' }, th.bankerDrawTable),
    h(
      'table',
      {},
      h(
        'tr',
        {},
        h('th', {}, ''),
        h('th', {}, th.pays),
        h('th', { class: 'num' }, th.probability),
        h('th', { class: 'num' }, 'RTP'),
      ),
      ...baccaratHelp().map((row) =>
        h(
          'tr',
          {},
          h('td', {}, spotName[row.on]),
          h('td', {}, row.pays),
          h(
            'td',
            { class: 'num' },
            `${((Number(row.probability.numerator) / Number(row.probability.denominator)) * 100).toFixed(4)}%`,
          ),
          h('td', { class: 'num', 'data-testid': `rtp-${row.on}` }, row.rtpPercent),
        ),
      ),
    ),
    h('p', { class: 'muted' }, th.shoeHash, ': SHA-256(server seed hash + ":" + ไพ่ทั้ง 416 ใบตามลำดับ)'),
  );

export const baccaratPage: GamePage = {
  title: 'บาคาร่าโชคดี',
  mount,
  rules,
  onRotate: () => baccaratReload(),
  verifier: (seed, rounds) =>
    verifyForm({
      seed,
      rounds,
      fields: [{ name: 'shoeHash', label: th.shoeHash, value: String(rounds[0]?.input.shoeHash ?? '') }],
      recompute: (nonce, values) => {
        const check = verifyBaccaratShoe({
          ...revealedRound(seed, nonce),
          committedShoeHash: values.shoeHash ?? '',
        });
        return [
          check.seedMatches ? th.seedOk : th.seedBad,
          check.shoeHashMatches ? th.shoeOk : th.shoeBad,
          `burn: ${cardLabel(check.shoe.burnCard)} (${check.shoe.burnCount})`,
          ...check.hands
            .slice(0, 80)
            .map(
              (hand, index) =>
                `${index + 1}. P ${hand.player.map(cardLabel).join(' ')} = ${hand.playerTotal} | B ${hand.banker.map(cardLabel).join(' ')} = ${hand.bankerTotal} → ${beadLetter[hand.winner]}`,
            ),
        ].join('\n');
      },
    }),
};
