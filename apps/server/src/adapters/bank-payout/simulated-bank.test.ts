import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpnPayout } from './opn/opn-payout';
import { mountSimulatedBank, payoutWebhookUrl, simulatedBankBaseUrl } from './simulated-bank';
import { SIMULATED_BANK_MOUNT, simulatedBankCredentials } from './simulated-bank-credentials';

const JWT_SECRET = 'z'.repeat(48);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('where the demo seed finds the simulated bank', () => {
  it('is the mounted bank on the platform port, the external one when given, else none', () => {
    const base = {
      SIMULATED_BANK: true,
      SIMULATED_BANK_URL: undefined,
      PORT: 3000,
      HOUSE_PROVIDER_PORT: undefined,
    };
    expect(simulatedBankBaseUrl(base)).toBe('http://127.0.0.1:3000/simulated-bank');
    expect(simulatedBankBaseUrl({ ...base, HOUSE_PROVIDER_PORT: 8080 })).toBe(
      'http://127.0.0.1:8080/simulated-bank',
    );
    expect(
      simulatedBankBaseUrl({ ...base, SIMULATED_BANK: false, SIMULATED_BANK_URL: 'http://127.0.0.1:4010/' }),
    ).toBe('http://127.0.0.1:4010');
    expect(simulatedBankBaseUrl({ ...base, SIMULATED_BANK: false })).toBeUndefined();
    expect(payoutWebhookUrl('http://127.0.0.1:3000/', 'demo')).toBe(
      'http://127.0.0.1:3000/api/integrations/payouts/demo/events',
    );
  });
});

describe('the mounted simulated bank', () => {
  it('opens one account per operator key with the derived credentials, under /simulated-bank', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mounted-bank-'));
    dirs.push(dataDir);
    const app = Fastify();
    const bank = await mountSimulatedBank(
      app,
      {
        SIMULATED_BANK: true,
        SIMULATED_BANK_URL: undefined,
        SIMULATED_BANK_DELAY_MS: 60_000,
        SIMULATED_BANK_FAILURE_RATE: 0,
        ORIGINALS_OPERATORS: ['demo', 'second'],
        JWT_SECRET,
        PORT: 0,
        HOUSE_PROVIDER_PORT: undefined,
        dataDir,
      },
      () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SIMULATED_BANK_MOUNT}`;
      for (const key of ['demo', 'second']) {
        const payout = createOpnPayout({ baseUrl, ...simulatedBankCredentials(JWT_SECRET, key) });
        expect((await payout.balance()).totalSatang).toBeGreaterThan(0n);
      }
      const stranger = createOpnPayout({ baseUrl, ...simulatedBankCredentials(JWT_SECRET, 'stranger') });
      await expect(stranger.balance()).rejects.toMatchObject({ kind: 'unauthorized' });
      expect(bank.options().transferDelayMs).toBe(60_000);
    } finally {
      await app.close();
    }
  });
});
