/** A non-2xx answer of the API. `message` is the best human-readable text the answer carried. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly data: unknown,
    message: string,
    readonly headers: Headers = new Headers(),
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Field errors of a 400 answer (`{field: [message]}`), or an empty object. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || error.status !== 400) return {};
  const data = error.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(data)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}
