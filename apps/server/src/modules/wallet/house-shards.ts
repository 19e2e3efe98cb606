/**
 * House accounts are sharded (docs/modules/wallet-ledger.md): each house kind of an operator is `HOUSE_SHARDS`
 * rows, opened on first use. The house side of a transfer whose other side is a member posts to
 * `houseShardOf(memberId)`; a house ↔ house transfer posts to shard 0. A house kind's balance is the
 * sum of its shards: never read one row as "the" BETS or GAMES account.
 */
export const HOUSE_SHARDS = 16;

/** The house shard of a member: FNV-1a (32 bit) of the member id's text, mod `HOUSE_SHARDS`. Stable forever. */
export const houseShardOf = (memberId: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < memberId.length; i += 1) {
    hash ^= memberId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % HOUSE_SHARDS;
};
