import { parse } from 'node:querystring';
import { decodeText, type FieldErrors, hasLoneSurrogate, NOT_TEXT_MESSAGE } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, type HttpError } from './errors';

/**
 * Text that is not text never reaches a schema, a query or the database: a JSON body string or key with
 * a lone surrogate (`"\ud800"` is valid JSON), and a query value whose percent-escapes are not UTF-8
 * (`%ED%A0%80` is the lone surrogate's attempt), answer 400 beside their field as they are parsed.
 */

export const QUERY_NOT_TEXT = 'Not valid text: its percent-encoding is not UTF-8.';
export const PATH_NOT_TEXT = 'The path is not valid text: its percent-encoding is not UTF-8.';

/** A `\uD800`–`\uDFFF` escape in a JSON text: only then can the parsed value hold a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** The field (dotted path) of the first string or key holding a lone surrogate, or null (a loop: no recursion). */
function fieldWithLoneSurrogate(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasLoneSurrogate(item)) return path || 'non_field_errors';
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (hasLoneSurrogate(key)) return path || 'non_field_errors';
        pending.push([inner, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** The 400 for a parsed JSON body that is not text (beside the field that holds it), else null. */
export function jsonBodyTextError(text: string, parsed: unknown): HttpError | null {
  if (!SURROGATE_ESCAPE.test(text)) return null;
  const field = fieldWithLoneSurrogate(parsed);
  return field === null ? null : badRequest({ [field]: [NOT_TEXT_MESSAGE] });
}

const UNDECODABLE = Symbol('the pieces of the query string whose escapes are not UTF-8');
/** A `%` that starts no escape stands for itself (`?search=100%`). */
const STRAY_PERCENT = /%(?![0-9a-fA-F]{2})/g;

/**
 * The router's query string parser: node's (repeated names give arrays, `+` is a space), decoding as
 * UTF-8 without throwing. A piece whose escapes are not UTF-8 stays as it came and is noted on the
 * result, for the hook below to answer 400 beside its parameter.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  if (query.length === 0) return {};
  const undecodable = new Set<string>();
  const decode = (piece: string) => {
    const decoded = decodeText(piece) ?? decodeText(piece.replace(STRAY_PERCENT, '%25'));
    if (decoded !== null) return decoded;
    undecodable.add(piece);
    return piece;
  };
  const parsed: Record<string, unknown> = parse(query, '&', '=', { decodeURIComponent: decode, maxKeys: 0 });
  if (undecodable.size > 0) Object.defineProperty(parsed, UNDECODABLE, { value: undecodable });
  return parsed;
}

/** Each query parameter whose escapes are not UTF-8 (a name that is not: beside no field). */
function queryNotText(query: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const undecodable = (query as { [UNDECODABLE]?: Set<string> } | undefined)?.[UNDECODABLE];
  if (!undecodable) return errors;
  for (const [name, value] of Object.entries(query as object)) {
    if (undecodable.has(name)) errors.non_field_errors = [QUERY_NOT_TEXT];
    if ([value].flat().some((item) => undecodable.has(item))) errors[name] = [QUERY_NOT_TEXT];
  }
  return errors;
}

/**
 * Refuses a query string that is not text before any route's schema reads it. Path parameters need no
 * check here: the router refuses a path whose escapes are not UTF-8 (answered by error-handler.ts), and
 * decoded UTF-8 never holds a lone surrogate.
 */
export function registerTextInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors = queryNotText(request.query);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  });
}
