// A small HTTP/WebSocket load balancer for running several Chokdee nodes on one machine
// (`npm run start:cluster`, the multi-node tests, the two-node spike bench). Plain node:http, no
// dependency: round robin over the healthy nodes, WebSocket upgrades passed through as raw sockets,
// and two kinds of stickiness the application needs (docs/operations.md, "The load balancer"):
//
// - `/originals/*`: the house game provider keeps a launch's play state in memory on the node that
//   made it. A launch (`POST /originals/launch`, called by the platform through this balancer)
//   answers `{url: "/originals/play/<game>?s=<token>"}`; the balancer reads that token off the answer
//   and sends every later request carrying it (`?s=` on the page, `x-play-token` on its API calls) to
//   the same node.
// - `/socket.io/*`: Socket.IO's long-polling fallback must reach the node that holds its session id,
//   so the first answer sets a cookie naming the node and later requests follow it.
//
// A node that fails its health check (`GET /api/health`, every second) or refuses a connection is
// taken out until it answers again; a request refused at connect time (nothing reached the node) is
// retried on the next node. A request cut after it was sent is answered 502: the caller retries it
// with its Idempotency-Key, as after any network failure.
import http from 'node:http';
import net from 'node:net';

const MAX_BODY_BYTES = 1024 * 1024;
const STICKY_LIMIT = 200_000;
/** How long an idle play token stays pinned (the originals' session idle expiry). */
const STICKY_TTL_MS = 2 * 60 * 60 * 1000;
const NODE_COOKIE = 'chokdee_node';
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

const unavailable = JSON.stringify({
  status: { code: 9000, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  data: null,
});

const queryParam = (url, name) => {
  const at = url.indexOf('?');
  if (at < 0) return undefined;
  return new URLSearchParams(url.slice(at + 1)).get(name) ?? undefined;
};

const cookieOf = (req, name) => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
};

/**
 * The default sticky key: the originals play token (`x-play-token`, or `?s=` on the page). Answers
 * undefined for every other request (round robin).
 */
export const originalsSession = (req) => {
  const url = req.url ?? '';
  if (!url.startsWith('/originals/')) return undefined;
  const header = req.headers['x-play-token'];
  return (typeof header === 'string' && header !== '' ? header : queryParam(url, 's')) || undefined;
};

const clientAddress = (req) => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/** The headers sent to the node: hop-by-hop ones dropped, X-Forwarded-* added. */
const forwardHeaders = (req, { keepUpgrade = false } = {}) => {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!keepUpgrade && HOP_BY_HOP.has(name)) continue;
    headers[name] = value;
  }
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${clientAddress(req)}` : clientAddress(req);
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host;
  return headers;
};

/**
 * Starts the balancer. `targets`: the nodes' base URLs (`http://127.0.0.1:3001`). `sticky(req)`: a key
 * that pins a request to one node (default: the originals play token); a key seen first is pinned to
 * the node round robin picks, unless a launch answer already pinned it.
 */
