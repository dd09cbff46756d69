import { type FieldErrors, message, renderMessage } from '@portal/contracts';

/**
 * An error with a DRF-shaped body; the error handler answers it with its messages in the request's
 * language (the error's own message is the English text, for logs).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? renderMessage(body.detail, 'en') : `HTTP ${statusCode}`);
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const unauthorized = (detail = message('http.notAuthenticated')) => new HttpError(401, { detail });
export const forbidden = (detail = message('http.forbidden')) => new HttpError(403, { detail });
/** Also for objects outside the caller's scope: never reveal that they exist. */
export const notFound = (detail = message('http.notFound')) => new HttpError(404, { detail });
/** The row a look-up found, or 404 (a repository's `findByIdOrThrow`). */
export async function foundOrNotFound<T>(lookUp: Promise<T | undefined>): Promise<T> {
  const row = await lookUp;
  if (row === undefined) throw notFound();
  return row;
}

/**
 * 409 for an object that exists already. It names the existing object (collection and id) only when the
 * caller may see it; the error handler turns that into its `url`.
 */
export class ConflictError extends HttpError {
  constructor(
    detail: string,
    readonly existing?: { collection: string; id: string },
  ) {
    super(409, { detail });
  }
}
export const conflict = (detail: string, existing?: { collection: string; id: string }) =>
  new ConflictError(detail, existing);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  Object.assign(new HttpError(429, { detail }), { retryAfterSeconds });
/** 503 for a moment's trouble (the client may send the same request again after `Retry-After`). */
export const serviceUnavailable = (detail: string, retryAfterSeconds: number) =>
  Object.assign(new HttpError(503, { detail }), { retryAfterSeconds });

/** PostgreSQL error codes the services translate into answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_NUMERIC_OUT_OF_RANGE = '22003';
export const PG_DEADLOCK = '40P01';
export const PG_SERIALIZATION_FAILURE = '40001';

/**
 * Runs `work`; a unique violation it ends with becomes the error `translate` returns for its constraint
 * (or stays as it is when `translate` returns nothing). `translate` runs after `work` has failed, so
 * after a failed transaction has ended and its connection answers queries again.
 */
export async function onUniqueViolation<T>(
  work: () => Promise<T>,
  translate: (constraint: string | undefined) => Promise<Error | undefined> | Error | undefined,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isPgError(error, PG_UNIQUE_VIOLATION)) throw error;
    throw (await translate(error.constraint)) ?? error;
  }
}

export function isPgError(error: unknown, code: string): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
