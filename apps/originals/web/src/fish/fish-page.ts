import { type FishSpecies, fishHelp, fishSpecies, verifyFishShot } from '@chokdee/originals';
import { PlayRefusal } from '../api';
import { choiceRow, fitCanvas, formatBaht, h } from '../dom';
import { th } from '../messages/th';
import type { GameContext, GamePage } from '../shell';
import { revealedRound, stakeField, verifyForm } from '../verify-form';

/** Bullet prices (baht): the server accepts the same list. */
const STAKES = [1, 2, 5, 10];
/** Shots waiting for the wallet at once: more taps wait (the server serialises them anyway). */
const MAX_IN_FLIGHT = 4;
const colors = [
  '#7dd3fc',
  '#fb923c',
  '#a3e635',
  '#f472b6',
  '#facc15',
  '#34d399',
  '#60a5fa',
  '#94a3b8',
  '#c4b5fd',
  '#65a30d',
  '#fbbf24',
];

type Fish = {
  species: FishSpecies;
  color: string;
  x: number;
  y: number;
  vx: number;
  phase: number;
  size: number;
  dying?: number;
};
type Bullet = { x: number; y: number; target: Fish; answer?: ShotAnswer | 'failed'; done?: boolean };
type Pop = { x: number; y: number; text: string; at: number };
type ShotAnswer = {
  nonce: number;
  serverSeedHash: string;
  stake: number;
  fish: string;
  killed: boolean;
  win: number;
  balance: number;
  settled: boolean;
};

/** How often a species swims by (display only: each bullet's return is the same whatever the target). */
const spawnWeight = (species: FishSpecies) => 1 / Math.sqrt(species.multiplier);
const totalSpawn = fishSpecies.reduce((sum, species) => sum + spawnWeight(species), 0);
const pickSpecies = (): FishSpecies => {
  let r = Math.random() * totalSpawn;
  for (const species of fishSpecies) {
    r -= spawnWeight(species);
    if (r <= 0) return species;
  }
  return fishSpecies[0] as FishSpecies;
};

