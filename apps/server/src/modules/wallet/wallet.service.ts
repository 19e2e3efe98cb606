import { formatAmount, type WageringCategory, type Wallet } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { houseShardOf } from './house-shards';
import type { BalanceAfter } from './wallet.publish';
import type {
  AccountKey,
  AccountState,
  LedgerAccountRow,
  LedgerTransferRow,
  NewLedgerEntry,
  WalletRepo,
} from './wallet.repo';
import type { HouseAccountKind, MemberAccountKind, TransferKind } from './wallet.tables';

type Deps = { db: Db; repo: WalletRepo; clock: Clock };

/** An account named by owner and kind; `postTransfers` resolves it (opening house accounts on first use). */
export type AccountRef = { memberId: string; kind: MemberAccountKind } | { house: HouseAccountKind };

export type TransferRequest = {
  operatorId: string;
  /** What the movement is (a closed list: `transferKinds`). */
  kind: TransferKind;
  debit: AccountRef;
  credit: AccountRef;
  amountSatang: bigint;
  causeType: string;
  causeId: string;
  /** Unique per operator: posting the same key again returns the first transfer and moves nothing. */
  idempotencyKey: string;
  /** When it happened in the world (a bank statement's time); defaults to now. */
  eventAt?: Date;
};

export type EntrySide = { accountId: string; balanceBefore: bigint; balanceAfter: bigint; version: number };
export type PostedTransfer = {
  transferId: string;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  debit: EntrySide;
  credit: EntrySide;
};

export type LedgerCheck = {
  ok: boolean;
  sumOfBalances: bigint;
  accountsChecked: number;
  mismatches: Array<{ accountId: string; stored: bigint; fromTransfers: bigint }>;
  negativeMemberAccounts: number;
};

/**
 * Told inside the posting transaction when a member's receivable opens (goes below zero) or closes
 * (is back at zero), so other modules react in the same transaction (payments holds and releases
 * the member's withdrawals) without the wallet knowing them.
 */
export type ReceivableHook = {
  opened?: (tx: Tx, operatorId: string, memberIds: string[]) => Promise<void>;
  closed?: (tx: Tx, operatorId: string, memberIds: string[]) => Promise<void>;
};

/** What a stake is for: the product category its turnover counts under (docs/domain/rewards.md §3 rule 2). */
export type StakeCategory = WageringCategory;

export type StakeRequest = {
  operatorId: string;
  memberId: string;
  amountSatang: bigint;
  /** The largest single line (or game round) of the stake: the maximum-stake-while-wagering rule reads it. */
  maxLineStakeSatang: bigint;
  category: StakeCategory;
  causeType: string;
  causeId: string;
  /** The cash part posts under this key, the bonus part under `{idempotencyKey}:bonus`. */
  idempotencyKey: string;
  /** The house account the stake goes to and the transfer kind: the lottery's BETS/BET by default (games: GAMES/GAME_BET). */
  house?: HouseAccountKind;
  transferKind?: TransferKind;
  /**
   * Lock the house account only when posting, not with the member's accounts in step 1: for a house
   * account every stake of every member meets on (the games wallet's GAMES, whose calls of one member
   * are serialised before they get here, so the later lock cannot close a cycle).
   */
  lockHouseAtPost?: boolean;
};

/**
 * Told inside `debitStake`, after the member's accounts are row-locked and before any money moves:
 * throw an AppError to refuse the stake (promotions refuses a line above a wagering condition's
 * maximum). Registered once at composition, so the wallet (and lottery) never import promotions.
 */
export type StakeHook = (
  tx: Tx,
  stake: Pick<StakeRequest, 'operatorId' | 'memberId' | 'category' | 'maxLineStakeSatang'> & {
    totalSatang: bigint;
  },
) => Promise<void>;

/** How a stake was funded: cash first, then bonus (docs/domain/rewards.md §3 rule 1). */
export type StakeSplit = { cashSatang: bigint; bonusSatang: bigint };

/**
 * A stake after `lockStake`: its keys held, and either found posted before (`posted`, nothing more to
 * do) or its member's balances read under their row locks, ready for `checkStake` and `postStake`.
 */
