import { IDEMPOTENCY_HEADER, OPERATOR_HEADER, paymentPaths } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  checkLedger,
  fundedMember,
  ownerToken,
  placeBill,
  postFeed,
  registerMember,
  runRoundJob,
  type TestApp,
  testDbKinds,
} from '#testing/index';

/**
 * Every operation of the OpenAPI document, called with generated malformed requests (wrong types,
 * missing and extra fields, huge and control-character strings, bad amounts, path and query junk) as a
 * guest, a member and staff. Always an envelope, never a 5xx, and a refused call writes nothing: the
 * row count of every table (one query) is compared around each operation's calls for a role (a count
 * per call cost more than the calls); where tables changed, the calls are made again with the counts
 * compared around each one, to tell a refused call's write from a successful call's, and a write
 * after only refused calls fails either way. The ledger is checked at the end.
 * Seeded (fast-check), so a failure replays; bounded to about a minute per database kind.
 */

const SEED = 20_261_124;
const ROUND = 'HANOI20261123';
type Role = 'guest' | 'member' | 'staff';
/**
 * Requests per operation and role: most for the role the operation is for (staff on `/api/admin`, a
 * member elsewhere), a few for the others (they are refused at the guard). 89 operations ≈ 4,400 calls.
 */
const runsFor = (path: string, role: Role): number => {
  // The bank feed takes money from outside, signed: it gets the most tries.
  if (path === paymentPaths.bankStatementFeed) return role === 'guest' ? 3 : 60;
  const isAdmin = path.startsWith('/api/admin');
  if (role === 'staff') return isAdmin ? 30 : 3;
  if (role === 'member') return isAdmin ? 3 : 24;
  return isAdmin ? 3 : 10;
};

/**
 * Tables a refused call may legitimately change, and why: a wrong login is counted (that is the
 * throttle), for members and for staff, and so is a guessed coupon code (the redeem throttle counts
 * unknown codes, `coupons.tables.ts`). Idempotent refusals are not stored (they moved nothing).
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['login_failures', 'staff_login_failures', 'coupon_redeem_failures']);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

/** Numbers that JSON.stringify cannot write: placed in the text as they are. */
const RAW_NUMBERS = ['1e400', '-1e400', '92233720368547758.08', '1.001', '-0.01', '0.001', '1e-400'];
const rawMarker = (index: number) => `"__raw_number_${index}__"`;

const junkText = fc.constantFrom(
  '',
  ' ',
  'x',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\u0085',
  'A'.repeat(10_000),
  '🙂'.repeat(300),
  'หวย'.repeat(100),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%FF%FE',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '0812345678',
  '00000000-0000-0000-0000-000000000000',
  '018f0000-0000-7000-8000-000000000000',
  'HANOI20261123',
  '2026-02-30T25:61:00Z',
  '{"a":1}',
);
/** Text a person never types: the text rule refuses every one (NUL used to reach the database). */
const controlText = fc.constantFrom('\u0000', 'a\u0000b', 'ok\u0001', '\u001b[31m', '\u007f', '\u0085x');
const badAmount = fc.oneof(
  fc.constantFrom(
    '1.001',
    '-1',
    '-0.01',
    '0',
    '0.00',
    '1e400',
    '92233720368547758.08',
    '92233720368547758.07',
    '1,000.00',
    ' 5 ',
    '5.',
    '.5',
    'abc',
    '',
  ),
  fc.constantFrom(...RAW_NUMBERS.map((_, index) => ({ rawNumber: index }))),
  fc.constantFrom(-1, 0, 1.001, 1e21, Number.MAX_SAFE_INTEGER, -0.5),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkText,
  badAmount,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(junkText, { maxLength: 3 }),
  fc.dictionary(junkText, junkText, { maxKeys: 3 }),
);

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** Valid values by field name, so a request gets past its schema and reaches the service and database. */
const EXAMPLES: Record<string, fc.Arbitrary<unknown>> = {
  amount: fc.constantFrom('100.00', '5', 20),
  mobileNo: fc.constant('0812345678'),
  userName: fc.constant('0812345678'),
  phone: fc.constant('0812345678'),
  password: fc.constant('secret123'),
  roundCode: fc.constant('HANOI20261123'),
  betType: fc.constant('TWO_TOP'),
  number: fc.constant('12'),
  externalId: fc.uuid(),
  toAccountNumber: fc.constant('1234567890'),
  fromBankCode: fc.constant('KBANK'),
  bankCode: fc.constant('KBANK'),
  fromAccountNumber: fc.constant('xxx-x-x0000-x'),
  fromName: fc.constant('นาย ทดสอบ'),
  transferredAt: fc.constant('2026-11-23T02:59:00.000Z'),
  reason: fc.constant('ทดสอบ'),
};

