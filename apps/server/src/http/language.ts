import { type MessageLanguage, pickLanguage, renderMessage, renderMessages } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/** The language the request's reader reads: the web app sends its own as `Accept-Language`. */
export const requestLanguage = (request: FastifyRequest): MessageLanguage =>
  pickLanguage(request.headers['accept-language']);

/** A message (or a body of messages) as the request's reader reads it. */
export const say = (request: FastifyRequest, text: string): string =>
  renderMessage(text, requestLanguage(request));
export const sayAll = <T>(request: FastifyRequest, body: T): T =>
  renderMessages(body, requestLanguage(request));