export type StakeLock = {
  stake: StakeRequest;
  /** The split a key posted before answered: the stake moved then, and moves nothing now. */
  posted?: StakeSplit;
  cashSatang: bigint;
  bonusSatang: bigint;
};

type LockedAccount = { row: AccountState; balance: bigint; version: number };

const isMemberRef = (ref: AccountRef): ref is { memberId: string; kind: MemberAccountKind } =>
  'memberId' in ref;

const keyOf = (key: AccountKey): string => `${key.memberId ?? ''}:${key.kind}:${key.shard}`;

/**
 * The account `ref` names on a transfer whose other side is `other`: a member's own account, or the
 * house kind's shard of that member (shard 0 when the other side is the house too).
 */
const sideOf = (ref: AccountRef, other: AccountRef): AccountKey =>
  isMemberRef(ref)
    ? { memberId: ref.memberId, kind: ref.kind, shard: 0 }
    : { memberId: null, kind: ref.house, shard: isMemberRef(other) ? houseShardOf(other.memberId) : 0 };

/** `values` of `items` grouped by `keyOf` (insertion order kept), each group a Set. */
const groupBy = <T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  valuesOf: (item: T) => string | string[],
): Map<string, Set<string>> => {
  const groups = new Map<string, Set<string>>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key) ?? new Set<string>();
    for (const value of [valuesOf(item)].flat()) group.add(value);
    groups.set(key, group);
  }
  return groups;
};

/** Told inside the transaction of a posting which members' accounts it moved. */
export type PostedHook = (tx: Tx, operatorId: string, memberIds: string[]) => void | Promise<void>;

/**
 * Posted hooks belong to the database, not to one wallet service: every service on it (test and bench
 * helpers build their own) tells the caches that were wired at composition.
 */
const postedHooksByDb = new WeakMap<object, PostedHook[]>();
const postedHooksOf = (db: object): PostedHook[] => {
  const hooks = postedHooksByDb.get(db) ?? [];
  postedHooksByDb.set(db, hooks);
  return hooks;
};

