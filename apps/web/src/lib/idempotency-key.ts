/**
 * A fresh Idempotency-Key for a write the client may send more than once (the server answers a retry
 * with the first write's object): a random UUID, from crypto.randomUUID where the page is a secure
 * context, else from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request header that carries it (apps/server/src/modules/idempotency). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
