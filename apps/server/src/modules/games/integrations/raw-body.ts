import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received; only on routes that verify a signature over it. */
    rawBody?: string;
  }
}

/**
 * A provider's wallet call is authenticated over its raw bytes and answered in the provider's own
 * shape whatever it sent: in this plugin's scope every body, of any content type, is kept as text
 * (`request.rawBody`, also `request.body`) and parsed by the route after authentication, so that
 * unreadable JSON or a wrong content type reaches the adapter instead of the site's error envelope.
 */
export const keepRawBodies = (app: FastifyInstance): void => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    done(null, text);
  });
};
