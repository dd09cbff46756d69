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

/** Accepts an object url or a bare resource_id; returns the resource_id or null. */
export function idFromReference(reference: string, collection: string): string | null {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (uuid.test(reference)) return reference.toLowerCase();
  const match = new RegExp(`/api/v2/${collection}/([^/]+)/?$`).exec(reference);
  return match?.[1] && uuid.test(match[1]) ? match[1].toLowerCase() : null;
}
