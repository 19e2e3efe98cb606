import { z } from 'zod';

/**
 * API-Football v3's answers as the adapter reads them (only the fields it uses; others pass). Every
 * answer is the same envelope: `{ get, parameters, errors, results, paging, response: [...] }`, and a
 * refused key or a spent plan is an HTTP 200 whose `errors` is not empty (an object of messages, or
 * an array). Items of `response` are parsed one by one: one odd item is skipped, not the whole answer.
 */
export const envelopeSchema = z.looseObject({
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  paging: z.looseObject({ current: z.number(), total: z.number() }).optional(),
  response: z.array(z.unknown()),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The messages of a non-empty `errors`, or none. */
export const errorsOf = (envelope: Envelope): string[] => {
  const { errors } = envelope;
  if (!errors) return [];
  const values = Array.isArray(errors)
    ? errors
    : Object.entries(errors).map(([key, value]) => `${key}: ${value}`);
  return values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
};

const goals = z.looseObject({ home: z.number().int().nullable(), away: z.number().int().nullable() });
const text = z.union([z.string(), z.number()]).transform(String);

export const fixtureItemSchema = z.looseObject({
  fixture: z.looseObject({
    id: z.number().int(),
    /** Kick-off, Unix seconds. */
    timestamp: z.number().int(),
    periods: z
      .looseObject({ first: z.number().int().nullable(), second: z.number().int().nullable() })
      .nullish(),
    status: z.looseObject({
      short: z.string(),
      elapsed: z.number().int().nullable(),
      extra: z.number().int().nullish(),
    }),
  }),
  league: z.looseObject({ id: z.number().int(), name: z.string(), country: z.string() }),
  teams: z.looseObject({
    home: z.looseObject({ id: z.number().int().nullish(), name: z.string() }),
    away: z.looseObject({ id: z.number().int().nullish(), name: z.string() }),
  }),
  goals,
  score: z.looseObject({ halftime: goals.nullish(), fulltime: goals.nullish() }).nullish(),
  /** Present on live answers: red cards are counted from them. */
  events: z
    .array(
      z.looseObject({
        type: z.string(),
        detail: z.string().nullish(),
        team: z.looseObject({ id: z.number().int().nullish() }).nullish(),
      }),
    )
    .nullish(),
});
export type FixtureItem = z.infer<typeof fixtureItemSchema>;

/** `GET /odds`: a bookmaker's bets, each value written with its line ("Home -0.25", "Over 2.5", "2:1"). */
export const oddsItemSchema = z.looseObject({
  fixture: z.looseObject({ id: z.number().int() }),
  update: z.string(),
  bookmakers: z.array(
    z.looseObject({
      id: z.number().int(),
      name: z.string(),
      bets: z.array(
        z.looseObject({ name: z.string(), values: z.array(z.looseObject({ value: text, odd: text })) }),
      ),
    }),
  ),
});
export type OddsItem = z.infer<typeof oddsItemSchema>;

/** `GET /odds/live`: one price list per fixture, the line apart (`handicap`), with its own bet stop. */
export const liveOddsItemSchema = z.looseObject({
  fixture: z.looseObject({ id: z.number().int() }),
  status: z.looseObject({ stopped: z.boolean(), blocked: z.boolean(), finished: z.boolean() }).nullish(),
  update: z.string(),
  odds: z.array(
    z.looseObject({
      name: z.string(),
      values: z.array(
        z.looseObject({
          value: text,
          odd: text,
          handicap: text.nullish(),
          main: z.boolean().nullish(),
          suspended: z.boolean().nullish(),
        }),
      ),
    }),
  ),
});
export type LiveOddsItem = z.infer<typeof liveOddsItemSchema>;

/** The items of `response` that match `schema`. */
export const itemsOf = <T>(envelope: Envelope, schema: z.ZodType<T>): T[] =>
  envelope.response.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
