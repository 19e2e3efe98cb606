import { randomUUID } from 'node:crypto';
import { OPERATOR_HEADER, paymentPaths } from '@chokdee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpnPayout } from '#adapters/bank-payout/opn/opn-payout';
import {
  SIMULATED_BANK_MOUNT,
  simulatedBankCredentials,
} from '#adapters/bank-payout/simulated-bank-credentials';
import { DEMO_OPERATOR_KEY } from '#modules/operator/index';
import { openDatabase } from '#platform/db/client';
import * as schema from '#platform/db/schema';
import { TEST_JWT_SECRET } from '#testing/index';
import {
  eventually,
  memberPost,
  registerAndFund,
  type ServerProcess,
  serverProcess,
} from '#testing/server-process';

/** From the transfer's creation until the simulated bank pays it (sent halfway). */
const BANK_DELAY_MS = 6_000;

/**
 * `npm start` killed while the simulated bank it mounts has a transfer in flight, then started again:
 * the bank restores the transfer and its timers (already due), and the process must come up the
 * first time — nothing may call the server's own address before it listens — and the transfer
 * completes: PAID once, at the bank and in the ledger. On the embedded PGlite, `npm start`'s default,
 * whose data dir must reopen after a SIGKILL: the bank's state is a file of its own, the same on
 * either database, and a node on PostgreSQL killed and restarted mid-payout is
 * `payout-dispatch-kill.test.ts`'s.
 */
describe('a restart after a kill with a transfer in flight at the mounted bank (pglite)', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await serverProcess({
      DATABASE_URL: '',
      SIMULATED_BANK: 'true',
      SIMULATED_BANK_DELAY_MS: String(BANK_DELAY_MS),
    });
    await server.start();
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  }, 60_000);

  it('comes up the first time and the transfer completes, paid once', async () => {
    const token = await registerAndFund(server.url, '1000.00');
    const answer = await memberPost(
      server.url,
      token,
      paymentPaths.withdraw,
      { amount: '300' },
      randomUUID(),
    );
    expect(answer).toMatchObject({ status: 'APPROVED' });
    const withdrawalId = answer?.withdrawalId as string;

    const bank = createOpnPayout({
      baseUrl: `${server.url}${SIMULATED_BANK_MOUNT}`,
      ...simulatedBankCredentials(TEST_JWT_SECRET, DEMO_OPERATOR_KEY),
    });
    const atBank = async () =>
      (await bank.listTransfers({ from: new Date(0), to: new Date(Date.now() + 60_000) })).filter(
        (transfer) => transfer.withdrawalId === withdrawalId,
      );
    // Its recipient verified (registration), the withdrawal is sent: the transfer is at the bank, unpaid.
    const inFlight = await eventually('the transfer at the bank', async () => (await atBank())[0], 60_000);
    expect(inFlight.state).not.toBe('PAID');
    await server.kill('SIGKILL');

    // Started again once the bank's timers for it are due: they fire as soon as the bank is restored.
    const due = inFlight.createdAt.getTime() + BANK_DELAY_MS + 500;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    await server.start();

    const history = async () => {
      const res = await fetch(
        `${server.url}${paymentPaths.paymentHistory}?type=WITHDRAW&pageNo=1&pageSize=10`,
        {
          headers: { [OPERATOR_HEADER]: DEMO_OPERATOR_KEY, authorization: `Bearer ${token}` },
        },
      );
      const body = (await res.json()) as { data: { data: Array<{ paymentRef: string; status: string }> } };
      return body.data.data.find((row) => row.paymentRef === answer?.paymentRef)?.status;
    };
    await eventually(
      'the withdrawal PAID',
      async () => ((await history()) === 'PAID' ? true : undefined),
      60_000,
    );
    expect(await atBank()).toMatchObject([{ id: inFlight.id, state: 'PAID', amountSatang: 30_000n }]);

    // Stopped, so the test may open its database (PGlite is one process's): one transfer, one posting.
    await server.kill('SIGTERM');
    const db = await openDatabase({ dataDir: server.dataDir, poolMax: 2 });
    try {
      expect(
        await db.db
          .select({ state: schema.payoutTransfers.state, calls: schema.payoutTransfers.calls })
          .from(schema.payoutTransfers)
          .where(eq(schema.payoutTransfers.withdrawalId, withdrawalId)),
      ).toMatchObject([{ state: 'PAID' }]);
      const paid = await db.db
        .select({ id: schema.ledgerTransfers.id })
        .from(schema.ledgerTransfers)
        .where(
          and(
            eq(schema.ledgerTransfers.causeId, withdrawalId),
            eq(schema.ledgerTransfers.kind, 'WITHDRAW_PAID'),
          ),
        );
      expect(paid).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 420_000);
});
