import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Reset links must not point wherever a forged Host header says: only to known hosts. */
export function mailOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, port } = app.ctx.config;
  if (publicUrl) return publicUrl;
  const host = request.host ?? '';
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host);
  if (local || app.ctx.brands.isKnownHost(host)) return `${request.protocol}://${host}`;
  return `http://localhost:${port}`;
}

/** The language of a mail: German when the browser asks for it first. */
export const mailLanguage = (request: FastifyRequest): 'en' | 'de' =>
  /^de\b/i.test(request.headers['accept-language'] ?? '') ? 'de' : 'en';
