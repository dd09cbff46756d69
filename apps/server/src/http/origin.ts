import type { FastifyRequest } from 'fastify';

let publicUrl: string | null = null;

/** With PUBLIC_URL set, every url the API writes starts with it; otherwise with the request's origin. */
export function setPublicUrl(url: string | null) {
  publicUrl = url;
}

export function requestOrigin(request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  const host = request.host || 'localhost';
  return `${request.protocol}://${host}`;
}

/** `<origin>/api/v2/<collection>/<id>/` */
export function objectUrl(request: FastifyRequest, collection: string, id: string): string {
  return `${requestOrigin(request)}/api/v2/${collection}/${id}/`;
}
