import { decodeText } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const NAME = 'portal_session';
const PATH = '/api/v2/access-token/';

export function readSessionCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAME) return decodeText(value.join('='));
  }
  return null;
}

/** The server session: HttpOnly, only sent to the access-token path, never cross-site. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${NAME}=${token}; Path=${PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.header('Set-Cookie', `${NAME}=; Path=${PATH}; HttpOnly; SameSite=Strict; Max-Age=0`);
}
