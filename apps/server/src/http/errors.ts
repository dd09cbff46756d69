import type { FieldErrors } from '@portal/contracts';

/** An error with a DRF-shaped body; the error handler answers it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
/** Also for objects outside the caller's scope: never reveal that they exist. */
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string, url?: string) =>
  new HttpError(409, url ? { detail, url } : { detail });
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  Object.assign(new HttpError(429, { detail }), { retryAfterSeconds });

/** PostgreSQL error codes the services translate into answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function isPgError(error: unknown, code: string): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
