import { gameBalanceShown } from '@chokdee/contracts';
import type { Api, FairInfo } from './api';
import { formatBaht, h } from './dom';
import { lockIcon } from './icons';
import { th } from './messages/th';

/** A round the page played, kept so the verification panel can recompute it once its seed is revealed. */
export type PlayedRound = {
  serverSeedHash: string;
  nonce: number;
  summary: string;
  /** What the game needs besides the seeds to recompute it (stake, fish species, shoe hash). */
  input: Record<string, string | number>;
};

export type RevealedSeed = FairInfo['previous'][number];

export type GameContext = {
  root: HTMLElement;
  api: Api;
  /** Shows the balance and tells the launcher around the page it is shown: call it once a result is on screen. */
  setBalance(balance: number): void;
  toast(message: string, kind?: 'info' | 'error' | 'win'): void;
  /** Records a played round (and moves the displayed nonce on). */
  played(round: PlayedRound): void;
  /** Re-reads the seed pair (after a round that consumed a nonce outside `played`, e.g. a new shoe). */
  refreshFair(): Promise<void>;
};

/** What a game page plugs into the shell. */
export type GamePage = {
  title: string;
  mount(ctx: GameContext): Promise<void> | void;
  /** The rules, payouts, RTP and (where there is one) the published table with its hash. */
  rules(): HTMLElement;
  /** A form that recomputes rounds of a revealed seed in the browser. */
  verifier(seed: RevealedSeed, rounds: PlayedRound[]): HTMLElement;
  /** Called after the seed rotates (the baccarat page starts a new shoe). */
  onRotate?(): void;
};

const sheet = (title: string, body: HTMLElement, onClose: () => void) => {
  const close = h('button', { class: 'sheet-close', type: 'button', 'aria-label': th.close }, '✕');
  const el = h(
    'div',
    { class: 'sheet-backdrop', role: 'dialog', 'aria-modal': 'true', 'aria-label': title },
    h('div', { class: 'sheet' }, h('div', { class: 'sheet-head' }, h('h2', {}, title), close), body),
  );
  const done = () => {
    el.remove();
    onClose();
  };
  close.addEventListener('click', done);
  el.addEventListener('click', (event) => {
    if (event.target === el) done();
  });
  document.body.append(el);
  close.focus();
};

/**
 * The frame every game shares on a 390 px phone: a top bar with the game's name, the wallet balance
 * and the rules and provably-fair buttons; a toast for results and refusals. The member site's
 * launcher around the iframe gives the way back, so there is none here.
 */
