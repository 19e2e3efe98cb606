#!/usr/bin/env -S node --import tsx
/**
 * The simulated bank alone, from the command line (`npm start -w @chokdee/simulated-bank`, or
 * `node --import tsx apps/simulated-bank/src/cli.ts`). Settings come from the environment:
 *
 *   SIMULATED_BANK_PORT (default 4010; 0: any)   SIMULATED_BANK_HOST (default 127.0.0.1)
 *   SIMULATED_BANK_ACCOUNTS   JSON: [{"secretKey","webhookSecret","webhookUrl"?,"balanceSatang"?}]
 *   SIMULATED_BANK_DELAY_MS (1000)  SIMULATED_BANK_VERIFY_DELAY_MS (500)
 *   SIMULATED_BANK_FAILURE_RATE (0)  SIMULATED_BANK_FAILURE_CODE (transfer_failed)
 *   SIMULATED_BANK_DUPLICATE_KEY (replay | conflict)  SIMULATED_BANK_STATE_FILE (unset: memory only)
 *
 * Prints `simulated bank listening on <url>` once it listens (the cluster script waits for that line).
 */
import { z } from 'zod';
import { startSimulatedBank } from './standalone';
import { transferFailureCodes } from './wire';

const accountSchema = z.object({
  secretKey: z.string().min(1),
  webhookSecret: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  webhookUrl: z.url().optional(),
  balanceSatang: z.number().int().min(0).optional(),
});

const envSchema = z.object({
  SIMULATED_BANK_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SIMULATED_BANK_HOST: z.string().default('127.0.0.1'),
  SIMULATED_BANK_ACCOUNTS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(accountSchema)),
  SIMULATED_BANK_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SIMULATED_BANK_VERIFY_DELAY_MS: z.coerce.number().int().min(0).default(500),
  SIMULATED_BANK_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  SIMULATED_BANK_FAILURE_CODE: z.enum(transferFailureCodes).default('transfer_failed'),
  SIMULATED_BANK_DUPLICATE_KEY: z.enum(['replay', 'conflict']).default('replay'),
  SIMULATED_BANK_STATE_FILE: z.string().optional(),
});

// biome-ignore lint/style/noProcessEnv: this command's settings are its environment, read once here
const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;
const running = await startSimulatedBank({
  port: env.SIMULATED_BANK_PORT,
  host: env.SIMULATED_BANK_HOST,
  accounts: env.SIMULATED_BANK_ACCOUNTS,
  transferDelayMs: env.SIMULATED_BANK_DELAY_MS,
  verifyDelayMs: env.SIMULATED_BANK_VERIFY_DELAY_MS,
  failureRate: env.SIMULATED_BANK_FAILURE_RATE,
  failureCode: env.SIMULATED_BANK_FAILURE_CODE,
  duplicateKey: env.SIMULATED_BANK_DUPLICATE_KEY,
  stateFile: env.SIMULATED_BANK_STATE_FILE,
  log: (message) => console.log(`simulated bank: ${message}`),
});
console.log(`simulated bank listening on ${running.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
