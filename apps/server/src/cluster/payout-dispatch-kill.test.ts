import { randomUUID } from 'node:crypto';
import { AUTO_WITHDRAW_PROMISE_SECONDS, paymentPaths } from '@chokdee/contracts';
import { type RunningSimulatedBank, startSimulatedBank } from '@chokdee/simulated-bank';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutWebhookUrl } from '#adapters/bank-payout/simulated-bank';
import { simulatedBankCredentials } from '#adapters/bank-payout/simulated-bank-credentials';
import { DEMO_OPERATOR_KEY } from '#modules/operator/index';
import { type Database, fromPostgresPool } from '#platform/db/client';
import * as schema from '#platform/db/schema';
import { TEST_JWT_SECRET, testDatabaseUrl } from '#testing/index';
import {
  eventually,
  memberPost,
  payableDemoMembers,
  processDatabase,
  type ServerProcess,
  serverProcess,
} from '#testing/server-process';

const MEMBERS = 6;
/** The test-only wait between an approval's commit and its in-process dispatch: the kill lands in it. */
const DISPATCH_DELAY_MS = 4_000;
const PROMISE_MS = AUTO_WITHDRAW_PROMISE_SECONDS * 1000;

/**
 * A node SIGKILLed right after it committed automatic approvals, before it dispatched them (a
 * test-only delay holds the in-process dispatch; the kill cuts every answer). Restarted, it answers
 * the members' retries (same Idempotency-Keys) from the stored answers — acknowledged — and every one
 * of those withdrawals must be paid, once, within the promise of the restarted node: the sender job's
 * sweep is the only path left. A real `main.ts` process on PostgreSQL, the simulated bank its own
 * server (as a real provider: it outlives the node), webhooks over real HTTP.
 */
describe.runIf(testDatabaseUrl())(
  'an approval whose node dies before it dispatched it (PostgreSQL, real process)',
  () => {
    let database: Awaited<ReturnType<typeof processDatabase>>;
    let server: ServerProcess;
    let bank: RunningSimulatedBank;
    let db: Database;
    const credentials = simulatedBankCredentials(TEST_JWT_SECRET, DEMO_OPERATOR_KEY);

    beforeAll(async () => {
      database = await processDatabase();
      server = await serverProcess({
        DATABASE_URL: database.url,
        TEST_PAYOUT_DISPATCH_DELAY_MS: String(DISPATCH_DELAY_MS),
      });
      bank = await startSimulatedBank({
        transferDelayMs: 1_000,
        verifyDelayMs: 200,
        webhookRetryMs: 250,
        accounts: [{ ...credentials, webhookUrl: payoutWebhookUrl(server.url, DEMO_OPERATOR_KEY) }],
      });
      // The demo seed points the demo operator's payout account at this bank.
      await server.start({ SIMULATED_BANK_URL: bank.url });
      db = fromPostgresPool(new pg.Pool({ connectionString: database.url, max: 4 }));
    }, 240_000);

    afterAll(async () => {
      await server?.close();
      await bank?.close();
      await db?.close();
      await database?.drop();
    }, 60_000);

    const withdrawalsOf = (memberIds: string[]) =>
      db.db
        .select({
          id: schema.withdrawals.id,
          memberId: schema.withdrawals.memberId,
          status: schema.withdrawals.status,
          waitReason: schema.withdrawals.waitReason,
        })
        .from(schema.withdrawals)
        .where(inArray(schema.withdrawals.memberId, memberIds));

    it('every acknowledged withdrawal is paid once, within the promise of the restarted node', async () => {
      const { members } = await payableDemoMembers(db, MEMBERS, 100_000n);
      const memberIds = members.map((member) => member.memberId);
      const withdraw = (token: string, key: string) =>
        memberPost(server.url, token, paymentPaths.withdraw, { amount: '100' }, key);

      // A first withdrawal each while the node runs: their recipients are created and verified; all paid.
      for (const answer of await Promise.all(members.map((member) => withdraw(member.token, randomUUID()))))
        expect(answer).toMatchObject({ status: 'APPROVED' });
      await eventually(
        'the first withdrawals paid',
        async () =>
          (await withdrawalsOf(memberIds)).every((row) => row.status === 'PAID') ? true : undefined,
        60_000,
      );

      // Then one more each; the node is killed once all of them committed, inside the dispatch delay.
      const keys = members.map(() => randomUUID());
      const sent = members.map((member, i) => withdraw(member.token, keys[i] as string));
      const open = await eventually(
        'the second withdrawals committed',
        async () => {
          const rows = (await withdrawalsOf(memberIds)).filter((row) => row.status !== 'PAID');
          return rows.length === MEMBERS ? rows : undefined;
        },
        DISPATCH_DELAY_MS,
      );
      await server.kill('SIGKILL');
      expect((await Promise.all(sent)).filter((answer) => answer !== undefined)).toEqual([]);
      // The worst point: approved, no reason to wait, nothing at the provider.
      expect(open.map((row) => ({ status: row.status, waitReason: row.waitReason }))).toEqual(
        open.map(() => ({ status: 'APPROVED', waitReason: null })),
      );
      const ids = open.map((row) => row.id);
      expect(
        await db.db
          .select({ id: schema.payoutTransfers.id })
          .from(schema.payoutTransfers)
          .where(inArray(schema.payoutTransfers.withdrawalId, ids)),
      ).toEqual([]);

      await server.start();
      const upAt = Date.now();
      // The members' apps send each request again with its key: answered from the stored answer.
      const acknowledged = await Promise.all(
        members.map((member, i) =>
          eventually('the retried answer', () => withdraw(member.token, keys[i] as string), 30_000),
        ),
      );
      expect(acknowledged.map((answer) => answer.withdrawalId).sort()).toEqual([...ids].sort());

      const paidAt = await eventually(
        'every acknowledged withdrawal PAID',
        async () =>
          (await withdrawalsOf(memberIds)).every((row) => row.status === 'PAID') ? Date.now() : undefined,
        PROMISE_MS + 30_000,
      );
      expect(paidAt - upAt).toBeLessThanOrEqual(PROMISE_MS);

      // Once each: one transfer row, one transfer at the bank, one WITHDRAW_PAID posting.
      const rows = await db.db
        .select({ withdrawalId: schema.payoutTransfers.withdrawalId, state: schema.payoutTransfers.state })
        .from(schema.payoutTransfers)
        .where(inArray(schema.payoutTransfers.withdrawalId, ids));
      expect(rows.map((row) => row.withdrawalId).sort()).toEqual([...ids].sort());
      expect(rows.every((row) => row.state === 'PAID')).toBe(true);
      const atBank = bank.bank
        .transfers(credentials.secretKey)
        .filter((transfer) => ids.includes(String(transfer.metadata?.withdrawal_id)));
      expect(atBank.map((transfer) => transfer.metadata?.withdrawal_id).sort()).toEqual([...ids].sort());
      expect(atBank.every((transfer) => transfer.paid)).toBe(true);
      const postings = await db.db
        .select({ causeId: schema.ledgerTransfers.causeId })
        .from(schema.ledgerTransfers)
        .where(
          and(eq(schema.ledgerTransfers.kind, 'WITHDRAW_PAID'), inArray(schema.ledgerTransfers.causeId, ids)),
        );
      expect(postings.map((row) => row.causeId).sort()).toEqual([...ids].sort());
    }, 420_000);
  },
);
