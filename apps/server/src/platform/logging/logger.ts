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
