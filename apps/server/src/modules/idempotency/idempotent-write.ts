import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import type { DataAccess } from '../data-access';

/** What a write does with its key inside its own transaction: `claim` first, `created` last. */
export interface IdempotencyClaim {
  claim(data: DataAccess): Promise<void>;
  created(data: DataAccess, objectId: string): Promise<void>;
}

/** The header as the OpenAPI document names it (checked by `idempotencyKeyOf`). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      `A key of the client's choosing (a UUID): a retry with the same key and body answers the first write's object instead of writing again; kept ${IDEMPOTENCY_KEY_HOURS} hours.`,
    ),
});

/** Thrown in the write's transaction when a live key of the name exists: the write is rolled back. */
class KeyTaken extends Error {}

/** The request's `Idempotency-Key`, if it sent one (400 when malformed: spaces, control characters, > 255). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest({ 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.malformed] });
  return key;
}

/**
 * Runs `write` once per key: a request with a key its user already used for the same route and body gets
 * the object that write created (`load`, as it is now) with `Idempotent-Replayed: true`; with another
 * body, 422. Concurrent requests with one key: the first writes, the others wait for its commit and replay.
 * `fingerprint` identifies the body (the JSON as validated, an upload's bytes).
 */
export async function idempotentWrite<Row>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fingerprint: string | Buffer,
  write: (claim?: IdempotencyClaim) => Promise<Row>,
  load: (id: string) => Promise<Row>,
): Promise<Row> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return write();
  const userId = request.auth.actor.userId;
  const route = `${request.method} ${request.routeOptions.url}`;
  const hash = createHash('sha256').update(route).update('\n').update(fingerprint).digest('hex');
  const replay = async () => {
    const earlier = await ctx.data.idempotency.find(userId, key);
    if (!earlier) return undefined;
    if (earlier.route !== route || earlier.request_hash !== hash || !earlier.object_id)
      throw new HttpError(422, { detail: IDEMPOTENCY_MESSAGES.otherRequest });
    reply.header('Idempotent-Replayed', 'true');
    return load(earlier.object_id);
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await write({
      async claim(data) {
        if (!(await data.idempotency.claim(userId, key, route, hash))) throw new KeyTaken();
      },
      created: (data, objectId) => data.idempotency.complete(userId, key, objectId),
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const now = await replay();
    if (!now) throw error;
    return now;
  }
}
