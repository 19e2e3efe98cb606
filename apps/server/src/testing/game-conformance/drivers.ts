import { randomBytes } from 'node:crypto';
import { formatAmount, parseAmount } from '@chokdee/contracts';
import { ambCodeOf } from '#modules/games/integrations/amb/amb.mapping';
import { pgsoftCodeOf } from '#modules/games/integrations/pgsoft/pgsoft.mapping';
import type {
  AuthStep,
  Outcome,
  SpinStep,
  StepTxn,
  TxnStep,
  WireAmount,
} from '#testing/conformance.scenarios';
import type { GameMember, ProviderClient, TestProvider, WireAnswer } from '../game-providers';

/**
 * One driver per adapter: turns a scenario's steps (internal vocabulary) into the adapter's wire
 * requests over HTTP, and says which wire answer each outcome must be. Answers are compared as a
 * "class" (`{HTTP status}:{code}`), so a driver checks its adapter's own codes, not a translation.
 */

/** Who is acting: the member's username and current/previous launch tokens (or a stranger's name). */
export type Actor = { username: string; current?: string | undefined; previous?: string | undefined };

export type Sent = { class: string; answer: WireAnswer; balance?: number };

export type Driver = {
  kind: 'AMB' | 'PGSOFT';
  /** The wire class an outcome must answer for this step. */
  expectedClass(outcome: Outcome, step?: TxnStep | SpinStep): string;
  txn(step: TxnStep, actor: Actor, ids: Ids): Promise<Sent>;
  spin(step: SpinStep, actor: Actor, ids: Ids): Promise<Sent>;
  balance(actor: Actor): Promise<Sent>;
  auth(step: AuthStep, actor: Actor): Promise<Sent>;
  /** The wire request id of a step's first call (what a kill is armed for). */
  firstRequestId(step: TxnStep | SpinStep, ids: Ids): string;
};

/** Scenario-unique ids: every txn, round and request id of a scenario run is prefixed. */
export type Ids = { of(id: string): string; request(step: { request?: string | undefined }): string };
export const idsFor = (prefix: string): Ids => {
  let counter = 0;
  return {
    of: (id) => `${prefix}:${id}`,
    request: (step) => {
      counter += 1;
      return step.request
        ? `${prefix}:req:${step.request}`
        : `${prefix}:auto:${counter}:${randomBytes(3).toString('hex')}`;
    },
  };
};

const sessionOf = (step: { session?: string | undefined }, actor: Actor): string | undefined => {
  switch (step.session ?? 'current') {
    case 'none':
      return undefined;
    case 'previous':
      return actor.previous;
    case 'unknown':
      return `sess_unknown_${randomBytes(4).toString('hex')}`;
    default:
      return actor.current;
  }
};

const wireAmount = (amount: WireAmount | undefined) => (amount === undefined ? {} : { value: amount });

// ---------------------------------------------------------------------------------------------
// AMB
// ---------------------------------------------------------------------------------------------

const ambEndpointOf: Record<TxnStep['do'], string> = {
  BET: 'placeBets',
  WIN: 'settleBets',
  CANCEL: 'cancelBets',
  ADJUST: 'adjustBets',
  UNSETTLE: 'unsettleBets',
  ROLLBACK: 'rollback',
  VOID: 'voidSettled',
  PROMO: 'winRewards',
  TIP: 'placeTips',
};
const PAYOUT_KINDS = new Set<TxnStep['do']>(['WIN', 'PROMO']);

