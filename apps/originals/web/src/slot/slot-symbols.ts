import { type SlotSymbol, slotSymbolNames, slotSymbols } from '@chokdee/originals';
import { svg } from '../dom';

/**
 * The slot's seven symbols drawn as SVG (64 × 64), each on its cell colour. Drawn rather than emoji:
 * a phone without an emoji font would show the reels as boxes.
 */
type Art = { cell: string; shapes: () => SVGElement[] };

const art: Record<SlotSymbol, Art> = {
  CHILI: {
    cell: '#5b1a1a',
    shapes: () => [
      svg('path', {
        d: 'M22 20C14 34 22 52 46 56c4 1 5-3 1-5-12-5-16-17-14-29z',
        fill: '#e53935',
        stroke: '#ff8a80',
        'stroke-width': 1.5,
      }),
      svg('path', { d: 'M20 21c2-6 10-7 14 0-4 2-10 2-14 0z', fill: '#43a047' }),
      svg('path', {
        d: 'M27 17c0-5 4-9 9-9',
        fill: 'none',
        stroke: '#66bb6a',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    ],
  },
  MANGO: {
    cell: '#5b4a12',
    shapes: () => [
      svg('path', {
        d: 'M32 12c16 0 24 16 20 28s-22 18-32 10-6-20 2-26c4-4 2-12 10-12z',
        fill: '#ffb300',
        stroke: '#ffe082',
        'stroke-width': 1.5,
      }),
      svg('path', { d: 'M32 12c6-6 16-6 18-2-6 4-12 4-18 2z', fill: '#43a047' }),
      svg('path', {
        d: 'M26 24c-4 4-5 10-3 14',
        fill: 'none',
        stroke: '#fff3c4',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      }),
    ],
  },
  TUKTUK: {
    cell: '#123d5b',
    shapes: () => [
      svg('rect', { x: 8, y: 12, width: 40, height: 7, rx: 3, fill: '#ffca28' }),
      svg('path', { d: 'M12 19v12M44 19v8', stroke: '#cfd8dc', 'stroke-width': 3 }),
      svg('path', { d: 'M8 31h36l12 8v9H8z', fill: '#29b6f6', stroke: '#b3e5fc', 'stroke-width': 1.5 }),
      svg('rect', { x: 36, y: 33, width: 9, height: 6, rx: 1, fill: '#e1f5fe' }),
      svg('circle', { cx: 17, cy: 49, r: 6, fill: '#263238', stroke: '#eceff1', 'stroke-width': 2 }),
      svg('circle', { cx: 47, cy: 49, r: 6, fill: '#263238', stroke: '#eceff1', 'stroke-width': 2 }),
    ],
  },
  LOTUS: {
    cell: '#5b1a4a',
    shapes: () => [
      svg('path', { d: 'M32 46c-12-2-20-12-20-22 10 2 18 10 20 22z', fill: '#f48fb1' }),
      svg('path', { d: 'M32 46c12-2 20-12 20-22-10 2-18 10-20 22z', fill: '#f48fb1' }),
      svg('path', {
        d: 'M32 10c9 10 9 26 0 36-9-10-9-26 0-36z',
        fill: '#f06292',
        stroke: '#fce4ec',
        'stroke-width': 1.5,
      }),
      svg('path', {
        d: 'M12 52c12 6 28 6 40 0',
        fill: 'none',
        stroke: '#66bb6a',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    ],
  },
  NAGA: {
    cell: '#1a5b2c',
    shapes: () => [
      svg('path', {
        d: 'M12 54c0-14 20-10 22-22S20 20 26 14',
        fill: 'none',
        stroke: '#66bb6a',
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }),
      svg('path', {
        d: 'M12 54c0-14 20-10 22-22',
        fill: 'none',
        stroke: '#ffd54f',
        'stroke-width': 2,
        'stroke-dasharray': '3 4',
      }),
      svg('ellipse', { cx: 32, cy: 14, rx: 9, ry: 6, fill: '#43a047' }),
      svg('path', { d: 'M26 9l-3-7 6 4 3-5 3 5 6-4-3 7z', fill: '#ffca28' }),
      svg('circle', { cx: 35, cy: 13, r: 1.8, fill: '#ffeb3b' }),
    ],
  },
  GARUDA: {
    cell: '#5b3a12',
    shapes: () => [
      svg('path', { d: 'M30 30C22 16 10 14 2 18c10 4 16 12 20 20z', fill: '#ef5350' }),
      svg('path', { d: 'M34 30c8-14 20-16 28-12-10 4-16 12-20 20z', fill: '#ef5350' }),
      svg('ellipse', { cx: 32, cy: 38, rx: 8, ry: 14, fill: '#ffb300' }),
      svg('circle', { cx: 32, cy: 20, r: 6, fill: '#ffb300' }),
      svg('path', { d: 'M28 15l4-9 4 9z', fill: '#ffd54f' }),
      svg('path', { d: 'M32 21l6 2-6 2z', fill: '#e65100' }),
      svg('path', {
        d: 'M26 52l-3 6M38 52l3 6',
        stroke: '#ffb300',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    ],
  },
  ELEPHANT: {
    cell: '#3a3a5b',
    shapes: () => [
      svg('ellipse', { cx: 27, cy: 36, rx: 18, ry: 12, fill: '#eceff1' }),
      svg('path', { d: 'M13 44v10h6V46M31 46v8h6V44', fill: '#eceff1' }),
      svg('circle', { cx: 45, cy: 28, r: 10, fill: '#eceff1' }),
      svg('path', {
        d: 'M53 31c4 8 2 18-5 20',
        fill: 'none',
        stroke: '#eceff1',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      svg('path', { d: 'M42 21c-8 0-9 15-1 16z', fill: '#cfd8dc' }),
      svg('circle', { cx: 48, cy: 26, r: 1.6, fill: '#37474f' }),
      svg('path', { d: 'M30 22l6-8 6 8z', fill: '#ffca28' }),
    ],
  },
};

/** The cell colour behind a symbol on the reels. */
export const symbolCell = (symbol: SlotSymbol) => art[symbol].cell;

const symbolId = (symbol: SlotSymbol) => `slot-symbol-${symbol.toLowerCase()}`;

/** `<defs>` with one `<symbol>` per slot symbol, for the reels' `<use>`. */
export const slotSymbolDefs = () =>
  svg(
    'defs',
    {},
    ...slotSymbols.map((symbol) =>
      svg('symbol', { id: symbolId(symbol), viewBox: '0 0 64 64' }, ...art[symbol].shapes()),
    ),
  );

/** A `<use>` of the symbol, drawn at the given box in the reels' coordinates. */
export const useSymbol = (symbol: SlotSymbol, box: { x: number; y: number; size: number }) =>
  svg('use', { href: `#${symbolId(symbol)}`, x: box.x, y: box.y, width: box.size, height: box.size });

/** Points an existing `<use>` at another symbol (the reels re-point their cells while spinning). */
export const pointAt = (use: SVGElement, symbol: SlotSymbol) =>
  use.setAttribute('href', `#${symbolId(symbol)}`);

/** A standalone icon of the symbol (the paytable and the outcome table), named for screen readers. */
export const slotSymbolIcon = (symbol: SlotSymbol, size = 24) =>
  svg(
    'svg',
    {
      viewBox: '0 0 64 64',
      width: size,
      height: size,
      role: 'img',
      'aria-label': slotSymbolNames[symbol],
      class: 'slot-icon',
      'data-symbol': symbol,
    },
    ...art[symbol].shapes(),
  );
