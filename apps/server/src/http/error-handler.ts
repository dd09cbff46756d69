import { cutText, encodeText, type MessageLanguage, message, renderMessage } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ConflictError, HttpError } from './errors';
import { requestLanguage, sayAll } from './language';
import { objectUrl } from './origin';
import { PATH_NOT_TEXT } from './text-input';

type FieldErrors = Record<string, string[]>;

/**
 * The human-readable message of an error body: its detail, else the first field error after the field's
 * label in the form (in `language`).
 */
export function messageOf(body: Record<string, unknown>, language: MessageLanguage = 'en'): string {
  if (typeof body.detail === 'string') return renderMessage(body.detail, language);
  for (const [field, messages] of Object.entries(body)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      const text = renderMessage(messages[0], language);
      return field === 'non_field_errors'
        ? text
        : renderMessage(message('http.fieldMessage', { field, message: text }), language);
    }
  }
  return '';
}

/**
 * Server messages also travel percent-encoded in the X-Message header (in the request's language):
 * whole code points, never throwing.
 */
export function setMessage(reply: FastifyReply, text: string) {
  const said = renderMessage(text, requestLanguage(reply.request));
  if (said) reply.header('X-Message', encodeText(cutText(said, 1000)));
}

function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { keys?: string[] };
    const fields =
      issue.keyword === 'unrecognized_keys' && params.keys?.length
        ? params.keys.map((key) => [issue.instancePath.slice(1), key].filter(Boolean).join('.'))
        : [issue.instancePath.slice(1).replaceAll('/', '.') || 'non_field_errors'];
    for (const field of fields) {
      errors[field] ??= [];
      if (issue.message && !errors[field].includes(issue.message)) errors[field].push(issue.message);
    }
  }
  return errors;
}

/** Maps every error to the DRF shapes (docs/api.md); 5xx details stay in the log. */
export function toErrorResponse(error: FastifyError): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.body };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path names no object: 404, as for any unknown object.
    if (error.validationContext === 'params')
      return { status: 404, body: { detail: message('http.notFound') } };
    return { status: 400, body: validationErrors(error) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { non_field_errors: [message('http.jsonParseErrorAt', { reason: error.message })] },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { detail: message('http.bodyTooLarge') } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { detail: message('http.unsupportedMediaType') } };
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: { detail: PATH_NOT_TEXT } };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, body: { detail: message('http.pathTooLong') } };
  }
  if (error instanceof SyntaxError)
    return { status: 400, body: { non_field_errors: [message('http.jsonParseError')] } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { detail: error.message } };
  return { status: 500, body: { detail: message('http.serverError') } };
}

/**
 * Every error's answer, its messages in the request's language; also the router's own (a path that is
 * not text), as the `frameworkErrors` option.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body: keyedBody } = toErrorResponse(error);
  const errorBody = sayAll(request, keyedBody);
  const existing = error instanceof ConflictError ? error.existing : undefined;
  const body = existing
    ? { ...errorBody, url: objectUrl(request, existing.collection, existing.id) }
    : errorBody;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  if (retryAfter) reply.header('Retry-After', String(retryAfter));
  // As DRF with token authentication: a 401 names the scheme that would be accepted.
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer realm="api"');
  setMessage(reply, messageOf(body, requestLanguage(request)));
  return reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}