export const ambDriver = (provider: TestProvider & { client: ProviderClient }): Driver => {
  const classOf = (answer: WireAnswer) => `${answer.status}:${answer.json?.statusCode ?? 'none'}`;
  const sent = (answer: WireAnswer): Sent => ({
    class: classOf(answer),
    answer,
    ...(typeof answer.json?.balance === 'number' ? { balance: answer.json.balance } : {}),
  });
  const wireTxn = (kind: TxnStep['do'], txn: StepTxn, ids: Ids) => {
    const amount = wireAmount(txn.amount);
    return {
      id: ids.of(txn.id),
      ...(txn.round === undefined ? {} : { roundId: ids.of(txn.round) }),
      ...('value' in amount ? { [PAYOUT_KINDS.has(kind) ? 'payoutAmount' : 'betAmount']: amount.value } : {}),
      ...(txn.endRound === undefined ? {} : { isEndRound: txn.endRound }),
      ...(txn.singleState === undefined ? {} : { isSingleState: txn.singleState }),
      ...(txn.skipBalanceUpdate === undefined ? {} : { skipBalanceUpdate: txn.skipBalanceUpdate }),
      gameCode: provider.gameCode,
    };
  };
  const call = (
    endpoint: string,
    requestId: string,
    actor: Actor,
    session: string | undefined,
    txns?: unknown[],
  ) =>
    provider.client.amb(endpoint, {
      id: requestId,
      productId: 'CONFORMANCE',
      username: actor.username,
      ...(session === undefined ? {} : { sessionToken: session }),
      ...(txns === undefined ? {} : { txns }),
    });
  const driver: Driver = {
    kind: 'AMB',
    expectedClass(outcome, step) {
      if (outcome === 'UNAUTHORIZED') return '401:40001';
      if (outcome === 'MALFORMED') return '400:40001';
      if (outcome === 'OK') return '200:0';
      if (outcome === 'REPLAYED') {
        const txns = step?.do === 'SPIN' ? [] : (step?.txns ?? []);
        const quirk = step?.do === 'BET' && txns.length > 0 && txns.every((txn) => txn.singleState === true);
        return quirk ? '200:0' : '200:20002';
      }
      return `200:${ambCodeOf[outcome]}`;
    },
    firstRequestId: (step, ids) => ids.of(`req:${step.request ?? 'first'}`),
    async txn(step, actor, ids) {
      const requestId = step.request ? ids.of(`req:${step.request}`) : ids.request(step);
      return sent(
        await call(
          ambEndpointOf[step.do],
          requestId,
          actor,
          sessionOf(step, actor),
          step.txns.map((txn) => wireTxn(step.do, txn, ids)),
        ),
      );
    },
    async spin(step, actor, ids) {
      // AMB has no spin: the provider places the bet, then settles it (the settle carries the bet's id).
      const round = step.round ?? `spin-${step.id}`;
      const betRequest = step.request ? ids.of(`req:${step.request}`) : ids.request({});
      const betCall = await call('placeBets', betRequest, actor, sessionOf(step, actor), [
        wireTxn('BET', { id: step.id, round, amount: step.bet }, ids),
      ]);
      const placed = sent(betCall);
      if (placed.class !== '200:0' && placed.class !== '200:20002') return placed;
      const settleRequest = step.request ? ids.of(`req:${step.request}:settle`) : ids.request({});
      const settled = sent(
        await call('settleBets', settleRequest, actor, sessionOf(step, actor), [
          wireTxn('WIN', { id: step.id, round, amount: step.win }, ids),
        ]),
      );
      // A replayed spin stays "replayed" whatever its settle says; a refused settle is the spin's answer.
      return settled.class === '200:0' || settled.class === '200:20002'
        ? { ...placed, balance: settled.balance ?? 0 }
        : settled;
    },
    async balance(actor) {
      return sent(await call('getBalance', `bal:${randomBytes(8).toString('hex')}`, actor, undefined));
    },
    async auth(step, actor) {
      const body = {
        id: `auth:${randomBytes(4).toString('hex')}`,
        productId: 'CONFORMANCE',
        username: actor.username,
      };
      return sent(
        await provider.client.amb(
          'getBalance',
          body,
          step.spoil === 'key' ? { key: 'gp_unknown_key' } : { secret: 'wrong' },
        ),
      );
    },
  };
  return driver;
};

// ---------------------------------------------------------------------------------------------
// PG Soft-like
// ---------------------------------------------------------------------------------------------

/** win − bet as the wire writes it, when both are amounts; junk otherwise (the bet's refusal comes first). */
const netOf = (bet: WireAmount, win: WireAmount): string => {
  const b = bet === null ? undefined : parseAmount(bet);
  const w = win === null ? undefined : parseAmount(win);
  return b === undefined || w === undefined ? '0' : formatAmount(w - b);
};

export const pgsoftDriver = (provider: TestProvider & { client: ProviderClient }): Driver => {
  const classOf = (answer: WireAnswer) =>
    `${answer.status}:${answer.json?.error?.code ?? (answer.json?.data ? 'ok' : 'none')}`;
  const sent = (answer: WireAnswer): Sent => ({
    class: classOf(answer),
    answer,
    ...(typeof answer.json?.data?.balance_amount === 'number'
      ? { balance: answer.json.data.balance_amount }
      : {}),
  });
  const driver: Driver = {
    kind: 'PGSOFT',
    expectedClass(outcome) {
      if (outcome === 'UNAUTHORIZED') return '401:1204';
      if (outcome === 'MALFORMED') return '400:1034';
      // A replayed transfer answers success with the balance: that is this contract's idempotency.
      if (outcome === 'OK' || outcome === 'REPLAYED') return '200:ok';
      return `200:${pgsoftCodeOf[outcome]}`;
    },
    firstRequestId: (step, ids) => (step.do === 'SPIN' ? ids.of(step.id) : ids.of('none')),
    async txn(step) {
      throw new Error(`PG Soft has no ${step.do} call: the scenario must say notFor PGSOFT`);
    },
    async spin(step, actor, ids) {
      const session = sessionOf(step, actor);
      const fields: Record<string, string | number> = {
        player_name: actor.username,
        ...(session === undefined ? {} : { operator_player_session: session }),
        game_id: provider.gameCode,
        bet_id: ids.of(step.round ?? step.id),
        transaction_id: ids.of(step.id),
        currency_code: 'THB',
        transfer_amount: step.net === undefined || step.net === null ? netOf(step.bet, step.win) : step.net,
        updated_time: 0,
      };
      // A null amount is left out: a required field missing (unreadable), as a form cannot send null.
      if (step.bet !== null) fields.bet_amount = step.bet;
      if (step.win !== null) fields.win_amount = step.win;
      return sent(await provider.client.pgsoft('Cash/TransferInOut', fields));
    },
    async balance(actor) {
      return sent(await provider.client.pgsoft('Cash/Get', { player_name: actor.username }));
    },
    async auth(step, actor) {
      return sent(
        await provider.client.pgsoft(
          'Cash/Get',
          { player_name: actor.username },
          step.spoil === 'key' ? { key: 'gp_unknown_key' } : { secret: 'wrong' },
        ),
      );
    },
  };
  return driver;
};

/** The actor of a scenario member (or a stranger for index -1). */
export const actorOf = (member: GameMember | undefined, providerId: string, previous?: string): Actor =>
  member
    ? { username: member.username, current: member.sessions.get(providerId), previous }
    : { username: `nobody-${randomBytes(4).toString('hex')}` };
