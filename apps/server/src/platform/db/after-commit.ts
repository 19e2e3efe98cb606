type Callback = () => unknown;
type Queue = Callback[];

/** The after-commit queue of each live transaction handle (savepoints get their own, merged on release). */
const queues = new WeakMap<object, Queue>();

/**
 * Runs `fn` once the outermost transaction that `tx` belongs to has committed, before that
 * `db.transaction(…)` call resolves; never when it rolls back. Attached inside a savepoint, `fn`
 * joins the enclosing transaction when the savepoint is released and is dropped when the savepoint
 * rolls back. For cache invalidation: a value read before the commit must not outlive it.
 */
// `tx` is typed structurally: client.ts imports this file, so importing its `Tx` back would be a cycle.
export const afterCommit = (tx: object, fn: Callback): void => {
  const queue = queues.get(tx);
  if (!queue) throw new Error('afterCommit: not a transaction opened through platform/db/client');
  queue.push(fn);
};

type Transactional = {
  transaction(run: (tx: Transactional) => Promise<unknown>, config?: unknown): Promise<unknown>;
};

const runAll = async (queue: Queue): Promise<void> => {
  const outcomes = await Promise.allSettled(queue.map(async (fn) => fn()));
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((outcome) => outcome.reason),
      'after-commit callbacks failed (the transaction did commit)',
    );
};

const trackSavepoints = (tx: Transactional, queue: Queue): void => {
  queues.set(tx, queue);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async (run, config) => {
    const inner: Queue = [];
    const result = await savepoint((sp) => {
      trackSavepoints(sp, inner);
      return run(sp);
    }, config);
    queue.push(...inner);
    return result;
  };
};

/**
 * Makes `db.transaction` (drizzle's, node-postgres or PGlite) collect `afterCommit` callbacks and run
 * them after the commit. `client.ts` applies it to every database it opens.
 */
export const trackCommits = <D extends object>(db: D): D => {
  const target = db as unknown as Transactional;
  const transaction = target.transaction.bind(target);
  target.transaction = async (run, config) => {
    const queue: Queue = [];
    const result = await transaction((tx) => {
      trackSavepoints(tx, queue);
      return run(tx);
    }, config);
    await runAll(queue);
    return result;
  };
  return db;
};
