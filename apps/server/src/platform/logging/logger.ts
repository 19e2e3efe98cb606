import type { FastifyServerOptions } from 'fastify';

/** pino options for Fastify: credentials never reach a log line. */
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
