/**
 * Translations live in `locales/<language>/<area>.json`; each file becomes the top-level key `<area>`
 * of the single `translation` namespace, so `t('auth.login.title')` reads locales/en/auth.json.
 * Each language is its own chunk (lib/locales/<language>.ts), loaded when it is first used.
 */
export type Language = 'en' | 'de';
export const LANGUAGES: Language[] = ['en', 'de'];

export type LocaleBundle = Record<string, Record<string, unknown>>;

/** `{ area: content }` from an eager glob of one language's files. */
export function toBundle(files: Record<string, Record<string, unknown>>): LocaleBundle {
  const bundle: LocaleBundle = {};
  for (const [path, content] of Object.entries(files)) {
    const area = /\/([\w-]+)\.json$/.exec(path)?.[1];
    if (area) bundle[area] = content;
  }
  return bundle;
}

const loaders: Record<Language, () => Promise<{ default: LocaleBundle }>> = {
  en: () => import('./locales/en'),
  de: () => import('./locales/de'),
};

export const loadLocaleBundle = (language: Language) => loaders[language]().then((module) => module.default);
