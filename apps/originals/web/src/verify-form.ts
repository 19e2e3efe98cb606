import { h } from './dom';
import { th } from './messages/th';
import type { PlayedRound, RevealedSeed } from './shell';

/** The stake field of a verification form (baht), prefilled from the newest round played. */
export const stakeField = (label: string, rounds: PlayedRound[]) => ({
  name: 'stake',
  label: `${label} (${th.baht})`,
  value: String(rounds[0]?.input.stake ?? 1),
});

/** The seeds of round `nonce` under a revealed seed, with the commitment shown before play. */
export const revealedRound = (seed: RevealedSeed, nonce: number) => ({
  serverSeed: seed.serverSeed,
  clientSeed: seed.clientSeed,
  nonce,
  committedServerSeedHash: seed.serverSeedHash,
});

/**
 * The verification form the three games share: a nonce (prefilled from the rounds this page played
 * under the seed), the game's extra fields, and an output the game's recompute function fills.
 */
export const verifyForm = ({
  seed,
  rounds,
  fields = [],
  recompute,
}: {
  seed: RevealedSeed;
  rounds: PlayedRound[];
  fields?: Array<{ name: string; label: string; value: string }>;
  recompute(nonce: number, values: Record<string, string>): string;
}): HTMLElement => {
  const nonceInput = h('input', {
    type: 'number',
    min: 0,
    max: Math.max(0, seed.rounds - 1),
    value: rounds[0]?.nonce ?? 0,
    inputmode: 'numeric',
  });
  const inputs = fields.map((field) => ({
    field,
    input: h('input', { value: field.value, 'aria-label': field.label }),
  }));
  const out = h('div', { class: 'verify-out mono', 'aria-live': 'polite' });
  const run = h('button', { type: 'button', class: 'btn secondary' }, th.verify);
  run.addEventListener('click', () => {
    const values = Object.fromEntries(inputs.map(({ field, input }) => [field.name, input.value]));
    try {
      out.textContent = recompute(Number(nonceInput.value), values);
    } catch (error) {
      out.textContent = error instanceof Error ? error.message : String(error);
    }
  });
  const recent = rounds.slice(0, 10).map((round) => {
    const pick = h('button', { type: 'button', class: 'pill small' }, `#${round.nonce} ${round.summary}`);
    pick.addEventListener('click', () => {
      nonceInput.value = String(round.nonce);
      for (const { field, input } of inputs) input.value = String(round.input[field.name] ?? input.value);
      run.click();
    });
    return pick;
  });
  return h(
    'div',
    { class: 'verify' },
    recent.length
      ? h('div', {}, h('div', { class: 'muted' }, th.recentRounds), h('div', { class: 'row' }, ...recent))
      : null,
    h('label', {}, th.verifyNonce, nonceInput),
    ...inputs.map(({ field, input }) => h('label', {}, field.label, input)),
    run,
    out,
  );
};
