import { decodeText, SSO_LOGIN_PATH } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const NAME = 'portal_sso_state';
/** Minutes a sign-in at the provider may take before its state is refused. */
export const SSO_STATE_LIFETIME_SECONDS = 600;

/**
 * The state of the sign-in this browser started: the callback takes only the state its own browser was
 * given, so a callback URL sent to someone else signs nobody in. SameSite=Lax: the provider's redirect
 * back is a cross-site navigation, which does not carry Strict cookies. Only sent to the SSO paths.
 */
export function setStateCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${NAME}=${state}; Path=${SSO_LOGIN_PATH}; HttpOnly; SameSite=Lax; Max-Age=${SSO_STATE_LIFETIME_SECONDS}${secure}`,
  );
}

export function readStateCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAME) return decodeText(value.join('=')) || null;
  }
  return null;
}

export function clearStateCookie(reply: FastifyReply) {
  reply.header('Set-Cookie', `${NAME}=; Path=${SSO_LOGIN_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`);
}
