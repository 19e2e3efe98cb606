import type { IdempotencyService } from '#modules/idempotency/index';
import type { WalletService } from '#modules/wallet/index';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import type { Publisher } from '#platform/realtime/publisher';
import type { BillRepo } from './bill/bill.repo';
import type { CatalogueChanges } from './product/catalogue-changes';
import type { ProductRepo } from './product/product.repo';
import type { RoundRepo } from './round/round.repo';

export type LotteryDeps = {
  db: Db;
  clock: Clock;
  publish: Publisher;
  products: ProductRepo;
  rounds: RoundRepo;
  bills: BillRepo;
  wallet: Pick<
    WalletService,
    'postTransfers' | 'memberBalances' | 'debitStake' | 'lockStake' | 'checkStake' | 'postStake'
  >;
  idempotency: Pick<IdempotencyService, 'run' | 'claim' | 'answerInsert'>;
  /** Drops the members' cached catalogue on every node when a write commits (absent: nothing is cached). */
  catalogue?: CatalogueChanges;
};

/** A numeric rate as members read it: "900.0000" → "900", "3.2000" → "3.2". */
export const rateText = (rate: string): string =>
  rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;

/** Baht as the catalogue's placeholders show it ("1", "1.50", "10,000"): contracts' one rule. */
export { bahtText } from '@chokdee/contracts';
