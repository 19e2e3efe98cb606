import {
  formatPercent,
  type SlotLine,
  type SlotSymbol,
  slotHelp,
  slotPaytable,
  slotReelStrips,
  slotSymbolNames,
  slotSymbols,
  slotWindow,
  verifySlotSpin,
} from '@chokdee/originals';
import { PlayRefusal } from '../api';
import { choiceRow, formatBaht, h, svg } from '../dom';
import { th } from '../messages/th';
import type { GameContext, GamePage } from '../shell';
import { revealedRound, stakeField, verifyForm } from '../verify-form';
import { pointAt, slotSymbolDefs, slotSymbolIcon, symbolCell, useSymbol } from './slot-symbols';

/** Stakes offered (baht): the server accepts the same list. */
const STAKES = [1, 2, 5, 10, 20, 50, 100];
/** Reel i stops no earlier than this after the tap: the last one at 2.62 s (docs/domain/games.md §3: ≥ 2.5 s a spin). */
const stopFloorMs = (reel: number) => 1500 + reel * 280;

type SpinAnswer = {
  nonce: number;
  serverSeedHash: string;
  stake: number;
  win: number;
  outcomeId: number;
  multiplierHundredths: number;
  reels: SlotLine;
  window: [SlotLine, SlotLine, SlotLine];
  balance: number;
  settled: boolean;
};

/** The reels' drawing size (the SVG scales to the page's width): 5 reels × 3 rows, height = 0.64 × width. */
const W = 450;
const H = 288;
const CELL_W = W / 5;
const CELL_H = H / 3;
const ART = CELL_H * 0.6;

/** One cell of a reel: its colour, the symbol drawn over it and its name (readable at a glance). */
const reelCell = () => {
  const background = svg('rect', { x: 3, y: 3, width: CELL_W - 6, height: CELL_H - 6, rx: 6 });
  const art = useSymbol('CHILI', { x: (CELL_W - ART) / 2, y: CELL_H * 0.06, size: ART });
  const name = svg('text', {
    x: CELL_W / 2,
    y: CELL_H * 0.86,
    'text-anchor': 'middle',
    'font-size': Math.round(CELL_H * 0.15),
    'font-weight': 600,
    fill: '#fff',
  });
  const group = svg('g', {}, background, art, name);
  let shown: SlotSymbol | undefined;
  return {
    group,
    /** Shows `symbol` at (x, y), or hides the cell (`null`); touches the DOM only for what changed. */
    place(symbol: SlotSymbol | null, x = 0, y = 0) {
      group.setAttribute('visibility', symbol ? 'visible' : 'hidden');
      if (!symbol) return;
      group.setAttribute('transform', `translate(${x} ${y})`);
      if (symbol === shown) return;
      shown = symbol;
      group.setAttribute('data-symbol', symbol);
      background.setAttribute('fill', symbolCell(symbol));
      pointAt(art, symbol);
      name.textContent = slotSymbolNames[symbol];
    },
  };
};

const mount = (ctx: GameContext) => {
  // 4 cells a reel: while it spins a 4th one slides in from the top.
  const cells = [0, 1, 2, 3, 4].map(() => [0, 1, 2, 3].map(reelCell));
  const payline = svg('rect', { x: 2, y: CELL_H, width: W - 4, height: CELL_H, fill: 'none' });
  const reels = svg(
    'svg',
    {
      viewBox: `0 0 ${W} ${H}`,
      class: 'reels',
      role: 'img',
      'aria-label': 'วงล้อสล็อต 5 รูล',
      'data-testid': 'slot-reels',
    },
    slotSymbolDefs(),
    ...cells.flat().map((cell) => cell.group),
    ...[0, 1, 2, 3, 4].map((reel) =>
      svg('rect', { x: reel * CELL_W, y: 0, width: CELL_W, height: H, fill: 'none', stroke: '#1f5a3c' }),
    ),
    payline,
  );
  const winLine = h('div', { class: 'win-line', 'aria-live': 'polite' });
  const spinBtn = h('button', { type: 'button', class: 'btn big', 'data-testid': 'spin' }, th.spin);
  let stake = STAKES[0] as number;
  const stakes = choiceRow(STAKES, (value) => {
    stake = value;
  });
  ctx.root.append(
    reels,
    winLine,
    h('div', {}, h('div', { class: 'muted' }, `${th.stake} (${th.baht})`), stakes),
    spinBtn,
  );

  let shown: [SlotLine, SlotLine, SlotLine] = slotWindow(['CHILI', 'MANGO', 'TUKTUK', 'LOTUS', 'NAGA']);
  let spinning: { start: number; stopAt: number[]; target?: [SlotLine, SlotLine, SlotLine] } | undefined;
  let highlight = false;

  const frame = (time: number) => {
    for (let reel = 0; reel < 5; reel += 1) {
      const x = reel * CELL_W;
      const column = cells[reel] as ReturnType<typeof reelCell>[];
      const stopped = !spinning || (spinning.target && time - spinning.start >= (spinning.stopAt[reel] ?? 0));
      if (stopped) {
        for (let row = 0; row < 3; row += 1)
          column[row]?.place(shown[row]?.[reel] as SlotSymbol, x, row * CELL_H);
        column[3]?.place(null);
      } else {
        const strip = slotReelStrips[reel] as readonly SlotSymbol[];
        const travelled = ((time - (spinning?.start ?? 0)) / 1000) * (14 + reel * 1.5);
        const offset = travelled % 1;
        for (let row = -1; row < 3; row += 1) {
          const index = Math.floor(travelled) + row + reel * 3;
          column[row + 1]?.place(
            strip[((index % strip.length) + strip.length) % strip.length] as SlotSymbol,
            x,
            (row + offset) * CELL_H,
          );
        }
      }
    }
    // The payline (middle row).
    payline.setAttribute('stroke', highlight ? '#f5c542' : 'rgba(245,197,66,0.45)');
    payline.setAttribute('stroke-width', highlight ? '4' : '2');
    if (spinning?.target && time - spinning.start >= Math.max(...spinning.stopAt)) spinning = undefined;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  spinBtn.addEventListener('click', async () => {
    if (spinning) return;
    spinBtn.disabled = true;
    highlight = false;
    winLine.textContent = '';
    spinBtn.textContent = th.spinning;
    const start = performance.now();
    spinning = { start, stopAt: [0, 1, 2, 3, 4].map(stopFloorMs) };
    const current = spinning;
    try {
      const answer = await ctx.api.post<SpinAnswer>('slot/spin', { stake });
      const arrived = performance.now() - start;
      current.stopAt = current.stopAt.map((floor, reel) => Math.max(floor, arrived + 300 + reel * 280));
      shown = answer.window;
      current.target = answer.window;
      ctx.played({
        serverSeedHash: answer.serverSeedHash,
        nonce: answer.nonce,
        summary: answer.win > 0 ? `+${formatBaht(answer.win)}` : '0',
        input: { stake: answer.stake },
      });
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(...current.stopAt) - (performance.now() - start)),
      );
      ctx.setBalance(answer.balance);
      if (answer.win > 0) {
        highlight = true;
        winLine.textContent = `${th.win} ${formatBaht(answer.win)} ฿ (×${answer.multiplierHundredths / 100})`;
        ctx.toast(`${th.win} ${formatBaht(answer.win)} ฿`, 'win');
      } else winLine.textContent = th.lose;
      if (!answer.settled) ctx.toast(th.settlementPending);
    } catch (error) {
      // Refused: nothing was played; the reels stop where they were.
      current.target = shown;
      current.stopAt = [0, 0, 0, 0, 0];
      const refusal = error instanceof PlayRefusal ? error : undefined;
      if (refusal?.balance !== undefined) ctx.setBalance(refusal.balance);
      ctx.toast(error instanceof Error ? error.message : th.network, 'error');
    } finally {
      spinBtn.disabled = false;
      spinBtn.textContent = th.spin;
    }
  });
};

