import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fault injection for the conformance suite (docs/domain/games.md §2 rule 7: "a kill between commit and reply
 * followed by the provider's retry"). A test arms a kill for one provider request id; the adapter,
 * once the wallet has committed that request, destroys the connection instead of answering, as a
 * crash or a network cut would. Nothing arms it outside tests; an unarmed check is one Set lookup.
 */
export const createIntegrationFaults = () => {
  const kills = new Set<string>();
  return {
    /** The next time `requestId`'s wallet call commits, its connection dies without an answer. */
    killAfterCommit(requestId: string): void {
      kills.add(requestId);
    },
    /** Whether to kill now (consumes the arming); when so, the socket is destroyed and the reply hijacked. */
    killIfArmed(requestId: string, request: FastifyRequest, reply: FastifyReply): boolean {
      if (!kills.delete(requestId)) return false;
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    },
  };
};
export type IntegrationFaults = ReturnType<typeof createIntegrationFaults>;