export const mountShell = async (app: HTMLElement, api: Api, page: GamePage) => {
  const balanceEl = h('output', { class: 'balance', 'aria-live': 'polite' }, '…');
  const rulesBtn = h('button', { type: 'button', class: 'top-btn' }, th.rules);
  const fairBtn = h(
    'button',
    { type: 'button', class: 'top-btn', 'aria-label': th.fair },
    lockIcon(),
    ' ',
    th.fairShort,
  );
  const toastEl = h('div', { class: 'toast', role: 'status', 'aria-live': 'polite' });
  const root = h('main', { class: 'game' });
  app.replaceChildren(
    h(
      'header',
      { class: 'topbar' },
      h(
        'div',
        { class: 'title' },
        h('strong', {}, page.title),
        h('span', { class: 'balance-label' }, th.balance, ' ฿', balanceEl),
      ),
      h('div', { class: 'top-actions' }, rulesBtn, fairBtn),
    ),
    root,
    toastEl,
  );

  let fair: FairInfo | undefined;
  const rounds: PlayedRound[] = [];
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  const ctx: GameContext = {
    root,
    api,
    setBalance: (balance) => {
      balanceEl.textContent = formatBaht(balance);
      // The member site's launcher shows a new balance only once the game does (contracts
      // game-frame.ts). Only this origin may frame the page (`frame-ancestors 'self'`), so the message
      // goes to this origin alone.
      if (window.parent !== window)
        window.parent.postMessage(gameBalanceShown(balance), window.location.origin);
    },
    toast: (message, kind = 'info') => {
      toastEl.textContent = message;
      toastEl.className = `toast show ${kind}`;
      if (toastTimer) clearTimeout(toastTimer);
      toastTimer = setTimeout(() => {
        toastEl.className = 'toast';
      }, 3500);
    },
    played: (round) => {
      rounds.unshift(round);
      rounds.length = Math.min(rounds.length, 50);
      if (fair && fair.serverSeedHash === round.serverSeedHash)
        fair.nonce = Math.max(fair.nonce, round.nonce + 1);
    },
    refreshFair: async () => {
      fair = await api.get<FairInfo>('fair');
    },
  };

  const session = await api.get<{ balance: number; fair: FairInfo }>('session');
  fair = session.fair;
  ctx.setBalance(session.balance);

  // Back to the game after a deposit in another tab (or the site's header): read the wallet again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    api.get<{ balance: number }>('balance').then(
      ({ balance }) => ctx.setBalance(balance),
      () => undefined,
    );
  });

  rulesBtn.addEventListener('click', () => sheet(th.rules, page.rules(), () => rulesBtn.focus()));
  fairBtn.addEventListener('click', async () => {
    await ctx.refreshFair().catch(() => undefined);
    const body = h('div', { class: 'fair' });
    const render = () => {
      if (!fair) return;
      const seedInput = h('input', {
        id: 'client-seed',
        value: fair.clientSeed,
        maxlength: 64,
        autocomplete: 'off',
        spellcheck: 'false',
      });
      const save = h('button', { type: 'button', class: 'btn' }, th.saveClientSeed);
      const rotate = h('button', { type: 'button', class: 'btn secondary' }, th.rotate);
      const after = (answer: { fair: FairInfo }) => {
        fair = answer.fair;
        page.onRotate?.();
        render();
      };
      save.addEventListener('click', () =>
        api
          .post<{ fair: FairInfo }>('fair/client-seed', { clientSeed: seedInput.value })
          .then(after, (error: Error) => ctx.toast(error.message, 'error')),
      );
      rotate.addEventListener('click', () =>
        api
          .post<{ fair: FairInfo }>('fair/rotate')
          .then(after, (error: Error) => ctx.toast(error.message, 'error')),
      );
      body.replaceChildren(
        h('p', { class: 'muted' }, th.fairIntro),
        h(
          'dl',
          {},
          h('dt', {}, th.serverSeedHash),
          h('dd', { class: 'mono', 'data-testid': 'server-seed-hash' }, fair.serverSeedHash),
        ),
        h('label', { for: 'client-seed' }, th.clientSeed),
        seedInput,
        h('dl', {}, h('dt', {}, th.nonce), h('dd', { class: 'mono' }, String(fair.nonce))),
        h('div', { class: 'row' }, save, rotate),
        h('h3', {}, th.revealed),
        fair.previous.length === 0
          ? h('p', { class: 'muted' }, th.noRevealed)
          : h(
              'div',
              {},
              ...fair.previous.map((seed) =>
                h(
                  'details',
                  { class: 'revealed' },
                  h(
                    'summary',
                    {},
                    `${seed.revealedAt.slice(0, 19).replace('T', ' ')} · ${th.rounds} ${seed.rounds}`,
                  ),
                  h('div', { class: 'mono small' }, `server seed: ${seed.serverSeed}`),
                  h('div', { class: 'mono small' }, `hash: ${seed.serverSeedHash}`),
                  h('div', { class: 'mono small' }, `client seed: ${seed.clientSeed}`),
                  page.verifier(
                    seed,
                    rounds.filter((round) => round.serverSeedHash === seed.serverSeedHash),
                  ),
                ),
              ),
            ),
      );
    };
    render();
    sheet(th.fair, body, () => fairBtn.focus());
  });

  await page.mount(ctx);
};
