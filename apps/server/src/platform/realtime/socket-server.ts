import type { Server as HttpServer } from 'node:http';
import { OPERATOR_HEADER } from '@chokdee/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { SessionChecker } from '../auth/member-guard';
import type { StaffSessionChecker } from '../auth/staff-guard';
import type { AccessClaims, StaffClaims, StaffTokenService, TokenService } from '../auth/tokens';
import type { OperatorResolver } from '../http/tenant';
import type { Publisher } from './publisher';

/** The path the member app connects to (same port as the API). */
export const SOCKET_PATH = '/socket.io';

export const memberRoom = (memberId: string): string => `member:${memberId}`;
export const staffRoom = (operatorId: string): string => `staff:${operatorId}`;
/** A round's watchers (docs/architecture.md#real-time): round codes are unique per operator only. */
export const roundRoom = (operatorId: string, roundCode: string): string =>
  `round:${operatorId}:${roundCode}`;

/** The error a refused handshake carries (`connect_error` on the client reads its `message`). */
export const SOCKET_UNAUTHORIZED = 'UNAUTHORIZED';

export type RealtimeServer = {
  io: Server;
  /** Stops accepting sockets and disconnects every open one (before the HTTP server closes). */
  disconnectAll(): Promise<void>;
  /** Releases the Redis clients, if any. */
  close(): Promise<void>;
};

/**
 * Socket.IO on the Fastify HTTP server. With `redisUrl` the Redis adapter fans every emit out to
 * the other nodes, so a member connected to node B hears what node A published.
 */
export const createRealtimeServer = async ({
  httpServer,
  redisUrl,
  log,
}: {
  httpServer: HttpServer;
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
}): Promise<RealtimeServer> => {
  // Same origin as the member app (the dev server proxies), so no CORS; the client bundle is not served.
  const io = new Server(httpServer, { path: SOCKET_PATH, serveClient: false });
  const redisClients: Array<{ isOpen: boolean; quit(): Promise<unknown> }> = [];
  if (redisUrl) {
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      // Without a listener a lost connection would crash the process; the client reconnects by itself.
      client.on('error', (err: unknown) => log.error({ err }, 'realtime redis client error'));
      redisClients.push(client);
    }
    await Promise.all([pub.connect(), sub.connect()]);
    // The adapter is typed against redis v4's client generics; v5+ clients work but do not type-check.
    type AdapterClient = Parameters<typeof createAdapter>[0];
    io.adapter(createAdapter(pub as unknown as AdapterClient, sub as unknown as AdapterClient));
  }
  return {
    io,
    async disconnectAll() {
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      await Promise.allSettled(redisClients.filter((client) => client.isOpen).map((client) => client.quit()));
    },
  };
};

/** Services call this after commit; events reach every node through the adapter. */
export const createSocketPublisher = (io: Server): Publisher => ({
  toMember: (memberId, event, payload) => {
    io.to(memberRoom(memberId)).emit(event, payload);
  },
  toStaff: (operatorId, event, payload) => {
    io.to(staffRoom(operatorId)).emit(event, payload);
  },
  toRound: (operatorId, roundCode, event, payload) => {
    io.to(roundRoom(operatorId, roundCode)).emit(event, payload);
  },
});

type SocketData = { member?: AccessClaims; staff?: StaffClaims };

/**
 * This node's own sockets of a room, without the adapter's fan-out to other nodes: for work each node
 * does for its local watchers (the Yeekee board broadcaster, watcher counts).
 */
export type LocalRooms = {
  size(room: string): number;
  emit(room: string, event: string, payload: unknown): void;
};
export const localRooms = (io: Server): LocalRooms => ({
  size: (room) => io.of('/').adapter.rooms.get(room)?.size ?? 0,
  emit: (room, event, payload) => {
    io.local.to(room).emit(event, payload);
  },
});

/** Runs `handle` for every accepted socket, with its member's claims (undefined for a staff socket). */
export const onSocket = (
  io: Server,
  handle: (socket: Socket, member: AccessClaims | undefined) => void,
): void => {
  io.on('connection', (socket) => handle(socket, (socket.data as SocketData).member));
};

const firstString = (value: unknown): string | undefined => {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' && item.trim() ? item.trim() : undefined;
};

/** The hostname of the handshake, without port, lower-cased (as the tenant hook reads it). */
const handshakeHostname = (socket: Socket): string | undefined =>
  firstString(socket.handshake.headers.host)?.toLowerCase().replace(/:\d+$/, '');

/**
 * Member and staff sockets: `auth: { token, operator? }`. The site the socket names — `auth.operator`,
 * else the `x-operator` header, else the hostname — must be the token's. A member token (audience
 * `member`) must verify and its session be active (the member guard's rules): the socket joins
 * `member:{memberId}`. Otherwise, when `staff` is given, a staff token (audience `staff`) with a live
 * staff session of any role joins `staff:{operatorId}` (the back office's dashboard hints). Refused
 * sockets get `connect_error` with message `UNAUTHORIZED`.
 */
export const authenticateMemberSockets = (
  io: Server,
  {
    tokens,
    sessions,
    operators,
    staff,
  }: {
    tokens: TokenService;
    sessions: SessionChecker;
    operators: OperatorResolver;
    staff?: { tokens: StaffTokenService; sessions: StaffSessionChecker };
  },
): void => {
  const checkStaff = async (token: string, operatorId: string): Promise<StaffClaims | undefined> => {
    const claims = staff && (await staff.tokens.verify(token));
    if (!staff || !claims || claims.operatorId !== operatorId) return undefined;
    return (await staff.sessions.activeStaff(claims)) ? claims : undefined;
  };
  io.use((socket, next) => {
    const refuse = () => next(new Error(SOCKET_UNAUTHORIZED));
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const token = firstString(auth.token);
    const operatorKey = firstString(auth.operator) ?? firstString(socket.handshake.headers[OPERATOR_HEADER]);
    const check = async (): Promise<SocketData | undefined> => {
      if (!token) return undefined;
      const hostname = handshakeHostname(socket);
      const operator = operatorKey
        ? await operators.byKey(operatorKey)
        : hostname
          ? await operators.byHostname(hostname)
          : undefined;
      if (!operator) return undefined;
      const claims = await tokens.verify(token);
      if (!claims) {
        const staffClaims = await checkStaff(token, operator.id);
        return staffClaims && { staff: staffClaims };
      }
      if (claims.operatorId !== operator.id) return undefined;
      return (await sessions.isSessionActive(claims)) ? { member: claims } : undefined;
    };
    check().then(
      (data) => {
        if (!data) return refuse();
        Object.assign(socket.data as SocketData, data);
        next();
      },
      () => refuse(),
    );
  });
  io.on('connection', (socket) => {
    const { member, staff: staffClaims } = socket.data as SocketData;
    if (member) void socket.join(memberRoom(member.memberId));
    if (staffClaims) void socket.join(staffRoom(staffClaims.operatorId));
  });
};
