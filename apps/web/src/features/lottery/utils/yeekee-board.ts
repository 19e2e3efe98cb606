import type { YeekeeBoardDelta, YeekeeBoardShot, YeekeeShotPage } from '@chokdee/contracts';

/** How many of the newest shots the board keeps on screen. */
export const BOARD_SIZE = 30;

/**
 * The live board of a round as this page knows it: every seq up to `lastSeq` is accounted for
 * (`sum`, `count` are the round's at `lastSeq`), and `shots` are the newest of them, newest first.
 */
export type YeekeeBoard = { lastSeq: number; sum: string; count: number; shots: YeekeeBoardShot[] };

const newestFirst = (shots: readonly YeekeeBoardShot[]): YeekeeBoardShot[] => {
  const bySeq = new Map<number, YeekeeBoardShot>();
  for (const shot of shots) bySeq.set(shot.seq, shot);
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq).slice(0, BOARD_SIZE);
};

/** The board from a read of the newest shots (`GET …/shots` without `afterSeq`). */
export const boardFromPage = (page: YeekeeShotPage): YeekeeBoard => ({
  lastSeq: page.lastSeq,
  sum: page.sum,
  count: page.count,
  shots: newestFirst(page.shots),
});

export type DeltaOutcome =
  /** Already covered (a repeat, or older than a resync): nothing to do. */
  | { kind: 'stale' }
  /** Seqs between the board and the delta were never seen: re-read from REST. */
  | { kind: 'gap' }
  | { kind: 'applied'; board: YeekeeBoard };

/**
 * A `yeekee.board` delta on top of the board. Deltas chain (`fromSeq` = the previous `toSeq` + 1); one
 * that starts past the next expected seq means pushes were missed. A delta may carry fewer shots than its
 * range (at most 40): its sum and count still cover the range, and the board shows its newest shots.
 */
export const applyDelta = (board: YeekeeBoard, delta: YeekeeBoardDelta): DeltaOutcome => {
  if (delta.toSeq <= board.lastSeq) return { kind: 'stale' };
  if (delta.fromSeq > board.lastSeq + 1) return { kind: 'gap' };
  return {
    kind: 'applied',
    board: {
      lastSeq: delta.toSeq,
      sum: delta.sum,
      count: delta.count,
      shots: newestFirst([...delta.shots, ...board.shots]),
    },
  };
};

/**
 * A resync read (`GET …/shots?afterSeq=board.lastSeq`) merged into the board, or null when the page
 * does not reach the round's last seq (more shots than one page): then read the newest page instead.
 */
export const mergeAfterPage = (board: YeekeeBoard, page: YeekeeShotPage): YeekeeBoard | null => {
  const reached = page.shots.at(-1)?.seq ?? board.lastSeq;
  if (reached < page.lastSeq) return null;
  const newer = page.lastSeq >= board.lastSeq;
  return {
    lastSeq: Math.max(page.lastSeq, board.lastSeq),
    sum: newer ? page.sum : board.sum,
    count: newer ? page.count : board.count,
    shots: newestFirst([...page.shots, ...board.shots]),
  };
};
