import type { IdempotencyService } from '#modules/idempotency/index';
import type { WalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';
import type { BookRepo } from './book/book.repo';
import type { ResultsRepo } from './settlement/results.repo';
import type { TicketRepo } from './ticket/ticket.repo';

/** What the sportsbook's services share (built once in sports.module.ts). */
export type SportsDeps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  book: BookRepo;
  tickets: TicketRepo;
  results: ResultsRepo;
  wallet: Pick<
    WalletService,
    'postTransfers' | 'lockStake' | 'checkStake' | 'postStake' | 'lockAccounts' | 'memberBalancesOf'
  >;
  idempotency: Pick<IdempotencyService, 'claim' | 'store'>;
  /** Sends a fixture's new state to the members watching the board (after commit). */
  pushFixture(operatorId: string, fixtureIds: string[]): void;
  /** Tells a member their ticket changed (accepted, rejected, settled). */
  pushTicket(operatorId: string, memberId: string, ticketId: string): void;
};
