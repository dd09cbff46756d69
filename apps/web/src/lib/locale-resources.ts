/**
 * Translations live in `locales/<language>/<area>.json`; each file becomes the top-level key `<area>`
 * of the single `translation` namespace, so `t('auth.login.title')` reads locales/en/auth.json.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export type Language = 'en' | 'de';
export const LANGUAGES: Language[] = ['en', 'de'];

export function loadLocaleResources() {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match as unknown as [string, string, string];
    resources[language] ??= { translation: {} };
    resources[language].translation[area] = content;
  }
  return resources;
}