export const startLoadBalancer = async ({
  port = 0,
  host = '127.0.0.1',
  targets,
  sticky = originalsSession,
  healthPath = '/api/health',
  healthIntervalMs = 1000,
}) => {
  if (!targets?.length) throw new Error('startLoadBalancer: no targets');
  const nodes = targets.map((target, index) => {
    const url = new URL(target);
    return { index, url: target, hostname: url.hostname, port: Number(url.port || 80), healthy: true };
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  /** sticky key → { node index, last use }: insertion order is age (touched keys are re-inserted). */
  const pinned = new Map();
  let next = 0;

  const pin = (key, index) => {
    pinned.delete(key);
    pinned.set(key, { index, at: Date.now() });
    if (pinned.size > STICKY_LIMIT) pinned.delete(pinned.keys().next().value);
  };

  /** The healthy nodes in round-robin order, starting at the next one; `first` (if healthy) goes first. */
  const candidates = (first) => {
    const start = next;
    next = (next + 1) % nodes.length;
    const order = nodes
      .map((_, i) => nodes[(start + i) % nodes.length])
      .filter((node) => node.healthy && node.index !== first?.index);
    return first?.healthy ? [first, ...order] : order;
  };

  /** The node a request is pinned to, if any (a sticky key, or the Socket.IO cookie). */
  const pinnedNode = (req) => {
    const url = req.url ?? '';
    if (url.startsWith('/socket.io/')) {
      const index = Number(cookieOf(req, NODE_COOKIE));
      return Number.isInteger(index) ? nodes[index] : undefined;
    }
    const key = sticky(req);
    if (!key) return undefined;
    const entry = pinned.get(key);
    if (entry && Date.now() - entry.at < STICKY_TTL_MS && nodes[entry.index]?.healthy) {
      pin(key, entry.index);
      return nodes[entry.index];
    }
    const [chosen] = candidates();
    if (chosen) pin(key, chosen.index);
    return chosen;
  };

  const markDown = (node) => {
    node.healthy = false;
  };

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      req.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          reject(Object.assign(new Error('body too large'), { status: 413 }));
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  /** One attempt on `node`: resolves with the node's response, rejects with the error and whether anything was sent. */
  const send = (node, req, body) =>
    new Promise((resolve, reject) => {
      const headers = forwardHeaders(req);
      headers['content-length'] = String(body.length);
      const upstream = http.request({
        hostname: node.hostname,
        port: node.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      });
      let connected = false;
      upstream.on('socket', (socket) => {
        if (!socket.connecting) connected = true;
        else socket.once('connect', () => (connected = true));
      });
      upstream.on('response', resolve);
      upstream.on('error', (error) => reject(Object.assign(error, { sent: connected })));
      upstream.end(body);
    });

  const isLaunch = (req) => req.method === 'POST' && (req.url ?? '').split('?')[0] === '/originals/launch';

  const handle = async (req, res) => {
    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      res.writeHead(error.status ?? 400).end();
      return;
    }
    const first = pinnedNode(req);
    const tried = new Set();
    for (const node of candidates(first)) {
      if (tried.has(node.index)) continue;
      tried.add(node.index);
      let upstream;
      try {
        upstream = await send(node, req, body);
      } catch (error) {
        // Refused (or reset on a reused idle socket before the request went out): nothing reached the node.
        if (error.code === 'ECONNREFUSED' || (!error.sent && error.code === 'ECONNRESET')) {
          if (error.code === 'ECONNREFUSED') markDown(node);
          continue;
        }
        markDown(node);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(unavailable);
        return;
      }
      const headers = { ...upstream.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      if ((req.url ?? '').startsWith('/socket.io/') && cookieOf(req, NODE_COOKIE) !== String(node.index)) {
        const cookie = `${NODE_COOKIE}=${node.index}; Path=/socket.io; HttpOnly; SameSite=Lax`;
        headers['set-cookie'] = [...[headers['set-cookie'] ?? []].flat(), cookie];
      }
      if (isLaunch(req) && upstream.statusCode === 200) {
        // Small JSON: read it whole, pin its play token to this node, then answer it unchanged.
        const chunks = [];
        upstream.on('data', (chunk) => chunks.push(chunk));
        upstream.on('end', () => {
          const raw = Buffer.concat(chunks);
          try {
            const token = queryParam(JSON.parse(raw.toString('utf8')).url ?? '', 's');
            if (token) pin(token, node.index);
          } catch {
            // Not the launch answer we know: pass it on unpinned.
          }
          res.writeHead(upstream.statusCode, headers).end(raw);
        });
        upstream.on('error', () => res.destroy());
        return;
      }
      res.writeHead(upstream.statusCode ?? 502, headers);
      upstream.pipe(res);
      upstream.on('error', () => res.destroy());
      return;
    }
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end(unavailable);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });

  server.on('upgrade', (req, client, head) => {
    const [node] = candidates(pinnedNode(req));
    if (!node) {
      client.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect(node.port, node.hostname, () => {
      const headers = forwardHeaders(req, { keepUpgrade: true });
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of [value].flat()) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.setNoDelay(true);
    client.setNoDelay?.(true);
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') markDown(node);
      client.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });

  const checkOne = (node) =>
    new Promise((resolve) => {
      const req = http.get(
        { hostname: node.hostname, port: node.port, path: healthPath, timeout: 2000 },
        (res) => {
          res.resume();
          node.healthy = res.statusCode === 200;
          resolve();
        },
      );
      req.on('timeout', () => req.destroy(new Error('health check timed out')));
      req.on('error', () => {
        node.healthy = false;
        resolve();
      });
    });
  let checking = false;
  const healthTimer = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(nodes.map(checkOne)).finally(() => (checking = false));
  }, healthIntervalMs);
  healthTimer.unref();

  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    port: address.port,
    /** Each node's health as the balancer last saw it. */
    status: () => nodes.map(({ url: nodeUrl, healthy }) => ({ url: nodeUrl, healthy })),
    /** Checks every node now (the timer does it every `healthIntervalMs`). */
    checkHealth: () => Promise.all(nodes.map(checkOne)),
    async close() {
      clearInterval(healthTimer);
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
};
