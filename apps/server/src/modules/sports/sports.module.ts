import { sportsSocketEvents } from '@chokdee/contracts';
import type { Socket } from 'socket.io';
import type { SportsFeed } from '#adapters/sports-feed/sports-feed';
import type { IdempotencyService } from '#modules/idempotency/index';
import type { WalletService } from '#modules/wallet/index';
import type { Platform, ServerModule } from '#platform/module';
import type { Task } from '#platform/scheduler/scheduler';
import { sportsAuditNamers } from './audit-names.repo';
import { createBoardService } from './book/board.service';
import { createBookRepo } from './book/book.repo';
import { deskRoutes } from './desk/desk.routes';
import { createDeskService } from './desk/desk.service';
import { createFeedIngest } from './feed/feed-ingest';
import { createResultsRepo } from './settlement/results.repo';
import { createSportsSettlement } from './settlement/settlement';
import type { SportsDeps } from './sports.deps';
import { sportsRoutes } from './sports.routes';
import { createTicketRepo } from './ticket/ticket.repo';
import { createTicketService } from './ticket/ticket.service';

export type SportsModuleDeps = {
  wallet: WalletService;
  idempotency: IdempotencyService;
  staffNames(operatorId: string): Promise<Map<string, string>>;
  listOperatorIds(): Promise<string[]>;
  /** The feed the book takes fixtures and prices from; undefined: fixtures by hand only. */
  feed: SportsFeed | undefined;
};

/** The Socket.IO room of one site's board watchers. */
export const sportsRoom = (operatorId: string) => `sports:${operatorId}`;

/** How often the jobs run: the feed is polled every second, live tickets decided twice a second. */
export const SPORTS_FEED_EVERY_MS = 1000;
export const SPORTS_DECIDE_EVERY_MS = 500;
export const SPORTS_SETTLE_EVERY_MS = 1000;

/**
 * The house sportsbook (docs/modules/sportsbook.md): the board and the feed (`book/`, `feed/`), tickets
 * and live bets (`ticket/`), settlement and revisions (`settlement/`), the trader's desk (`desk/`). Its
 * stakes and returns reach turnover, cashback, referral, VIP and missions as SPORTS rounds of the
 * house (`game.round_settled`), like provider games.
 */
export const createSportsModule = (platform: Platform, moduleDeps: SportsModuleDeps) => {
  const { db, clock, publish, audit, realtime, log } = platform;
  const book = createBookRepo();
  const ticketRepo = createTicketRepo();
  const results = createResultsRepo();
  const board = createBoardService({ db, clock, book });
  let ticketService: ReturnType<typeof createTicketService> | undefined;
  const deps: SportsDeps = {
    db,
    clock,
    publish,
    book,
    tickets: ticketRepo,
    results,
    wallet: moduleDeps.wallet,
    idempotency: moduleDeps.idempotency,
    pushFixture(operatorId, fixtureIds) {
      for (const id of fixtureIds)
        board
          .view(operatorId, id)
          .then((view) => {
            if (view) realtime.io.to(sportsRoom(operatorId)).emit(sportsSocketEvents.fixture, view);
          })
          .catch((err: unknown) => log.error({ err, fixtureId: id }, 'sports fixture push failed'));
    },
    pushTicket(operatorId, memberId, ticketId) {
      ticketService
        ?.one(operatorId, memberId, ticketId)
        .then((view) => publish.toMember(memberId, sportsSocketEvents.ticket, view))
        .catch((err: unknown) => log.error({ err, ticketId }, 'sports ticket push failed'));
    },
  };
  const tickets = createTicketService(deps);
  ticketService = tickets;
  const settlement = createSportsSettlement(deps);
  const desk = createDeskService({ ...deps, audit, staffNames: moduleDeps.staffNames });
  const ingest = createFeedIngest({ db, book });
  const { feed } = moduleDeps;

  const feedTask: Task = {
    key: 'sports-feed',
    everyMs: SPORTS_FEED_EVERY_MS,
    async tick(_database, jobClock) {
      if (!feed) return {};
      let applied = 0;
      for (const operatorId of await moduleDeps.listOperatorIds()) {
        const done = await ingest.pollOnce(feed, operatorId, jobClock);
        applied += done.applied;
        if (done.changed.length > 0) deps.pushFixture(operatorId, done.changed);
      }
      return applied > 0 ? { result: { applied } } : {};
    },
  };
  const decideTask: Task = {
    key: 'sports-decide',
    everyMs: SPORTS_DECIDE_EVERY_MS,
    async tick(database, jobClock) {
      const due = await ticketRepo.due(database, jobClock.now(), 200);
      let decided = 0;
      for (const ticket of due)
        if ((await tickets.decide(ticket.operatorId, ticket.id)) !== 'SKIPPED') decided += 1;
      return decided > 0 ? { result: { decided } } : {};
    },
  };
  let prunedAt = 0;
  const settleTask: Task = {
    key: 'sports-settle',
    everyMs: SPORTS_SETTLE_EVERY_MS,
    async tick(database, jobClock) {
      await ingest.voidPostponed(jobClock.now());
      if (jobClock.now().getTime() - prunedAt >= 3_600_000) {
        prunedAt = jobClock.now().getTime();
        await ingest.prunePrices(jobClock.now());
      }
      let moved = 0;
      for (const fixture of await settlement.dueFixtures(database)) {
        moved += await settlement.settleFixture(fixture.operatorId, fixture.id);
        deps.pushFixture(fixture.operatorId, [fixture.id]);
      }
      return moved > 0 ? { result: { tickets: moved } } : {};
    },
  };

  return {
    name: 'sports',
    auditNamers: sportsAuditNamers,
    api: { board, tickets, settlement, desk, ingest, jobs: { feedTask, decideTask, settleTask } },
    jobs: [feedTask, decideTask, settleTask],
    sockets: (socket: Socket, member) => {
      const answer = (ack: unknown, ok: boolean) => {
        if (typeof ack === 'function') ack({ ok });
      };
      socket.on(sportsSocketEvents.join, (_payload: unknown, ack: unknown) => {
        if (!member) return answer(ack, false);
        Promise.resolve(socket.join(sportsRoom(member.operatorId))).then(
          () => answer(ack, true),
          () => answer(ack, false),
        );
      });
      socket.on(sportsSocketEvents.leave, (_payload: unknown, ack: unknown) => {
        if (!member) return answer(ack, false);
        Promise.resolve(socket.leave(sportsRoom(member.operatorId))).then(
          () => answer(ack, true),
          () => answer(ack, false),
        );
      });
    },
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(sportsRoutes, { board, tickets, guard });
      await site.register(deskRoutes, { desk, requireStaff });
    },
  } satisfies ServerModule<'sports'>;
};
export type SportsModule = ReturnType<typeof createSportsModule>;
