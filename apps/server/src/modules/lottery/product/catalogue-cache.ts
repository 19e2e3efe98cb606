import type { Envelope, LottoList, LottoResultsPage, RoundDetail } from '@chokdee/contracts';
import type { InvalidationBus } from '#platform/cache/invalidation-bus';
import { createReadCache } from '#platform/cache/read-cache';
import type { Clock } from '#platform/clock';
import { ok } from '#platform/http/envelope';
import { CATALOGUE_TOPIC, EVERY_OPERATOR } from './catalogue-changes';
import type { ProductService, RoundDetailSource } from './product.service';

export {
  CATALOGUE_TOPIC,
  type CatalogueChanges,
  catalogueChanges,
  EVERY_OPERATOR,
} from './catalogue-changes';

/**
 * The safety net: an entry is served at most this long (by the server clock) even when no write
 * invalidated it. Every write we know of invalidates at commit; this bounds the ones we do not.
 */
export const CATALOGUE_TTL_MS = 1_000;

type Key =
  | { kind: 'list'; operatorId: string }
  | { kind: 'results'; operatorId: string; productCode: string | undefined; pageNo: number; pageSize: number }
  | { kind: 'round'; operatorId: string; roundCode: string };

/** The earliest `closeAt` among the list's current rounds: the list answers differently from then on. */
const listChangesAt = (list: LottoList): number => {
  let at = Number.POSITIVE_INFINITY;
  for (const product of list.data)
    if (product.currentRound) at = Math.min(at, Date.parse(product.currentRound.closeAt));
  return at;
};

/**
 * The catalogue members read (lotto list, results, a round's detail) answered from a per-node cache
 * per operator and query: the same for every member, so a burst of identical reads costs one database
 * read (concurrent misses share one load). Every write that changes it publishes `CATALOGUE_TOPIC` at
 * commit; the lotto list also expires the moment one of its current rounds closes (its current round
 * is chosen by the clock), and every entry after `CATALOGUE_TTL_MS` at most. The answers are cached as
 * their envelopes, so `memoSerializer` serializes each once. An OPEN round's detail reads the
 * round's exposures at answer time (they change with every bill).
 */
export const createCatalogueCache = (options: {
  service: ProductService;
  bus: InvalidationBus;
  clock: Clock;
  ttlMs?: number;
  max?: number;
}) => {
  const { service, bus, clock } = options;
  const ttl = options.ttlMs ?? CATALOGUE_TTL_MS;
  const now = () => clock.now().getTime();
  type Value = Envelope<LottoList> | Envelope<LottoResultsPage> | RoundDetailSource;
  const cache = createReadCache<string, { key: Key; value: Value }>({
    async load(text) {
      const key = JSON.parse(text) as Key;
      switch (key.kind) {
        case 'list':
          return { key, value: ok(await service.listProducts(key.operatorId)) };
        case 'results':
          return {
            key,
            value: ok(
              await service.listResults(key.operatorId, {
                ...(key.productCode === undefined ? {} : { productCode: key.productCode }),
                pageNo: key.pageNo,
                pageSize: key.pageSize,
              }),
            ),
          };
        case 'round':
          return { key, value: await service.roundDetailSource(key.operatorId, key.roundCode) };
      }
    },
    tagOf: (text) => (JSON.parse(text) as Key).operatorId,
    ttlMs: ({ key, value }, at) =>
      key.kind === 'list' ? Math.min(ttl, listChangesAt((value as Envelope<LottoList>).data) - at) : ttl,
    max: options.max ?? 5_000,
    now,
  });
  bus.subscribe(CATALOGUE_TOPIC, (operatorIds) => {
    if (operatorIds.includes(EVERY_OPERATOR)) cache.clear();
    else cache.invalidate(operatorIds);
  });
  bus.onReset(() => cache.clear());

  const get = async (key: Key) => (await cache.get(JSON.stringify(key))).value;
  const detailEnvelopes = new WeakMap<RoundDetailSource, Envelope<RoundDetail>>();
  return {
    async list(operatorId: string) {
      return (await get({ kind: 'list', operatorId })) as Envelope<LottoList>;
    },
    async results(
      operatorId: string,
      query: { productCode?: string | undefined; pageNo: number; pageSize: number },
    ) {
      const { productCode, pageNo, pageSize } = query;
      return (await get({
        kind: 'results',
        operatorId,
        productCode,
        pageNo,
        pageSize,
      })) as Envelope<LottoResultsPage>;
    },
    async round(operatorId: string, roundCode: string): Promise<Envelope<RoundDetail>> {
      const source = (await get({ kind: 'round', operatorId, roundCode })) as RoundDetailSource;
      if (source.exposures === null) return ok(await service.roundDetailOf(source));
      const known = detailEnvelopes.get(source);
      if (known) return known;
      const envelope = ok(await service.roundDetailOf(source));
      detailEnvelopes.set(source, envelope);
      return envelope;
    },
    get size() {
      return cache.size;
    },
  };
};
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * A route serializer that serializes one answer object once: the cached envelopes above are the same
 * object on every hit, so the route's own (zod) serializer runs once per cache fill and every hit sends
 * the very same bytes. Objects it has not seen go through the route's serializer as before.
 */
type Serializer = (data: unknown) => string;

export const memoSerializer =
  (compile: (route: unknown) => Serializer) =>
  (route: unknown): Serializer => {
    const serialize = compile(route);
    const done = new WeakMap<object, string>();
    return (data) => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      const known = done.get(data);
      if (known !== undefined) return known;
      const text = serialize(data);
      done.set(data, text);
      return text;
    };
  };