const mount = (ctx: GameContext) => {
  const canvas = h('canvas', {
    width: 390,
    height: 480,
    'aria-label': 'สนามยิงปลา แตะที่ปลาเพื่อยิง',
    role: 'img',
    'data-testid': 'fish-canvas',
  });
  const info = h('div', { class: 'muted' }, th.tapToShoot);
  let stake = STAKES[0] as number;
  const stakes = choiceRow(STAKES, (value) => {
    stake = value;
  });
  ctx.root.append(
    canvas,
    info,
    h('div', {}, h('div', { class: 'muted' }, `${th.bullet} (${th.baht})`), stakes),
  );

  const { g, size } = fitCanvas(canvas, 1.2);

  const fishes: Fish[] = [];
  const bullets: Bullet[] = [];
  const pops: Pop[] = [];
  let inFlight = 0;
  const cannon = () => ({ x: size.width / 2, y: size.height - 18 });
  let aim = -Math.PI / 2;

  const spawn = () => {
    const species = pickSpecies();
    const fromLeft = Math.random() < 0.5;
    const radius = 14 + Math.log2(species.multiplier) * 5;
    fishes.push({
      species,
      color: colors[fishSpecies.indexOf(species) % colors.length] as string,
      x: fromLeft ? -radius * 2 : size.width + radius * 2,
      y: 40 + Math.random() * (size.height - 150),
      vx: (fromLeft ? 1 : -1) * (25 + Math.random() * 35) * (species.multiplier > 50 ? 0.6 : 1),
      phase: Math.random() * Math.PI * 2,
      size: radius,
    });
  };
  for (let i = 0; i < 7; i += 1) {
    spawn();
    const last = fishes[fishes.length - 1] as Fish;
    last.x = Math.random() * size.width;
  }

  const drawFish = (fish: Fish, t: number) => {
    const dir = fish.vx > 0 ? 1 : -1;
    const y = fish.y + Math.sin(t / 600 + fish.phase) * 6;
    g.save();
    g.translate(fish.x, y);
    if (fish.dying !== undefined) {
      const k = Math.min(1, (t - fish.dying) / 600);
      g.globalAlpha = 1 - k;
      g.rotate(k * Math.PI);
    }
    g.scale(dir, 1);
    g.fillStyle = fish.color;
    g.beginPath();
    g.ellipse(0, 0, fish.size, fish.size * 0.55, 0, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.moveTo(-fish.size * 0.9, 0);
    g.lineTo(-fish.size * 1.5, -fish.size * 0.45);
    g.lineTo(-fish.size * 1.5, fish.size * 0.45);
    g.closePath();
    g.fill();
    g.fillStyle = '#04160e';
    g.beginPath();
    g.arc(fish.size * 0.5, -fish.size * 0.12, Math.max(2, fish.size * 0.09), 0, Math.PI * 2);
    g.fill();
    g.restore();
    g.fillStyle = '#fff';
    g.font = '600 11px system-ui, sans-serif';
    g.textAlign = 'center';
    g.fillText(`×${fish.species.multiplier}`, fish.x, y + fish.size * 0.55 + 12);
  };

  let last = performance.now();
  const frame = (t: number) => {
    const dt = Math.min(0.05, (t - last) / 1000);
    last = t;
    g.clearRect(0, 0, size.width, size.height);
    const water = g.createLinearGradient(0, 0, 0, size.height);
    water.addColorStop(0, '#0b4a6f');
    water.addColorStop(1, '#031b2c');
    g.fillStyle = water;
    g.fillRect(0, 0, size.width, size.height);
    for (let i = fishes.length - 1; i >= 0; i -= 1) {
      const fish = fishes[i] as Fish;
      if (fish.dying === undefined) fish.x += fish.vx * dt;
      const gone =
        fish.dying !== undefined
          ? t - fish.dying > 600
          : fish.x < -fish.size * 3 || fish.x > size.width + fish.size * 3;
      if (gone) fishes.splice(i, 1);
      else drawFish(fish, t);
    }
    while (fishes.length < 8) spawn();
    for (let i = bullets.length - 1; i >= 0; i -= 1) {
      const bullet = bullets[i] as Bullet;
      const tx = bullet.target.x;
      const ty = bullet.target.y;
      const dx = tx - bullet.x;
      const dy = ty - bullet.y;
      const distance = Math.hypot(dx, dy);
      const step = 700 * dt;
      if (distance > step) {
        bullet.x += (dx / distance) * step;
        bullet.y += (dy / distance) * step;
      } else if (bullet.answer) {
        bullets.splice(i, 1);
        if (bullet.answer !== 'failed') {
          if (bullet.answer.killed) {
            bullet.target.dying = t;
            pops.push({ x: tx, y: ty, text: `+${formatBaht(bullet.answer.win)}`, at: t });
          } else pops.push({ x: tx, y: ty, text: th.miss, at: t });
        }
        continue;
      } else {
        bullet.x = tx;
        bullet.y = ty;
      }
      g.fillStyle = '#f5c542';
      g.beginPath();
      g.arc(bullet.x, bullet.y, 4, 0, Math.PI * 2);
      g.fill();
    }
    for (let i = pops.length - 1; i >= 0; i -= 1) {
      const pop = pops[i] as Pop;
      const age = (t - pop.at) / 1000;
      if (age > 1.2) {
        pops.splice(i, 1);
        continue;
      }
      g.globalAlpha = 1 - age / 1.2;
      g.fillStyle = '#f5c542';
      g.font = '700 18px system-ui, sans-serif';
      g.textAlign = 'center';
      g.fillText(pop.text, pop.x, pop.y - age * 40);
      g.globalAlpha = 1;
    }
    const { x, y } = cannon();
    g.save();
    g.translate(x, y);
    g.rotate(aim + Math.PI / 2);
    g.fillStyle = '#f5c542';
    g.fillRect(-6, -30, 12, 30);
    g.restore();
    g.fillStyle = '#d9a514';
    g.beginPath();
    g.arc(x, y, 16, Math.PI, 0);
    g.fill();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  canvas.addEventListener('pointerdown', (event) => {
    const rect = canvas.getBoundingClientRect();
    const px = ((event.clientX - rect.left) / rect.width) * size.width;
    const py = ((event.clientY - rect.top) / rect.height) * size.height;
    const target = fishes
      .filter(
        (fish) => fish.dying === undefined && Math.hypot(fish.x - px, fish.y - py) < fish.size * 1.4 + 8,
      )
      .sort((a, b) => Math.hypot(a.x - px, a.y - py) - Math.hypot(b.x - px, b.y - py))[0];
    if (!target) return;
    if (inFlight >= MAX_IN_FLIGHT) return;
    const origin = cannon();
    aim = Math.atan2(target.y - origin.y, target.x - origin.x);
    const bullet: Bullet = { x: origin.x, y: origin.y - 24, target };
    bullets.push(bullet);
    inFlight += 1;
    ctx.api
      .post<ShotAnswer>('fish/shoot', { stake, fish: target.species.id })
      .then(
        (answer) => {
          bullet.answer = answer;
          ctx.setBalance(answer.balance);
          ctx.played({
            serverSeedHash: answer.serverSeedHash,
            nonce: answer.nonce,
            summary: answer.killed
              ? `${target.species.name} +${formatBaht(answer.win)}`
              : target.species.name,
            input: { stake: answer.stake, fish: answer.fish },
          });
          if (!answer.settled) ctx.toast(th.settlementPending);
        },
        (error: unknown) => {
          bullet.answer = 'failed';
          const refusal = error instanceof PlayRefusal ? error : undefined;
          if (refusal?.balance !== undefined) ctx.setBalance(refusal.balance);
          ctx.toast(error instanceof Error ? error.message : th.network, 'error');
        },
      )
      .finally(() => {
        inFlight -= 1;
      });
  });
};

const rules = (): HTMLElement => {
  const help = fishHelp();
  return h(
    'div',
    {},
    h('p', {}, th.fishRules),
    h('dl', {}, h('dt', {}, th.rtp), h('dd', { 'data-testid': 'fish-rtp' }, help.rtpPercent)),
    h('dl', {}, h('dt', {}, th.sha256), h('dd', { class: 'mono' }, help.sha256)),
    h(
      'table',
      {},
      h(
        'tr',
        {},
        h('th', {}, th.fish),
        h('th', { class: 'num' }, th.multiplier),
        h('th', { class: 'num' }, th.killChance),
      ),
      ...help.species.map((species) =>
        h(
          'tr',
          {},
          h('td', {}, species.name),
          h('td', { class: 'num' }, `×${species.multiplier}`),
          h(
            'td',
            { class: 'num' },
            `${species.killChancePercent} (${species.killChance.numerator}/${species.killChance.denominator})`,
          ),
        ),
      ),
    ),
  );
};

export const fishPage: GamePage = {
  title: 'ยิงปลาโชคดี',
  mount,
  rules,
  verifier: (seed, rounds) =>
    verifyForm({
      seed,
      rounds,
      fields: [
        stakeField(th.bullet, rounds),
        { name: 'fish', label: th.fish, value: String(rounds[0]?.input.fish ?? fishSpecies[0]?.id ?? '') },
      ],
      recompute: (nonce, values) => {
        const { seedMatches, shot } = verifyFishShot({
          ...revealedRound(seed, nonce),
          stakeSatang: BigInt(Math.round(Number(values.stake) * 100)),
          speciesId: values.fish ?? '',
        });
        return [
          seedMatches ? th.seedOk : th.seedBad,
          `${th.ticket}: ${shot.ticket} / ${100 * shot.multiplier} (< 96 = ${th.win})`,
          `${shot.killed ? th.win : th.lose}: ${formatBaht(Number(shot.winSatang) / 100)} ฿`,
        ].join('\n');
      },
    }),
};