export const createWalletService = ({ db, repo, clock }: Deps) => {
  const receivableHooks: ReceivableHook[] = [];
  const postedHooks = postedHooksOf(db);
  const stakeHooks: StakeHook[] = [];
  const openAccount = async (
    tx: Tx,
    operatorId: string,
    memberId: string | null,
    kind: MemberAccountKind | HouseAccountKind,
  ): Promise<void> => {
    await repo.insertAccountIfAbsent(tx, {
      id: uuidv7(),
      operatorId,
      memberId,
      kind,
      createdAt: clock.now(),
    });
  };

  /**
   * Row-locks the accounts of `keys` in id order in one statement and answers their state. Those of
   * `open` that do not exist yet are opened (house shards, a member's bonus, hold or receivable on
   * first use; NOT_FOUND for a missing main wallet) and locked by a second statement — only on first
   * use.
   */
  const lockByKeys = async (
    tx: Tx,
    operatorId: string,
    keys: AccountKey[],
    open: AccountKey[] = keys,
  ): Promise<AccountState[]> => {
    const unique = (list: AccountKey[]) => [...new Map(list.map((key) => [keyOf(key), key])).values()];
    const rows = await repo.lockAccountsByKey(tx, operatorId, unique(keys));
    const found = new Set(rows.map(keyOf));
    const missing = unique(open).filter((key) => !found.has(keyOf(key)));
    if (missing.length === 0) return rows;
    if (missing.some((key) => key.kind === 'MEMBER_WALLET')) throw new AppError('NOT_FOUND');
    await repo.insertAccountsIfAbsent(
      tx,
      operatorId,
      missing.map((key) => ({ ...key, id: uuidv7() })),
      clock.now(),
    );
    return [...rows, ...(await repo.lockAccountsByKey(tx, operatorId, missing))];
  };

  /**
   * Posts `requests` (see `postTransfers`). `keysHeld`: the caller holds the keys' advisory locks and
   * found none of them posted (`debitStake`), so neither is done again.
   */
  const post = async (tx: Tx, requests: TransferRequest[], keysHeld: boolean): Promise<PostedTransfer[]> => {
    if (requests.length === 0) return [];
    for (const request of requests)
      if (request.amountSatang <= 0n) throw new Error('transfer amount must be positive');
    const now = clock.now();
    const sides = requests.map((request) => ({
      debit: sideOf(request.debit, request.credit),
      credit: sideOf(request.credit, request.debit),
    }));
    for (const side of sides)
      if (keyOf(side.debit) === keyOf(side.credit))
        throw new Error('transfer debits and credits the same account');
    const existing = new Map<string, LedgerTransferRow>();
    if (!keysHeld) {
      await repo.lockKeys(
        tx,
        requests.map((request) => `ledger:${request.operatorId}:${request.idempotencyKey}`),
      );
      for (const [operatorId, keys] of groupBy(
        requests,
        (r) => r.operatorId,
        (r) => r.idempotencyKey,
      ))
        for (const row of await repo.findTransfersByKeys(tx, operatorId, [...keys]))
          existing.set(`${operatorId}:${row.idempotencyKey}`, row);
    }

    const results = new Map<number, PostedTransfer>();
    const fresh: Array<{ index: number; request: TransferRequest; debit: AccountKey; credit: AccountKey }> =
      [];
    const replays: Array<{ index: number; request: TransferRequest; posted: LedgerTransferRow }> = [];
    for (const [index, request] of requests.entries()) {
      const { debit, credit } = sides[index] as { debit: AccountKey; credit: AccountKey };
      const posted = existing.get(`${request.operatorId}:${request.idempotencyKey}`);
      if (posted) replays.push({ index, request, posted });
      else fresh.push({ index, request, debit, credit });
    }
    if (replays.length > 0) {
      const entries = await repo.entriesOfTransfers(
        tx,
        replays.map(({ posted }) => posted.id),
      );
      for (const { index, request, posted } of replays) {
        const { debit, credit } = sides[index] as { debit: AccountKey; credit: AccountKey };
        const entryOf = (accountId: string, key: AccountKey): EntrySide | undefined => {
          const entry = entries.find((e) => e.transferId === posted.id && e.accountId === accountId);
          // The same owner and kind (a house shard may differ: a key posted before the split is on 0).
          if (!entry || entry.memberId !== key.memberId || entry.kind !== key.kind) return undefined;
          return {
            accountId,
            balanceBefore: entry.balanceBeforeSatang,
            balanceAfter: entry.balanceAfterSatang,
            version: entry.accountVersion,
          };
        };
        const debitSide = entryOf(posted.debitAccountId, debit);
        const creditSide = entryOf(posted.creditAccountId, credit);
        if (!debitSide || !creditSide || posted.amountSatang !== request.amountSatang)
          throw new Error(`idempotency key ${request.idempotencyKey} was posted with other fields`);
        results.set(index, { transferId: posted.id, replayed: true, debit: debitSide, credit: creditSide });
      }
    }

    const accounts = new Map<string, LockedAccount>();
    const idOf = new Map<string, string>();
    const lockInto = (rows: AccountState[]) => {
      for (const row of rows) {
        if (!accounts.has(row.id))
          accounts.set(row.id, { row, balance: row.balanceSatang, version: row.version });
        idOf.set(`${row.operatorId}:${keyOf(row)}`, row.id);
      }
    };
    const byOperator = new Map<string, typeof fresh>();
    for (const item of fresh)
      byOperator.set(item.request.operatorId, [...(byOperator.get(item.request.operatorId) ?? []), item]);
    // Phase 1: every account but receivables, in id order (as every caller locks them).
    for (const [operatorId, items] of byOperator)
      lockInto(
        await lockByKeys(
          tx,
          operatorId,
          items.flatMap(({ debit, credit }) => [debit, credit]).filter((key) => key.kind !== 'RECEIVABLE'),
        ),
      );
    // Phase 2: receivables, in id order — those the batch moves, and those of members whose main
    // account it credits (read after the main account's lock: a receivable is opened only by a
    // transaction holding that lock, so none can appear behind this one's back).
    for (const [operatorId, items] of byOperator) {
      const moved = items
        .flatMap(({ debit, credit }) => [debit, credit])
        .filter((key) => key.kind === 'RECEIVABLE');
      const ofCredited = items
        .filter(({ credit }) => credit.kind === 'MEMBER_WALLET')
        .map(({ credit }) => ({ ...credit, kind: 'RECEIVABLE' as const }));
      if (moved.length + ofCredited.length > 0)
        lockInto(await lockByKeys(tx, operatorId, [...moved, ...ofCredited], moved));
    }
    const receivableOf = new Map<string, string>();
    for (const account of accounts.values())
      if (account.row.kind === 'RECEIVABLE' && account.row.memberId)
        receivableOf.set(`${account.row.operatorId}:${account.row.memberId}`, account.row.id);
    const accountId = (operatorId: string, key: AccountKey) => {
      const id = idOf.get(`${operatorId}:${keyOf(key)}`);
      if (!id) throw new Error(`ledger account ${keyOf(key)} vanished`);
      return id;
    };

    const transfers: LedgerTransferRow[] = [];
    const entries: NewLedgerEntry[] = [];
    const apply = (request: TransferRequest, debitId: string, creditId: string): PostedTransfer => {
      const amount = request.amountSatang;
      const debited = accounts.get(debitId);
      const credited = accounts.get(creditId);
      if (!debited || !credited) throw new Error(`ledger account ${debited ? creditId : debitId} vanished`);
      if (debited.row.memberId !== null && debited.row.kind !== 'RECEIVABLE' && debited.balance < amount)
        throw new AppError('INSUFFICIENT_BALANCE');
      if (credited.row.kind === 'RECEIVABLE' && credited.balance + amount > 0n)
        throw new Error('a receivable cannot be paid beyond what is owed');
      debited.balance -= amount;
      debited.version += 1;
      credited.balance += amount;
      credited.version += 1;
      const transferId = uuidv7();
      transfers.push({
        id: transferId,
        operatorId: request.operatorId,
        kind: request.kind,
        debitAccountId: debitId,
        creditAccountId: creditId,
        amountSatang: amount,
        causeType: request.causeType,
        causeId: request.causeId,
        idempotencyKey: request.idempotencyKey,
        eventAt: request.eventAt ?? now,
        createdAt: now,
      });
      const debit: EntrySide = {
        accountId: debitId,
        balanceBefore: debited.balance + amount,
        balanceAfter: debited.balance,
        version: debited.version,
      };
      const credit: EntrySide = {
        accountId: creditId,
        balanceBefore: credited.balance - amount,
        balanceAfter: credited.balance,
        version: credited.version,
      };
      for (const [side, change] of [
        [debit, -amount],
        [credit, amount],
      ] as const)
        entries.push({
          id: uuidv7(),
          operatorId: request.operatorId,
          transferId,
          accountId: side.accountId,
          changeSatang: change,
          balanceBeforeSatang: side.balanceBefore,
          balanceAfterSatang: side.balanceAfter,
          accountVersion: side.version,
          createdAt: now,
        });
      return { transferId, replayed: false, debit, credit };
    };
    for (const { index, request, debit, credit } of fresh) {
      const creditId = accountId(request.operatorId, credit);
      results.set(index, apply(request, accountId(request.operatorId, debit), creditId));
      // A credit to the main account pays an open receivable first, in the same transaction.
      if (!isMemberRef(request.credit) || request.credit.kind !== 'MEMBER_WALLET') continue;
      const receivableId = receivableOf.get(`${request.operatorId}:${request.credit.memberId}`);
      const receivable = receivableId ? accounts.get(receivableId) : undefined;
      const main = accounts.get(creditId);
      if (!receivableId || !receivable || !main || receivable.balance >= 0n || main.balance <= 0n) continue;
      const owed = -receivable.balance;
      apply(
        {
          operatorId: request.operatorId,
          kind: 'RECEIVABLE_SETTLED',
          debit: request.credit,
          credit: { memberId: request.credit.memberId, kind: 'RECEIVABLE' },
          amountSatang: main.balance < owed ? main.balance : owed,
          causeType: request.causeType,
          causeId: request.causeId,
          idempotencyKey: `${request.idempotencyKey}:receivable`,
          ...(request.eventAt ? { eventAt: request.eventAt } : {}),
        },
        creditId,
        receivableId,
      );
    }

    const changed = [...accounts.values()].filter((account) => account.version !== account.row.version);
    // Balances, transfers and entries in one statement.
    const written = await repo.writePosting(
      tx,
      changed.map((account) => ({
        id: account.row.id,
        balance: account.balance,
        version: account.version,
        previousVersion: account.row.version,
      })),
      transfers,
      entries,
    );
    if (written !== changed.length) throw new Error('a ledger account moved without its row lock');
    for (const hook of postedHooks)
      for (const [operatorId, memberIds] of groupBy(
        changed,
        (a) => a.row.operatorId,
        (a) => a.row.memberId ?? [],
      ))
        if (memberIds.size > 0) await hook(tx, operatorId, [...memberIds]);
    const moved = [...accounts.values()].filter(
      (account) => account.row.kind === 'RECEIVABLE' && account.row.memberId !== null,
    );
    const opened = moved.filter((a) => a.row.balanceSatang === 0n && a.balance < 0n);
    const closed = moved.filter((a) => a.row.balanceSatang < 0n && a.balance === 0n);
    for (const hook of receivableHooks) {
      for (const [operatorId, memberIds] of groupBy(
        opened,
        (a) => a.row.operatorId,
        (a) => a.row.memberId ?? [],
      ))
        await hook.opened?.(tx, operatorId, [...memberIds]);
      for (const [operatorId, memberIds] of groupBy(
        closed,
        (a) => a.row.operatorId,
        (a) => a.row.memberId ?? [],
      ))
        await hook.closed?.(tx, operatorId, [...memberIds]);
    }
    return requests.map((_, index) => {
      const result = results.get(index);
      if (!result) throw new Error('transfer result missing');
      return result;
    });
  };

  const service = {
    /** Registers a hook told when receivables open or close (wired once, at composition). */
    onReceivable(hook: ReceivableHook): void {
      receivableHooks.push(hook);
    },

    /**
     * Registers a hook told, inside the posting transaction, whose member accounts moved (cache
     * invalidation). Shared by every wallet service on the same database.
     */
    onPosted(hook: PostedHook): void {
      postedHooks.push(hook);
    },

    /** Registers a hook run inside every `debitStake` once the member's accounts are locked. */
    onStake(hook: StakeHook): void {
      stakeHooks.push(hook);
    },

    /**
     * Stake step 1, inside the caller's transaction: holds the stake's two keys (cash `idempotencyKey`,
     * bonus `{idempotencyKey}:bonus`) and, when either was posted before, answers that split as
     * `posted` (nothing more to do). Otherwise row-locks the member's main and bonus accounts (the bonus
     * opened on first use) together with the house's BETS (or `stake.house`; not with
     * `lockHouseAtPost`), in id order like `postTransfers`, so a grant, conversion or forfeit racing
     * the stake either waits for it or is seen whole.
     */
    async lockStake(tx: Tx, stake: StakeRequest): Promise<StakeLock> {
      const { operatorId, memberId, amountSatang, idempotencyKey } = stake;
      const house = stake.house ?? 'BETS';
      if (amountSatang <= 0n) throw new Error('stake amount must be positive');
      const cashKey = idempotencyKey;
      const bonusKey = `${idempotencyKey}:bonus`;
      await repo.lockKeys(tx, [`ledger:${operatorId}:${cashKey}`, `ledger:${operatorId}:${bonusKey}`]);
      const found = await repo.findTransfersByKeys(tx, operatorId, [cashKey, bonusKey]);
      if (found.length > 0) {
        const amountOf = (key: string) => found.find((row) => row.idempotencyKey === key)?.amountSatang ?? 0n;
        const posted = { cashSatang: amountOf(cashKey), bonusSatang: amountOf(bonusKey) };
        return { stake, posted, ...posted };
      }
      const [cash = 0n, bonus = 0n] = await service.lockAccounts(tx, operatorId, [
        { memberId, kind: 'MEMBER_WALLET' },
        { memberId, kind: 'BONUS' },
        ...(stake.lockHouseAtPost ? [] : [{ house }]),
      ]);
      return { stake, cashSatang: cash, bonusSatang: bonus };
    },

    /**
     * Stake step 2: runs the stake hooks (a refusal throws and the caller's transaction rolls back),
     * then answers the split, cash first, then bonus (docs/domain/rewards.md §3 rule 1); INSUFFICIENT_BALANCE when
     * cash + bonus fall short. The caller writes its own rows with the split before step 3, so a hot
     * house row (`lockHouseAtPost`) is held only for the posting and the commit.
     */
    async checkStake(tx: Tx, lock: StakeLock): Promise<StakeSplit> {
      if (lock.posted) throw new Error('checkStake on a stake posted before');
      const { stake } = lock;
      for (const hook of stakeHooks)
        await hook(tx, {
          operatorId: stake.operatorId,
          memberId: stake.memberId,
          category: stake.category,
          maxLineStakeSatang: stake.maxLineStakeSatang,
          totalSatang: stake.amountSatang,
        });
      if (lock.cashSatang + lock.bonusSatang < stake.amountSatang) throw new AppError('INSUFFICIENT_BALANCE');
      const cashSatang = lock.cashSatang < stake.amountSatang ? lock.cashSatang : stake.amountSatang;
      return { cashSatang, bonusSatang: stake.amountSatang - cashSatang };
    },

    /**
     * Stake step 3: posts `BET` (or `stake.transferKind`) main → BETS (or `stake.house`) for what cash
     * covers (key `idempotencyKey`) and bonus → the house for the rest (key `{idempotencyKey}:bonus`).
     */
    async postStake(tx: Tx, lock: StakeLock, split: StakeSplit): Promise<void> {
      if (lock.posted) throw new Error('postStake on a stake posted before');
      const { stake } = lock;
      const leg = (kind: 'MEMBER_WALLET' | 'BONUS', amount: bigint, key: string): TransferRequest => ({
        operatorId: stake.operatorId,
        kind: stake.transferKind ?? 'BET',
        debit: { memberId: stake.memberId, kind },
        credit: { house: stake.house ?? 'BETS' },
        amountSatang: amount,
        causeType: stake.causeType,
        causeId: stake.causeId,
        idempotencyKey: key,
      });
      // The keys are held and unposted (step 1): the posting skips its own key lock and look-up.
      await post(
        tx,
        [
          ...(split.cashSatang > 0n ? [leg('MEMBER_WALLET', split.cashSatang, stake.idempotencyKey)] : []),
          ...(split.bonusSatang > 0n
            ? [leg('BONUS', split.bonusSatang, `${stake.idempotencyKey}:bonus`)]
            : []),
        ],
        true,
      );
    },

    /**
     * Debits a stake inside the caller's transaction: `lockStake`, `checkStake`, `postStake` in a row,
     * for a caller with no rows of its own to write between them. A key posted before answers the
     * split it posted then and moves nothing.
     */
    async debitStake(tx: Tx, stake: StakeRequest): Promise<StakeSplit> {
      const lock = await service.lockStake(tx, stake);
      if (lock.posted) return lock.posted;
      const split = await service.checkStake(tx, lock);
      await service.postStake(tx, lock, split);
      return split;
    },

    /**
     * Row-locks these accounts (opening house shards and a member's hold or receivable on first
     * use) in the order `postTransfers` takes them, and answers their balances in the order given.
     * A transaction that must read a balance before deciding what to move (a claw-back takes what the
     * wallet holds; a withdrawal is refused while a receivable is open) locks first, then reads.
     */
    async lockAccounts(tx: Tx, operatorId: string, refs: AccountRef[]): Promise<bigint[]> {
      // A house ref is locked on the shards of the members named with it (what their transfers
      // post to), or on shard 0 when none is; it answers the sum over those shards.
      const members = [...new Set(refs.filter(isMemberRef).map((ref) => ref.memberId))];
      const shards = members.length > 0 ? [...new Set(members.map(houseShardOf))] : [0];
      const keysOfRef = (ref: AccountRef): AccountKey[] =>
        isMemberRef(ref)
          ? [{ memberId: ref.memberId, kind: ref.kind, shard: 0 }]
          : shards.map((shard) => ({ memberId: null, kind: ref.house, shard }));
      const receivable = (ref: AccountRef) => isMemberRef(ref) && ref.kind === 'RECEIVABLE';
      const balances = new Map<string, bigint>();
      for (const phase of [refs.filter((ref) => !receivable(ref)), refs.filter(receivable)])
        if (phase.length > 0)
          for (const row of await lockByKeys(tx, operatorId, phase.flatMap(keysOfRef)))
            balances.set(keyOf(row), row.balanceSatang);
      return refs.map((ref) =>
        keysOfRef(ref).reduce((sum, key) => sum + (balances.get(keyOf(key)) ?? 0n), 0n),
      );
    },

    /** Each house kind's balance (the sum over its shards) as this transaction sees it; absent kinds are 0. */
    async houseBalance(dbOrTx: DbOrTx, operatorId: string, kind: HouseAccountKind): Promise<bigint> {
      return (await repo.houseBalances(dbOrTx, operatorId)).get(kind) ?? 0n;
    },

    /** Open receivables, oldest first (one member's with `memberId`). */
    pageOpenReceivables(operatorId: string, page: { pageNo: number; pageSize: number; memberId?: string }) {
      return repo.pageOpenReceivables(db, operatorId, page);
    },

    /** What the member owes (0 when no receivable is open), as this transaction sees it. */
    async receivableOwed(dbOrTx: DbOrTx, operatorId: string, memberId: string): Promise<bigint> {
      const account = await repo.findMemberAccount(dbOrTx, operatorId, memberId, 'RECEIVABLE');
      return account && account.balanceSatang < 0n ? -account.balanceSatang : 0n;
    },

    /**
     * Opens the member's accounts (main wallet and withdraw hold, balance 0) inside the caller's
     * transaction, so a member never exists without them.
     */
    async openMemberWallet(tx: Tx, { operatorId, memberId }: { operatorId: string; memberId: string }) {
      await openAccount(tx, operatorId, memberId, 'MEMBER_WALLET');
      await openAccount(tx, operatorId, memberId, 'WITHDRAW_HOLD');
    },

    /**
     * Posts transfers inside the CALLER's transaction (so the business row commits with them), in a
     * fixed number of statements whatever the batch size (settlement posts 500 at a time):
     * 1. each idempotency key is serialised with an advisory lock (in request order) and, when
     *    already posted, answered with the first transfer (`replayed`) — moving nothing;
     * 2. the accounts are row-locked in id order (no deadlock between opposite transfers) in one
     *    statement that finds them by owner and kind (a house side on the member's shard, see
     *    house-shards.ts) and reads their balances and versions — receivables in a second one;
     *    accounts used for the first time are opened and locked by one more;
     * 3. the transfers are applied in request order to what was read: a debit that would take a
     *    member account below zero is INSUFFICIENT_BALANCE (the caller's transaction rolls back
     *    whatever it did); each side's balance before/after and new version become its entry;
     * 4. ONE statement writes the accounts' new balances and versions (guarded by the versions read
     *    under the lock), the transfers and their two entries each.
     * A replayed key with different accounts or amount is a programming error and throws.
     */
    async postTransfers(tx: Tx, requests: TransferRequest[]): Promise<PostedTransfer[]> {
      return post(tx, requests, false);
    },

    /** The member's main and hold balances in satang (inside a transaction: as that transaction sees them). */
    async memberBalances(
      dbOrTx: DbOrTx,
      operatorId: string,
      memberId: string,
    ): Promise<{
      balanceSatang: bigint;
      /** The bonus account (0 when never opened). */
      bonusSatang: bigint;
      lockedSatang: bigint;
      /** What the member owes (minus the receivable's balance; 0 when none is open). */
      receivableSatang: bigint;
      mainAccountId: string | undefined;
    }> {
      const accounts: LedgerAccountRow[] = await repo.findMemberAccounts(dbOrTx, operatorId, memberId);
      const main = accounts.find((a) => a.kind === 'MEMBER_WALLET');
      const hold = accounts.find((a) => a.kind === 'WITHDRAW_HOLD');
      const receivable = accounts.find((a) => a.kind === 'RECEIVABLE');
      const bonus = accounts.find((a) => a.kind === 'BONUS');
      return {
        balanceSatang: main?.balanceSatang ?? 0n,
        bonusSatang: bonus?.balanceSatang ?? 0n,
        lockedSatang: hold?.balanceSatang ?? 0n,
        receivableSatang: -(receivable?.balanceSatang ?? 0n),
        mainAccountId: main?.id,
      };
    },

    /** `memberBalances` of many members in one read, in the order given (balances to push after a batch). */
    async memberBalancesOf(dbOrTx: DbOrTx, operatorId: string, memberIds: string[]): Promise<BalanceAfter[]> {
      const balances = new Map(
        (await repo.findAccountsOfMembers(dbOrTx, operatorId, memberIds)).map(
          (account) => [`${account.memberId}:${account.kind}`, account.balanceSatang] as const,
        ),
      );
      const balance = (memberId: string, kind: MemberAccountKind) =>
        balances.get(`${memberId}:${kind}`) ?? 0n;
      return memberIds.map((memberId) => ({
        memberId,
        balanceSatang: balance(memberId, 'MEMBER_WALLET'),
        bonusSatang: balance(memberId, 'BONUS'),
        lockedSatang: balance(memberId, 'WITHDRAW_HOLD'),
        receivableSatang: -balance(memberId, 'RECEIVABLE'),
      }));
    },

    /**
     * Spendable (main) and on-hold (withdraw hold) amounts of the member's wallet, and what they owe
     * (`receivable`), as two-decimal strings.
     */
    async getBalance(operatorId: string, memberId: string): Promise<Wallet> {
      const { balanceSatang, bonusSatang, lockedSatang, receivableSatang, mainAccountId } =
        await service.memberBalances(db, operatorId, memberId);
      if (!mainAccountId) throw new AppError('NOT_FOUND');
      return {
        balance: formatAmount(balanceSatang + bonusSatang),
        cash: formatAmount(balanceSatang),
        bonus: formatAmount(bonusSatang),
        lockedBalance: formatAmount(lockedSatang),
        receivable: formatAmount(receivableSatang),
      };
    },

    /**
     * What a set of transfers has paid each member, net, e.g. every win and correction of one lottery
     * round: filters are OR-ed, each by transfer kind, cause type and cause ids.
     */
    async netToMembers(
      dbOrTx: DbOrTx,
      operatorId: string,
      filters: Array<{
        kind: TransferKind;
        causeType: string;
        causeIds: string[];
        /** Count what moved on the member's receivable too. */
        withReceivable?: boolean;
        /** Count what moved on the member's bonus account too (a win's bonus share). */
        withBonus?: boolean;
      }>,
    ): Promise<Map<string, bigint>> {
      const net = new Map<string, bigint>();
      for (const filter of filters)
        for (const row of await repo.netToMemberWallets(dbOrTx, operatorId, filter))
          net.set(row.memberId, (net.get(row.memberId) ?? 0n) + row.netSatang);
      return net;
    },

    /** The member's main account id, or undefined for an unknown member. */
    async mainAccountId(dbOrTx: DbOrTx, operatorId: string, memberId: string): Promise<string | undefined> {
      return (await repo.findMemberAccount(dbOrTx, operatorId, memberId, 'MEMBER_WALLET'))?.id;
    },

    /**
     * The ledger's invariants: the balances sum to zero, every stored balance equals its credits
     * minus its debits, and no member account is below zero. One operator, or all when undefined.
     */
    async checkLedger(operatorId?: string): Promise<LedgerCheck> {
      const { sum, accounts } = await repo.sumOfBalances(db, operatorId);
      const mismatches = await repo.balanceMismatches(db, operatorId);
      const negativeMemberAccounts = await repo.negativeMemberAccounts(db, operatorId);
      return {
        ok: sum === 0n && mismatches.length === 0 && negativeMemberAccounts === 0,
        sumOfBalances: sum,
        accountsChecked: accounts,
        mismatches,
        negativeMemberAccounts,
      };
    },
  };
  return service;
};
export type WalletService = ReturnType<typeof createWalletService>;
