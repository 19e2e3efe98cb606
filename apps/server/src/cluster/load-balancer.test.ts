import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadBalancer, startLoadBalancer } from '../../../../scripts/cluster/load-balancer.mjs';

/**
 * The local load balancer (`scripts/cluster/load-balancer.mjs`) in front of two small real HTTP
 * servers standing for nodes: each answers its own name, and (like the house provider) hands out
 * play tokens at `POST /originals/launch` that only it knows. No database, no Redis.
 */
type Node = { name: string; server: Server; io: SocketServer; url: string; tokens: Set<string> };

const startNode = async (name: string): Promise<Node> => {
  const tokens = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    if (url.pathname === '/api/health') return json(200, { ok: true });
    if (req.method === 'POST' && url.pathname === '/originals/launch') {
      const token = randomBytes(16).toString('base64url');
      tokens.add(token);
      return json(200, { url: `/originals/play/lucky-slot?s=${token}` });
    }
    if (url.pathname.startsWith('/originals/')) {
      const token = req.headers['x-play-token'] ?? url.searchParams.get('s');
      return typeof token === 'string' && tokens.has(token)
        ? json(200, { node: name })
        : json(401, { error: 'SESSION_EXPIRED', node: name });
    }
    return json(200, { node: name, forwardedFor: req.headers['x-forwarded-for'] ?? null });
  });
  const io = new SocketServer(server, { path: '/socket.io' });
  io.on('connection', (socket) => socket.emit('hello', name));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { name, server, io, url: `http://127.0.0.1:${port}`, tokens };
};

const stopNode = async (node: Node) => {
  await node.io.close();
  node.server.closeAllConnections();
  await new Promise((resolve) => node.server.close(resolve));
};

describe('the local load balancer', () => {
  let nodes: Node[];
  let balancer: LoadBalancer;

  beforeAll(async () => {
    nodes = [await startNode('one'), await startNode('two')];
    balancer = await startLoadBalancer({ targets: nodes.map((node) => node.url), healthIntervalMs: 200 });
  });
  afterAll(async () => {
    await balancer?.close();
    for (const node of nodes ?? []) if (node.server.listening) await stopNode(node);
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${balancer.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as { node?: string; forwardedFor?: string } };
  };

  it('spreads requests over the nodes in turn and says who the client is', async () => {
    const seen = [];
    for (let i = 0; i < 6; i += 1) seen.push((await get('/api/v2/lotto/list')).body.node);
    expect(seen.filter((name) => name === 'one')).toHaveLength(3);
    expect(seen.filter((name) => name === 'two')).toHaveLength(3);
    expect((await get('/api/x')).body.forwardedFor).toBe('127.0.0.1');
  });

  it('keeps every /originals call of a launch on the node that made it (query and header)', async () => {
    for (let launch = 0; launch < 4; launch += 1) {
      const res = await fetch(`${balancer.url}/originals/launch`, { method: 'POST', body: '{}' });
      const { url } = (await res.json()) as { url: string };
      const token = new URL(url, balancer.url).searchParams.get('s') as string;
      const owner = nodes.find((node) => node.tokens.has(token))?.name;
      for (let i = 0; i < 4; i += 1) {
        expect(await get(`/originals/play/lucky-slot?s=${token}`)).toEqual({
          status: 200,
          body: { node: owner },
        });
        expect(await get('/originals/api/session', { 'x-play-token': token })).toEqual({
          status: 200,
          body: { node: owner },
        });
      }
    }
  });

  it('passes WebSocket upgrades through to a node', async () => {
    const socket = connectClient(balancer.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
    });
    const hello = await new Promise((resolve, reject) => {
      socket.once('hello', resolve);
      socket.once('connect_error', reject);
    });
    socket.disconnect();
    expect(['one', 'two']).toContain(hello);
  });

  it('keeps Socket.IO long-polling on one node (a cookie names it)', async () => {
    const socket = connectClient(balancer.url, {
      path: '/socket.io',
      transports: ['polling'],
      forceNew: true,
      withCredentials: true,
    });
    const hello = await new Promise((resolve, reject) => {
      socket.once('hello', resolve);
      socket.once('connect_error', reject);
    });
    // Several polls later the session still holds: every one reached the node that has it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.connected).toBe(true);
    socket.disconnect();
    expect(['one', 'two']).toContain(hello);
  });

  it('takes a dead node out: every request then reaches the live one', async () => {
    const [first] = nodes as [Node, Node];
    await stopNode(first);
    const seen = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await get('/api/v2/lotto/list');
      expect(res.status).toBe(200);
      seen.push(res.body.node);
    }
    expect(seen).toEqual(Array(6).fill('two'));
    expect(balancer.status().map((node) => node.healthy)).toEqual([false, true]);
  });
});
