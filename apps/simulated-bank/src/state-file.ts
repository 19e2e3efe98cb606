import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// biome-ignore lint/suspicious/noExplicitAny: records are the bank's own, written and read by it alone
type BankRecord = any;

/** What the bank keeps between restarts (its records as they are in memory; JSON). */
export type SavedState = {
  version: 1;
  accounts: Array<{
    secretKey: string;
    openingSatang: number;
    recipients: BankRecord[];
    transfers: BankRecord[];
    keys: Array<[string, BankRecord]>;
  }>;
};

/** One change, appended to the journal as it happens (a record is written whole: last one wins). */
export type JournalEntry =
  | { kind: 'account'; secretKey: string; openingSatang: number }
  | { kind: 'recipient'; secretKey: string; record: BankRecord }
  | { kind: 'transfer'; secretKey: string; record: BankRecord }
  | { kind: 'key'; secretKey: string; key: string; record: BankRecord };

/**
 * The bank's state on disk: a snapshot (`file`) and a journal of the changes since (`file.journal`,
 * one JSON line per change, appended before the bank answers). A snapshot is written to a temporary
 * file and renamed over the old one, then the journal is removed: a crash at any point leaves a whole
 * snapshot and a journal whose replay (upserts) gives the same state again. A last line cut short by a
 * crash is skipped.
 */
export const createStateStore = (file: string) => {
  const journal = `${file}.journal`;
  mkdirSync(path.dirname(file), { recursive: true });
  return {
    load: (): { snapshot: SavedState | undefined; entries: JournalEntry[] } => {
      let snapshot: SavedState | undefined;
      if (existsSync(file)) {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedState>;
        if (parsed.version !== 1 || !Array.isArray(parsed.accounts))
          throw new Error(`${file} is not a simulated bank state file`);
        snapshot = parsed as SavedState;
      }
      const entries: JournalEntry[] = [];
      if (existsSync(journal))
        for (const line of readFileSync(journal, 'utf8').split('\n')) {
          if (line.trim() === '') continue;
          try {
            entries.push(JSON.parse(line) as JournalEntry);
          } catch {
            // A line cut short by a crash: the change it was writing was never answered.
          }
        }
      return { snapshot, entries };
    },
    append: (entry: JournalEntry): void => {
      appendFileSync(journal, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    },
    compact: (state: SavedState): void => {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
      renameSync(temporary, file);
      rmSync(journal, { force: true });
    },
  };
};
