import { SESSION_IP_MAX, USER_AGENT_MAX } from '@podryad/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Where a request comes from: its browser's User-Agent and its client's address (after
 * TRUST_PROXY), each cut to a length worth keeping. A session keeps it to list a person's sessions;
 * a consent keeps it as the proof of where it was given.
 */
export type RequestOrigin = { userAgent: string | null; ip: string };

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent']?.trim();
  return {
    userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
    ip: request.ip.slice(0, SESSION_IP_MAX),
  };
}
