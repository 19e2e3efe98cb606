import { formatAmount, type MoneyString, parseAmount } from './money-amount';

/**
 * What a game framed by the member site's launcher tells it over `window.postMessage` (kept free of
 * zod: the house games' pages and the launcher read it by hand). A house game posts
 * `{type: GAME_BALANCE_SHOWN, balance}` once its own screen shows that balance — after the reels or
 * cards have shown the result — so the site's header never shows a result before the game does. The
 * game posts to its own origin (it may only be framed by the same origin: `frame-ancestors 'self'`);
 * the launcher accepts it only from its game frame's window and origin.
 */
export const GAME_BALANCE_SHOWN = 'chokdee:game-balance-shown';

export type GameBalanceShown = { type: typeof GAME_BALANCE_SHOWN; balance: MoneyString };

/** The message for a balance in baht as the games hold it (a number with at most two decimals). */
export const gameBalanceShown = (baht: number): GameBalanceShown => ({
  type: GAME_BALANCE_SHOWN,
  balance: baht.toFixed(2),
});

/** The balance a `GAME_BALANCE_SHOWN` message carries ("1250.00"), or undefined for anything else. */
export const readGameBalanceShown = (data: unknown): MoneyString | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, balance } = data as Record<string, unknown>;
  if (type !== GAME_BALANCE_SHOWN || typeof balance !== 'string') return undefined;
  const satang = parseAmount(balance);
  return satang === undefined ? undefined : formatAmount(satang);
};
