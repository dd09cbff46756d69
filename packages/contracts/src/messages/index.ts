import { de } from './de';
import { en, type MessageKey } from './en';

export type { MessageKey } from './en';

/** The languages the server writes its messages in; English when the request asks for none of them. */
export const MESSAGE_LANGUAGES = ['en', 'de'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const MESSAGE_CATALOG: Record<MessageLanguage, Record<MessageKey, string>> = { en, de };

export type MessageParams = Record<string, string | number>;

/**
 * A message travels as its key and parameters until it is written for a reader: a job's messages are
 * stored so and read later, maybe in another language. The mark is a control character no message
 * text holds.
 */
const MARK = '\u0001';

/** A message by key, to be written in the reader's language (`renderMessage`). */
export function message(key: MessageKey, params?: MessageParams): string {
  return params ? `${MARK}${key}${MARK}${JSON.stringify(params)}` : `${MARK}${key}`;
}

/**
 * An English catalog text said as a plain string (the shared write rules' constants, which the web app
 * shows too) is that message; a field's label is no message.
 */
const byEnglishText = new Map<string, MessageKey>(
  (Object.entries(en) as Array<[MessageKey, string]>)
    .filter(([key, text]) => !text.includes('{') && !key.startsWith('field.'))
    .map(([key, text]) => [text, key]),
);

/**
 * An English catalog text with parameters said as a plain string (a shared rule's limit written with its
 * number, `Ensure this field has no more than 100 characters.`) is that message with those parameters.
 * Only texts that begin with words: one that begins with a parameter would match almost anything.
 */
const byEnglishShape = (Object.entries(en) as Array<[MessageKey, string]>)
  .filter(([, text]) => text.includes('{') && !text.startsWith('{') && !text.includes(', date}'))
  .map(([key, text]) => {
    const names: string[] = [];
    const parts = text.split(/\{(\w+)(?:, (?:number|field))?\}/);
    const source = parts
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`, 's'), names };
  });

function parse(text: string): { key: MessageKey; params: MessageParams } | undefined {
  if (text.startsWith(MARK)) {
    const end = text.indexOf(MARK, 1);
    const key = (end === -1 ? text.slice(1) : text.slice(1, end)) as MessageKey;
    if (!(key in en)) return undefined;
    try {
      return { key, params: end === -1 ? {} : (JSON.parse(text.slice(end + 1)) as MessageParams) };
    } catch {
      return undefined;
    }
  }
  const key = byEnglishText.get(text);
  if (key) return { key, params: {} };
  for (const { key, pattern, names } of byEnglishShape) {
    const match = pattern.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

const LOCALES: Record<MessageLanguage, string> = { en: 'en-GB', de: 'de-DE' };

/** A field's label in the form, for a path such as `results.0.value` its first known part; else the name. */
export function fieldLabel(field: string, language: MessageLanguage): string {
  const catalog = MESSAGE_CATALOG[language] as Record<string, string>;
  const known = [field, ...field.split('.')].find((part) => `field.${part}` in catalog);
  return known ? catalog[`field.${known}`]! : field;
}

function formatDate(value: string | number, language: MessageLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function formatParam(
  value: string | number | undefined,
  format: string | undefined,
  language: MessageLanguage,
) {
  if (value === undefined) return '';
  switch (format) {
    case 'date':
      return formatDate(value, language);
    case 'number':
      // A number read back from an English text (`byEnglishShape`) arrives as its digits.
      return Number.isFinite(Number(value)) ? Number(value).toLocaleString(LOCALES[language]) : String(value);
    case 'field':
      return fieldLabel(String(value), language);
    default:
      return typeof value === 'string' ? renderMessage(value, language) : String(value);
  }
}

/** The placeholders of a catalog text: `{name}` or `{name, format}`. */
export const MESSAGE_PLACEHOLDER = /\{(\w+)(?:, (date|number|field))?\}/g;

/** A message in `language`; a text that is no message of the catalog stays as it is. */
export function renderMessage(text: string, language: MessageLanguage): string {
  const found = parse(text);
  if (!found) return text;
  return MESSAGE_CATALOG[language][found.key].replace(
    MESSAGE_PLACEHOLDER,
    (_all, name: string, format?: string) => formatParam(found.params[name], format, language),
  );
}

/** The messages of an error body (`{detail}`, `{field: [message]}`, nested fields) in `language`. */
export function renderMessages<T>(value: T, language: MessageLanguage): T {
  if (typeof value === 'string') return renderMessage(value, language) as T;
  if (Array.isArray(value)) return value.map((item) => renderMessages(item, language)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renderMessages(item, language)]),
    ) as T;
  }
  return value;
}

/**
 * The language of an `Accept-Language` header: the supported one with the highest q-value (`de-AT`
 * counts as `de`), English when it names none.
 */
export function pickLanguage(header: string | undefined): MessageLanguage {
  let best: { language: MessageLanguage; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...options] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const qOption = options.map((option) => option.trim()).find((option) => option.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!MESSAGE_LANGUAGES.includes(language as MessageLanguage)) continue;
    if (!best || q > best.q) best = { language: language as MessageLanguage, q };
  }
  return best?.language ?? 'en';
}
