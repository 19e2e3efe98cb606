import type { FastifyServerOptions } from 'fastify';

/**
 * pino options for Fastify: credentials and one-time codes never reach a log line. Request bodies are
 * never logged (Fastify logs method, URL and status); the paths below catch a body or code that a
 * future log call passes by mistake. The console SMS sender, which prints codes, cannot run in
 * production (`config.ts`).
 */
export const loggerOptions = (level: string): NonNullable<FastifyServerOptions['logger']> => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.newPassword',
      '*.confirmPassword',
      '*.pinCode',
      '*.totpCode',
      '*.resetCode',
      'req.body',
      'request.body',
      'body.code',
    ],
    censor: '[redacted]',
  },
});

/** What services may log with: pino's (and Fastify's) logger satisfies it, a test can pass a spy. */
export type Log = {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
};