/** A plausible value for a field (its example, or one the schema's type suggests). */
const plausible = (schema: JsonSchema, depth = 0, name?: string): fc.Arbitrary<unknown> => {
  const example = name ? EXAMPLES[name] : undefined;
  return example ? fc.oneof({ arbitrary: example, weight: 3 }, byType(schema, depth)) : byType(schema, depth);
};

const byType = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return byType(variant, depth);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth + 1);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, depth + 1) : junkValue, { maxLength: 3 });
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 100 }), badAmount);
    case 'boolean':
      return fc.boolean();
    default:
      return schema.format === 'uuid'
        ? fc.uuid()
        : fc.oneof(junkText, badAmount, fc.string({ maxLength: 12 }));
  }
};

/** A field's value: mostly plausible, sometimes junk of any type. */
const fieldValue = (schema: JsonSchema, depth: number, name: string) =>
  fc.oneof({ arbitrary: plausible(schema, depth, name), weight: 4 }, { arbitrary: junkValue, weight: 1 });

/** An object for a schema with fields missing, wrong or extra. */
const objectOf = (schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> => {
  const fields = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.tuple(
        ...fields.map(([name, field]) =>
          fc.option(fieldValue(field, depth, name), { freq: 8, nil: undefined }),
        ),
      ),
      fc.option(fc.tuple(junkText, junkValue), { freq: 3, nil: undefined }),
    )
    .map(([values, extra]) => {
      const object: Record<string, unknown> = {};
      fields.forEach(([name], index) => {
        if (values[index] !== undefined) object[name] = values[index];
      });
      if (extra) object[extra[0] || 'extra'] = extra[1];
      return object;
    });
};

/** A fully valid value for a schema (examples by field name), the base one mutation spoils. */
const valid = (schema: JsonSchema, depth = 0, name?: string): fc.Arbitrary<unknown> => {
  const example = name ? EXAMPLES[name] : undefined;
  if (example) return example;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return valid(variant, depth, name);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const properties = Object.entries(schema.properties ?? {});
  switch (typeOf(schema)) {
    case 'object':
      return depth > 3
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(properties.map(([key, field]) => [key, valid(field, depth + 1, key)])),
          );
    case 'array':
      return fc.array(schema.items ? valid(schema.items, depth + 1) : junkValue, {
        minLength: 1,
        maxLength: 2,
      });
    case 'integer':
    case 'number':
      return fc.integer({ min: 1, max: 20 });
    case 'boolean':
      return fc.boolean();
    default:
      return byType(schema, depth);
  }
};

/** A valid value with exactly one thing wrong: a field junk, missing, or a nested field spoilt. */
const spoilt = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  const properties = Object.entries(schema.properties ?? {});
  if (typeOf(schema) === 'array' && schema.items && depth < 4)
    return fc
      .tuple(spoilt(schema.items, depth + 1), fc.array(valid(schema.items, depth + 1), { maxLength: 2 }))
      .map(([bad, good]) => [...good, bad]);
  if (typeOf(schema) !== 'object' || properties.length === 0 || depth > 3) return junkValue;
  return fc.constantFrom(...properties).chain(([key, field]) =>
    fc
      .tuple(
        valid(schema, depth),
        fc.oneof(
          { arbitrary: junkValue.map((value) => ({ value })), weight: 1 },
          { arbitrary: junkText.map((value) => ({ value })), weight: 2 },
          { arbitrary: controlText.map((value) => ({ value })), weight: 3 },
          { arbitrary: badAmount.map((value) => ({ value })), weight: 2 },
          { arbitrary: fc.constant({ drop: true as const }), weight: 1 },
          {
            arbitrary: spoilt(field, depth + 1).map((value) => ({ value })),
            // Into a nested object or list most of the time: that is where a bad line hides.
            weight: ['object', 'array'].includes(typeOf(field) ?? '') ? 20 : 1,
          },
        ),
      )
      .map(([base, change]) => {
        const object = { ...(base as Record<string, unknown>) };
        if ('drop' in change) delete object[key];
        else object[key] = change.value;
        return object;
      }),
  );
};

