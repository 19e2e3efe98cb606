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
import { choiceRow, fitCanvas, formatBaht, h } from '../dom';
import { th } from '../messages/th';
import type { GameContext, GamePage } from '../shell';
import { revealedRound, stakeField, verifyForm } from '../verify-form';

/** Stakes offered (baht): the server accepts the same list. */
const STAKES = [1, 2, 5, 10, 20, 50, 100];
/** Reel i stops no earlier than this after the tap: the last one at 2.62 s (games.md §3: ≥ 2.5 s a spin). */
const stopFloorMs = (reel: number) => 1500 + reel * 280;

const glyph: Record<SlotSymbol, { emoji: string; color: string }> = {
  CHILI: { emoji: '🌶️', color: '#5b1a1a' },
  MANGO: { emoji: '🥭', color: '#5b4a12' },
  TUKTUK: { emoji: '🛺', color: '#123d5b' },
  LOTUS: { emoji: '🌸', color: '#5b1a4a' },
  NAGA: { emoji: '🐉', color: '#1a5b2c' },
  GARUDA: { emoji: '🦅', color: '#5b3a12' },
  ELEPHANT: { emoji: '🐘', color: '#3a3a5b' },
};

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

const mount = (ctx: GameContext) => {
  const canvas = h('canvas', { width: 450, height: 290, 'aria-label': 'วงล้อสล็อต 5 รูล', role: 'img' });
  const winLine = h('div', { class: 'win-line', 'aria-live': 'polite' });
  const spinBtn = h('button', { type: 'button', class: 'btn big', 'data-testid': 'spin' }, th.spin);
  let stake = STAKES[0] as number;
  const stakes = choiceRow(STAKES, (value) => {
    stake = value;
  });
  ctx.root.append(
    canvas,
    winLine,
    h('div', {}, h('div', { class: 'muted' }, `${th.stake} (${th.baht})`), stakes),
    spinBtn,
  );

  const { g, size } = fitCanvas(canvas, 0.64);

  let shown: [SlotLine, SlotLine, SlotLine] = slotWindow(['CHILI', 'MANGO', 'TUKTUK', 'LOTUS', 'NAGA']);
  let spinning: { start: number; stopAt: number[]; target?: [SlotLine, SlotLine, SlotLine] } | undefined;
  let highlight = false;

  const drawCell = (symbol: SlotSymbol, x: number, y: number, w: number, cellH: number) => {
    const { emoji, color } = glyph[symbol];
    g.fillStyle = color;
    g.fillRect(x + 3, y + 3, w - 6, cellH - 6);
    g.font = `${Math.round(cellH * 0.46)}px system-ui, "Apple Color Emoji", "Noto Color Emoji", sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#fff';
    g.fillText(emoji, x + w / 2, y + cellH * 0.42);
    // The name too: readable where a phone lacks the emoji.
    g.font = `600 ${Math.max(9, Math.round(cellH * 0.15))}px system-ui, sans-serif`;
    g.fillText(slotSymbolNames[symbol], x + w / 2, y + cellH * 0.82, w - 8);
  };

  const frame = (time: number) => {
    const W = size.width;
    const H = size.height;
    const w = W / 5;
    const cellH = H / 3;
    g.clearRect(0, 0, W, H);
    for (let reel = 0; reel < 5; reel += 1) {
      const x = reel * w;
      const stopped = !spinning || (spinning.target && time - spinning.start >= (spinning.stopAt[reel] ?? 0));
      if (stopped) {
        for (let row = 0; row < 3; row += 1)
          drawCell(shown[row]?.[reel] as SlotSymbol, x, row * cellH, w, cellH);
      } else {
        const strip = slotReelStrips[reel] as readonly SlotSymbol[];
        const travelled = ((time - (spinning?.start ?? 0)) / 1000) * (14 + reel * 1.5);
        const offset = travelled % 1;
        for (let row = -1; row < 3; row += 1) {
          const index = Math.floor(travelled) + row + reel * 3;
          drawCell(
            strip[((index % strip.length) + strip.length) % strip.length] as SlotSymbol,
            x,
            (row + offset) * cellH,
            w,
            cellH,
          );
        }
      }
      g.strokeStyle = '#1f5a3c';
      g.strokeRect(x, 0, w, H);
    }
    // The payline (middle row).
    g.strokeStyle = highlight ? '#f5c542' : 'rgba(245,197,66,0.45)';
    g.lineWidth = highlight ? 4 : 2;
    g.strokeRect(2, cellH, W - 4, cellH);
    g.lineWidth = 1;
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
          h('td', {}, `${glyph[symbol].emoji} ${slotSymbolNames[symbol]}`),
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
          h('td', {}, row.reels.map((symbol) => glyph[symbol].emoji).join('')),
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
          `${th.line}: ${spin.reels.map((symbol) => glyph[symbol].emoji).join(' ')}`,
          `${th.win}: ${formatBaht(Number(spin.winSatang) / 100)} ฿ (×${spin.multiplierHundredths / 100})`,
        ].join('\n');
      },
    }),
};
