/**
 * Translations live in `locales/<language>/<area>.json`; each file becomes the top-level key `<area>`
 * of the single `translation` namespace, so `t('auth.login.title')` reads locales/en/auth.json.
 * Each language comes in two chunks, loaded when first used: the areas the public pages need
 * (lib/locales/<language>.ts: auth, common, components, errors, form, layout, navigation, notFound,
 * reset) and the signed-in pages' areas (lib/locales/<language>-app.ts, every other file), so the login page does not carry the whole portal's texts.
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

export type LocalePart = 'public' | 'app';
const loaders: Record<LocalePart, Record<Language, () => Promise<{ default: LocaleBundle }>>> = {
  public: { en: () => import('./locales/en'), de: () => import('./locales/de') },
  app: { en: () => import('./locales/en-app'), de: () => import('./locales/de-app') },
};

export const loadLocaleBundle = (language: Language, part: LocalePart) =>
  loaders[part][language]().then((module) => module.default);
