import { formatAmount, type Wallet } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '#platform/clock';
import type { Db, DbOrTx, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { LedgerAccountRow, WalletRepo } from './wallet.repo';
import type { HouseAccountKind, MemberAccountKind } from './wallet.tables';

type Deps = { db: Db; repo: WalletRepo; clock: Clock };

/** An account named by owner and kind; `postTransfers` resolves it (opening house accounts on first use). */
export type AccountRef = { memberId: string; kind: MemberAccountKind } | { house: HouseAccountKind };

export type TransferRequest = {
  operatorId: string;
  /** What the movement is, e.g. `DEPOSIT`, `WITHDRAW_HOLD`, `WITHDRAW_PAID`, `WITHDRAW_REJECTED`. */
  kind: string;
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

const isMemberRef = (ref: AccountRef): ref is { memberId: string; kind: MemberAccountKind } =>
  'memberId' in ref;

export const createWalletService = ({ db, repo, clock }: Deps) => {
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

  /** The account's id, opening it when absent (house accounts; a member's hold predating the ledger). */
  const resolve = async (tx: Tx, operatorId: string, ref: AccountRef): Promise<string> => {
    const find = () =>
      isMemberRef(ref)
        ? repo.findMemberAccount(tx, operatorId, ref.memberId, ref.kind)
        : repo.findHouseAccount(tx, operatorId, ref.house);
    const found = await find();
    if (found) return found.id;
    if (isMemberRef(ref) && ref.kind === 'MEMBER_WALLET') throw new AppError('NOT_FOUND');
    await openAccount(
      tx,
      operatorId,
      isMemberRef(ref) ? ref.memberId : null,
      isMemberRef(ref) ? ref.kind : ref.house,
    );
    const opened = await find();
    if (!opened) throw new Error('ledger account missing after insert');
    return opened.id;
  };

  const replayOf = async (
    tx: Tx,
    transfer: { id: string; debitAccountId: string; creditAccountId: string },
  ) => {
    const side = async (accountId: string): Promise<EntrySide> => {
      const entry = await repo.findEntry(tx, transfer.id, accountId);
      if (!entry) throw new Error(`transfer ${transfer.id} has no entry on ${accountId}`);
      return {
        accountId,
        balanceBefore: entry.balanceBeforeSatang,
        balanceAfter: entry.balanceAfterSatang,
        version: entry.accountVersion,
      };
    };
    return { debit: await side(transfer.debitAccountId), credit: await side(transfer.creditAccountId) };
  };

  const service = {
    /**
     * Opens the member's accounts (main wallet and withdraw hold, balance 0) inside the caller's
     * transaction, so a member never exists without them.
     */
    async openMemberWallet(tx: Tx, { operatorId, memberId }: { operatorId: string; memberId: string }) {
      await openAccount(tx, operatorId, memberId, 'MEMBER_WALLET');
      await openAccount(tx, operatorId, memberId, 'WITHDRAW_HOLD');
    },

    /**
     * Posts transfers inside the CALLER's transaction (so the business row commits with them):
     * 1. each idempotency key is serialised with an advisory lock and, when already posted, answered
     *    with the first transfer (`replayed`) — moving nothing;
     * 2. the accounts are row-locked in id order (no deadlock between opposite transfers);
     * 3. each debit is a conditional UPDATE that refuses to take a member account below zero
     *    (INSUFFICIENT_BALANCE, and the caller's transaction rolls back whatever it did);
     * 4. the transfer and its two entries (balance before/after, account version) are inserted.
     * A replayed key with different accounts or amount is a programming error and throws.
     */
    async postTransfers(tx: Tx, requests: TransferRequest[]): Promise<PostedTransfer[]> {
      const now = clock.now();
      const resolved: Array<{ request: TransferRequest; debitId: string; creditId: string }> = [];
      const results = new Map<number, PostedTransfer>();
      for (const [index, request] of requests.entries()) {
        if (request.amountSatang <= 0n) throw new Error('transfer amount must be positive');
        await lockKey(tx, `ledger:${request.operatorId}:${request.idempotencyKey}`);
        const debitId = await resolve(tx, request.operatorId, request.debit);
        const creditId = await resolve(tx, request.operatorId, request.credit);
        if (debitId === creditId) throw new Error('transfer debits and credits the same account');
        const existing = await repo.findTransferByKey(tx, request.operatorId, request.idempotencyKey);
        if (existing) {
          if (
            existing.debitAccountId !== debitId ||
            existing.creditAccountId !== creditId ||
            existing.amountSatang !== request.amountSatang
          )
            throw new Error(`idempotency key ${request.idempotencyKey} was posted with other fields`);
          results.set(index, { transferId: existing.id, replayed: true, ...(await replayOf(tx, existing)) });
          continue;
        }
        resolved.push({ request, debitId, creditId });
      }

      const byOperator = new Map<string, Set<string>>();
      for (const { request, debitId, creditId } of resolved) {
        const ids = byOperator.get(request.operatorId) ?? new Set<string>();
        ids.add(debitId).add(creditId);
        byOperator.set(request.operatorId, ids);
      }
      for (const [operatorId, ids] of byOperator) await repo.lockAccounts(tx, operatorId, [...ids].sort());

      for (const [index, request] of requests.entries()) {
        if (results.has(index)) continue;
        const item = resolved.find((r) => r.request === request);
        if (!item) continue;
        const amount = request.amountSatang;
        const debited = await repo.debit(tx, item.debitId, amount);
        if (!debited) throw new AppError('INSUFFICIENT_BALANCE');
        const credited = await repo.credit(tx, item.creditId, amount);
        const transferId = uuidv7();
        await repo.insertTransfer(tx, {
          id: transferId,
          operatorId: request.operatorId,
          kind: request.kind,
          debitAccountId: item.debitId,
          creditAccountId: item.creditId,
          amountSatang: amount,
          causeType: request.causeType,
          causeId: request.causeId,
          idempotencyKey: request.idempotencyKey,
          eventAt: request.eventAt ?? now,
          createdAt: now,
        });
        const debit: EntrySide = {
          accountId: item.debitId,
          balanceBefore: debited.balance + amount,
          balanceAfter: debited.balance,
          version: debited.version,
        };
        const credit: EntrySide = {
          accountId: item.creditId,
          balanceBefore: credited.balance - amount,
          balanceAfter: credited.balance,
          version: credited.version,
        };
        await repo.insertEntries(
          tx,
          [
            { side: debit, change: -amount },
            { side: credit, change: amount },
          ].map(({ side, change }) => ({
            id: uuidv7(),
            operatorId: request.operatorId,
            transferId,
            accountId: side.accountId,
            changeSatang: change,
            balanceBeforeSatang: side.balanceBefore,
            balanceAfterSatang: side.balanceAfter,
            accountVersion: side.version,
            createdAt: now,
          })),
        );
        results.set(index, { transferId, replayed: false, debit, credit });
      }
      return requests.map((_, index) => {
        const result = results.get(index);
        if (!result) throw new Error('transfer result missing');
        return result;
      });
    },

    /** The member's main and hold balances in satang (inside a transaction: as that transaction sees them). */
    async memberBalances(
      dbOrTx: DbOrTx,
      operatorId: string,
      memberId: string,
    ): Promise<{ balanceSatang: bigint; lockedSatang: bigint; mainAccountId: string | undefined }> {
      const accounts: LedgerAccountRow[] = await repo.findMemberAccounts(dbOrTx, operatorId, memberId);
      const main = accounts.find((a) => a.kind === 'MEMBER_WALLET');
      const hold = accounts.find((a) => a.kind === 'WITHDRAW_HOLD');
      return {
        balanceSatang: main?.balanceSatang ?? 0n,
        lockedSatang: hold?.balanceSatang ?? 0n,
        mainAccountId: main?.id,
      };
    },

    /** Spendable (main) and on-hold (withdraw hold) amounts of the member's wallet, as two-decimal strings. */
    async getBalance(operatorId: string, memberId: string): Promise<Wallet> {
      const { balanceSatang, lockedSatang, mainAccountId } = await service.memberBalances(
        db,
        operatorId,
        memberId,
      );
      if (!mainAccountId) throw new AppError('NOT_FOUND');
      return { balance: formatAmount(balanceSatang), lockedBalance: formatAmount(lockedSatang) };
    },

    /**
     * What a set of transfers has paid each member, net, e.g. every win and correction of one lottery
     * round: filters are OR-ed, each by transfer kind, cause type and cause ids.
     */
    async netToMembers(
      dbOrTx: DbOrTx,
      operatorId: string,
      filters: Array<{ kind: string; causeType: string; causeIds: string[] }>,
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
