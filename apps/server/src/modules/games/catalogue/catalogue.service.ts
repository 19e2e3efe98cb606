import { randomBytes, randomInt } from 'node:crypto';
import {
  type AdminGame,
  bahtText,
  formatAmount,
  type GameCategory,
  type GameDetail,
  type GameHistoryItem,
  type GameInput,
  type GameListItem,
  type GameProviderItem,
  gameLobbyPaths,
  type ProviderLaunchRequest,
  RECENT_GAMES_MAX,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { WalletService } from '#modules/wallet/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { violatedUniqueConstraint } from '#platform/db/errors';
import { lockKey } from '#platform/db/tx';
import { AppError, fieldAppError } from '#platform/http/app-error';
import type {
  AdminGameFilter,
  GameCatalogueRepo,
  GameRow,
  GameWithProvider,
  MemberGameFilter,
  Paging,
} from './catalogue.repo';

/**
 * How the catalogue asks a provider for a game's URL: the providers service (adapters) signs the
 * launch call with the provider's secret and maps its answer (`POST {apiBaseUrl}/launch`). It adds the
 * operator's key itself. A failure it cannot name is GAME_PROVIDER_FAILED.
 */
export type ProviderLauncher = {
  launchGame(
    operatorId: string,
    providerId: string,
    request: Omit<ProviderLaunchRequest, 'operatorKey'>,
  ): Promise<{ url: string }>;
};

type Deps = {
  db: Db;
  clock: Clock;
  repo: GameCatalogueRepo;
  wallet: Pick<WalletService, 'receivableOwed'>;
  providers: ProviderLauncher;
  audit: Pick<AuditLog, 'record'>;
};

/**
 * Launches one member may start per minute: a member opens a game a few times a minute at most,
 * and each launch costs a call to the provider, so a script looping on it is refused (RATE_LIMITED).
 * Counted from `game_sessions`, so it holds across nodes.
 */
export const LAUNCHES_PER_MINUTE = 20;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/**
 * A member's name at the providers: `cd` + 12 base32 characters (60 random bits). Opaque — never
 * the phone or the member id — and short enough for every provider's username field.
 */
export const newGameUsername = (): string =>
  `cd${Array.from({ length: 12 }, () => BASE32[randomInt(0, 32)]).join('')}`;

/** The `sessionToken` a provider sends back on every wallet call: 256 random bits. */
const newSessionToken = (): string => randomBytes(32).toString('base64url');

const listItem = (row: GameWithProvider): GameListItem => ({
  slug: row.slug,
  name: row.name,
  category: row.category,
  provider: row.providerCode,
  providerName: row.providerName,
  imageUrl: row.imageUrl,
  rtp: row.rtp,
  isNew: row.isNew,
  isHot: row.isHot,
});

const adminView = (row: GameWithProvider): AdminGame => ({
  id: row.id,
  providerId: row.providerId,
  providerCode: row.providerCode,
  slug: row.slug,
  gameCode: row.gameCode,
  name: row.name,
  category: row.category,
  imageUrl: row.imageUrl,
  rtp: row.rtp,
  description: row.description,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  isNew: row.isNew,
  isHot: row.isHot,
});

/** The columns staff set on a game. */
const columnsOf = (input: GameInput) => ({
  providerId: input.providerId,
  slug: input.slug,
  gameCode: input.gameCode,
  name: input.name,
  category: input.category,
  imageUrl: input.imageUrl,
  rtp: input.rtp,
  description: input.description,
  enabled: input.enabled,
  sortOrder: input.sortOrder,
  isNew: input.isNew,
  isHot: input.isHot,
});

const auditedFields = (row: Pick<GameRow, keyof ReturnType<typeof columnsOf>>) => ({
  providerId: row.providerId,
  slug: row.slug,
  gameCode: row.gameCode,
  name: row.name,
  category: row.category,
  imageUrl: row.imageUrl,
  rtp: row.rtp,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  isNew: row.isNew,
  isHot: row.isHot,
});

/** A duplicate slug or game code, as the error staff see on the field. */
const duplicateError = (error: unknown): AppError | undefined => {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'games_operator_slug') return fieldAppError('GAME_SLUG_TAKEN', 'slug');
  if (constraint === 'games_provider_code') return fieldAppError('GAME_CODE_TAKEN', 'gameCode');
  return undefined;
};