const rules = (): HTMLElement => {
  const help = slotHelp();
  return h(
    'div',
    {},
    h('p', {}, th.slotRules),
    h(
      'dl',
      {},
      h('dt', {}, th.rtp),
      h(
        'dd',
        { 'data-testid': 'slot-rtp' },
        `${help.rtpPercent} = ${help.rtp.numerator}/${help.rtp.denominator}`,
      ),
    ),
    h(
      'dl',
      {},
      h('dt', {}, th.sha256),
      h('dd', { class: 'mono', 'data-testid': 'slot-sha256' }, help.sha256),
    ),
    h('h3', {}, th.paytable),
    h(
      'table',
      {},
      h(
        'tr',
        {},
        h('th', {}, ''),
        h('th', { class: 'num' }, '3'),
        h('th', { class: 'num' }, '4'),
        h('th', { class: 'num' }, '5'),
      ),
      ...slotSymbols.map((symbol) =>
        h(
          'tr',
          {},
          h('td', {}, slotSymbolIcon(symbol), ' ', slotSymbolNames[symbol]),
          ...slotPaytable[symbol].map((hundredths) => h('td', { class: 'num' }, `×${hundredths / 100}`)),
        ),
      ),
    ),
    h('h3', {}, th.slotTable),
    h(
      'table',
      {},
      h(
        'tr',
        {},
        h('th', {}, '#'),
        h('th', { class: 'num' }, th.weight),
        h('th', { class: 'num' }, th.multiplier),
        h('th', {}, th.line),
      ),
      ...help.table.map((row) =>
        h(
          'tr',
          {},
          h('td', {}, String(row.id)),
          h('td', { class: 'num' }, row.weight.toLocaleString('th-TH')),
          h('td', { class: 'num' }, `×${row.multiplierHundredths / 100}`),
          h('td', { class: 'icons' }, ...row.reels.map((symbol) => slotSymbolIcon(symbol, 18))),
        ),
      ),
      h(
        'tr',
        {},
        h('td', {}, 'Σ'),
        h('td', { class: 'num' }, help.totalWeight.toLocaleString('th-TH')),
        h('td', {}, ''),
        h('td', {}, ''),
      ),
    ),
    h('p', { class: 'muted' }, `RTP = Σ(น้ำหนัก × ตัวคูณ) ÷ Σ น้ำหนัก = ${formatPercent(help.rtp, 4)}`),
  );
};

export const slotPage: GamePage = {
  title: 'สล็อตโชคดี',
  mount,
  rules,
  verifier: (seed, rounds) =>
    verifyForm({
      seed,
      rounds,
      fields: [stakeField(th.stake, rounds)],
      recompute: (nonce, values) => {
        const { seedMatches, spin } = verifySlotSpin({
          ...revealedRound(seed, nonce),
          stakeSatang: BigInt(Math.round(Number(values.stake) * 100)),
        });
        return [
          seedMatches ? th.seedOk : th.seedBad,
          `${th.ticket}: ${spin.ticket} → ${th.outcome} #${spin.outcomeId}`,
          `${th.line}: ${spin.reels.map((symbol) => slotSymbolNames[symbol]).join(' · ')}`,
          `${th.win}: ${formatBaht(Number(spin.winSatang) / 100)} ฿ (×${spin.multiplierHundredths / 100})`,
        ].join('\n');
      },
    }),
};
