import type { YeekeeBoardDelta, YeekeeBoardShot } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { applyDelta, BOARD_SIZE, boardFromPage, mergeAfterPage, type YeekeeBoard } from './yeekee-board';

const shot = (seq: number): YeekeeBoardShot => ({
  seq,
  number: String(seq * 7).padStart(5, '0'),
  name: 'สม***',
  receivedAt: new Date(Date.UTC(2026, 10, 23, 23, 0, 0, seq)).toISOString(),
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => shot(from + i));
const sumOf = (to: number) => String(range(1, to).reduce((total, s) => total + Number(s.number), 0));
const page = (shots: YeekeeBoardShot[], lastSeq: number) => ({
  roundCode: 'YK2026112412',
  shots,
  lastSeq,
  count: lastSeq,
  sum: sumOf(lastSeq),
  serverTime: '2026-11-24T00:00:00.000Z',
});
const delta = (fromSeq: number, toSeq: number, shots = range(fromSeq, toSeq)): YeekeeBoardDelta => ({
  roundCode: 'YK2026112412',
  fromSeq,
  toSeq,
  shots,
  sum: sumOf(toSeq),
  count: toSeq,
  serverTime: '2026-11-24T00:00:00.000Z',
});
const seqs = (board: YeekeeBoard) => board.shots.map((s) => s.seq);

describe('the Yeekee board', () => {
  it('starts from the newest page, newest first, and chains deltas', () => {
    const board = boardFromPage(page(range(1, 5), 5));
    expect(seqs(board)).toEqual([5, 4, 3, 2, 1]);
    const next = applyDelta(board, delta(6, 8));
    expect(next.kind).toBe('applied');
    if (next.kind !== 'applied') return;
    expect(seqs(next.board)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(next.board).toMatchObject({ lastSeq: 8, count: 8, sum: sumOf(8) });
  });

  it('ignores a delta it already has and asks for a resync when seqs were skipped', () => {
    const board = boardFromPage(page(range(1, 10), 10));
    expect(applyDelta(board, delta(9, 10)).kind).toBe('stale');
    expect(applyDelta(board, delta(12, 14)).kind).toBe('gap');
    // Overlapping the board's end is no gap: the repeated seqs are merged once.
    const overlap = applyDelta(board, delta(9, 12));
    expect(overlap.kind === 'applied' && seqs(overlap.board).slice(0, 4)).toEqual([12, 11, 10, 9]);
    expect(overlap.kind === 'applied' && new Set(seqs(overlap.board)).size).toBe(12);
  });

  it('takes sum and count from a delta that carries fewer shots than its range, and keeps the newest on screen', () => {
    const board = boardFromPage(page(range(1, 3), 3));
    const next = applyDelta(board, delta(4, 200, range(161, 200)));
    expect(next.kind === 'applied' && next.board).toMatchObject({
      lastSeq: 200,
      count: 200,
      sum: sumOf(200),
    });
    expect(next.kind === 'applied' && seqs(next.board)).toEqual(
      range(171, 200)
        .map((s) => s.seq)
        .reverse(),
    );
    expect(next.kind === 'applied' && next.board.shots.length).toBe(BOARD_SIZE);
  });

  it('merges a resync page that reaches the last seq, and refuses one that does not', () => {
    const board = boardFromPage(page(range(1, 10), 10));
    const merged = mergeAfterPage(board, page(range(11, 15), 15));
    expect(merged && seqs(merged).slice(0, 6)).toEqual([15, 14, 13, 12, 11, 10]);
    expect(merged).toMatchObject({ lastSeq: 15, sum: sumOf(15), count: 15 });
    // 100 shots read, but the round is at 400: read the newest page instead.
    expect(mergeAfterPage(board, page(range(11, 110), 400))).toBeNull();
    // Nothing new: the board stays as it is.
    expect(mergeAfterPage(board, page([], 10))).toMatchObject({ lastSeq: 10, sum: sumOf(10) });
  });
});
