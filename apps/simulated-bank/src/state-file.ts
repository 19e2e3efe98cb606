import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the bank keeps between restarts (records as they are in memory; JSON). */
export type SavedState = {
  version: 1;
  accounts: Array<{
    secretKey: string;
    openingSatang: number;
    // biome-ignore lint/suspicious/noExplicitAny: records are the bank's own, written and read by it alone
    recipients: any[];
    // biome-ignore lint/suspicious/noExplicitAny: as above
    transfers: any[];
    // biome-ignore lint/suspicious/noExplicitAny: as above
    keys: Array<[string, any]>;
  }>;
};

/**
 * Writes the whole state to a temporary file beside `file`, then renames it over `file`: a crash
 * mid-write leaves the previous state whole, never half of one.
 */
export const saveState = (file: string, state: SavedState): void => {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
  renameSync(temporary, file);
};

/** The saved state, or undefined when there is none yet. A file that is not ours is an error. */
export const loadState = (file: string): SavedState | undefined => {
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedState>;
  if (parsed.version !== 1 || !Array.isArray(parsed.accounts))
    throw new Error(`${file} is not a simulated bank state file`);
  return parsed as SavedState;
};
