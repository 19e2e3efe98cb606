import Fastify from 'fastify';
import { createSimulatedBank, type SimulatedBank, type SimulatedBankOptions } from './bank';
import { simulatedBankPlugin } from './plugin';

export type RunningSimulatedBank = {
  /** Base URL of the API (`http://127.0.0.1:{port}`): the adapter's `baseUrl`. */
  url: string;
  port: number;
  bank: SimulatedBank;
  close: () => Promise<void>;
};

/**
 * The bank on its own HTTP server (tests on port 0, the cluster's single bank, `npm start -w
 * @chokdee/simulated-bank`). Close it to stop its timers and webhook retries and save its state.
 */
export const startSimulatedBank = async ({
  port = 0,
  host = '127.0.0.1',
  logger = false,
  ...options
}: SimulatedBankOptions & {
  port?: number;
  host?: string;
  logger?: boolean;
} = {}): Promise<RunningSimulatedBank> => {
  const bank = createSimulatedBank(options);
  const app = Fastify({ logger });
  await app.register(simulatedBankPlugin, { bank });
  app.addHook('onClose', async () => bank.close());
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const shownHost = ['0.0.0.0', '::', ''].includes(host)
    ? '127.0.0.1'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return { url: `http://${shownHost}:${bound}`, port: bound, bank, close: () => app.close() };
};