/**
 * The game catalogue (docs/modules/games.md): what members list and search by category and provider, their
 * recent games and game rounds, the launch (a session with the provider and its URL), and the
 * games staff manage. Providers and their credentials are the providers service's.
 */
export const createCatalogueService = ({ db, clock, repo, wallet, providers, audit }: Deps) => {
  const requirePlayable = async (operatorId: string, slug: string) => {
    const game = await repo.findGame(db, operatorId, { slug });
    if (!game) throw new AppError('GAME_NOT_FOUND');
    if (!game.enabled || !game.providerEnabled) throw new AppError('GAME_UNAVAILABLE');
    return game;
  };

  /** The member's game username, made at their first launch (retried on the rare collision). */
  const playerOf = async (tx: Tx, operatorId: string, memberId: string): Promise<string> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await repo.findPlayer(tx, memberId);
      if (existing) return existing;
      const username = newGameUsername();
      if (await repo.insertPlayerIfFree(tx, { operatorId, memberId, username, createdAt: clock.now() }))
        return username;
    }
    throw new Error('no free game username after 5 attempts');
  };

  const requireProvider = async (dbOrTx: Db | Tx, operatorId: string, providerId: string) => {
    const provider = await repo.findProvider(dbOrTx, operatorId, providerId);
    if (!provider) throw fieldAppError('GAME_PROVIDER_NOT_FOUND', 'providerId');
    return provider;
  };

  const adminOne = async (operatorId: string, id: string) => {
    const row = await repo.findGame(db, operatorId, { id });
    if (!row) throw new AppError('GAME_NOT_FOUND');
    return adminView(row);
  };

  return {
    async list(operatorId: string, filter: MemberGameFilter, paging: Paging) {
      const { rows, total } = await repo.listPlayable(db, operatorId, filter, paging);
      return { data: rows.map(listItem), total, ...paging };
    },

    async providers(operatorId: string, category: GameCategory | undefined): Promise<GameProviderItem[]> {
      const rows = await repo.playableProviders(db, operatorId, category);
      return rows.map(({ provider, gameCount }) => ({
        code: provider.code,
        name: provider.name,
        logoUrl: provider.logoUrl,
        categories: provider.categories as GameCategory[],
        gameCount,
      }));
    },

    async one(operatorId: string, slug: string): Promise<GameDetail> {
      const game = await requirePlayable(operatorId, slug);
      return { ...listItem(game), description: game.description };
    },

    async recent(operatorId: string, memberId: string): Promise<GameListItem[]> {
      return (await repo.recentGames(db, operatorId, memberId, RECENT_GAMES_MAX)).map(listItem);
    },

    async history(operatorId: string, memberId: string, paging: Paging) {
      const { rows, total } = await repo.memberRounds(db, operatorId, memberId, paging);
      const data: GameHistoryItem[] = rows.map(
        ({ round, providerCode, providerName, gameName, gameSlug }) => ({
          roundId: round.id,
          provider: providerCode,
          providerName,
          // A round of a game the catalogue does not list shows the provider's own code.
          game: gameName ?? round.gameCode,
          gameSlug,
          category: round.category,
          stake: formatAmount(round.stakeSatang),
          win: formatAmount(round.winSatang),
          status: round.status,
          openedAt: round.openedAt.toISOString(),
          settledAt: round.settledAt?.toISOString() ?? null,
        }),
      );
      return { data, total, ...paging };
    },

    /**
     * Starts a session with the game's provider and answers the URL that opens the game. The session
     * commits before the provider is asked (the provider may call the wallet with its token at once);
     * once the provider has answered, the member's earlier sessions with it end (their bets are
     * refused from now on, docs/domain/games.md §1). A failed launch ends only its own session, so a game open in
     * another tab keeps playing. A member who owes a receivable cannot stake, so is not sent in.
     */
    async launch(
      operatorId: string,
      memberId: string,
      slug: string,
      siteOrigin: string,
    ): Promise<{ url: string }> {
      const game = await requirePlayable(operatorId, slug);
      const owed = await wallet.receivableOwed(db, operatorId, memberId);
      if (owed > 0n) throw new AppError('GAME_RECEIVABLE_OPEN', { params: { amount: bahtText(owed) } });

      const session = await db.transaction(async (tx) => {
        // One launch of a member at a time: the rate count sees every earlier launch.
        await lockKey(tx, `game-launch:${memberId}`);
        const now = clock.now();
        const recent = await repo.countLaunchesSince(
          tx,
          operatorId,
          memberId,
          new Date(now.getTime() - 60_000),
        );
        if (recent >= LAUNCHES_PER_MINUTE) throw new AppError('RATE_LIMITED');
        const username = await playerOf(tx, operatorId, memberId);
        const row = {
          id: uuidv7(),
          operatorId,
          memberId,
          providerId: game.providerId,
          gameId: game.id,
          token: newSessionToken(),
          createdAt: now,
        };
        await repo.insertSession(tx, row);
        return { id: row.id, username, token: row.token };
      });

      let url: string;
      try {
        ({ url } = await providers.launchGame(operatorId, game.providerId, {
          username: session.username,
          sessionToken: session.token,
          gameCode: game.gameCode,
          lang: 'th',
          currency: 'THB',
          returnUrl: `${siteOrigin}${gameLobbyPaths[game.category]}`,
        }));
      } catch (error) {
        await db.transaction((tx) => repo.endSession(tx, session.id, clock.now()));
        if (error instanceof AppError) throw error;
        throw new AppError('GAME_PROVIDER_FAILED');
      }
      await db.transaction((tx) =>
        repo.supersedeOlderSessions(tx, memberId, game.providerId, session.id, clock.now()),
      );
      return { url };
    },

    async adminList(operatorId: string, filter: AdminGameFilter, paging: Paging) {
      const { rows, total } = await repo.listAll(db, operatorId, filter, paging);
      return { data: rows.map(adminView), total, ...paging };
    },

    adminOne,

    async create(staff: AuthenticatedStaff, ip: string, input: GameInput): Promise<AdminGame> {
      const id = uuidv7();
      try {
        await db.transaction(async (tx) => {
          const provider = await requireProvider(tx, staff.operatorId, input.providerId);
          const now = clock.now();
          await repo.insertGame(tx, {
            id,
            operatorId: staff.operatorId,
            ...columnsOf(input),
            providerId: provider.id,
            createdAt: now,
            updatedAt: now,
          });
          await audit.record(tx, {
            staff,
            action: 'game.create',
            targetType: 'game',
            targetId: id,
            after: auditedFields(columnsOf(input)),
            ip,
          });
        });
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
      return adminOne(staff.operatorId, id);
    },

    async update(staff: AuthenticatedStaff, ip: string, id: string, input: GameInput): Promise<AdminGame> {
      try {
        await db.transaction(async (tx) => {
          const before = await repo.lockGame(tx, staff.operatorId, id);
          if (!before) throw new AppError('GAME_NOT_FOUND');
          await requireProvider(tx, staff.operatorId, input.providerId);
          await repo.updateGame(tx, staff.operatorId, id, { ...columnsOf(input), updatedAt: clock.now() });
          await audit.record(tx, {
            staff,
            action: 'game.update',
            targetType: 'game',
            targetId: id,
            before: auditedFields(before),
            after: auditedFields(columnsOf(input)),
            ip,
          });
        });
      } catch (error) {
        throw duplicateError(error) ?? error;
      }
      return adminOne(staff.operatorId, id);
    },
  };
};
export type CatalogueService = ReturnType<typeof createCatalogueService>;
