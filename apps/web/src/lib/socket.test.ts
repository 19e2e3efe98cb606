import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, type FakeSocket } from '../testing/fake-socket';
import { useAuthStore } from './auth-store';
import { createRealtime } from './socket';

const setup = () => {
  const sockets: Array<{ token: string; socket: FakeSocket }> = [];
  const factory = vi.fn(async (token: string) => {
    const socket = createFakeSocket();
    sockets.push({ token, socket });
    return socket;
  });
  return { realtime: createRealtime(factory), factory, sockets };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime connection', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('does not connect a guest', async () => {
    const { realtime, factory } = setup();
    const stop = realtime.start();
    await flush();
    expect(factory).not.toHaveBeenCalled();
    expect(realtime.isOpen()).toBe(false);
    stop();
  });

  it('connects once on login with the token, and disconnects on logout', async () => {
    const { realtime, factory, sockets } = setup();
    const stop = realtime.start();
    useAuthStore.getState().setAccessToken('token-1');
    useAuthStore.getState().setAccessToken('token-1');
    await flush();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.token).toBe('token-1');
    expect(realtime.isOpen()).toBe(true);

    useAuthStore.getState().clear();
    await flush();
    expect(sockets[0]?.socket.disconnected).toBe(true);
    expect(realtime.isOpen()).toBe(false);
    stop();
  });

  it('reconnects with the new token when the member changes, keeping listeners', async () => {
    const { realtime, sockets } = setup();
    const got: unknown[] = [];
    realtime.on('wallet.updated', (payload) => got.push(payload));
    useAuthStore.getState().setAccessToken('token-1');
    const stop = realtime.start();
    await flush();
    useAuthStore.getState().setAccessToken('token-2');
    await flush();
    expect(sockets.map((s) => s.token)).toEqual(['token-1', 'token-2']);
    expect(sockets[0]?.socket.disconnected).toBe(true);

    sockets[0]?.socket.serverEmit('wallet.updated', 'old');
    sockets[1]?.socket.serverEmit('wallet.updated', 'new');
    expect(got).toEqual(['new']);
    stop();
    expect(sockets[1]?.socket.disconnected).toBe(true);
  });

  it('stops delivering to a listener after it unsubscribes', async () => {
    const { realtime, sockets } = setup();
    const handler = vi.fn();
    const off = realtime.on('deposit.credited', handler);
    useAuthStore.getState().setAccessToken('token-1');
    const stop = realtime.start();
    await flush();
    sockets[0]?.socket.serverEmit('deposit.credited', 1);
    off();
    sockets[0]?.socket.serverEmit('deposit.credited', 2);
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops a socket that finished loading after logout', async () => {
    let release: () => void = () => undefined;
    const socket = createFakeSocket();
    const realtime = createRealtime(
      () =>
        new Promise((resolve) => {
          release = () => resolve(socket);
        }),
    );
    useAuthStore.getState().setAccessToken('token-1');
    const stop = realtime.start();
    useAuthStore.getState().clear();
    release();
    await flush();
    expect(socket.disconnected).toBe(true);
    expect(realtime.isOpen()).toBe(false);
    stop();
  });

  it('request resolves with the ack, or null without a socket or an answer in time', async () => {
    const { realtime, sockets } = setup();
    expect(await realtime.request('yeekee.join', { roundCode: 'YK1' })).toBeNull();
    useAuthStore.getState().setAccessToken('token-1');
    const stop = realtime.start();
    await flush();
    const socket = sockets[0]?.socket as FakeSocket;
    socket.answer('yeekee.join', (payload) => ({ ok: true, echo: payload }));
    expect(await realtime.request('yeekee.join', { roundCode: 'YK1' })).toEqual({
      ok: true,
      echo: { roundCode: 'YK1' },
    });
    expect(await realtime.request('yeekee.leave', { roundCode: 'YK1' }, 10)).toBeNull();
    realtime.send('yeekee.leave', { roundCode: 'YK2' });
    expect(socket.emitted.map((e) => e.event)).toEqual(['yeekee.join', 'yeekee.leave', 'yeekee.leave']);
    stop();
  });
});
