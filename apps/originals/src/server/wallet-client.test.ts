import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWalletClient, WalletUnavailableError } from './wallet-client';

const credentials = { walletKey: 'gp_house_x', secret: 'shh' };
const ok = (id: string) => ({ id, statusCode: 0, balance: 10, balanceBefore: 10, balanceAfter: 10 });

describe('wallet client', () => {
  it('signs the exact body it sends with the operator’s secret, and retries the same body', async () => {
    const sent: Array<{ url: string; body: string; signature: string }> = [];
    let attempt = 0;
    const wallet = createWalletClient({
      platformUrl: () => 'http://platform',
      retryDelayMs: 0,
      fetchImpl: async (url, init) => {
        const headers = init?.headers as Record<string, string>;
        sent.push({ url: String(url), body: String(init?.body), signature: headers['x-signature'] ?? '' });
        attempt += 1;
        if (attempt === 1) throw new TypeError('fetch failed');
        if (attempt === 2) return new Response('oops', { status: 502 });
        return Response.json(ok('r1'));
      },
    });
    const answer = await wallet.placeBets({
      credentials,
      requestId: 'r1',
      username: 'u',
      sessionToken: 's',
      txns: [{ id: 't1', roundId: 'r', gameCode: 'lucky-slot', betAmount: 12.5 }],
    });
    expect(answer.statusCode).toBe(0);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    const [first] = sent;
    expect(first?.url).toBe('http://platform/api/integrations/amb/placeBets');
    expect(first?.signature).toBe(
      createHmac('sha256', 'shh')
        .update(first?.body ?? '')
        .digest('hex'),
    );
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({
      id: 'r1',
      username: 'u',
      sessionToken: 's',
      currency: 'THB',
    });
  });

  it('answers a refusal as it is (no retry), and throws only when no answer came', async () => {
    let calls = 0;
    const refusing = createWalletClient({
      platformUrl: () => 'http://platform',
      retryDelayMs: 0,
      fetchImpl: async () => {
        calls += 1;
        return Response.json({ ...ok('r2'), statusCode: 10002 }, { status: 200 });
      },
    });
    expect(
      (await refusing.getBalance({ credentials, requestId: 'r2', username: 'u', sessionToken: 's' }))
        .statusCode,
    ).toBe(10002);
    expect(calls).toBe(1);
    const down = createWalletClient({
      platformUrl: () => 'http://platform',
      retryDelayMs: 0,
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(
      down.getBalance({ credentials, requestId: 'r3', username: 'u', sessionToken: 's' }),
    ).rejects.toBeInstanceOf(WalletUnavailableError);
  });
});
