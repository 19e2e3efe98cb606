import { svg } from './dom';

/** A small icon in the text's colour, beside a label (hidden from screen readers: the label says it). */
const icon = (...shapes: SVGElement[]) =>
  svg(
    'svg',
    { viewBox: '0 0 24 24', width: 14, height: 14, class: 'icon', 'aria-hidden': 'true', focusable: 'false' },
    ...shapes,
  );

/** The padlock of "พิสูจน์ผล" (the provably-fair panel). */
export const lockIcon = () =>
  icon(
    svg('rect', { x: 4, y: 10, width: 16, height: 11, rx: 2, fill: 'currentColor' }),
    svg('path', {
      d: 'M8 10V7a4 4 0 0 1 8 0v3',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    }),
  );

/** Spade, heart, diamond, club (the suit order of `Card`: ⌊card / 13⌋), filled in the card's colour. */
const suitShapes: ReadonlyArray<() => SVGElement[]> = [
  () => [
    svg('path', { d: 'M12 2C9 7 4 9.5 4 14a4 4 0 0 0 7 2.6L10 22h4l-1-5.4A4 4 0 0 0 20 14c0-4.5-5-7-8-12z' }),
  ],
  () => [svg('path', { d: 'M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z' })],
  () => [svg('path', { d: 'M12 2l7 10-7 10-7-10z' })],
  () => [
    svg('circle', { cx: 12, cy: 7, r: 4 }),
    svg('circle', { cx: 7, cy: 13, r: 4 }),
    svg('circle', { cx: 17, cy: 13, r: 4 }),
    svg('path', { d: 'M11 13h2l1 9h-4z' }),
  ],
];

export const suitIcon = (suit: number) =>
  svg(
    'svg',
    {
      viewBox: '0 0 24 24',
      width: 16,
      height: 16,
      fill: 'currentColor',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    ...(suitShapes[suit]?.() ?? []),
  );
