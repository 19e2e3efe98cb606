import { ambEndpoints, pgsoftEndpoints } from '@chokdee/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  checkLedger,
  type GameMember,
  type GameProviderHarness,
  gameMembers,
  startGameProviders,
  type TestApp,
} from '#testing/index';

/**
 * Signed junk at every adapter endpoint, over HTTP (the API fuzz does not reach these routes: they
 * answer the provider's shape, not the envelope, and are left out of the OpenAPI document). Whatever
 * comes, the answer is the adapter's shape with a 2xx/4xx status, never a 5xx, and the ledger holds.
 * Seeded, so a failure replays.
 */
const SEED = 20_261_124;

const junkAmount = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    1e21,
    1.001,
    Number.MAX_SAFE_INTEGER,
    '-1',
    '1.005',
    '',
    ' ',
    'NaN',
    '1e3',
    null,
    true,
  ),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: 0, max: 2_000 }),
);
const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '\u0000', 'A'.repeat(300), 'หวย'),
);

describe('adapters under signed junk (pglite)', () => {
  let t: TestApp;
  let h: GameProviderHarness;
  let member: GameMember;

  beforeAll(async () => {
    t = await buildTestApp({ kind: 'pglite', modules: ['games'], seedDemo: false });
    h = await startGameProviders(t);
    [member] = (await gameMembers(t, 1, 100_000n, [h.amb, h.pgsoft])) as [GameMember];
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('AMB: always its shape, never a 5xx', async () => {
    const txn = fc.record(
      {
        id: fc.oneof(junkText, fc.uuid()),
        roundId: fc.oneof(junkText, fc.constant('r1')),
        betAmount: junkAmount,
        payoutAmount: junkAmount,
        isEndRound: fc.oneof(fc.boolean(), junkText),
        isSingleState: fc.boolean(),
        skipBalanceUpdate: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record(
        {
          id: fc.oneof(fc.uuid(), junkText),
          productId: fc.oneof(fc.constant('P'), junkText),
          username: fc.oneof(fc.constant(member.username), junkText),
          sessionToken: fc.oneof(fc.constant(member.sessions.get(h.amb.provider.id) ?? ''), junkText),
          txns: fc.oneof(fc.array(txn, { maxLength: 4 }), junkText, fc.constant(null)),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const samples = fc.sample(fc.tuple(fc.constantFrom(...ambEndpoints, 'nope'), body), {
      seed: SEED,
      numRuns: 160,
    });
    const failures: string[] = [];
    for (const [endpoint, value] of samples) {
      const res = await h.amb.client.amb(endpoint, value);
      const ok =
        res.status < 500 &&
        typeof res.json?.statusCode === 'number' &&
        res.json.currency === 'THB' &&
        typeof res.json.balance === 'number';
      if (!ok)
        failures.push(
          `${res.status} ${endpoint} ${JSON.stringify(value).slice(0, 200)} → ${res.text.slice(0, 200)}`,
        );
    }
    for (const raw of ['{', 'null', '[]', '"x"', '{"id":', 'a'.repeat(1000), '']) {
      const res = await h.amb.client.amb('placeBets', undefined, { raw });
      if (res.status !== 400 || res.json?.statusCode !== 40001)
        failures.push(`raw ${raw.slice(0, 20)} → ${res.status} ${res.text.slice(0, 120)}`);
    }
    const wrongType = await h.amb.client.amb(
      'getBalance',
      { id: 'x', productId: 'P', username: member.username },
      { contentType: 'text/plain' },
    );
    if (wrongType.status !== 200 || wrongType.json?.statusCode !== 0)
      failures.push(`text/plain → ${wrongType.text}`);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('PG Soft-like: always {data, error}, never a 5xx', async () => {
    const fields = fc.record(
      {
        player_name: fc.oneof(fc.constant(member.username), junkText),
        operator_player_session: fc.oneof(
          fc.constant(member.sessions.get(h.pgsoft.provider.id) ?? ''),
          junkText,
        ),
        bet_id: junkText,
        transaction_id: fc.oneof(fc.uuid(), junkText),
        bet_amount: junkAmount,
        win_amount: junkAmount,
        transfer_amount: junkAmount,
      },
      { requiredKeys: [] },
    );
    const samples = fc.sample(
      fc.tuple(fc.constantFrom(...pgsoftEndpoints, 'Cash/Nope'), fields, fc.boolean()),
      {
        seed: SEED,
        numRuns: 120,
      },
    );
    const failures: string[] = [];
    for (const [endpoint, value, json] of samples) {
      const form = Object.fromEntries(
        Object.entries(value).map(([name, field]) => [
          name,
          typeof field === 'string' ? field : JSON.stringify(field),
        ]),
      );
      const res = await h.pgsoft.client.pgsoft(endpoint, form, { json });
      const ok = res.status < 500 && res.json !== undefined && 'data' in res.json && 'error' in res.json;
      if (!ok)
        failures.push(
          `${res.status} ${endpoint} ${JSON.stringify(value).slice(0, 200)} → ${res.text.slice(0, 200)}`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('the ledger holds after all of it', async () => {
    expect((await checkLedger(t)).ok).toBe(true);
  });
});
