import { ledgerKindName, ledgerKindNames } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { transferKinds } from './wallet.tables';

describe('ledger kinds as staff read them', () => {
  it('every transfer kind the wallet can post has a Thai name, and no name is left for a kind that is gone', () => {
    expect(transferKinds.filter((kind) => !(kind in ledgerKindNames))).toEqual([]);
    expect(
      Object.keys(ledgerKindNames).filter((kind) => !(transferKinds as readonly string[]).includes(kind)),
    ).toEqual([]);
    for (const kind of transferKinds) expect(ledgerKindName(kind)).toMatch(/[\u0E00-\u0E7F]/);
  });
});
