import type { WalletOutcome } from '#modules/games/wallet/game-wallet.types';

/**
 * The conformance suite's scenarios (docs/domain/games.md §1 and §2 rule 7), provider-agnostic: steps in the
 * internal wallet's vocabulary, with the outcome and the balance after each. Every adapter's driver
 * (conformance.drivers.ts) turns a step into its own wire request over HTTP and checks its own code
 * for the outcome. A scenario that an adapter's shape cannot express says so in `notFor` with the
 * reason, rather than being dropped.
 */

/** What a step answers, in the wallet's words; REPLAYED: applied before, nothing moved now. */
export type Outcome = Exclude<WalletOutcome, 'OK'> | 'OK' | 'REPLAYED' | 'MALFORMED' | 'UNAUTHORIZED';

/** An amount as it travels on the wire (baht: a number or a string), or `undefined` to leave it out. */
export type WireAmount = number | string | null;

export type StepTxn = {
  id: string;
  round?: string;
  amount?: WireAmount;
  endRound?: boolean;
  singleState?: boolean;
  skipBalanceUpdate?: boolean;
};

type Common = {
  /** Which scenario member acts (0 by default). */
  member?: number;
  /** The launch token sent: the current one (default), the one before the last relaunch, or none. */
  session?: 'current' | 'previous' | 'none' | 'unknown';
  /** A request id to reuse across steps (a retry); a fresh one otherwise. */
  request?: string;
  expect: Outcome;
  /** Cash + bonus after the step, in baht ("990.00"). */
  balance?: string;
};

/** One wallet call of one kind (AMB: one endpoint, its txns). */
export type TxnStep = Common & {
  do: 'BET' | 'WIN' | 'CANCEL' | 'ADJUST' | 'UNSETTLE' | 'ROLLBACK' | 'VOID' | 'PROMO' | 'TIP';
  txns: StepTxn[];
};
/** One spin: a bet and its win applied together (PG Soft: one TransferInOut; AMB: placeBets, then settleBets). */
export type SpinStep = Common & {
  do: 'SPIN';
  id: string;
  round?: string;
  bet: WireAmount;
  win: WireAmount;
  /** PG Soft's transfer amount when it is not to be win − bet. */
  net?: WireAmount;
};
export type BalanceStep = Common & { do: 'BALANCE' };
/** Credentials spoilt: `key` an unknown wallet key, `secret` a wrong secret or signature. */
export type AuthStep = Common & { do: 'AUTH'; spoil: 'key' | 'secret' };
export type ActStep =
  | { do: 'LOCK'; member?: number }
  | { do: 'RELAUNCH'; member?: number }
  | { do: 'WITHDRAW_ALL'; member?: number }
  | { do: 'ADVANCE'; ms: number };
/** Steps sent at once; `counts`: how many answered each outcome; `balance` after all of them. */
export type ParallelStep = {
  do: 'PARALLEL';
  steps: Array<TxnStep | SpinStep>;
  counts: Partial<Record<Outcome, number>>;
  balance?: string;
  member?: number;
};
/** The step's connection dies after the wallet commits; the provider retries the same request. */
export type KillStep = { do: 'KILL_THEN_RETRY'; step: TxnStep | SpinStep };

export type Step = TxnStep | SpinStep | BalanceStep | AuthStep | ActStep | ParallelStep | KillStep;

export type Scenario = {
  name: string;
  /** Where it comes from: docs/domain/games.md §1's certification list, Valkyrie's outcomes, a Thai case, ours. */
  source:
    | 'certification'
    | 'valkyrie'
    | 'thai'
    | 'atomicity'
    | 'amounts'
    | 'reversals'
    | 'auth'
    | 'concurrency'
    | 'shape';
  /** Starting cash of each member, baht (default "1000.00"); `bonus`: bonus money too. */
  start?: string;
  bonus?: string;
  members?: number;
  /** Adapters whose wire cannot say this, and why. */
  notFor?: Partial<Record<'AMB' | 'PGSOFT', string>>;
  steps: Step[];
};

const PG_NO_SPLIT = 'a spin carries its bet and win together: no separate bet, win, cancel or reversal call';
const PG_ONE_BET = 'one bet per spin and round by design';
const AMB_NO_NET = 'AMB has no net transfer (PG Soft only)';

const bet = (id: string, amount: WireAmount, more: Partial<StepTxn> = {}): StepTxn => ({
  id,
  round: 'r1',
  amount,
  ...more,
});
const win = (id: string, amount: WireAmount, more: Partial<StepTxn> = {}): StepTxn => ({
  id,
  round: 'r1',
  amount,
  ...more,
});

/** Valid wire amounts and their satang, for both adapters. */
const goodAmounts: Array<[WireAmount, string]> = [
  [1, '999.00'],
  ['1', '999.00'],
  [1.5, '998.50'],
  ['1.50', '998.50'],
  [0.01, '999.99'],
  ['0.1', '999.90'],
  ['999.99', '0.01'],
  [' 25 ', '975.00'],
];
/** Amounts refused: a sign, a third decimal, an exponent, junk. */
const badAmounts: WireAmount[] = [
  -1,
  '-1',
  '-0.01',
  '1.005',
  1.001,
  '1e3',
  'abc',
  '',
  '1,000',
  '0x10',
  'Infinity',
];

