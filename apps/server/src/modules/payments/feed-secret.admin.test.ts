import { createHash } from 'node:crypto';
import { errorCatalogue, financeAdminPaths, type StaffRoleName } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorRepo } from '#modules/operator/index';
import {
  auditRows,
  buildTestApp,
  call,
  postFeed,
  staffTokens,
  statementLine,
  statusOf,
  TEST_FEED_SECRET,
  type TestApp,
  testDbKinds,
} from '#testing/index';
import { createPaymentsRepo, seedDemoPayments } from './index';

const fingerprint = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(-4);

describe.each(testDbKinds())('bank-feed secret rotation (%s)', (kind) => {
  let t: TestApp;
  let tokens: Record<StaffRoleName, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['payments'] });
    tokens = await staffTokens(t);
  });
  afterAll(() => t.close());

  const status = (role: StaffRoleName) =>
    call(t, { method: 'GET', url: financeAdminPaths.feedSecret, token: tokens[role] });
  const rotate = (role: StaffRoleName) =>
    call(t, { url: financeAdminPaths.feedSecretRotate, token: tokens[role] });
  const feedResult = async (secret: string) => {
    const res = await postFeed(
      t,
      { lines: [statementLine({ fromAccountNumber: 'xxx-x-x0001-x' })] },
      { secret },
    );
    return res.statusCode === 200 ? res.json().data.lines[0].result : statusOf(res).code;
  };

  it('shows whether a secret is set and its fingerprint, never the secret; finance reads, support cannot', async () => {
    const res = await status('finance');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      isSet: true,
      source: 'CONFIG',
      rotatedAt: null,
      fingerprint: fingerprint(TEST_FEED_SECRET),
    });
    expect(res.body).not.toContain(TEST_FEED_SECRET);
    expect((await status('support')).statusCode).toBe(403);
    expect((await status('lottery')).statusCode).toBe(403);
  });

  it('lets only the owner rotate; the new secret is answered once and works at once, the old one stops', async () => {
    for (const role of ['finance', 'support', 'lottery'] as const)
      expect((await rotate(role)).statusCode).toBe(403);
    expect(await feedResult(TEST_FEED_SECRET)).toBe('UNMATCHED');

    const res = await rotate('owner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { secret, fingerprint: shown, rotatedAt } = res.json().data;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shown).toBe(fingerprint(secret));
    expect(rotatedAt).toBe(t.clock.now().toISOString());

    expect(await feedResult(secret)).toBe('UNMATCHED');
    expect(await feedResult(TEST_FEED_SECRET)).toBe(errorCatalogue.FEED_SIGNATURE_INVALID.code);

    const after = await status('owner');
    expect(after.json().data).toEqual({ isSet: true, source: 'ROTATED', rotatedAt, fingerprint: shown });
    expect(after.body).not.toContain(secret);

    const [audit] = await auditRows(t, 'feed_secret.rotate', t.operatorId);
    expect([audit?.before, audit?.after]).toEqual([
      { fingerprint: fingerprint(TEST_FEED_SECRET) },
      { fingerprint: shown },
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('keeps a rotated secret when the server starts again with DEMO_BANK_FEED_SECRET set', async () => {
    const { secret } = (await rotate('owner')).json().data;
    const operators = createOperatorRepo();
    await seedDemoPayments({
      db: t.database.db,
      repo: createPaymentsRepo(),
      clock: t.clock,
      operatorId: t.operatorId,
      bankIdOf: async (code) => (await operators.findBankByCode(t.database.db, code))?.id,
      feedSecret: TEST_FEED_SECRET,
      generateSecret: () => 'unused-generated-secret-000000000',
      announce: () => undefined,
    });
    expect(await feedResult(secret)).toBe('UNMATCHED');
    expect(await feedResult(TEST_FEED_SECRET)).toBe(errorCatalogue.FEED_SIGNATURE_INVALID.code);
    expect(await auditRows(t, 'feed_secret.rotate', t.operatorId)).toHaveLength(2);
  });
});
