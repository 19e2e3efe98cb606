import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import { afterCommit } from '#platform/db/after-commit';
import type { Tx } from '#platform/db/client';

/**
 * What catalogue writes call when the members' lottery catalogue changed (kept apart from the cache
 * itself, so `lottery.deps.ts` can name it without importing the services the cache reads through).
 */

/** The bus topic of the catalogue: keys are operator ids, or `*` for every operator. */
export const CATALOGUE_TOPIC = 'lottery.catalogue';
export const EVERY_OPERATOR = '*';

/** What the catalogue writes call once their transaction committed (here and on every other node). */
export type CatalogueChanges = {
  /** Drops the catalogue of these operators (or of every operator) on every node once `tx` commits. */
  changed(tx: Tx, operatorIds: readonly string[] | 'all'): void;
  /** The same, now (for a write that is not in a transaction of ours). */
  publish(operatorIds: readonly string[] | 'all'): Promise<void>;
};

export const catalogueChanges = (bus: InvalidationBus): CatalogueChanges => {
  const publish = (operatorIds: readonly string[] | 'all') =>
    bus.publish(CATALOGUE_TOPIC, operatorIds === 'all' ? [EVERY_OPERATOR] : [...new Set(operatorIds)]);
  return {
    changed(tx, operatorIds) {
      afterCommit(tx, () => publish(operatorIds));
    },
    publish,
  };
};
