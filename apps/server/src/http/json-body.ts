import { LIMITS, message } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { jsonBodyTextError } from './text-input';

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * How deep the arrays and objects of a JSON text go, read from the text in one loop (no recursion, so no
 * nesting can exhaust the stack); stops counting as soon as `limit` is passed and answers limit + 1.
 * Brackets inside strings do not count. The text need not be valid JSON: the parser judges that after.
 */
export function jsonTextDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return deepest;
}

export const TOO_DEEP_MESSAGE = message('http.tooDeep', { depth: LIMITS.requestBodyMaxDepth });

/**
 * The one JSON body parser of every route: Fastify's own (size limit → 413, empty or broken JSON → 400,
 * prototype poisoning refused), after a depth check of the raw text. A body nested deeper than
 * LIMITS.requestBodyMaxDepth answers 400 `{non_field_errors: [...]}` before it is parsed, so neither the
 * parser, the read-only-field pruning nor a zod schema ever walks it (zod recurses: some thousand levels
 * in a union overflowed the stack, a 500). A body whose strings are not text (a lone surrogate) answers 400
 * `{detail}` once parsed (text-input.ts), so nothing downstream sees or stores half a character.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonTextDepth(text, LIMITS.requestBodyMaxDepth) > LIMITS.requestBodyMaxDepth) {
      done(badRequest({ non_field_errors: [TOO_DEEP_MESSAGE] }), undefined);
      return;
    }
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error) done(error, undefined);
      else {
        const notText = jsonBodyTextError(text, value);
        if (notText) done(notText, undefined);
        else done(null, value);
      }
    });
  });
}
