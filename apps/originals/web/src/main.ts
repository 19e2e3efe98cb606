import './style.css';
import { createApi, pageContext } from './api';
import { h } from './dom';
import { th } from './messages/th';
import { type GamePage, mountShell } from './shell';

/** Each game's code is its own chunk: a page downloads only the game it plays. */
const pages: Record<string, () => Promise<GamePage>> = {
  'lucky-slot': () => import('./slot/slot-page').then((m) => m.slotPage),
  baccarat: () => import('./baccarat/baccarat-page').then((m) => m.baccaratPage),
  'fish-hunter': () => import('./fish/fish-page').then((m) => m.fishPage),
};

const app = document.getElementById('app') as HTMLElement;
const fail = (message: string) => app.replaceChildren(h('p', { class: 'fatal', role: 'alert' }, message));

const start = async () => {
  const { base, gameCode, token } = pageContext(window.location);
  const load = pages[gameCode];
  if (!token || !load) return fail(th.noToken);
  app.replaceChildren(h('p', { class: 'fatal' }, th.loading));
  const page = await load();
  await mountShell(app, createApi({ base, token }), page);
};

start().catch((error: unknown) => fail(error instanceof Error ? error.message : th.network));
