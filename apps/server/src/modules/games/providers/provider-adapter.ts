import type { GameAdapterKind, GameCategory, ProviderLaunchRequest } from '@chokdee/contracts';

/** A provider as the adapters use it: its configuration with the secret decrypted. */
export type ProviderConfig = {
  id: string;
  operatorId: string;
  code: string;
  name: string;
  adapter: GameAdapterKind;
  categories: GameCategory[];
  apiBaseUrl: string;
  walletKey: string;
  secret: string;
  allowList: string[];
  enabled: boolean;
};

/**
 * One provider contract (docs/domain/games.md §1): how a launch is asked for. Its inbound wallet calls are the
 * adapter's routes (`/api/integrations/{adapter}/…`), which map the wire onto the `GameWallet`.
 */
export type ProviderAdapter = {
  kind: GameAdapterKind;
  /** Asks the provider for the URL that opens `request.gameCode` for this session. */
  launch(provider: ProviderConfig, request: ProviderLaunchRequest): Promise<{ url: string }>;
};
