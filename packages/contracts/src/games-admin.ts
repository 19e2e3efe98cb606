import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import {
  adminGameRoundSchema,
  adminGameRoundsQuerySchema,
  adminGameTxnSchema,
  gameCategories,
  gameGgrQuerySchema,
  gameTxnKinds,
} from './games';
import { moneySchema } from './money';

/**
 * The back office's reads of provider games (docs/modules/games.md), beside the staff schemas of
 * `games.ts`: the pages the list calls answer, the stuck-round threshold, and the range checks.
 */

/**
 * A round still OPEN this many minutes after its first bet is "stuck": the provider never settled or
 * cancelled it (lost call, provider outage). Staff chase the provider with its round id.
 */
export const GAME_STUCK_ROUND_MINUTES = 30;

const fromNotAfterTo = (value: { from?: string | undefined; to?: string | undefined }) =>
  value.from === undefined || value.to === undefined || Date.parse(value.from) <= Date.parse(value.to);
const rangeIssue = { message: 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด', path: ['to'] };

/** `GET /api/admin/games/rounds`: the contract's filters, `from` not after `to`. */
export const adminGameRoundsFilterSchema = adminGameRoundsQuerySchema.refine(fromNotAfterTo, rangeIssue);
export type AdminGameRoundsFilter = z.infer<typeof adminGameRoundsFilterSchema>;
export const adminGameRoundPageSchema = pageSchema(adminGameRoundSchema);

/** `GET /api/admin/games/stuck-rounds`: oldest first. */
export const adminStuckRoundsQuerySchema = pageQuerySchema;
export const adminGameTxnPageSchema = pageSchema(adminGameTxnSchema);

/** `GET /api/admin/reports/games?from&to` (instants, half-open `[from, to)`; `from` not after `to`). */
export const adminGameGgrQuerySchema = gameGgrQuerySchema.refine(fromNotAfterTo, rangeIssue);

/** Today's provider games on the dashboard: settled rounds of the Bangkok day, overall and per category. */
const gameDayFiguresSchema = z.object({
  rounds: z.number().int(),
  stake: moneySchema,
  win: moneySchema,
  /** stake − win (may be negative). */
  ggr: moneySchema,
});
export const dashboardGamesSchema = gameDayFiguresSchema.extend({
  /** Every category, in `gameCategories` order (zeros included). */
  byCategory: z.array(gameDayFiguresSchema.extend({ category: z.enum(gameCategories) })),
});
export type DashboardGames = z.infer<typeof dashboardGamesSchema>;

/**
 * A game reversal (UNSETTLE, VOID) whose take-back the member's cash could not cover: the part that
 * became their receivable, and where it came from, so staff can say why a member owes.
 */
export const gameReceivableCauseSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  /** The platform's round id (the back office's round page) and the provider's own. */
  roundId: z.string().nullable(),
  providerRoundId: z.string().nullable(),
  providerTxnId: z.string(),
  /** UNSETTLE or VOID (the kinds that take money back). */
  kind: z.enum(gameTxnKinds),
  amount: moneySchema,
  at: z.string(),
});
export type GameReceivableCause = z.infer<typeof gameReceivableCauseSchema>;

/** `GET /api/admin/games/rounds/:id`. */
export const adminGameRoundParamsSchema = z.object({ id: z.uuid() });