const nBets = (n: number): Scenario => ({
  name: `${n} bet(s) in one round, one call, then one settlement`,
  source: 'certification',
  notFor: { PGSOFT: PG_ONE_BET },
  steps: [
    {
      do: 'BET',
      txns: Array.from({ length: n }, (_, i) => bet(`b${i}`, 1)),
      expect: 'OK',
      balance: (1000 - n).toFixed(2),
    },
    {
      do: 'WIN',
      txns: Array.from({ length: n }, (_, i) => win(`b${i}`, i === 0 ? 2 * n : 0, { endRound: i === n - 1 })),
      expect: 'OK',
      balance: (1000 + n).toFixed(2),
    },
  ],
});

const nCalls = (n: number): Scenario => ({
  name: `${n} bets in one round, one call each`,
  source: 'certification',
  notFor: { PGSOFT: PG_ONE_BET },
  steps: [
    ...Array.from({ length: n }, (_, i): Step => ({ do: 'BET', txns: [bet(`b${i}`, '0.50')], expect: 'OK' })),
    { do: 'BALANCE', expect: 'OK', balance: (1000 - n / 2).toFixed(2) },
  ],
});

export const scenarios: Scenario[] = [
  // ---- docs/domain/games.md §1: provider certification (Evolution, Caleta, Red Tiger) ----
  {
    name: 'debit twice (same txn, new request): duplicate, balance unchanged',
    source: 'certification',
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 0, expect: 'OK', balance: '990.00' },
      { do: 'SPIN', id: 't1', bet: 10, win: 0, expect: 'REPLAYED', balance: '990.00' },
    ],
  },
  {
    name: 'debit twice as separate bets: duplicate, balance unchanged',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK', balance: '990.00' },
      { do: 'BET', txns: [bet('b1', 10)], expect: 'REPLAYED', balance: '990.00' },
    ],
  },
  {
    name: 'the same request twice answers the same, money moved once',
    source: 'certification',
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 4, request: 'q1', expect: 'OK', balance: '994.00' },
      { do: 'SPIN', id: 't1', bet: 10, win: 4, request: 'q1', expect: 'OK', balance: '994.00' },
    ],
  },
  {
    name: 'credit twice: duplicate, paid once',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 30)], expect: 'OK', balance: '1020.00' },
      { do: 'WIN', txns: [win('b1', 30)], expect: 'REPLAYED', balance: '1020.00' },
    ],
  },
  {
    name: 'credit with an unknown reference: not found',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      {
        do: 'WIN',
        txns: [win('nope', 30, { round: 'r-none' })],
        expect: 'TXN_NOT_FOUND',
        balance: '1000.00',
      },
    ],
  },
  {
    name: 'cancel after credit: refused (already settled)',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 0)], expect: 'OK' },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'ALREADY_SETTLED', balance: '990.00' },
    ],
  },
  {
    name: 'insufficient funds answers the unchanged balance',
    source: 'certification',
    start: '5.00',
    steps: [{ do: 'SPIN', id: 't1', bet: 5.01, win: 0, expect: 'INSUFFICIENT_BALANCE', balance: '5.00' }],
  },
  {
    name: 'exactly the whole balance may be staked',
    source: 'certification',
    start: '5.00',
    steps: [{ do: 'SPIN', id: 't1', bet: 5, win: 0, expect: 'OK', balance: '0.00' }],
  },
  nBets(1),
  nBets(2),
  nBets(10),
  nBets(5),
  nBets(101),
  nCalls(3),
  nCalls(20),
  {
    name: 'parallel rounds on one table: bets interleaved, settled in reverse order',
    source: 'certification',
    notFor: { PGSOFT: PG_ONE_BET },
    steps: [
      { do: 'BET', txns: [bet('a1', 10, { round: 'ra' })], expect: 'OK' },
      { do: 'BET', txns: [bet('b1', 20, { round: 'rb' })], expect: 'OK' },
      { do: 'BET', txns: [bet('a2', 5, { round: 'ra' })], expect: 'OK', balance: '965.00' },
      { do: 'WIN', txns: [win('b1', 40, { round: 'rb' })], expect: 'OK', balance: '1005.00' },
      {
        do: 'WIN',
        txns: [win('a1', 0, { round: 'ra', endRound: false }), win('a2', 15, { round: 'ra' })],
        expect: 'OK',
        balance: '1020.00',
      },
    ],
  },
  {
    name: 'a refund uses the original stake, not the amount in the request',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK', balance: '990.00' },
      { do: 'CANCEL', txns: [bet('b1', 500)], expect: 'OK', balance: '1000.00' },
    ],
  },
  {
    name: 'a refund after an adjustment returns the adjusted stake',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'ADJUST', txns: [bet('b1', 25)], expect: 'OK', balance: '975.00' },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'OK', balance: '1000.00' },
    ],
  },
  {
    name: 'a blocked member: bets refused, wins and rollbacks accepted',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'BET', txns: [bet('b2', 10, { round: 'r2' })], expect: 'OK' },
      { do: 'LOCK' },
      { do: 'BET', txns: [bet('b3', 10, { round: 'r3' })], expect: 'MEMBER_LOCKED', balance: '980.00' },
      { do: 'WIN', txns: [win('b1', 30)], expect: 'OK', balance: '1010.00' },
      { do: 'ROLLBACK', txns: [{ id: 'b1', round: 'r1' }], expect: 'OK', balance: '980.00' },
      { do: 'CANCEL', txns: [bet('b2', 10, { round: 'r2' })], expect: 'OK', balance: '990.00' },
    ],
  },
  {
    name: 'a blocked member cannot spin',
    source: 'certification',
    steps: [
      { do: 'LOCK' },
      { do: 'SPIN', id: 't1', bet: 1, win: 0, expect: 'MEMBER_LOCKED', balance: '1000.00' },
      { do: 'BALANCE', expect: 'OK', balance: '1000.00' },
    ],
  },
  {
    name: 'a superseded session: bets refused, wins and rollbacks accepted',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'RELAUNCH' },
      {
        do: 'BET',
        txns: [bet('b2', 10, { round: 'r2' })],
        session: 'previous',
        expect: 'SESSION_MISMATCH',
        balance: '990.00',
      },
      { do: 'WIN', txns: [win('b1', 30)], session: 'previous', expect: 'OK', balance: '1020.00' },
      {
        do: 'UNSETTLE',
        txns: [{ id: 'b1', round: 'r1' }],
        session: 'previous',
        expect: 'OK',
        balance: '990.00',
      },
      { do: 'BET', txns: [bet('b2', 10, { round: 'r2' })], expect: 'OK', balance: '980.00' },
    ],
  },
  {
    name: 'a superseded or unknown session cannot spin',
    source: 'certification',
    steps: [
      { do: 'RELAUNCH' },
      {
        do: 'SPIN',
        id: 't1',
        bet: 1,
        win: 0,
        session: 'previous',
        expect: 'SESSION_MISMATCH',
        balance: '1000.00',
      },
      {
        do: 'SPIN',
        id: 't2',
        bet: 1,
        win: 0,
        session: 'unknown',
        expect: 'SESSION_MISMATCH',
        balance: '1000.00',
      },
      { do: 'SPIN', id: 't3', bet: 1, win: 0, expect: 'OK', balance: '999.00' },
    ],
  },
  {
    name: 'zero-amount credits are accepted and close the round',
    source: 'certification',
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 0, expect: 'OK', balance: '990.00' },
      { do: 'SPIN', id: 't2', bet: '2.50', win: '0.00', expect: 'OK', balance: '987.50' },
    ],
  },
  {
    name: 'a zero win then a late second win on the closed round: already settled',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10), bet('b2', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 0)], expect: 'OK', balance: '980.00' },
      { do: 'WIN', txns: [win('b2', 50)], expect: 'ALREADY_SETTLED', balance: '980.00' },
    ],
  },
  {
    name: 'negative bet refused',
    source: 'certification',
    steps: [{ do: 'SPIN', id: 't1', bet: -10, win: 0, expect: 'INVALID', balance: '1000.00' }],
  },
  {
    name: 'negative win refused, the bet stands',
    source: 'certification',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', -5)], expect: 'INVALID', balance: '990.00' },
      { do: 'WIN', txns: [win('b1', 5)], expect: 'OK', balance: '995.00' },
    ],
  },
  {
    name: 'negative win in a spin refused, nothing moves',
    source: 'certification',
    notFor: { AMB: "AMB's bet and win are two calls (covered by 'negative win refused, the bet stands')" },
    steps: [{ do: 'SPIN', id: 't1', bet: 10, win: -5, expect: 'INVALID', balance: '1000.00' }],
  },
  {
    name: 'a huge bet: insufficient',
    source: 'certification',
    steps: [
      {
        do: 'SPIN',
        id: 't1',
        bet: '99999999999.99',
        win: 0,
        expect: 'INSUFFICIENT_BALANCE',
        balance: '1000.00',
      },
    ],
  },
  {
    name: 'a bet beyond any number: refused, nothing moves',
    source: 'certification',
    steps: [{ do: 'SPIN', id: 't1', bet: 1e21, win: 0, expect: 'INVALID', balance: '1000.00' }],
  },

  // ---- Valkyrie's fixed outcomes ----
  {
    name: "a win on another member's round: not found (rounds are the member's own)",
    source: 'valkyrie',
    members: 2,
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 10)], member: 1, expect: 'TXN_NOT_FOUND', balance: '1000.00' },
      { do: 'BALANCE', expect: 'OK', balance: '990.00' },
    ],
  },
  {
    name: 'the same txn id with another member: duplicate',
    source: 'valkyrie',
    members: 2,
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 0, expect: 'OK', balance: '990.00' },
      { do: 'SPIN', id: 't1', bet: 10, win: 0, member: 1, expect: 'DUPLICATE', balance: '1000.00' },
    ],
  },
  {
    name: 'the same txn id on another round: duplicate',
    source: 'valkyrie',
    steps: [
      { do: 'SPIN', id: 't1', round: 'ra', bet: 10, win: 0, expect: 'OK' },
      { do: 'SPIN', id: 't1', round: 'rb', bet: 10, win: 0, expect: 'DUPLICATE', balance: '990.00' },
    ],
  },
  {
    name: 'the same txn id with another amount: duplicate',
    source: 'valkyrie',
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 0, expect: 'OK' },
      { do: 'SPIN', id: 't1', bet: 11, win: 0, expect: 'DUPLICATE', balance: '990.00' },
    ],
  },
  {
    name: 'a bet on a closed round: already settled',
    source: 'valkyrie',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 0)], expect: 'OK' },
      { do: 'BET', txns: [bet('b2', 10)], expect: 'ALREADY_SETTLED', balance: '990.00' },
    ],
  },
  {
    name: 'cancel of nothing: not found',
    source: 'valkyrie',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      {
        do: 'CANCEL',
        txns: [bet('none', 10, { round: 'r-none' })],
        expect: 'TXN_NOT_FOUND',
        balance: '1000.00',
      },
    ],
  },
  {
    name: 'cancel of an unknown bet on a known round: not found',
    source: 'valkyrie',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'CANCEL', txns: [bet('b9', 10)], expect: 'TXN_NOT_FOUND', balance: '990.00' },
    ],
  },
  {
    name: 'a second cancel of the same bet: nothing moves (AMB: duplicate)',
    source: 'valkyrie',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'OK', balance: '1000.00' },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'REPLAYED', balance: '1000.00' },
    ],
  },
  {
    name: 'a win on a cancelled round: already cancelled',
    source: 'valkyrie',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 20)], expect: 'ALREADY_CANCELLED', balance: '1000.00' },
    ],
  },
  {
    name: 'an adjustment of a cancelled bet: already cancelled',
    source: 'valkyrie',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10), bet('b2', 10)], expect: 'OK' },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'OK', balance: '990.00' },
      { do: 'ADJUST', txns: [bet('b1', 5)], expect: 'ALREADY_CANCELLED', balance: '990.00' },
    ],
  },

  // ---- Thai cases (docs/domain/games.md §2 rule 7) ----
  {
    name: 'AMB duplicate bet: 20002 with the current balance',
    source: 'thai',
    notFor: { PGSOFT: 'PG Soft answers a replayed transfer as a success (covered by "debit twice")' },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'BET', txns: [bet('b1', 10)], expect: 'REPLAYED', balance: '990.00' },
    ],
  },
  {
    name: 'settle with no bet: 20001',
    source: 'thai',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'WIN', txns: [win('b1', 10, { round: 'never' })], expect: 'TXN_NOT_FOUND', balance: '1000.00' },
    ],
  },
  {
    name: 'the single-state duplicate quirk: a replayed single-state bet answers 0',
    source: 'thai',
    notFor: { PGSOFT: 'no single-state flag; every replayed transfer answers success' },
    steps: [
      { do: 'BET', txns: [bet('b1', 10, { singleState: true })], expect: 'OK' },
      { do: 'BET', txns: [bet('b1', 10, { singleState: true })], expect: 'REPLAYED', balance: '990.00' },
    ],
  },
  {
    name: 'a lottery-style bet cancelled after its 10 s timeout: refunded; a late settlement refused',
    source: 'thai',
    notFor: { PGSOFT: 'no cancel in a per-spin transfer' },
    steps: [
      { do: 'BET', txns: [bet('lotto-1', 100, { round: 'draw-1' })], expect: 'OK', balance: '900.00' },
      { do: 'ADVANCE', ms: 10_000 },
      { do: 'CANCEL', txns: [bet('lotto-1', 100, { round: 'draw-1' })], expect: 'OK', balance: '1000.00' },
      {
        do: 'WIN',
        txns: [win('lotto-1', 900, { round: 'draw-1' })],
        expect: 'ALREADY_CANCELLED',
        balance: '1000.00',
      },
    ],
  },
  {
    name: 'a lottery bet whose answer was lost: the provider cancels after 10 s, refunded once',
    source: 'thai',
    notFor: { PGSOFT: 'no cancel in a per-spin transfer' },
    steps: [
      {
        do: 'KILL_THEN_RETRY',
        step: {
          do: 'BET',
          txns: [bet('lotto-1', 100, { round: 'draw-1' })],
          request: 'q-bet',
          expect: 'OK',
          balance: '900.00',
        },
      },
      { do: 'ADVANCE', ms: 10_000 },
      {
        do: 'CANCEL',
        txns: [bet('lotto-1', 100, { round: 'draw-1' })],
        request: 'q-cancel',
        expect: 'OK',
        balance: '1000.00',
      },
      {
        do: 'CANCEL',
        txns: [bet('lotto-1', 100, { round: 'draw-1' })],
        request: 'q-cancel',
        expect: 'OK',
        balance: '1000.00',
      },
    ],
  },
  {
    name: 'a lottery ticket cancelled with others still open on the draw',
    source: 'thai',
    notFor: { PGSOFT: 'no cancel in a per-spin transfer' },
    steps: [
      {
        do: 'BET',
        txns: [bet('t1', 10, { round: 'draw-1' }), bet('t2', 20, { round: 'draw-1' })],
        expect: 'OK',
        balance: '970.00',
      },
      { do: 'CANCEL', txns: [bet('t1', 10, { round: 'draw-1' })], expect: 'OK', balance: '980.00' },
      { do: 'WIN', txns: [win('t2', 60, { round: 'draw-1' })], expect: 'OK', balance: '1040.00' },
    ],
  },

  // ---- a kill between commit and reply, then the provider's retry ----
  {
    name: 'kill after a committed spin, retry: same answer, money moved once',
    source: 'thai',
    steps: [
      {
        do: 'KILL_THEN_RETRY',
        step: { do: 'SPIN', id: 't1', bet: 10, win: 3, request: 'q1', expect: 'OK', balance: '993.00' },
      },
    ],
  },
  {
    name: 'kill after a committed bet, retry: same answer, money moved once',
    source: 'thai',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      {
        do: 'KILL_THEN_RETRY',
        step: {
          do: 'BET',
          txns: [bet('b1', 10), bet('b2', 5)],
          request: 'q1',
          expect: 'OK',
          balance: '985.00',
        },
      },
      { do: 'BALANCE', expect: 'OK', balance: '985.00' },
    ],
  },
  {
    name: 'kill after a committed settlement, retry: paid once',
    source: 'thai',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      {
        do: 'KILL_THEN_RETRY',
        step: { do: 'WIN', txns: [win('b1', 40)], request: 'q2', expect: 'OK', balance: '1030.00' },
      },
    ],
  },
  {
    name: 'kill after a committed cancel, retry: refunded once',
    source: 'thai',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      {
        do: 'KILL_THEN_RETRY',
        step: { do: 'CANCEL', txns: [bet('b1', 10)], request: 'q2', expect: 'OK', balance: '1000.00' },
      },
    ],
  },
  {
    name: 'kill after a committed refusal, retry: the same refusal',
    source: 'thai',
    start: '1.00',
    steps: [
      {
        do: 'KILL_THEN_RETRY',
        step: {
          do: 'SPIN',
          id: 't1',
          bet: 5,
          win: 0,
          request: 'q1',
          expect: 'INSUFFICIENT_BALANCE',
          balance: '1.00',
        },
      },
    ],
  },
  {
    name: 'kill, then the provider retries under a new request id: duplicate, nothing moves',
    source: 'thai',
    steps: [
      {
        do: 'KILL_THEN_RETRY',
        step: { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q1', expect: 'OK', balance: '990.00' },
      },
      { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q2', expect: 'REPLAYED', balance: '990.00' },
    ],
  },

  // ---- a request is atomic (docs/domain/games.md §2 rule 2) ----
  {
    name: 'the second bet of a call fails: the first is not applied, the balance before is answered',
    source: 'atomicity',
    notFor: { PGSOFT: PG_ONE_BET },
    steps: [
      {
        do: 'BET',
        txns: [bet('b1', 10), bet('b2', 5000)],
        expect: 'INSUFFICIENT_BALANCE',
        balance: '1000.00',
      },
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK', balance: '990.00' },
    ],
  },
  {
    name: 'bets each affordable, together not: nothing applied',
    source: 'atomicity',
    notFor: { PGSOFT: PG_ONE_BET },
    steps: [
      {
        do: 'BET',
        txns: [bet('b1', 600), bet('b2', 600)],
        expect: 'INSUFFICIENT_BALANCE',
        balance: '1000.00',
      },
    ],
  },
  {
    name: 'a malformed txn after good ones: nothing applied',
    source: 'atomicity',
    notFor: { PGSOFT: PG_ONE_BET },
    steps: [{ do: 'BET', txns: [bet('b1', 10), bet('b2', '1.001')], expect: 'INVALID', balance: '1000.00' }],
  },
  {
    name: 'a settlement naming an unknown bet among known ones: nothing paid',
    source: 'atomicity',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      {
        do: 'WIN',
        txns: [win('b1', 20, { endRound: false }), win('b9', 20, { round: 'r-none' })],
        expect: 'TXN_NOT_FOUND',
        balance: '990.00',
      },
      { do: 'WIN', txns: [win('b1', 20)], expect: 'OK', balance: '1010.00' },
    ],
  },
  {
    name: 'a replayed bet with a new one in the same call: 0, only the new one moves',
    source: 'atomicity',
    notFor: { PGSOFT: PG_ONE_BET },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'BET', txns: [bet('b1', 10), bet('b2', 5)], expect: 'OK', balance: '985.00' },
    ],
  },
  {
    name: 'a spin whose win cannot be paid as asked (transfer ≠ win − bet): nothing moves',
    source: 'atomicity',
    notFor: { AMB: AMB_NO_NET },
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 5, net: 5, expect: 'INVALID', balance: '1000.00' },
      { do: 'SPIN', id: 't1', bet: 10, win: 5, net: -5, expect: 'OK', balance: '995.00' },
    ],
  },

  // ---- amounts on the wire ----
  ...goodAmounts.map(
    ([amount, balance]): Scenario => ({
      name: `bet ${JSON.stringify(amount)} is taken exactly`,
      source: 'amounts',
      steps: [{ do: 'SPIN', id: 't1', bet: amount, win: 0, expect: 'OK', balance }],
    }),
  ),
  ...badAmounts.map(
    (amount): Scenario => ({
      name: `bet ${JSON.stringify(amount)} is refused`,
      source: 'amounts',
      steps: [
        { do: 'SPIN', id: 't1', bet: amount, win: 0, expect: 'INVALID', balance: '1000.00' },
        { do: 'BALANCE', expect: 'OK', balance: '1000.00' },
      ],
    }),
  ),
  {
    name: 'an amount of the wrong type (null, an object) is unreadable',
    source: 'amounts',
    steps: [{ do: 'SPIN', id: 't1', bet: null, win: 0, expect: 'MALFORMED', balance: '1000.00' }],
  },
  {
    name: 'a win with two places is paid exactly',
    source: 'amounts',
    steps: [{ do: 'SPIN', id: 't1', bet: '0.10', win: '12345.67', expect: 'OK', balance: '13345.57' }],
  },
  {
    name: 'a tip of zero is refused',
    source: 'amounts',
    notFor: { PGSOFT: 'no tips in a per-spin transfer' },
    steps: [{ do: 'TIP', txns: [{ id: 'tip1', amount: 0 }], expect: 'INVALID', balance: '1000.00' }],
  },
  {
    name: 'a bet with no amount is refused',
    source: 'amounts',
    notFor: { PGSOFT: 'the amounts are required fields of the transfer (covered by the unreadable case)' },
    steps: [{ do: 'BET', txns: [{ id: 'b1', round: 'r1' }], expect: 'INVALID', balance: '1000.00' }],
  },

  // ---- reversals (docs/domain/games.md §2 rule 3) ----
  {
    name: 'unsettle takes the win back and reopens the round; it settles again',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 50)], expect: 'OK', balance: '1040.00' },
      { do: 'UNSETTLE', txns: [{ id: 'b1', round: 'r1' }], expect: 'OK', balance: '990.00' },
      { do: 'WIN', txns: [win('b1', 20)], expect: 'OK', balance: '1010.00' },
    ],
  },
  {
    name: 'rollback twice: nothing moves the second time',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 50)], expect: 'OK' },
      { do: 'ROLLBACK', txns: [{ id: 'b1', round: 'r1' }], expect: 'OK', balance: '990.00' },
      { do: 'ROLLBACK', txns: [{ id: 'b1', round: 'r1' }], expect: 'REPLAYED', balance: '990.00' },
    ],
  },
  {
    name: 'unsettle of an open round: not found (nothing settled to take back)',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'UNSETTLE', txns: [{ id: 'b1', round: 'r1' }], expect: 'TXN_NOT_FOUND', balance: '990.00' },
    ],
  },
  {
    name: 'void of a settled round: the win back, the stake returned',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 30)], expect: 'OK', balance: '1020.00' },
      { do: 'VOID', txns: [{ id: 'b1', round: 'r1' }], expect: 'OK', balance: '1000.00' },
    ],
  },
  {
    name: 'a reversal after a withdrawal never makes cash negative: the rest is owed',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 500)], expect: 'OK', balance: '1490.00' },
      { do: 'WITHDRAW_ALL' },
      { do: 'UNSETTLE', txns: [{ id: 'b1', round: 'r1' }], expect: 'OK', balance: '0.00' },
      { do: 'SPIN', id: 't9', round: 'r9', bet: 1, win: 0, expect: 'STAKE_LIMIT', balance: '0.00' },
    ],
  },
  {
    name: 'an open receivable refuses new spins',
    source: 'reversals',
    notFor: { PGSOFT: 'a receivable comes only from a reversal, which this contract has not' },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 100)], expect: 'OK' },
      { do: 'WITHDRAW_ALL' },
      { do: 'VOID', txns: [{ id: 'b1', round: 'r1' }], expect: 'OK', balance: '0.00' },
      { do: 'BET', txns: [bet('b2', 0.01, { round: 'r2' })], expect: 'STAKE_LIMIT', balance: '0.00' },
    ],
  },
  {
    name: 'adjust up beyond the balance: insufficient, the stake unchanged',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    start: '20.00',
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'ADJUST', txns: [bet('b1', 50)], expect: 'INSUFFICIENT_BALANCE', balance: '10.00' },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'OK', balance: '20.00' },
    ],
  },
  {
    name: 'adjust of an unknown bet: not found',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'ADJUST', txns: [bet('b9', 5)], expect: 'TXN_NOT_FOUND', balance: '990.00' },
    ],
  },
  {
    name: 'adjust after settlement: already settled',
    source: 'reversals',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 0)], expect: 'OK' },
      { do: 'ADJUST', txns: [bet('b1', 5)], expect: 'ALREADY_SETTLED', balance: '990.00' },
    ],
  },
  {
    name: 'several wins on one round until the last closes it',
    source: 'reversals',
    notFor: { PGSOFT: PG_ONE_BET },
    steps: [
      { do: 'BET', txns: [bet('b1', 10), bet('b2', 10)], expect: 'OK' },
      { do: 'WIN', txns: [win('b1', 15, { endRound: false })], expect: 'OK', balance: '995.00' },
      { do: 'WIN', txns: [win('b2', 15)], expect: 'OK', balance: '1010.00' },
      { do: 'WIN', txns: [win('b3', 15)], expect: 'ALREADY_SETTLED', balance: '1010.00' },
    ],
  },
  {
    name: 'a promotion pays outside any round; twice is paid once',
    source: 'reversals',
    steps: [
      { do: 'SPIN', id: 'fs1', bet: 0, win: 25, expect: 'OK', balance: '1025.00' },
      { do: 'SPIN', id: 'fs1', bet: 0, win: 25, expect: 'REPLAYED', balance: '1025.00' },
    ],
  },
  {
    name: 'a tip takes money with no round; beyond the balance it is insufficient',
    source: 'reversals',
    notFor: { PGSOFT: 'no tips in a per-spin transfer' },
    start: '10.00',
    steps: [
      { do: 'TIP', txns: [{ id: 'tip1', amount: 4 }], expect: 'OK', balance: '6.00' },
      { do: 'TIP', txns: [{ id: 'tip2', amount: 7 }], expect: 'INSUFFICIENT_BALANCE', balance: '6.00' },
      { do: 'TIP', txns: [{ id: 'tip1', amount: 4 }], expect: 'REPLAYED', balance: '6.00' },
    ],
  },
  {
    name: 'a locked member cannot tip',
    source: 'reversals',
    notFor: { PGSOFT: 'no tips in a per-spin transfer' },
    steps: [
      { do: 'LOCK' },
      { do: 'TIP', txns: [{ id: 'tip1', amount: 1 }], expect: 'MEMBER_LOCKED', balance: '1000.00' },
    ],
  },
  {
    name: 'bonus money: a stake takes cash first, then bonus; the balance counts both',
    source: 'reversals',
    start: '10.00',
    bonus: '20.00',
    steps: [
      { do: 'SPIN', id: 't1', bet: 25, win: 0, expect: 'OK', balance: '5.00' },
      { do: 'SPIN', id: 't2', bet: 6, win: 0, expect: 'INSUFFICIENT_BALANCE', balance: '5.00' },
    ],
  },
  {
    name: 'skipBalanceUpdate is refused (the operator cannot honour it)',
    source: 'shape',
    notFor: { PGSOFT: 'no such flag' },
    steps: [
      {
        do: 'BET',
        txns: [bet('b1', 10, { skipBalanceUpdate: true })],
        expect: 'INVALID',
        balance: '1000.00',
      },
    ],
  },
  {
    name: 'a free spin (no stake) with no win moves nothing',
    source: 'shape',
    notFor: { AMB: 'a bet of zero is a bet; covered by the zero-win cases' },
    steps: [{ do: 'SPIN', id: 't1', bet: 0, win: 0, expect: 'OK', balance: '1000.00' }],
  },

  {
    name: "a request id reused by another member: decided for that member, never the first member's answer",
    source: 'shape',
    members: 2,
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q1', expect: 'OK', balance: '990.00' },
      { do: 'SPIN', id: 't2', bet: 3, win: 0, request: 'q1', member: 1, expect: 'OK', balance: '997.00' },
    ],
  },
  {
    name: 'a request id reused for other transactions: they are applied on their own merits',
    source: 'shape',
    steps: [
      { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q1', expect: 'OK', balance: '990.00' },
      { do: 'SPIN', id: 't2', bet: 5, win: 0, request: 'q1', expect: 'OK', balance: '985.00' },
    ],
  },
  // ---- members, balances, authentication ----
  {
    name: 'balance of an unknown member: member not found',
    source: 'certification',
    steps: [{ do: 'BALANCE', member: -1, expect: 'MEMBER_NOT_FOUND' }],
  },
  {
    name: 'a spin of an unknown member: member not found',
    source: 'certification',
    steps: [
      { do: 'SPIN', id: 't1', member: -1, session: 'none', bet: 1, win: 0, expect: 'MEMBER_NOT_FOUND' },
    ],
  },
  {
    name: 'a spin with no session token is refused (a debit needs the member’s live session)',
    source: 'auth',
    steps: [
      {
        do: 'SPIN',
        id: 't1',
        session: 'none',
        bet: 1,
        win: 0,
        expect: 'SESSION_MISMATCH',
        balance: '1000.00',
      },
      { do: 'SPIN', id: 't2', bet: 1, win: 0, expect: 'OK', balance: '999.00' },
    ],
  },
  {
    name: 'no session token: bets, raised stakes and tips refused; wins, refunds, rewards and reversals paid',
    source: 'auth',
    notFor: { PGSOFT: PG_NO_SPLIT },
    steps: [
      { do: 'BET', txns: [bet('b1', 10), bet('b2', 10, { round: 'r2' })], expect: 'OK', balance: '980.00' },
      { do: 'BET', txns: [bet('b3', 10, { round: 'r3' })], session: 'none', expect: 'SESSION_MISMATCH' },
      { do: 'ADJUST', txns: [bet('b1', 20)], session: 'none', expect: 'SESSION_MISMATCH' },
      { do: 'TIP', txns: [{ id: 'tip1', amount: 1 }], session: 'none', expect: 'SESSION_MISMATCH' },
      { do: 'ADJUST', txns: [bet('b1', 5)], session: 'none', expect: 'OK', balance: '985.00' },
      { do: 'WIN', txns: [win('b1', 30)], session: 'none', expect: 'OK', balance: '1015.00' },
      {
        do: 'CANCEL',
        txns: [bet('b2', 10, { round: 'r2' })],
        session: 'none',
        expect: 'OK',
        balance: '1025.00',
      },
      { do: 'PROMO', txns: [{ id: 'p1', amount: 5 }], session: 'none', expect: 'OK', balance: '1030.00' },
      {
        do: 'UNSETTLE',
        txns: [{ id: 'b1', round: 'r1' }],
        session: 'none',
        expect: 'OK',
        balance: '1000.00',
      },
      { do: 'WIN', txns: [win('b1', 0)], session: 'none', expect: 'OK', balance: '1000.00' },
      { do: 'VOID', txns: [{ id: 'b1', round: 'r1' }], session: 'none', expect: 'OK', balance: '1005.00' },
    ],
  },
  {
    name: 'balance read',
    source: 'certification',
    start: '123.45',
    steps: [{ do: 'BALANCE', expect: 'OK', balance: '123.45' }],
  },
  {
    name: 'an unknown wallet key is refused, nothing moves',
    source: 'auth',
    steps: [
      { do: 'AUTH', spoil: 'key', expect: 'UNAUTHORIZED' },
      { do: 'BALANCE', expect: 'OK', balance: '1000.00' },
    ],
  },
  {
    name: 'a wrong secret or signature is refused, nothing moves',
    source: 'auth',
    steps: [
      { do: 'AUTH', spoil: 'secret', expect: 'UNAUTHORIZED' },
      { do: 'BALANCE', expect: 'OK', balance: '1000.00' },
    ],
  },

  // ---- concurrency (over HTTP, so requests really overlap) ----
  {
    name: 'the same request sent twice at once: applied once, both answered the same',
    source: 'concurrency',
    steps: [
      {
        do: 'PARALLEL',
        steps: [
          { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q1', expect: 'OK' },
          { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q1', expect: 'OK' },
        ],
        counts: { OK: 2 },
        balance: '990.00',
      },
    ],
  },
  {
    name: 'the same txn under two request ids at once: one applies, the other is a duplicate',
    source: 'concurrency',
    steps: [
      {
        do: 'PARALLEL',
        steps: [
          { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q1', expect: 'OK' },
          { do: 'SPIN', id: 't1', bet: 10, win: 0, request: 'q2', expect: 'OK' },
        ],
        counts: { OK: 1, REPLAYED: 1 },
        balance: '990.00',
      },
    ],
  },
  {
    name: 'ten spins at once on one balance that affords five: exactly five apply',
    source: 'concurrency',
    steps: [
      {
        do: 'PARALLEL',
        steps: Array.from(
          { length: 10 },
          (_, i): SpinStep => ({ do: 'SPIN', id: `t${i}`, round: `r${i}`, bet: 200, win: 0, expect: 'OK' }),
        ),
        counts: { OK: 5, INSUFFICIENT_BALANCE: 5 },
        balance: '0.00',
      },
    ],
  },
  {
    name: 'parallel wins on parallel rounds of one member: all paid',
    source: 'concurrency',
    steps: [
      {
        do: 'PARALLEL',
        steps: Array.from(
          { length: 8 },
          (_, i): SpinStep => ({ do: 'SPIN', id: `t${i}`, round: `r${i}`, bet: 10, win: 15, expect: 'OK' }),
        ),
        counts: { OK: 8 },
        balance: '1040.00',
      },
    ],
  },
  {
    name: 'bet and cancel of the same bet racing: the stake comes back or is never taken',
    source: 'concurrency',
    notFor: { PGSOFT: 'no cancel in a per-spin transfer' },
    steps: [
      { do: 'BET', txns: [bet('b0', 1, { round: 'r0' })], expect: 'OK', balance: '999.00' },
      {
        do: 'PARALLEL',
        steps: [
          { do: 'BET', txns: [bet('b1', 10)], expect: 'OK' },
          { do: 'WIN', txns: [win('b0', 5, { round: 'r0' })], expect: 'OK' },
        ],
        counts: { OK: 2 },
        balance: '994.00',
      },
      { do: 'CANCEL', txns: [bet('b1', 10)], expect: 'OK', balance: '1004.00' },
    ],
  },
];
