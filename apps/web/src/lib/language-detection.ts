import type { Language } from './locale-resources';

export const LANGUAGE_STORAGE_KEY = 'portal.language';
export const DEFAULT_LANGUAGE: Language = 'en';
/** Missing keys fall back to English, then German. */
export const FALLBACK_LANGUAGES: Language[] = ['en', 'de'];

export function toLanguage(value: string | null | undefined): Language | undefined {
  const prefix = value?.trim().toLowerCase().split(/[-_]/)[0];
  return prefix === 'en' || prefix === 'de' ? prefix : undefined;
}

/**
 * The remembered choice if valid, else the first browser language whose prefix is en or de,
 * else English.
 */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (stored === 'en' || stored === 'de') return stored;
  for (const candidate of browserLanguages) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
