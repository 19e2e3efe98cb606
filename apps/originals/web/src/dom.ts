import { formatAmountNumber } from '@chokdee/contracts';

/** A tiny element builder: `h('div', {class: 'x'}, child, 'text')`. */
export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number | boolean | undefined> = {},
  ...children: Array<Node | string | null | undefined>
): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined) el.append(child);
  return el;
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * `h` for SVG: `svg('path', {d: '…'})`. Pictures are drawn, not typed as emoji: a phone without an
 * emoji font shows boxes for those.
 */
export const svg = (
  tag: string,
  attrs: Record<string, string | number | undefined> = {},
  ...children: Array<Node | string | null | undefined>
): SVGElement => {
  const el = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const [name, value] of Object.entries(attrs))
    if (value !== undefined) el.setAttribute(name, String(value));
  for (const child of children) if (child !== null && child !== undefined) el.append(child);
  return el;
};

/** Baht (a number of baht, as the originals' answers carry it) as members read it: "1,234.50". */
export const formatBaht = (amount: number): string => formatAmountNumber(amount.toFixed(2));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A row of toggle buttons with the first one pressed: the stake, bullet or chip selector. */
export const choiceRow = (values: readonly number[], onPick: (value: number) => void): HTMLElement => {
  const buttons = values.map((value, index) => {
    const button = h(
      'button',
      { type: 'button', class: 'pill', 'aria-pressed': index === 0 ? 'true' : 'false' },
      String(value),
    );
    button.addEventListener('click', () => {
      onPick(value);
      for (const other of buttons) other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
    });
    return button;
  });
  return h('div', { class: 'row' }, ...buttons);
};

/**
 * A canvas drawn in CSS pixels at the screen's density (at most 3×), `height = width × ratio`, refitted
 * when the page resizes; `size` always holds the current CSS size.
 */
export const fitCanvas = (canvas: HTMLCanvasElement, ratio: number) => {
  const g = canvas.getContext('2d') as CanvasRenderingContext2D;
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  const size = { width: 360, height: Math.round(360 * ratio) };
  const fit = () => {
    size.width = canvas.clientWidth || 360;
    size.height = Math.round(size.width * ratio);
    canvas.width = Math.round(size.width * dpr);
    canvas.height = Math.round(size.height * dpr);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
  };
  fit();
  window.addEventListener('resize', fit);
  return { g, size };
};
