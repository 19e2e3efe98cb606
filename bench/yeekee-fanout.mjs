// Budget (issue 11): fan-out of the Yeekee board to 1,000 connected sockets in one round room — a
// shot accepted → on every screen, p99 ≤ 200 ms.
//
// The real server on a fresh PostgreSQL database (see lib/yeekee.mjs): `--watchers` members hold
// `--sockets` Socket.IO connections between them (several tabs each), every one joined to the round
// (`yeekee.join`). `--shooters` other members shoot through the API at `--rate` shots a second in all
// for `--duration` seconds. Each socket notes, for every shot in every `yeekee.board` delta, the time
// from the shot's `receivedAt` (the server's receive time: the same machine's clock) to the delta's
// arrival. The verdict is the p99 of those (shot, socket) latencies, with every accepted shot
// delivered to every socket (a delta carries at most 40 shots: at this rate each holds a few).
//
//   node bench/yeekee-fanout.mjs [--sockets 1000] [--watchers 50] [--shooters 20] [--rate 20] [--duration 10]
//                                [--wait-quiet <min>] [--json] [--strict]
import { randomInt } from 'node:crypto';
import { io as connectClient } from 'socket.io-client';
import { call, OPERATOR_KEY } from './lib/chokdee.mjs';
import { machine, sleep, table } from './lib/common.mjs';
import { createYeekeeBench, waitQuietIf, yeekeeBenchArgs } from './lib/yeekee.mjs';

const BUDGET_P99_MS = 200;
const ROUND_CODE = 'YKBENCH2026010102';

const { settings, adminUrl, waitQuietMinutes, json, strict } = yeekeeBenchArgs({
  sockets: 1000,
  watchers: 50,
  shooters: 20,
  rate: 20,
  duration: 10,
});
const bench = createYeekeeBench(adminUrl);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A socket of `token` joined to the round; `onShot(seq, latencyMs)` for every shot of every delta. */
const watch = (base, token, onShot) =>
  new Promise((resolve, reject) => {
    const socket = connectClient(base, {
      path: '/socket.io',
      auth: { token, operator: OPERATOR_KEY },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.on('yeekee.board', (delta) => {
      const now = Date.now();
      for (const shot of delta.shots) onShot(shot.seq, now - Date.parse(shot.receivedAt));
    });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emitWithAck('yeekee.join', { roundCode: ROUND_CODE })
        .then(
          (ack) => (ack.ok ? resolve(socket) : reject(new Error(`join refused: ${JSON.stringify(ack)}`))),
          reject,
        );
    });
  });

const main = async () => {
  const facts = await machine();
  console.log(
    `Yeekee board fan-out: ${facts.cpus} CPUs (${facts.cpuModel}), Node ${facts.node}; ${settings.sockets} sockets of ${settings.watchers} members in one room, ${settings.rate} shots/s from ${settings.shooters} members for ${settings.duration} s; budget p99 ≤ ${BUDGET_P99_MS} ms from the shot's receipt to every screen\n`,
  );
  await waitQuietIf(waitQuietMinutes);
  const { base, members } = await bench.setUp({
    members: settings.watchers + settings.shooters,
    roundCode: ROUND_CODE,
  });
  const watchers = members.slice(0, settings.watchers);
  const shooters = members.slice(settings.watchers);

  const latencies = [];
  const deliveries = new Map();
  const onShot = (seq, ms) => {
    latencies.push(ms);
    deliveries.set(seq, (deliveries.get(seq) ?? 0) + 1);
  };
  const sockets = [];
  for (let i = 0; i < settings.sockets; i += 50) {
    const batch = Array.from({ length: Math.min(50, settings.sockets - i) }, (_, k) =>
      watch(base, watchers[(i + k) % watchers.length].token, onShot),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  console.log(`Server up; ${sockets.length} sockets joined round ${ROUND_CODE}.\n`);

  const accepted = [];
  const refused = new Map();
  const shots = [];
  const gapMs = 1000 / settings.rate;
  const started = performance.now();
  for (let n = 0; performance.now() - started < settings.duration * 1000; n += 1) {
    const shooter = shooters[n % shooters.length];
    shots.push(
      call(base, 'POST', `/api/v2/lotto/yeekee/rounds/${ROUND_CODE}/shots`, {
        token: shooter.token,
        body: { number: String(randomInt(0, 100_000)).padStart(5, '0') },
      }).then((res) => {
        if (res.status === 200) accepted.push(res.json.data.seq);
        else refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
      }),
    );
    const next = started + (n + 1) * gapMs;
    await sleep(Math.max(0, next - performance.now()));
  }
  await Promise.all(shots);
  await sleep(2_000);
  for (const socket of sockets) socket.disconnect();

  const sorted = [...latencies].sort((a, b) => a - b);
  const expected = accepted.length * sockets.length;
  const missing = accepted.reduce((sum, seq) => sum + (sockets.length - (deliveries.get(seq) ?? 0)), 0);
  const p50 = percentile(sorted, 50) ?? Number.NaN;
  const p99 = percentile(sorted, 99) ?? Number.NaN;
  console.log(
    table(
      ['sockets', 'shots accepted', 'refused', 'deliveries', 'missing', 'p50 ms', 'p99 ms', 'max ms'],
      [
        [
          String(sockets.length),
          String(accepted.length),
          [...refused].map(([status, n]) => `HTTP ${status}: ${n}`).join(', ') || 'none',
          `${latencies.length} of ${expected}`,
          String(missing),
          String(p50),
          String(p99),
          String(sorted.at(-1) ?? Number.NaN),
        ],
      ],
    ),
  );
  const pass = missing === 0 && accepted.length > 0 && p99 <= BUDGET_P99_MS;
  if (json)
    console.log(JSON.stringify({ settings, accepted: accepted.length, expected, missing, p50, p99, pass }));
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: shot → ${sockets.length} screens p99 ${p99} ms, ${missing} deliveries missing`,
  );
  return pass;
};

bench.run(main, strict);