/** The body text: for the declared schema, or any junk root; raw numbers written in place. */
const bodyText = (schema: JsonSchema | undefined): fc.Arbitrary<string | undefined> =>
  fc
    .oneof(
      { arbitrary: schema ? spoilt(schema) : fc.constant(undefined), weight: 4 },
      { arbitrary: schema ? objectOf(schema) : fc.constant(undefined), weight: 2 },
      { arbitrary: junkValue, weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    )
    .map((body) => {
      if (body === undefined) return undefined;
      let text = JSON.stringify(body) ?? 'null';
      RAW_NUMBERS.forEach((raw, index) => {
        text = text.replaceAll(`{"rawNumber":${index}}`, raw).replaceAll(rawMarker(index), raw);
      });
      return text;
    });

/** A path parameter: junk, or an id that exists (so a request can get past the lookup). */
const pathValue = (realIds: string[]) =>
  fc.oneof(
    junkText.map((text) => encodeURIComponent(text.slice(0, 40))),
    fc.constantFrom('%00', '%FF%FE', 'A'.repeat(101), '..', '%2e%2e', '%C0%AF', 'x%20y', '-1', '1e400'),
    fc.constantFrom(...realIds).map(encodeURIComponent),
  );

const requestFor = (operation: Operation, realIds: string[]) =>
  fc.record({
    path: fc
      .tuple(...operation.parameters.filter((p) => p.in === 'path').map(() => pathValue(realIds)))
      .map((values) => {
        let index = 0;
        return operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? 'x');
      }),
    query: fc
      .tuple(
        ...operation.parameters
          .filter((p) => p.in === 'query')
          .map((p) =>
            fc.option(
              fc.tuple(
                fc.constant(p.name),
                fc.oneof(junkText, fc.constantFrom('1', '20', 'HANOI', 'PENDING', '2026-11-23')),
              ),
              { nil: undefined },
            ),
          ),
        fc.option(fc.tuple(junkText, junkText), { freq: 6, nil: undefined }),
      )
      .map((pairs) =>
        pairs
          .filter((pair): pair is [string, string] => pair !== undefined)
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value.slice(0, 2000))}`)
          .join('&'),
      ),
    body: bodyText(operation.body),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('short', 'k'.repeat(200))), {
      freq: 5,
      nil: undefined,
    }),
  });

const operationsOf = (document: { paths?: Record<string, Record<string, unknown>> }): Operation[] =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, raw]) => {
        const op = raw as {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        };
        return {
          method: method.toUpperCase(),
          path,
          parameters: op.parameters ?? [],
          body: op.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );

/** The public tables (the schema does not change during the run, so they are read once). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const tableNames = async (t: TestApp): Promise<string[]> =>
  rowsOf<{ table_name: string }>(
    await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
/** Row counts of every table in one query. */
const tableCounts = async (t: TestApp, names: string[]): Promise<Record<string, number>> => {
  const select = names.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ');
  return rowsOf<Record<string, number>>(await t.database.db.execute(sql.raw(`select ${select}`)))[0] ?? {};
};

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);

const isEnvelope = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null || !('status' in body) || !('data' in body)) return false;
  const status = (body as { status: unknown }).status as { code?: unknown; message?: unknown } | null;
  return typeof status?.code === 'number' && typeof status.message === 'string';
};

describe.each(testDbKinds())('API fuzz: every operation, malformed requests (%s)', (kind) => {
  let t: TestApp;
  let operations: Operation[];
  let realIds: string[];
  const tokens: Record<Role, string | undefined> = {
    guest: undefined,
    member: undefined,
    staff: undefined,
  };

  beforeAll(async () => {
    t = await buildTestApp({ kind });
    await runRoundJob(t);
    const member = await registerMember(t);
    tokens.member = await fundedMember(t, member, '1000.00');
    tokens.staff = await ownerToken(t);
    const bill = await placeBill(t, tokens.member, ROUND, [
      { betType: 'TWO_TOP', number: '12', amount: '5' },
    ]);
    if (bill.statusCode !== 200) throw new Error(`bill failed: ${bill.body}`);
    realIds = [
      member.memberId,
      member.phone,
      ROUND,
      bill.json().data.billNo,
      'KBANK',
      'HANOI',
      'TWO_TOP',
      '12',
    ];
    operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every one with the envelope, never a 5xx, and writes nothing when it refuses', async () => {
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const unexplainedWrites: string[] = [];
    const tables = await tableNames(t);
    expect(tables.length).toBeGreaterThan(30);
    const changedSince = (before: Record<string, number>, after: Record<string, number>) =>
      changedTables(before, after).filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
    let counts = await tableCounts(t, tables);
    let calls = 0;
    let callsAgain = 0;

    type Request = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;
    /** Makes one call and checks its answer; returns its status and a description for failures. */
    const call = async (operation: Operation, role: Role, request: Request) => {
      const url = request.query ? `${request.path}?${request.query}` : request.path;
      const token = tokens[role];
      // The bank feed authenticates by signature, not token: signed for member and staff runs.
      const signedFeed = operation.path === paymentPaths.bankStatementFeed && role !== 'guest';
      const res = signedFeed
        ? await postFeed(t, undefined, { raw: request.body ?? '' })
        : await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: {
              [OPERATOR_HEADER]: t.operatorKey,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(request.idempotencyKey ? { [IDEMPOTENCY_HEADER]: request.idempotencyKey } : {}),
              ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.body === undefined ? {} : { payload: request.body }),
          });
      calls += 1;
      const what = `${operation.method} ${url.slice(0, 160)} as ${role} body=${(request.body ?? '').slice(0, 200)}`;
      let body: unknown;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${what} → ${res.body.slice(0, 200)}`);
      else if ((res.statusCode >= 400 || isJson) && !isEnvelope(body))
        failures.push(`not an envelope ${res.statusCode} ${what} → ${res.body.slice(0, 200)}`);
      return { status: res.statusCode, what };
    };

    for (const [opIndex, operation] of operations.entries()) {
      for (const [roleIndex, role] of (['guest', 'member', 'staff'] as const).entries()) {
        // Logging out would end the session the rest of the run uses, and rotating the feed secret
        // would unsign the feed runs: a guest still calls both (and is refused).
        if (role !== 'guest' && /\/(logout|rotate)$/.test(operation.path)) continue;
        const samples = fc.sample(requestFor(operation, realIds), {
          seed: SEED + opIndex * 10 + roleIndex,
          numRuns: runsFor(operation.path, role),
        });
        const answers = [];
        for (const request of samples) answers.push(await call(operation, role, request));
        const after = await tableCounts(t, tables);
        const changed = changedSince(counts, after);
        counts = after;
        if (changed.length === 0) continue;
        // Tables changed: which call wrote is not known (a call that succeeded may write), so the same
        // calls again, with the counts compared around each one.
        const before = unexplainedWrites.length;
        for (const request of samples) {
          const { status, what } = await call(operation, role, request);
          callsAgain += 1;
          const next = await tableCounts(t, tables);
          const wrote = changedSince(counts, next);
          if (status >= 400 && wrote.length > 0)
            unexplainedWrites.push(`${wrote.join(',')} after ${status} ${what}`);
          counts = next;
        }
        // Only refused calls, and a write: a failure even if the calls again (on the changed data) no
        // longer write.
        if (unexplainedWrites.length === before && answers.every((answer) => answer.status >= 400))
          unexplainedWrites.push(
            `${changed.join(',')} after only refused calls of ${operation.method} ${operation.path} as ${role}`,
          );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(unexplainedWrites, unexplainedWrites.join('\n')).toEqual([]);
    expect(calls - callsAgain).toBeGreaterThan(operations.length * 15);
    expect((await checkLedger(t)).ok).toBe(true);
  }, 240_000);
});
