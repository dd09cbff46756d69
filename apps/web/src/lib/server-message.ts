import { isApiError } from './api-error';

export const MESSAGE_HEADER = 'X-Message';

/** Decodes the percent-encoded `X-Message` header value; undefined when absent or blank. */
export function decodeHeaderMessage(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A malformed escape sequence: the raw value is still more useful than nothing.
  }
  const trimmed = decoded.trim();
  return trimmed || undefined;
}

/** `detail`, else `non_field_errors[0]`, else the first message of the first field of an error body. */
export function messageFromBody(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  const first = (value: unknown) =>
    Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : typeof value === 'string'
        ? value
        : undefined;
  const nonField = first(body.non_field_errors);
  if (nonField) return nonField;
  for (const value of Object.values(body)) {
    const message = first(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * The message a failed call carries: the encoded response header, else the body, else the error's own
 * text. Undefined when there is nothing to show.
 */
export function serverMessage(error: unknown): string | undefined {
  if (isApiError(error)) {
    return (
      decodeHeaderMessage(error.headers.get(MESSAGE_HEADER)) ?? messageFromBody(error.data) ?? error.message
    );
  }
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  return undefined;
}
